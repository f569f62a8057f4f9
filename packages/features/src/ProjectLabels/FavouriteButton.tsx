import { Flag } from '@atelier/api';
import { IconButton, StarIcon, useToast } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import { useFavouriteChange } from './hooks';
import type { FavouriteButtonProps } from './interface';
import * as styles from './ProjectLabels.css';

/**
 * Stars or unstars a project for the caller (收藏, updateProFav): a filled star when it is a favourite. The button
 * says what a press does (收藏… / 取消收藏…) and is pressed while the project is starred.
 */
export function FavouriteButton({ projectId, projectName, isFavourite, locale }: FavouriteButtonProps) {
  const t = useFeatureLocale('ProjectLabels', locale);
  const toast = useToast();
  const change = useFavouriteChange();
  return (
    <IconButton
      size="sm"
      variant="text"
      aria-label={isFavourite ? t.unfavouriteOf(projectName) : t.favouriteOf(projectName)}
      aria-pressed={isFavourite}
      isPending={change.isPending}
      icon={
        <StarIcon className={isFavourite ? styles.starred : undefined} fill={isFavourite ? 'currentColor' : 'none'} />
      }
      onPress={() =>
        change.mutate(
          { projectId, isFav: isFavourite ? Flag.No : Flag.Yes },
          { onSuccess: () => toast.success(isFavourite ? t.unfavourited : t.favourited) },
        )
      }
    />
  );
}

import { Button, FilePicker, useToast } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import { useCoverChange } from './hooks';
import type { CoverPickerProps } from './interface';
import { ProjectCover } from './ProjectCover';
import * as styles from './ProjectLabels.css';

/**
 * The project's cover for its managers (issue 25): a JPG or PNG picked becomes the cover (uploaded, then set); the
 * default comes back on request. The server checks the picture's bytes and size and answers its refusal, which the
 * client shows.
 */
export function CoverPicker({ projectId, projectName, coverImage, locale }: CoverPickerProps) {
  const t = useFeatureLocale('ProjectLabels', locale);
  const toast = useToast();
  const change = useCoverChange(projectId);
  const busy = change.upload.isPending || change.reset.isPending;
  return (
    <div className={styles.coverPicker}>
      <ProjectCover projectName={projectName} coverImage={coverImage} locale={locale} />
      <FilePicker
        allowsMultiple={false}
        allowsDirectories={false}
        accept={['.png', '.jpg', '.jpeg']}
        isDisabled={busy}
        description={t.coverHint}
        onSelect={(files) => {
          const file = files[0]?.file;
          if (file) change.upload.mutate(file, { onSuccess: () => toast.success(t.coverChanged) });
        }}
        locale={{ selectFiles: t.changeCover }}
      />
      {coverImage ? (
        <Button
          isDisabled={busy}
          onPress={() => change.reset.mutate(undefined, { onSuccess: () => toast.success(t.coverReset) })}
        >
          {t.resetCover}
        </Button>
      ) : null}
    </div>
  );
}

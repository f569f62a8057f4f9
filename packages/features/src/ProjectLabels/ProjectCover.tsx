import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import type { ProjectCoverProps } from './interface';
import * as styles from './ProjectLabels.css';

/**
 * A project's cover on its card (issue 25): the picture its managers chose, or the default, the name's first
 * character on the brand's tint. A picture that fails to load falls back to the default.
 */
export function ProjectCover({ projectName, coverImage, locale }: ProjectCoverProps) {
  const t = useFeatureLocale('ProjectLabels', locale);
  const [failed, setFailed] = useState<string | null>(null);
  if (coverImage && failed !== coverImage) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is the image's load failing, no user action.
      <img
        className={styles.cover}
        src={coverImage}
        alt={t.coverOf(projectName)}
        onError={() => setFailed(coverImage)}
      />
    );
  }
  return (
    <span role="img" aria-label={t.defaultCoverOf(projectName)} className={styles.defaultCover}>
      <span aria-hidden="true">{Array.from(projectName)[0] ?? ''}</span>
    </span>
  );
}

import { Button, useToast } from '@atelier/ui';
import { useDrawingVersion } from './hooks';
import type { ProofreadingLocale } from './interface';
import * as styles from './Proofreading.css';

export interface DrawingVersionsProps {
  actId: string;
  /** The proofreading's drawings at the versions it holds. */
  files: readonly { resId: string; recordId: string; resName: string }[];
  /** Until completion: move a drawing to the file's newest version (updateActRes). */
  canUpdate: boolean;
  /** In progress or passed: make the proofread version the file's newest (adoptResFile). */
  canAdopt: boolean;
  strings: ProofreadingLocale;
}

/**
 * 文件版本, the initiator's: each drawing of the proofreading with its two actions. The server decides whether there
 * is a newer version to move to, or a moved-on file to adopt over; its refusal is shown by the shared handling.
 */
export function DrawingVersions({ actId, files, canUpdate, canAdopt, strings: t }: DrawingVersionsProps) {
  const toast = useToast();
  const { update, adopt } = useDrawingVersion();
  if (!canUpdate && !canAdopt) return null;
  const busy = update.isPending || adopt.isPending;
  return (
    <section className={styles.sideList} aria-labelledby="proofreading-versions-title">
      <h3 id="proofreading-versions-title" className={styles.sideTitle}>
        {t.versions}
      </h3>
      <p className={styles.hint}>{t.versionsHint}</p>
      <ul className={styles.versionList}>
        {files.map((file) => (
          <li key={file.resId} className={styles.versionItem}>
            <span className={styles.versionName}>{file.resName}</span>
            <span className={styles.actions}>
              {canUpdate ? (
                <Button
                  size="sm"
                  isDisabled={busy}
                  aria-label={t.updateToNewest(file.resName)}
                  onPress={() =>
                    update
                      .mutateAsync({ actId, resId: file.resId })
                      .then(() => toast.success(t.updated(file.resName)))
                      .catch(() => undefined)
                  }
                >
                  {t.updateLabel}
                </Button>
              ) : null}
              {canAdopt ? (
                <Button
                  size="sm"
                  isDisabled={busy}
                  aria-label={t.adoptReviewed(file.resName)}
                  onPress={() =>
                    adopt
                      .mutateAsync({ actId, resId: file.resId, recordId: file.recordId })
                      .then(() => toast.success(t.adopted(file.resName)))
                      .catch(() => undefined)
                  }
                >
                  {t.adoptLabel}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

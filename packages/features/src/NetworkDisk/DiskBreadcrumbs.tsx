import { Button } from '@atelier/ui';
import type { DiskCrumb } from './model';
import * as styles from './NetworkDisk.css';

/** 全部文件 / 一 / 二: each crumb but the last opens its folder (index -1: the root). */
export function DiskBreadcrumbs({
  label,
  root,
  trail,
  onOpen,
}: {
  label: string;
  root: string;
  trail: readonly DiskCrumb[];
  onOpen: (index: number) => void;
}) {
  const all = [{ resId: '0', resName: root }, ...trail];
  return (
    <nav aria-label={label}>
      <ol className={styles.crumbs}>
        {all.map((crumb, index) => (
          <li key={crumb.resId} className={styles.crumb}>
            {index === all.length - 1 ? (
              <span className={styles.current} aria-current="page">
                {crumb.resName}
              </span>
            ) : (
              <>
                <Button size="sm" variant="link" onPress={() => onOpen(index - 1)}>
                  {crumb.resName}
                </Button>
                <span aria-hidden="true">/</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

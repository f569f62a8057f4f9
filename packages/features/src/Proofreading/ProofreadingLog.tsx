import { Button, Skeleton } from '@atelier/ui';
import { useProofreadingLog } from './hooks';
import type { ProofreadingLocale } from './interface';
import { nearEnd } from './model';
import * as styles from './Proofreading.css';

export interface ProofreadingLogProps {
  actId: string;
  strings: ProofreadingLocale;
}

/**
 * 操作记录 (getProoActLog): who did what, when, newest first; 50 a page, the next asked for as the list scrolls to
 * its end (or by the button, for the keyboard).
 */
export function ProofreadingLog({ actId, strings: t }: ProofreadingLogProps) {
  const log = useProofreadingLog(actId);
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  const more = () => {
    if (log.hasNextPage && !log.isFetchingNextPage) void log.fetchNextPage();
  };
  return (
    <section className={styles.sideList} aria-labelledby="proofreading-log-title">
      <h3 id="proofreading-log-title" className={styles.sideTitle}>
        {t.log}
      </h3>
      {log.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : log.isError && entries.length === 0 ? (
        <p className={styles.meta} role="alert">
          {t.logLoadFailed}{' '}
          <Button size="sm" onPress={() => void log.refetch()}>
            {t.retry}
          </Button>
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.meta}>{t.logEmpty}</p>
      ) : (
        <ol
          className={styles.logList}
          aria-label={t.log}
          // Scrolled by the keyboard too (the next page comes as it nears the end).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll
          tabIndex={0}
          onScroll={(event) => {
            if (nearEnd(event.currentTarget)) more();
          }}
        >
          {entries.map((entry) => (
            <li key={entry.id} className={styles.logItem}>
              <span>
                <strong>{entry.operator}</strong> {t.logOperations[entry.operation]}
                {entry.resName ? ` ${entry.resName}` : ''}
                {entry.verNum ? ` (${t.logVersion(entry.verNum)})` : ''}
              </span>
              <time className={styles.meta}>{entry.createTime}</time>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <Button size="sm" isDisabled={log.isFetchingNextPage} onPress={more}>
          {log.isFetchingNextPage ? t.loadingMore : t.loadMore}
        </Button>
      ) : null}
    </section>
  );
}

import type { Label } from '@atelier/api';
import { Button, Empty, Skeleton } from '@atelier/ui';
import type { ReactNode } from 'react';
import type { ProjectLabelsLocale } from './interface';

/** What LabelsState reads of the labels query (useLabels). */
export interface LabelsQuery {
  data: { list: readonly Label[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface LabelsStateProps {
  query: LabelsQuery;
  t: ProjectLabelsLocale;
  /** Shown when the caller has no label yet. */
  empty: ReactNode;
  /** The labels, once there are some. */
  children: (labels: readonly Label[]) => ReactNode;
}

/**
 * The caller's labels in the states both label dialogs show (the manager and the project's picker): loading (a
 * skeleton), the load failed (the message and 重试), none yet (`empty`), or the labels themselves.
 */
export function LabelsState({ query, t, empty, children }: LabelsStateProps) {
  const labels = query.data?.list ?? [];
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (query.isError) {
    return (
      <Empty simple description={t.loadFailed}>
        <Button size="sm" onPress={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Empty>
    );
  }
  if (labels.length === 0) return empty;
  return children(labels);
}

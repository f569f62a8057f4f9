import type { CaLog } from '@atelier/api';
import { Alert, Button, Dialog, StatusTag, Table, type TableColumn } from '@atelier/ui';
import { useMemo } from 'react';
import { useFeatureLocale } from '../locale';
import { useCaLog } from './hooks';
import type { CaLogDialogProps } from './interface';
import { approvalTone } from './model';

/** A stamp's CA log (getCaLog): each application with its type, status, time and the reviewer's remarks. */
export function CaLogDialog({ stampId, stampName, isOpen, onOpenChange, locale }: CaLogDialogProps) {
  const t = useFeatureLocale('CaLogDialog', locale);
  const log = useCaLog(stampId, isOpen);
  const columns = useMemo<TableColumn<CaLog>[]>(
    () => [
      { key: 'type', title: t.type, width: 100, isRowHeader: true, render: (row) => t.typeText[row.type] },
      {
        key: 'status',
        title: t.status,
        width: 110,
        render: (row) => <StatusTag tone={approvalTone(row.status)}>{t.statusText[row.status]}</StatusTag>,
      },
      { key: 'time', title: t.time, width: 180, render: (row) => row.createTime },
      { key: 'remarks', title: t.remarks, render: (row) => row.remarks || '—' },
    ],
    [t],
  );
  return (
    <Dialog
      title={t.title(stampName)}
      width={720}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => <Button onPress={close}>{t.close}</Button>}
    >
      {log.isError ? (
        <Alert
          tone="error"
          showIcon
          title={t.loadFailed}
          action={
            <Button size="sm" onPress={() => void log.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : (
        <Table
          aria-label={t.title(stampName)}
          columns={columns}
          dataSource={log.data ?? []}
          rowKey="id"
          size="small"
          loading={log.isLoading}
          emptyContent={t.empty}
        />
      )}
    </Dialog>
  );
}

import { type ApprovalAct, type ApprovalFile, type FolderGroup, ProoType } from '@atelier/api';
import { Button, DownloadIcon, Table, type TableColumn } from '@atelier/ui';
import { useMemo } from 'react';
import type { ApprovalDetailDialogLocale } from './interface';
import { stageStatus } from './model';

export interface ProofreadingFilesProps {
  act: ApprovalAct;
  groups: FolderGroup[];
  loading: boolean;
  onPreview: ((file: ApprovalFile) => void) | undefined;
  /** Downloads the drawing version's proofreading record (downloadProofFileRecord). */
  onDownloadRecord: (file: ApprovalFile) => void;
  /** The version whose record is being fetched (its button shows pending). */
  pendingRecord: string | null;
  t: ApprovalDetailDialogLocale;
}

/**
 * A proofreading's drawings as a table (000 section 1: file name, directory, proofreading, review, approval, update
 * time), each with its proofreading record: who marked what on the version the proofreading holds.
 */
export function ProofreadingFiles({
  act,
  groups,
  loading,
  onPreview,
  onDownloadRecord,
  pendingRecord,
  t,
}: ProofreadingFilesProps) {
  const rows = useMemo(() => groups.flatMap((group) => group.children), [groups]);
  const stage = (prooType: ProoType) => {
    const status = stageStatus(act, prooType);
    return status ? t.statusText[status] : '—';
  };
  const columns: TableColumn<ApprovalFile>[] = [
    { key: 'resName', title: t.fileName, dataIndex: 'resName' },
    { key: 'pathName', title: t.directory, dataIndex: 'pathName' },
    { key: 'proofreading', title: t.proofreading, render: () => stage(ProoType.Proofread) },
    { key: 'examine', title: t.examine, render: () => stage(ProoType.Examine) },
    { key: 'authorize', title: t.authorize, render: () => stage(ProoType.Leader) },
    { key: 'updateTime', title: t.updateTime, render: (file) => file.updateTime ?? '—' },
    {
      key: 'record',
      title: t.proofRecord,
      render: (file) => (
        <Button
          variant="link"
          size="sm"
          icon={<DownloadIcon />}
          aria-label={t.downloadProofRecord(file.resName)}
          isPending={pendingRecord === file.recordId}
          onPress={() => onDownloadRecord(file)}
        />
      ),
    },
  ];
  return (
    <Table
      aria-label={t.filesLabel}
      columns={columns}
      dataSource={rows}
      rowKey="resId"
      size="small"
      loading={loading}
      emptyContent={t.noFiles}
      onRowAction={onPreview}
    />
  );
}

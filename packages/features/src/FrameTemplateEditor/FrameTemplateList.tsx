import { type FrameTemplate, paperSizeOf, pointsToMm } from '@atelier/api';
import {
  Alert,
  Button,
  ConfirmDeleteButton,
  EditIcon,
  Empty,
  FilePicker,
  Spinner,
  Table,
  type TableColumn,
  Tag,
  useToast,
} from '@atelier/ui';
import { useId, useMemo } from 'react';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './FrameTemplateEditor.css';
import { useDeleteTemplate, useFrameTemplates, useUploadTemplate } from './hooks';
import type { FrameTemplateListProps } from './interface';

/**
 * The enterprise's frame templates (签章首页 of the client-signature module, issue 23): upload a sample drawing to
 * add one (its first page; the editor opens on it), each with its sheet, regions and whether it is enabled;
 * configure or delete one.
 */
export function FrameTemplateList({ onEdit, showTitle = true, locale }: FrameTemplateListProps) {
  const t = useFeatureLocale('FrameTemplateEditor', locale);
  const titleId = useId();
  const toast = useToast();
  const list = useFrameTemplates();
  const upload = useUploadTemplate();
  const remove = useDeleteTemplate();

  const columns = useMemo<TableColumn<FrameTemplate>[]>(
    () => [
      { key: 'templateName', title: t.name, dataIndex: 'templateName', isRowHeader: true },
      {
        key: 'size',
        title: t.sizeColumn,
        width: 200,
        render: (row) => {
          const paper = paperSizeOf(row.pageWidth ?? 0, row.pageHeight ?? 0);
          const name = paper ? t.paper(paper.name, paper.lengthened, paper.orientation === 'landscape') : t.customSize;
          return t.page(name, pointsToMm(row.pageWidth ?? 0).toFixed(0), pointsToMm(row.pageHeight ?? 0).toFixed(0));
        },
      },
      {
        key: 'regions',
        title: t.regionsColumn,
        width: 110,
        render: (row) => t.regionCount(Object.values(row.regionCounts ?? {}).reduce((a, b) => a + b, 0)),
      },
      {
        key: 'status',
        title: t.status,
        width: 100,
        render: (row) =>
          row.isEnable ? (
            <Tag color="success" size="sm">
              {t.enabledTag}
            </Tag>
          ) : (
            <Tag size="sm">{t.disabledTag}</Tag>
          ),
      },
      {
        key: 'actions',
        title: t.actions,
        width: 170,
        render: (row) => (
          <div className={styles.actions}>
            <Button
              variant="link"
              size="sm"
              icon={<EditIcon />}
              aria-label={t.editTemplate(row.templateName)}
              onPress={() => onEdit(row.id)}
            >
              {t.edit}
            </Button>
            <ConfirmDeleteButton
              aria-label={t.deleteTemplate(row.templateName)}
              confirmTitle={t.confirmDelete(row.templateName)}
              confirmContent={t.confirmDeleteText}
              onDelete={async () => {
                await remove.mutateAsync(row.id);
                toast.success(t.deleted);
              }}
            >
              {t.delete}
            </ConfirmDeleteButton>
          </div>
        ),
      },
    ],
    [t, onEdit, remove, toast],
  );

  const picker = (
    <FilePicker
      accept={['.pdf', 'application/pdf']}
      allowsMultiple={false}
      allowsDirectories={false}
      isDisabled={upload.isPending}
      description={upload.isPending ? t.uploading : t.uploadHint}
      locale={{ selectFiles: t.upload }}
      onSelect={([picked]) => {
        if (!picked) return;
        upload.mutate(
          { file: picked.file },
          {
            onSuccess: ({ id }) => {
              toast.success(t.uploaded);
              onEdit(id);
            },
          },
        );
      }}
    />
  );

  // A refetch clears the query's error until it answers: the failure stays said while 重试 runs, and 重试 shows it is
  // trying (else a quick second failure looked like nothing happened: the table's spinner only flashed).
  const failed = (list.isError || (list.isFetching && list.errorUpdateCount > 0)) && !list.data;

  return (
    <section className={styles.editor} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.sideTitle}>
        {t.listTitle}
      </SectionTitle>
      {picker}
      {failed ? (
        <Alert
          tone="error"
          showIcon
          title={t.loadFailed}
          action={
            // Disabled with a spinner, not isPending: react-aria's pending announcement names this button, which the
            // list replaces once loaded (axe role-img-alt, as in ProofreadingViewer).
            <Button
              size="sm"
              isDisabled={list.isFetching}
              icon={list.isFetching ? <Spinner size="sm" /> : undefined}
              onPress={() => void list.refetch()}
            >
              {t.retry}
            </Button>
          }
        />
      ) : list.data && list.data.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <Table
          aria-labelledby={titleId}
          columns={columns}
          dataSource={list.data ?? []}
          rowKey="id"
          loading={list.isFetching}
        />
      )}
    </section>
  );
}

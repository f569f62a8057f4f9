import type { DrawingRef } from '@atelier/api';
import { Alert, Button, Empty, Table, type TableColumn, useToast } from '@atelier/ui';
import { type ReactNode, useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { AddFilesDialog } from '../RecognitionFileList';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import * as styles from './Catalog.css';
import type { PublishPlansLocale } from './interface';
import type { PublishFileChoice } from './model';
import { useAddPlanDrawings, usePlanDrawings, useRemovePlanDrawings } from './planHooks';
import { drawingsToAdd, type PlanDrawing, planLaunchFiles } from './planModel';

type Row = PlanDrawing & { publishNum: number };

export interface PlanDrawingsProps {
  projectId: string;
  plan: { id: string; planName: string };
  onClose: () => void;
  /** 发起发布: the plan's drawings at their current versions, for the launch dialog. */
  onLaunch: (files: PublishFileChoice[]) => void;
  t: PublishPlansLocale;
}

/**
 * An open plan's drawings: 添加图纸 from the project's files (the directory's picker, folders expanded by the
 * server), 移除 the selected ones (confirmed), and 发起发布 of the whole plan as one publish approval.
 */
export function PlanDrawings({ projectId, plan, onClose, onLaunch, t }: PlanDrawingsProps) {
  const toast = useToast();
  const headingId = useId();
  const pickerT = useFeatureLocale('RecognitionFileList');
  const drawings = usePlanDrawings(plan.id);
  const add = useAddPlanDrawings(plan.id);
  const remove = useRemovePlanDrawings();
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string[] | null>(null);
  const rows: readonly Row[] = drawings.data?.list ?? [];
  const launch = planLaunchFiles(rows);

  const addChosen = async (files: DrawingRef[]) => {
    const ids = drawingsToAdd(files, rows);
    if (ids.length > 0) await add.mutateAsync(ids);
    return ids.length;
  };

  const columns: TableColumn<Row>[] = [
    { key: 'resName', title: t.drawingName, dataIndex: 'resName', isRowHeader: true },
    { key: 'publishNum', title: t.copies, dataIndex: 'publishNum', width: 100 },
  ];

  let body: ReactNode;
  if (drawings.isError && !drawings.data) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.drawingsLoadFailed}
        action={
          <Button size="sm" onPress={() => void drawings.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (drawings.data && rows.length === 0) {
    body = <Empty description={t.drawingsEmpty} />;
  } else {
    body = (
      <Table
        aria-labelledby={headingId}
        columns={columns}
        dataSource={rows}
        rowKey="id"
        loading={drawings.isFetching}
        rowSelection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ y: 360 }}
      />
    );
  }

  const chosen = selected.filter((id) => rows.some((row) => row.id === id));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h3 id={headingId} className={styles.title}>
          {t.drawingsTitle(plan.planName)}
        </h3>
        <div className={styles.actions}>
          <Button onPress={() => setAdding(true)}>{t.addDrawings}</Button>
          <Button isDisabled={chosen.length === 0} onPress={() => setRemoving(chosen)}>
            {t.remove}
          </Button>
          <Button variant="primary" isDisabled={launch.files.length === 0} onPress={() => onLaunch(launch.files)}>
            {t.launch}
          </Button>
          <Button variant="link" onPress={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
      {launch.withoutVersion > 0 ? <Alert tone="warning" title={t.withoutVersion(launch.withoutVersion)} /> : null}
      {body}
      <AddFilesDialog
        projectId={projectId}
        isOpen={adding}
        onOpenChange={setAdding}
        onAdd={addChosen}
        t={{ ...pickerT, addDialogTitle: t.addDrawingsTitle, added: t.added, nothingNew: t.nothingNew }}
      />
      <ConfirmDeleteDialog
        target={removing}
        title={t.removeTitle}
        message={(ids) => t.removeMessage(ids.length)}
        okText={t.remove}
        cancelText={t.cancel}
        onClose={() => setRemoving(null)}
        onConfirm={async (ids) => {
          try {
            await remove.mutateAsync(ids);
          } catch {
            return false;
          }
          toast.success(t.removed(ids.length));
          setSelected([]);
          setRemoving(null);
          return true;
        }}
      />
    </section>
  );
}

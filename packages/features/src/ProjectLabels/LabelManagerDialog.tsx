import { LABEL_COLORS, type Label, LabelColor, LabelLimit } from '@atelier/api';
import { Button, DeleteIcon, Dialog, EditIcon, Empty, IconButton, RadioGroup } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { NameDialog } from '../shared/NameDialog';
import { useRunChange } from '../shared/useRunChange';
import { useLabelChanges, useLabels } from './hooks';
import type { LabelManagerDialogProps, ProjectLabelsLocale } from './interface';
import { LabelsState } from './LabelsState';
import { LabelTag } from './LabelTag';
import { canAddLabel, labelNameError } from './model';
import * as styles from './ProjectLabels.css';

type Action = { kind: 'add' } | { kind: 'edit'; label: Label } | { kind: 'delete'; label: Label };

/** The six colours as radio options, each shown in its colour with its name. */
function ColorPicker({
  t,
  value,
  onChange,
}: {
  t: ProjectLabelsLocale;
  value: LabelColor;
  onChange: (c: LabelColor) => void;
}) {
  return (
    <RadioGroup
      label={t.color}
      isRequired
      value={value}
      onChange={(next) => onChange(next as LabelColor)}
      options={LABEL_COLORS.map((color) => ({
        value: color,
        label: <LabelTag color={color}>{t.colors[color]}</LabelTag>,
      }))}
    />
  );
}

/**
 * The caller's labels (getLabelList, addLabel, updateLabel, delLabel): each in its colour with the number of projects
 * it is on; a new one, a name or colour changed, one deleted (after a question: it leaves every project). The name
 * rule and a taken name show under the field before anything is sent; the server checks both again.
 */
export function LabelManagerDialog({ isOpen, onOpenChange, locale }: LabelManagerDialogProps) {
  const t = useFeatureLocale('ProjectLabels', locale);
  const run = useRunChange();
  const list = useLabels(isOpen);
  const changes = useLabelChanges();
  const [action, setAction] = useState<Action | null>(null);
  const [color, setColor] = useState<LabelColor>(LabelColor.Blue);
  const labels = list.data?.list ?? [];

  const open = (next: Action) => {
    if (next.kind === 'add') setColor(LabelColor.Blue);
    if (next.kind === 'edit') setColor(next.label.color);
    setAction(next);
  };

  return (
    <>
      <Dialog
        title={t.manageTitle}
        width={480}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        footer={({ close }) => <Button onPress={close}>{t.done}</Button>}
      >
        <div className={styles.section}>
          <div className={styles.header}>
            <p className={styles.hint}>{t.hint}</p>
            <Button
              size="sm"
              variant="primary"
              isDisabled={!list.isSuccess || !canAddLabel(labels)}
              onPress={() => open({ kind: 'add' })}
            >
              {t.add}
            </Button>
          </div>
          <LabelsState query={list} t={t} empty={<Empty simple description={t.empty} />}>
            {(labels) => (
              <ul className={styles.rows} aria-label={t.manageTitle}>
                {labels.map((label) => (
                  <li key={label.id} className={styles.row}>
                    <span className={styles.rowName}>
                      <LabelTag color={label.color}>{label.name}</LabelTag>
                    </span>
                    <span className={styles.count}>{t.projectCount(label.projectCount)}</span>
                    <IconButton
                      size="sm"
                      variant="text"
                      icon={<EditIcon />}
                      aria-label={t.actionOf(t.edit, label.name)}
                      onPress={() => open({ kind: 'edit', label })}
                    />
                    <IconButton
                      size="sm"
                      variant="text"
                      danger
                      icon={<DeleteIcon />}
                      aria-label={t.actionOf(t.delete, label.name)}
                      onPress={() => open({ kind: 'delete', label })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </LabelsState>
        </div>
      </Dialog>
      <NameDialog
        isOpen={action?.kind === 'add' || action?.kind === 'edit'}
        title={action?.kind === 'edit' ? t.editTitle : t.addTitle}
        label={t.name}
        placeholder={t.namePlaceholder}
        maxLength={LabelLimit.NameMax}
        initial={action?.kind === 'edit' ? action.label.name : undefined}
        check={(name) => labelNameError(name, labels, action?.kind === 'edit' ? action.label.id : undefined)}
        okText={t.ok}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onSubmit={(name) =>
          action?.kind === 'edit'
            ? run(() => changes.update.mutateAsync({ id: action.label.id, name, color }), t.saved)
            : run(() => changes.add.mutateAsync({ name, color }), t.added)
        }
      >
        <ColorPicker t={t} value={color} onChange={setColor} />
      </NameDialog>
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.label : null}
        title={t.deleteTitle}
        message={(label) => t.deleteText(label.name)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(label) => run(() => changes.remove.mutateAsync(label.id), t.deleted)}
      />
    </>
  );
}

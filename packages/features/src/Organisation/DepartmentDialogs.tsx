import { DEPARTMENT_NAME_MAX, type DepartmentNode, departmentNameSchema } from '@atelier/api';
import { Dialog, Select, TextField, useToast } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import { useAddDepartment, useDeleteDepartment, useMoveDepartment, useRenameDepartment } from './hooks';
import type { OrganisationLocale } from './interface';
import { departmentOptions, moveTargets } from './model';
import * as styles from './Organisation.css';

/** The 'top level' choice of the parent and move-target selects. */
const TOP_LEVEL = '__top__';

export type DepartmentAction =
  | { kind: 'add'; parentId: string | null }
  | { kind: 'rename'; node: DepartmentNode }
  | { kind: 'move'; node: DepartmentNode }
  | { kind: 'delete'; node: DepartmentNode };

interface DepartmentDialogsProps {
  action: DepartmentAction | null;
  tree: readonly DepartmentNode[];
  onClose: () => void;
  /** After a department was added (its key), renamed, moved or deleted (null). */
  onDone: (key: string | null) => void;
  t: OrganisationLocale;
}

/**
 * The administrator's dialogs of the tree: 新建部门 (name and parent), 重命名, 移动 (to the top or under another
 * department, not its own branch) and 删除 (confirmed). A refusal of the server (a sibling's name, a department
 * with people) is shown by the shared handling and keeps the dialog open with what was typed.
 */
export function DepartmentDialogs({ action, tree, onClose, onDone, t }: DepartmentDialogsProps) {
  const toast = useToast();
  const add = useAddDepartment();
  const rename = useRenameDepartment();
  const move = useMoveDepartment();
  const remove = useDeleteDepartment();
  const [name, setName] = useState('');
  const [target, setTarget] = useState<string>(TOP_LEVEL);
  const [nameError, setNameError] = useState<string | undefined>();

  useEffect(() => {
    if (!action) return;
    setNameError(undefined);
    setName(action.kind === 'rename' ? action.node.title : '');
    if (action.kind === 'add') setTarget(action.parentId ?? TOP_LEVEL);
    if (action.kind === 'move') setTarget(action.node.parentId ?? TOP_LEVEL);
  }, [action]);

  const parentItems = useMemo(() => {
    const options = action?.kind === 'move' ? moveTargets(tree, action.node.key) : departmentOptions(tree);
    return [{ id: TOP_LEVEL, label: t.topLevel }, ...options.map((o) => ({ id: o.id, label: o.label }))];
  }, [action, tree, t.topLevel]);

  const checkName = (): string | null => {
    const parsed = departmentNameSchema.safeParse(name);
    if (parsed.success) return parsed.data;
    setNameError(parsed.error.issues[0]?.message);
    return null;
  };
  const parentOf = (key: string) => (key === TOP_LEVEL ? null : key);

  const run = async (work: () => Promise<string | null>, done: string): Promise<boolean> => {
    try {
      const key = await work();
      toast.success(done);
      onDone(key);
      return true;
    } catch {
      // The shared response handling showed the server's message; what was typed stays.
      return false;
    }
  };

  const onOk = async (): Promise<boolean> => {
    if (!action) return false;
    switch (action.kind) {
      case 'add': {
        const valid = checkName();
        if (valid === null) return false;
        return run(
          async () => (await add.mutateAsync({ name: valid, parentId: parentOf(target) })).key,
          t.departmentAdded,
        );
      }
      case 'rename': {
        const valid = checkName();
        if (valid === null) return false;
        return run(async () => {
          await rename.mutateAsync({ id: action.node.key, name: valid });
          return action.node.key;
        }, t.departmentRenamed);
      }
      case 'move':
        return run(async () => {
          await move.mutateAsync({ id: action.node.key, parentId: parentOf(target) });
          return action.node.key;
        }, t.departmentMoved);
      case 'delete':
        return run(async () => {
          await remove.mutateAsync(action.node.key);
          return null;
        }, t.departmentDeleted);
    }
  };

  const title =
    action?.kind === 'add'
      ? t.addDepartmentTitle
      : action?.kind === 'rename'
        ? t.renameTitle
        : action?.kind === 'move'
          ? t.moveTitle
          : t.deleteTitle;

  return (
    <Dialog
      title={title}
      width={480}
      isOpen={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={action?.kind === 'delete' ? t.delete : t.ok}
      cancelText={t.cancel}
      okButtonProps={action?.kind === 'delete' ? { danger: true } : undefined}
      onOk={onOk}
    >
      <div className={styles.form}>
        {action?.kind === 'add' || action?.kind === 'rename' ? (
          <TextField
            label={t.departmentNameLabel}
            placeholder={t.departmentNamePlaceholder}
            isRequired
            autoFocus
            value={name}
            maxLength={DEPARTMENT_NAME_MAX}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            errorMessage={nameError}
          />
        ) : null}
        {action?.kind === 'add' || action?.kind === 'move' ? (
          <Select
            label={action.kind === 'add' ? t.parentLabel : t.moveTargetLabel}
            items={parentItems}
            selectedKey={target}
            onSelectionChange={(key) => setTarget(key === null ? TOP_LEVEL : String(key))}
          />
        ) : null}
        {action?.kind === 'delete' ? <p>{t.deleteConfirm(action.node.title)}</p> : null}
      </div>
    </Dialog>
  );
}

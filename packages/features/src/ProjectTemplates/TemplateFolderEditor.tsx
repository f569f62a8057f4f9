import {
  FOLDER_PERMISSION_CHOICES,
  type FolderPermission,
  type ProjectTemplate,
  type TemplateFolder,
  TemplateLimit,
  templateFolderSchema,
} from '@atelier/api';
import { Alert, Button, Dialog, Select, Table, type TableColumn, useToast } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import { NameDialog } from '../shared/NameDialog';
import { useProjectTemplate, useProjectTemplateChanges } from './hooks';
import type { ProjectTemplatesLocale } from './interface';
import {
  addFolder,
  canAddBelow,
  type FolderPath,
  type FolderRow,
  flattenFolders,
  folderAt,
  moveFolder,
  nameClash,
  removeFolder,
  renameFolder,
  setPermission,
  siblingNames,
  treeMessage,
} from './model';
import * as styles from './ProjectTemplates.css';

const INHERIT_KEY = 'inherit';

type Naming = { kind: 'add'; parent: FolderPath } | { kind: 'rename'; path: FolderPath };

interface TemplateFolderEditorProps {
  template: ProjectTemplate | null;
  onClose: () => void;
  t: ProjectTemplatesLocale;
}

/**
 * A template's folders (issue 25): a tree of up to 5 levels and 200 folders, each with the level ordinary members get
 * there (继承上级 or 负责人 … 不继承), edited here and saved whole. Closing with unsaved changes asks first.
 */
export function TemplateFolderEditor({ template, onClose, t }: TemplateFolderEditorProps) {
  const toast = useToast();
  const info = useProjectTemplate(template?.id ?? null);
  const changes = useProjectTemplateChanges();
  const [folders, setFolders] = useState<TemplateFolder[]>([]);
  const [dirty, setDirty] = useState(false);
  const [naming, setNaming] = useState<Naming | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  useEffect(() => {
    if (info.data && !dirty) setFolders(info.data.folders);
  }, [info.data, dirty]);
  useEffect(() => {
    if (template === null) setDirty(false);
  }, [template]);

  const change = (next: TemplateFolder[]) => {
    setFolders(next);
    setDirty(true);
  };
  const rows = useMemo(() => flattenFolders(folders), [folders]);
  const problem = treeMessage(folders);

  const columns: TableColumn<FolderRow>[] = [
    {
      key: 'name',
      title: t.folder,
      isRowHeader: true,
      render: (row) => (
        <span className={styles.folderName} style={{ paddingInlineStart: `${row.depth * 20}px` }}>
          {row.name}
        </span>
      ),
    },
    {
      key: 'permission',
      title: t.memberLevel,
      width: 150,
      render: (row) => (
        <Select
          aria-label={t.memberLevelOf(row.name)}
          size="sm"
          items={[
            { id: INHERIT_KEY, label: t.inherited },
            ...FOLDER_PERMISSION_CHOICES.map((level) => ({ id: String(level), label: t.levels[level] })),
          ]}
          selectedKey={row.permission === null ? INHERIT_KEY : String(row.permission)}
          onSelectionChange={(key) => {
            if (key === null) return;
            const permission = key === INHERIT_KEY ? null : (Number(key) as FolderPermission);
            if (permission !== row.permission) change(setPermission(folders, row.path, permission));
          }}
        />
      ),
    },
    {
      key: 'actions',
      title: t.actions,
      width: 340,
      render: (row) => {
        const index = row.path[row.path.length - 1] ?? 0;
        const siblings = siblingNames(folders, row.path.slice(0, -1)).length;
        return (
          <span className={styles.actions}>
            {canAddBelow(row.path) ? (
              <Button
                variant="link"
                size="sm"
                aria-label={t.actionOf(t.addChild, row.name)}
                onPress={() => setNaming({ kind: 'add', parent: row.path })}
              >
                {t.addChild}
              </Button>
            ) : null}
            <Button
              variant="link"
              size="sm"
              aria-label={t.actionOf(t.rename, row.name)}
              onPress={() => setNaming({ kind: 'rename', path: row.path })}
            >
              {t.rename}
            </Button>
            <Button
              variant="link"
              size="sm"
              isDisabled={index === 0}
              aria-label={t.actionOf(t.moveUp, row.name)}
              onPress={() => change(moveFolder(folders, row.path, -1))}
            >
              {t.moveUp}
            </Button>
            <Button
              variant="link"
              size="sm"
              isDisabled={index >= siblings - 1}
              aria-label={t.actionOf(t.moveDown, row.name)}
              onPress={() => change(moveFolder(folders, row.path, 1))}
            >
              {t.moveDown}
            </Button>
            <Button
              variant="link"
              size="sm"
              danger
              aria-label={t.actionOf(t.delete, row.name)}
              onPress={() => change(removeFolder(folders, row.path))}
            >
              {t.delete}
            </Button>
          </span>
        );
      },
    },
  ];

  const close = () => {
    setDirty(false);
    onClose();
  };

  const save = async () => {
    if (!template || problem !== null) return false;
    try {
      await changes.update.mutateAsync({ id: template.id, folders });
    } catch {
      return false;
    }
    toast.success(t.saved);
    close();
    return false;
  };

  const namingParent = naming?.kind === 'add' ? naming.parent : (naming?.path.slice(0, -1) ?? []);
  const namingExcept = naming?.kind === 'rename' ? naming.path[naming.path.length - 1] : undefined;
  const parentName = naming?.kind === 'add' ? folderAt(folders, naming.parent)?.name : undefined;
  const checkName = (name: string) => {
    const parsed = templateFolderSchema.safeParse({ name, permission: null, children: [] });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? t.folderNameTaken;
    return nameClash(siblingNames(folders, namingParent, namingExcept), name) ? t.folderNameTaken : null;
  };

  return (
    <>
      <Dialog
        title={template ? t.foldersTitle(template.name) : ''}
        width={880}
        isOpen={template !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (dirty) setConfirmDiscard(true);
          else close();
        }}
        isPending={info.isPending}
        okText={t.save}
        cancelText={t.cancel}
        okButtonProps={{ isDisabled: problem !== null }}
        onOk={save}
      >
        <div className={styles.editor}>
          <div className={styles.toolbar}>
            <Button variant="primary" size="sm" onPress={() => setNaming({ kind: 'add', parent: [] })}>
              {t.addRoot}
            </Button>
            <p className={styles.hint}>{t.foldersHint}</p>
          </div>
          {problem !== null ? <Alert tone="error" title={problem} /> : null}
          <Table
            aria-label={template ? t.foldersTitle(template.name) : t.folder}
            columns={columns}
            dataSource={rows}
            rowKey="key"
            size="small"
            emptyContent={t.foldersEmpty}
            scroll={{ y: 420 }}
          />
        </div>
      </Dialog>
      <NameDialog
        isOpen={naming !== null}
        title={naming?.kind === 'rename' ? t.rename : parentName ? t.addChildTitle(parentName) : t.addRootTitle}
        label={t.folderName}
        placeholder={t.folderNamePlaceholder}
        maxLength={TemplateLimit.NameMax}
        initial={naming?.kind === 'rename' ? folderAt(folders, naming.path)?.name : undefined}
        check={checkName}
        okText={t.ok}
        cancelText={t.cancel}
        onClose={() => setNaming(null)}
        onSubmit={(name) => {
          if (naming?.kind === 'add') change(addFolder(folders, naming.parent, name));
          else if (naming?.kind === 'rename') change(renameFolder(folders, naming.path, name));
          return true;
        }}
      />
      <Dialog
        title={t.discardTitle}
        role="alertdialog"
        width={420}
        isOpen={confirmDiscard}
        onOpenChange={(open) => {
          if (!open) setConfirmDiscard(false);
        }}
        okText={t.discard}
        cancelText={t.keepEditing}
        okButtonProps={{ danger: true }}
        onOk={() => {
          setConfirmDiscard(false);
          close();
        }}
      >
        <p className={styles.hint}>{t.discardText}</p>
      </Dialog>
    </>
  );
}

import { type NavigationNode, type NavigationShortcut, WorkbenchLimit } from '@atelier/api';
import { Button, Checkbox, Dialog, Empty, Spinner, TextField } from '@atelier/ui';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { useRunChange } from '../shared/useRunChange';
import { useShortcutChanges, useShortcutCheck, useShortcuts, useShortcutTree } from './hooks';
import type { WorkbenchLocale } from './interface';
import { toggleChosen } from './model';
import { QueryState } from './Panels';
import * as styles from './Workbench.css';

/** 快捷入口: the person's shortcuts; one whose page is gone for them asks to be removed instead of leading nowhere. */
export function ShortcutsPanel({ t, onOpen }: { t: WorkbenchLocale; onOpen: (shortcut: NavigationShortcut) => void }) {
  const titleId = useId();
  const run = useRunChange();
  const list = useShortcuts();
  const check = useShortcutCheck();
  const changes = useShortcutChanges();
  const [editing, setEditing] = useState(false);
  // A new editor each time it opens (its ticks start from the saved list); it stays mounted while it closes.
  const [opened, setOpened] = useState(0);
  const [gone, setGone] = useState<NavigationShortcut | null>(null);

  const follow = async (shortcut: NavigationShortcut) => {
    try {
      if (await check.mutateAsync(shortcut.id)) onOpen(shortcut);
      else setGone(shortcut);
    } catch {
      // The shared handling has said why (the shortcut was removed elsewhere): the list refreshes.
      void list.refetch();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t.shortcuts}
        </h2>
        <Button
          size="sm"
          onPress={() => {
            setOpened((n) => n + 1);
            setEditing(true);
          }}
          isDisabled={list.data === undefined}
        >
          {t.editShortcuts}
        </Button>
      </div>
      <QueryState query={list} t={t} empty={t.noShortcuts} isEmpty={(items) => items.length === 0}>
        {(items) => (
          <ul className={styles.shortcuts} aria-labelledby={titleId}>
            {items.map((shortcut) => (
              <li key={shortcut.id} className={styles.shortcut}>
                <Button variant="link" size="sm" onPress={() => void follow(shortcut)}>
                  {shortcut.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data ? (
        <ShortcutEditor
          key={opened}
          isOpen={editing}
          t={t}
          initial={list.data.map((s) => s.itemId)}
          onClose={() => setEditing(false)}
          onSave={(itemIds) => run(() => changes.save.mutateAsync(itemIds), t.saved)}
        />
      ) : null}
      <ConfirmDeleteDialog
        target={gone}
        title={t.goneTitle}
        message={(s) => t.goneText(s.name)}
        okText={t.remove}
        cancelText={t.cancel}
        onClose={() => setGone(null)}
        onConfirm={(s) => run(() => changes.remove.mutateAsync(s.id), t.removed)}
      />
    </section>
  );
}

function TreeNodes({
  nodes,
  chosen,
  onToggle,
}: {
  nodes: readonly NavigationNode[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <>
      {nodes.map((node) => (
        <div key={node.id}>
          {node.path ? (
            <Checkbox isSelected={chosen.includes(node.id)} onChange={() => onToggle(node.id)}>
              {node.name}
            </Checkbox>
          ) : (
            <span>{node.name}</span>
          )}
          {node.children.length > 0 ? (
            <div className={styles.treeChildren}>
              <TreeNodes nodes={node.children} chosen={chosen} onToggle={onToggle} />
            </div>
          ) : null}
        </div>
      ))}
    </>
  );
}

/** 编辑快捷入口: the modules and pages the person's menus reach, searched by name; up to 12 ticked, in tick order. */
export function ShortcutEditor({
  isOpen,
  t,
  initial,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  t: WorkbenchLocale;
  initial: readonly string[];
  onClose: () => void;
  onSave: (itemIds: string[]) => Promise<boolean>;
}) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const tree = useShortcutTree(keyword.trim(), isOpen);
  return (
    <Dialog
      title={t.editTitle}
      width={520}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={t.save}
      cancelText={t.cancel}
      onOk={() => onSave(chosen)}
    >
      <div className={styles.tree}>
        <TextField aria-label={t.search} placeholder={t.search} value={keyword} onChange={setKeyword} />
        <span className={styles.rowMeta} aria-live="polite">
          {t.chosen(chosen.length, WorkbenchLimit.Shortcuts)}
        </span>
        {tree.data === undefined ? (
          <Spinner />
        ) : tree.data.length === 0 ? (
          <Empty simple description={t.noMatches} />
        ) : (
          <TreeNodes
            nodes={tree.data}
            chosen={chosen}
            onToggle={(id) => setChosen((now) => toggleChosen(now, id, WorkbenchLimit.Shortcuts))}
          />
        )}
      </div>
    </Dialog>
  );
}

import type { DepartmentNode } from '@atelier/api';
import { ActionBar, Alert, Button, Skeleton, Tree, type TreeNode } from '@atelier/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { type DepartmentAction, DepartmentDialogs } from './DepartmentDialogs';
import { useDepartmentTree, useSortDepartments } from './hooks';
import type { DepartmentTreeProps, OrganisationLocale } from './interface';
import { ALL_PEOPLE_KEY, findDepartment, NOT_GROUPED_KEY, shiftAmongSiblings, siblingsOf } from './model';
import * as styles from './Organisation.css';

function toTreeNodes(nodes: readonly DepartmentNode[], t: OrganisationLocale): TreeNode[] {
  return nodes.map((node) => ({
    key: node.key,
    textValue: node.title,
    title: (
      <span>
        {node.title}
        {node.memberCount > 0 ? <span className={styles.count}>{t.memberCount(node.memberCount)}</span> : null}
      </span>
    ),
    isLeaf: node.children.length === 0,
    children: toTreeNodes(node.children, t),
  }));
}

function allKeys(nodes: readonly DepartmentNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children)]);
}

/**
 * The department tree of /enterprise/organization (001 sections 3.6, 7.3): 全部人员, the departments with their
 * people counts, 未分组. Administrators create, rename, move, order (上移 / 下移) and delete the selected department.
 */
export function DepartmentTree({ selectedKey, onSelect, isAdmin, locale }: DepartmentTreeProps) {
  const t = useFeatureLocale('Organisation', locale);
  const titleId = useId();
  const tree = useDepartmentTree();
  const sort = useSortDepartments();
  const [action, setAction] = useState<DepartmentAction | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const nodes = tree.data ?? [];

  // Every department open at first; the user's choice afterwards (new departments open too).
  useEffect(() => {
    if (!tree.data) return;
    setExpanded((current) => {
      const keys = allKeys(tree.data);
      return current === null ? keys : [...new Set([...current, ...keys.filter((k) => !current.includes(k))])];
    });
  }, [tree.data]);

  const treeData = useMemo<TreeNode[]>(
    () => [
      { key: ALL_PEOPLE_KEY, title: t.allPeople, textValue: t.allPeople, isLeaf: true },
      ...toTreeNodes(nodes, t),
      { key: NOT_GROUPED_KEY, title: t.notGrouped, textValue: t.notGrouped, isLeaf: true },
    ],
    [nodes, t],
  );

  const selected = findDepartment(nodes, selectedKey);
  const siblings = selected ? siblingsOf(nodes, selected.key) : undefined;
  const shift = (delta: -1 | 1) => {
    if (!selected || !siblings) return;
    const ids = shiftAmongSiblings(siblings.ids, selected.key, delta);
    if (ids) sort.mutate({ parentId: siblings.parentId, ids });
  };
  const canShift = (delta: -1 | 1) =>
    Boolean(selected && siblings && shiftAmongSiblings(siblings.ids, selected.key, delta));

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.treeLabel}
        </h2>
        {isAdmin ? (
          <Button
            size="sm"
            variant="primary"
            onPress={() => setAction({ kind: 'add', parentId: selected?.key ?? null })}
          >
            {selected ? t.addSubDepartment : t.addDepartment}
          </Button>
        ) : null}
      </header>
      {isAdmin && selected ? (
        <div className={styles.treeActions}>
          <ActionBar
            aria-label={t.departmentActions}
            className={styles.treeBar}
            actions={[
              { id: 'rename', label: t.rename, onPress: () => setAction({ kind: 'rename', node: selected }) },
              { id: 'move', label: t.move, onPress: () => setAction({ kind: 'move', node: selected }) },
              { id: 'up', label: t.moveUp, isDisabled: sort.isPending || !canShift(-1), onPress: () => shift(-1) },
              { id: 'down', label: t.moveDown, isDisabled: sort.isPending || !canShift(1), onPress: () => shift(1) },
              {
                id: 'delete',
                label: t.delete,
                danger: true,
                onPress: () => setAction({ kind: 'delete', node: selected }),
              },
            ]}
          />
        </div>
      ) : null}
      {tree.isError && !tree.data ? (
        <Alert
          tone="error"
          showIcon
          title={t.treeFailed}
          action={
            <Button size="sm" onPress={() => void tree.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : tree.isPending ? (
        <Skeleton />
      ) : (
        <Tree
          aria-labelledby={titleId}
          treeData={treeData}
          selectedKeys={[selectedKey]}
          onSelect={(keys) => {
            const [key] = keys;
            if (key !== undefined) onSelect(String(key));
          }}
          expandedKeys={expanded ?? []}
          onExpand={(keys) => setExpanded(keys.map(String))}
        />
      )}
      <DepartmentDialogs
        action={action}
        tree={nodes}
        onClose={() => setAction(null)}
        onDone={(key) => {
          setAction(null);
          onSelect(key ?? ALL_PEOPLE_KEY);
        }}
        t={t}
      />
    </section>
  );
}

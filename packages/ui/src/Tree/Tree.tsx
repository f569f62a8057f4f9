import { ChevronRight, CircleAlert } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Tree as AriaTree,
  type Key,
  type Selection,
  TreeItem,
  TreeItemContent,
  TreeLoadMoreItem,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import { useControllableState } from '../utils/useControllableState';
import { visuallyHidden } from '../utils/visuallyHidden.css';
import * as styles from './Tree.css';
import { applySelection, type CheckState, conductCheck, findNode } from './treeModel';

/** Ant Design's `treeData` node. */
export interface TreeNode {
  key: Key;
  title: ReactNode;
  /** Plain text for type-ahead and announcements; required when `title` is not a string. */
  textValue?: string;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  /** No children, ever: no chevron and no `loadData` call. */
  isLeaf?: boolean;
  isDisabled?: boolean;
  /** `undefined` with `loadData` and without `isLeaf`: children load on first expand. */
  children?: TreeNode[];
}

export interface TreeCheckInfo {
  /** The node the user toggled. */
  node: TreeNode;
  checked: boolean;
  /** Parents with some, not all, of their loaded descendants checked. */
  halfCheckedKeys: Key[];
}

export interface TreeProps {
  treeData: readonly TreeNode[];
  /** Checkboxes with Ant's conduction (parents follow their children, and the reverse). */
  checkable?: boolean;
  /**
   * Clicking a node selects (highlights) it; default true. A checkable tree has no highlight:
   * a click on a row toggles its check (Ant's `checkable` with `selectable={false}`).
   */
  selectable?: boolean;
  checkedKeys?: readonly Key[];
  defaultCheckedKeys?: readonly Key[];
  onCheck?: (checkedKeys: Key[], info: TreeCheckInfo) => void;
  expandedKeys?: readonly Key[];
  defaultExpandedKeys?: readonly Key[];
  onExpand?: (expandedKeys: Key[], info: { expanded: boolean; node: TreeNode }) => void;
  /** The highlighted node of a tree that is not checkable. */
  selectedKeys?: readonly Key[];
  defaultSelectedKeys?: readonly Key[];
  onSelect?: (selectedKeys: Key[], info: { selected: boolean; node: TreeNode }) => void;
  /**
   * Loads a node's children on its first expand; resolve once `treeData` holds them.
   * While it runs the node shows a spinner (and it is announced); a rejection shows an
   * inline error with a retry.
   */
  loadData?: (node: TreeNode) => Promise<void>;
  /** Replaces the locale's "no data" text. */
  emptyContent?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  locale?: Partial<Locale['Tree']>;
}

const noKeys: readonly Key[] = [];

function textOf(node: TreeNode): string {
  return (
    node.textValue ??
    (typeof node.title === 'string' || typeof node.title === 'number' ? String(node.title) : String(node.key))
  );
}

/**
 * A tree on RAC's `Tree`, with Ant Design's data shape: `treeData`, expand with a chevron
 * (arrow keys from RAC), `loadData` for lazy children, `checkable` with conduction (the rules
 * live in `treeModel.ts`), and `selectedKeys` for the highlighted node.
 *
 * In a checkable tree RAC's selection stands for "checked": rows carry `aria-selected` when
 * checked and each row's checkbox is the kit's `Checkbox` in RAC's `selection` slot, showing
 * the half-checked state as indeterminate.
 */
export function Tree({
  treeData,
  checkable = false,
  selectable = true,
  checkedKeys: checkedKeysProp,
  defaultCheckedKeys = noKeys,
  onCheck,
  expandedKeys: expandedKeysProp,
  defaultExpandedKeys = noKeys,
  onExpand,
  selectedKeys: selectedKeysProp,
  defaultSelectedKeys = noKeys,
  onSelect,
  loadData,
  emptyContent,
  className,
  locale,
  ...aria
}: TreeProps) {
  const strings = useComponentLocale('Tree', locale);
  const [checkedKeys, setCheckedKeys] = useControllableState(checkedKeysProp, defaultCheckedKeys);
  const [expandedKeys, setExpandedKeys] = useControllableState(expandedKeysProp, defaultExpandedKeys);
  const [selectedKeys, setSelectedKeys] = useControllableState(selectedKeysProp, defaultSelectedKeys);

  const [loadingKeys, setLoadingKeys] = useState<ReadonlySet<Key>>(() => new Set());
  const [failedKeys, setFailedKeys] = useState<ReadonlySet<Key>>(() => new Set());
  const [loadedKeys, setLoadedKeys] = useState<ReadonlySet<Key>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef(new Set<Key>());
  // What a load that settles later must see: the expansion of that moment, not of its start.
  const latest = useRef({ expandedKeys, changeExpanded: (_next: Key[], _node: TreeNode, _expanded: boolean) => {} });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Conduct on every render: children loaded under a checked parent come in checked.
  const checkState: CheckState = useMemo(
    () => (checkable ? conductCheck(treeData, checkedKeys) : { checkedKeys: [], halfCheckedKeys: [] }),
    [checkable, treeData, checkedKeys],
  );
  const halfChecked = useMemo(() => new Set(checkState.halfCheckedKeys), [checkState]);

  const needsLoad = (node: TreeNode) =>
    !!loadData && !node.isLeaf && node.children === undefined && !loadedKeys.has(node.key);
  const hasChildItems = (node: TreeNode) =>
    node.children ? node.children.length > 0 : !node.isLeaf && !!loadData && !loadedKeys.has(node.key);

  const changeExpanded = (next: Key[], node: TreeNode, expanded: boolean) => {
    setExpandedKeys(next);
    onExpand?.(next, { expanded, node });
  };

  latest.current = { expandedKeys, changeExpanded };

  const load = (node: TreeNode) => {
    if (!loadData || pending.current.has(node.key)) return;
    const key = node.key;
    const title = textOf(node);
    pending.current.add(key);
    setLoadingKeys((prev) => new Set(prev).add(key));
    setFailedKeys((prev) => without(prev, key));
    setAnnouncement(strings.loadingNode(title));
    loadData(node).then(
      () => {
        pending.current.delete(key);
        if (!mounted.current) return;
        setLoadingKeys((prev) => without(prev, key));
        setLoadedKeys((prev) => new Set(prev).add(key));
        setAnnouncement('');
      },
      () => {
        pending.current.delete(key);
        if (!mounted.current) return;
        setLoadingKeys((prev) => without(prev, key));
        setFailedKeys((prev) => new Set(prev).add(key));
        setAnnouncement(strings.loadErrorNode(title));
        // Fold the node back: expanding it again (chevron, arrow key or the retry) retries.
        const { expandedKeys: expandedNow, changeExpanded: collapse } = latest.current;
        if (expandedNow.includes(key)) {
          collapse(
            expandedNow.filter((k) => k !== key),
            node,
            false,
          );
        }
      },
    );
  };

  const onExpandedChange = (keys: Set<Key>) => {
    const next = [...keys];
    const before = new Set(expandedKeys);
    const opened = next.find((k) => !before.has(k));
    const closed = expandedKeys.find((k) => !keys.has(k));
    const node = findNode(treeData, (opened ?? closed) as Key);
    if (!node) return;
    changeExpanded(next, node, opened !== undefined);
    if (opened !== undefined && needsLoad(node)) load(node);
  };

  const retry = (node: TreeNode) => {
    const next = expandedKeys.includes(node.key) ? [...expandedKeys] : [...expandedKeys, node.key];
    changeExpanded(next, node, true);
    load(node);
  };

  const select = (key: Key, selected: boolean) => {
    const node = findNode(treeData, key);
    if (!node) return;
    const next = selected ? [key] : [];
    setSelectedKeys(next);
    onSelect?.(next, { selected, node });
  };

  const onSelectionChange = (selection: Selection) => {
    if (checkable) {
      const { state, changes } = applySelection(treeData, checkState.checkedKeys, selection);
      const first = changes[0];
      const node = first && findNode(treeData, first.key);
      if (!first || !node) return;
      setCheckedKeys(state.checkedKeys);
      onCheck?.(state.checkedKeys, { node, checked: first.checked, halfCheckedKeys: state.halfCheckedKeys });
      return;
    }
    if (selection === 'all') return;
    const [key] = selection;
    if (key !== undefined) select(key, true);
    else if (selectedKeys[0] !== undefined) select(selectedKeys[0], false);
  };

  const renderNode = (node: TreeNode, level: number): ReactNode => {
    const key = node.key;
    const isLoading = loadingKeys.has(key);
    const isFailed = failedKeys.has(key);
    return (
      <TreeItem
        key={key}
        id={key}
        textValue={textOf(node)}
        hasChildItems={hasChildItems(node)}
        isDisabled={node.isDisabled}
        className={cx(styles.item, !checkable && styles.itemSelectable, node.isDisabled && styles.itemDisabled)}
      >
        <TreeItemContent>
          {({ hasChildItems: expandable, isExpanded }) => (
            <div className={styles.content}>
              {expandable ? (
                <AriaButton
                  slot="chevron"
                  className={styles.chevron}
                  aria-label={isExpanded ? strings.collapse : strings.expand}
                >
                  <ChevronRight size={14} className={styles.chevronIcon} aria-hidden />
                </AriaButton>
              ) : (
                <span className={styles.switcher} aria-hidden="true" />
              )}
              {checkable ? <Checkbox slot="selection" isIndeterminate={halfChecked.has(key)} /> : null}
              {node.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {node.icon}
                </span>
              ) : null}
              <span className={styles.title}>{node.title}</span>
              {isFailed ? (
                <span className={styles.loadError}>
                  <CircleAlert size={14} aria-hidden />
                  {strings.loadError}
                  <Button size="sm" variant="link" onPress={() => retry(node)}>
                    {strings.retry}
                  </Button>
                </span>
              ) : null}
            </div>
          )}
        </TreeItemContent>
        {node.children ? (
          node.children.map((child) => renderNode(child, level + 1))
        ) : needsLoad(node) ? (
          // RAC's placeholder for children still to come: it makes the row expandable for
          // assistive tech (aria-expanded) and, while loading, is the row with the spinner.
          <TreeLoadMoreItem
            isLoading={isLoading}
            className={styles.loader}
            style={{ [styles.levelVar]: level + 1 } as CSSProperties}
          >
            <Spinner size="sm" tip={strings.loading} />
          </TreeLoadMoreItem>
        ) : null}
      </TreeItem>
    );
  };

  return (
    <div className={cx(styles.root, className)}>
      <AriaTree
        {...aria}
        className={styles.tree}
        selectionMode={checkable ? 'multiple' : selectable ? 'single' : 'none'}
        selectionBehavior={checkable ? 'toggle' : 'replace'}
        selectedKeys={checkable ? checkState.checkedKeys : selectedKeys}
        onSelectionChange={onSelectionChange}
        escapeKeyBehavior={checkable ? 'none' : 'clearSelection'}
        expandedKeys={expandedKeys}
        onExpandedChange={onExpandedChange}
        disabledBehavior="selection"
        renderEmptyState={() => <div className={styles.empty}>{emptyContent ?? strings.empty}</div>}
      >
        {treeData.map((node) => renderNode(node, 1))}
      </AriaTree>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

function without(set: ReadonlySet<Key>, key: Key): ReadonlySet<Key> {
  if (!set.has(key)) return set;
  const next = new Set(set);
  next.delete(key);
  return next;
}

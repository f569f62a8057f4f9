import { type DepartmentNode, PickerMode, type StaffMember } from '@atelier/api';
import { Alert, Button, Checkbox, Dialog, SearchIcon, Tag, TextField, Tree, type TreeNode } from '@atelier/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useDebounced, useDepartmentTree, usePeople } from './hooks';
import type { PersonnelPickerProps } from './interface';
import { ALL_PEOPLE_KEY, NOT_GROUPED_KEY, pickerRows, scopeOfKey, togglePicked } from './model';
import * as styles from './Organisation.css';

function treeNodes(nodes: readonly DepartmentNode[]): TreeNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: n.title,
    textValue: n.title,
    isLeaf: n.children.length === 0,
    children: treeNodes(n.children),
  }));
}

/**
 * The personnel picker (001 sections 3.6, 5.10): a department tree, the people of the chosen department searched by
 * name or phone (300 ms after typing stops), and the picked people. Who cannot be picked is shown disabled with the
 * reason (the current user, people already in, and per mode: 信息待完善 without duties and specialties, an
 * enterprise stamp already, the whole enterprise already), the shared rule `pickerDisabledReason`.
 */
export function PersonnelPicker({
  isOpen,
  onOpenChange,
  mode = PickerMode.Plain,
  currentUserId,
  memberIds,
  max,
  title,
  onConfirm,
  locale,
}: PersonnelPickerProps) {
  const t = useFeatureLocale('PersonnelPicker', locale);
  const listId = useId();
  const [departmentKey, setDepartmentKey] = useState(ALL_PEOPLE_KEY);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<StaffMember[]>([]);
  const [message, setMessage] = useState<string | undefined>();
  const debounced = useDebounced(keyword);
  const tree = useDepartmentTree();
  const people = usePeople({ scope: scopeOfKey(departmentKey), keyword: debounced }, isOpen);

  useEffect(() => {
    if (!isOpen) {
      setPicked([]);
      setKeyword('');
      setMessage(undefined);
      setDepartmentKey(ALL_PEOPLE_KEY);
    }
  }, [isOpen]);

  const rows = useMemo(
    () => pickerRows(people.data?.pages.flatMap((p) => p.list) ?? [], { mode, currentUserId, memberIds }),
    [people.data, mode, currentUserId, memberIds],
  );
  const treeData = useMemo<TreeNode[]>(
    () => [
      { key: ALL_PEOPLE_KEY, title: t.allPeople, textValue: t.allPeople, isLeaf: true },
      ...treeNodes(tree.data ?? []),
      { key: NOT_GROUPED_KEY, title: t.notGrouped, textValue: t.notGrouped, isLeaf: true },
    ],
    [tree.data, t],
  );

  const scroller = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = people;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '80px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (person: StaffMember) => {
    const next = togglePicked(picked, person, max);
    setPicked(next.picked);
    setMessage(next.refused && max !== undefined ? t.tooMany(max) : undefined);
  };

  return (
    <Dialog
      title={title ?? t.title}
      width={880}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={async () => {
        if (picked.length === 0) {
          setMessage(t.required);
          return false;
        }
        try {
          return (await onConfirm(picked)) !== false;
        } catch {
          return false;
        }
      }}
    >
      <div className={styles.pickerLayout}>
        <Tree
          aria-label={t.departments}
          treeData={treeData}
          selectedKeys={[departmentKey]}
          defaultExpandedKeys={(tree.data ?? []).map((n) => n.key)}
          onSelect={(keys) => {
            const [key] = keys;
            if (key !== undefined) setDepartmentKey(String(key));
          }}
        />
        <div className={styles.panel}>
          <TextField
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            type="search"
            prefix={<SearchIcon />}
            allowClear
            value={keyword}
            onChange={setKeyword}
          />
          {people.isError && !people.data ? (
            <Alert
              tone="error"
              showIcon
              title={t.loadFailed}
              action={
                <Button size="sm" onPress={() => void people.refetch()}>
                  {t.retry}
                </Button>
              }
            />
          ) : (
            <ul ref={scroller} className={styles.pickerList} aria-label={t.peopleLabel} id={listId}>
              {rows.length === 0 && !people.isPending ? <li className={styles.muted}>{t.empty}</li> : null}
              {rows.map(({ person, disabledReason }) => (
                <li key={person.userId} className={styles.pickerItem}>
                  <Checkbox
                    isSelected={picked.some((p) => p.userId === person.userId)}
                    isDisabled={disabledReason !== null}
                    onChange={() => toggle(person)}
                  >
                    {person.realname} <span className={styles.muted}>{person.phone}</span>
                  </Checkbox>
                  {disabledReason ? <Tag>{t.reasons[disabledReason]}</Tag> : null}
                </li>
              ))}
              <li ref={sentinel} aria-hidden="true" />
              {isFetchingNextPage ? <li className={styles.muted}>{t.loadingMore}</li> : null}
            </ul>
          )}
        </div>
        <div className={styles.picked}>
          <div className={styles.header}>
            <span aria-live="polite">{t.selected(picked.length)}</span>
            <Button variant="link" size="sm" isDisabled={picked.length === 0} onPress={() => setPicked([])}>
              {t.clear}
            </Button>
          </div>
          {picked.map((person) => (
            <Tag
              key={person.userId}
              closable
              closeLabel={t.removePicked(person.realname)}
              onClose={() => toggle(person)}
            >
              {person.realname}
            </Tag>
          ))}
          {message ? (
            <p role="alert" className={styles.muted}>
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

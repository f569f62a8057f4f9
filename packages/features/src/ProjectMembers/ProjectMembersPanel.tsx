import { Flag, memberPickerMode, ProjectType, type ProjectUser, type StaffType } from '@atelier/api';
import { Button, ConfirmDeleteButton, Select, Switch, type TableColumn, Tag, UserText, useToast } from '@atelier/ui';
import { useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { PersonnelPicker } from '../Organisation';
import { QueryTable } from '../shared/QueryTable';
import { useAddMembers, useProjectMembers, useRemoveMembers, useSwitchPermissions, useUpdateMember } from './hooks';
import type { ProjectMembersPanelProps } from './interface';
import { MENU_LEVELS, memberFacts, memberRowActions, panelActions, roleKeyOf } from './model';
import { DeleteProjectDialog, QuitProjectDialog, TransferProjectDialog } from './ProjectMemberDialogs';
import * as styles from './ProjectMembers.css';

type Open = 'add' | 'transfer' | 'quit' | 'delete' | null;

/**
 * The members of a project (issue 25; 001 sections 3.3, 5.10, 6): who is in it with their staff type and role, and
 * what the caller may do, asked of the shared rules the server decides with: the creator and managers add people
 * (the personnel picker, members and the caller disabled; in an engineering project people without specialties and
 * duties too, 信息待完善), change staff types (1/2/4, levels 8/8/2) and a quick
 * project's menu level (0-5), remove; a member quits; the creator transfers the project (confirmed) and deletes it
 * with its name typed; managers switch an ordinary project's folder permissions.
 */
export function ProjectMembersPanel({
  projectId,
  projectName,
  proType,
  permissionSwitch,
  currentUserId,
  onLeft,
  locale,
}: ProjectMembersPanelProps) {
  const t = useFeatureLocale('ProjectMembers', locale);
  const toast = useToast();
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  const members = useProjectMembers(projectId);
  const add = useAddMembers(projectId);
  const remove = useRemoveMembers(projectId);
  const update = useUpdateMember(projectId);
  const switchPermissions = useSwitchPermissions(projectId);
  const list = members.data ?? [];
  const facts = useMemo(() => list.map(memberFacts), [list]);
  const me = facts.find((m) => m.userId === currentUserId);
  const can = panelActions(me, facts);
  const isQuick = proType === ProjectType.Quick;
  const closeDialog = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  const columns = useMemo<TableColumn<ProjectUser>[]>(() => {
    const change = (userId: string, value: { staffType?: StaffType; permission?: number }) =>
      void update
        .mutateAsync({ userId, ...value })
        .then(() => toast.success(t.changed))
        .catch(() => undefined);
    return [
      {
        key: 'realname',
        title: t.name,
        isRowHeader: true,
        render: (user) => <UserText>{user.realname}</UserText>,
      },
      { key: 'phone', title: t.phone, width: 130, dataIndex: 'phone' },
      {
        key: 'role',
        title: t.role,
        width: 90,
        render: (user) => (
          <Tag size="sm" color={user.permissionLevel >= 8 ? 'brand' : 'default'}>
            {t.roles[roleKeyOf(user.permissionLevel)]}
          </Tag>
        ),
      },
      {
        key: 'staffType',
        title: t.staffType,
        width: 150,
        render: (user) => {
          const actions = memberRowActions(me, memberFacts(user), facts);
          if (!actions.canChangeStaff) return t.staffTypes[user.staffType];
          return (
            <Select
              aria-label={t.staffTypeOf(user.realname)}
              size="sm"
              items={actions.staffTypes.map((type) => ({ id: type, label: t.staffTypes[type] }))}
              selectedKey={user.staffType}
              onSelectionChange={(key) => {
                if (key && key !== user.staffType) change(user.userId, { staffType: key as StaffType });
              }}
            />
          );
        },
      },
      ...(isQuick
        ? [
            {
              key: 'level',
              title: t.rootLevel,
              width: 110,
              render: (user: ProjectUser) => {
                const level = user.folderLevel ?? 0;
                if (!memberRowActions(me, memberFacts(user), facts).canSetLevel) return t.menuLevels(level);
                return (
                  <Select
                    aria-label={t.menuLevelOf(user.realname)}
                    size="sm"
                    items={MENU_LEVELS.map((l) => ({ id: String(l), label: t.menuLevels(l) }))}
                    selectedKey={String(level)}
                    onSelectionChange={(key) => {
                      if (key !== null && Number(key) !== level) change(user.userId, { permission: Number(key) });
                    }}
                  />
                );
              },
            } satisfies TableColumn<ProjectUser>,
          ]
        : []),
      {
        key: 'actions',
        title: t.actions,
        width: 90,
        render: (user) =>
          memberRowActions(me, memberFacts(user), facts).canRemove ? (
            <ConfirmDeleteButton
              size="sm"
              aria-label={t.removeNamed(user.realname)}
              confirmTitle={t.removeQuestion([user.realname])}
              onDelete={async () => {
                await remove.mutateAsync([user.userId]);
                toast.success(t.removed);
              }}
            >
              {t.remove}
            </ConfirmDeleteButton>
          ) : null,
      },
    ];
  }, [t, me, facts, isQuick, update, remove, toast]);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.heading}>
          {t.title}
        </h2>
        <div className={styles.actions}>
          {!isQuick && can.canSwitch && permissionSwitch !== undefined ? (
            <Switch
              size="sm"
              isSelected={permissionSwitch}
              isDisabled={switchPermissions.isPending}
              onChange={(on) =>
                void switchPermissions
                  .mutateAsync(on ? Flag.Yes : Flag.No)
                  .then(() => toast.success(on ? t.permissionSwitchOn : t.permissionSwitchOff))
                  .catch(() => undefined)
              }
            >
              {t.permissionSwitch}
            </Switch>
          ) : null}
          {can.canAdd ? (
            <Button variant="primary" size="sm" onPress={() => setOpen('add')}>
              {t.add}
            </Button>
          ) : null}
          {can.canTransfer ? (
            <Button size="sm" onPress={() => setOpen('transfer')}>
              {t.transfer}
            </Button>
          ) : null}
          {can.canQuit ? (
            <Button size="sm" onPress={() => setOpen('quit')}>
              {t.quit}
            </Button>
          ) : null}
          {can.canDelete ? (
            <Button size="sm" danger onPress={() => setOpen('delete')}>
              {t.deleteProject}
            </Button>
          ) : null}
        </div>
      </div>
      <QueryTable
        query={{ ...members, data: members.data ? { list } : undefined }}
        total={list.length}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
        aria-labelledby={titleId}
        columns={columns}
        rowKey="userId"
      />
      <PersonnelPicker
        isOpen={open === 'add'}
        onOpenChange={closeDialog}
        title={t.addTitle}
        mode={memberPickerMode(proType)}
        currentUserId={currentUserId}
        memberIds={list.map((m) => m.userId)}
        onConfirm={async (people) => {
          await add.mutateAsync(people.map((p) => p.userId));
          toast.success(t.added(people.length));
          setOpen(null);
        }}
      />
      <TransferProjectDialog
        isOpen={open === 'transfer'}
        onOpenChange={closeDialog}
        projectId={projectId}
        members={list.filter((m) => m.userId !== currentUserId)}
        locale={t}
      />
      <QuitProjectDialog
        isOpen={open === 'quit'}
        onOpenChange={closeDialog}
        projectId={projectId}
        projectName={projectName}
        onDone={() => onLeft?.('quit')}
        locale={t}
      />
      <DeleteProjectDialog
        isOpen={open === 'delete'}
        onOpenChange={closeDialog}
        projectId={projectId}
        projectName={projectName}
        onDone={() => onLeft?.('deleted')}
        locale={t}
      />
    </section>
  );
}

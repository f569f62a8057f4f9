import { type EnterpriseRole, PickerMode, type RoleUser } from '@atelier/api';
import { Button, type TableColumn, useToast } from '@atelier/ui';
import { useState } from 'react';
import { PersonnelPicker } from '../Organisation';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { QueryTable } from '../shared/QueryTable';
import * as styles from './EnterpriseSetup.css';
import { useRoleChanges, useRoleUsers } from './hooks';
import type { EnterpriseSetupLocale } from './interface';
import { takesOwnAdminRight } from './model';

const PAGE_SIZE = 20;

interface RolePeopleProps {
  role: EnterpriseRole;
  currentUserId?: string | undefined;
  onOwnAdminRightRemoved?: (() => void) | undefined;
  t: EnterpriseSetupLocale;
}

/**
 * The people holding a role (getUserByRole): added with the personnel picker in role mode (001 section 5.10),
 * removed after a confirmation. Taking the enterprise-admin role tells the person (2006004); taking one's own warns
 * here and hands over to the portal (to /dashboard, reload).
 */
export function RolePeople({ role, currentUserId, onOwnAdminRightRemoved, t }: RolePeopleProps) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<RoleUser | null>(null);
  const users = useRoleUsers(role.roleId, page, PAGE_SIZE);
  const changes = useRoleChanges();
  const total = users.data?.total ?? 0;

  const columns: TableColumn<RoleUser>[] = [
    { key: 'realname', title: t.realname, dataIndex: 'realname', isRowHeader: true, width: 140 },
    { key: 'phone', title: t.phone, dataIndex: 'phone', width: 140 },
    { key: 'department', title: t.department, render: (row) => row.departName || '—' },
    {
      key: 'actions',
      title: t.actions,
      width: 100,
      render: (row) => (
        <Button
          variant="link"
          size="sm"
          danger
          aria-label={t.removeLabel(row.realname)}
          onPress={() => setRemoving(row)}
        >
          {t.remove}
        </Button>
      ),
    },
  ];

  const remove = async (person: RoleUser) => {
    try {
      await changes.removeUser.mutateAsync({ roleId: role.roleId, userId: person.userId });
    } catch {
      return false;
    }
    if (takesOwnAdminRight(role.roleId, person.userId, currentUserId)) {
      toast.warning(t.ownAdminRemoved);
      onOwnAdminRightRemoved?.();
    } else {
      toast.success(t.peopleRemoved);
    }
    return true;
  };

  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <p className={styles.hint}>{t.peopleCount(total)}</p>
        <Button variant="primary" onPress={() => setPicking(true)}>
          {t.addPeople}
        </Button>
      </div>
      <QueryTable
        query={users}
        total={total}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.roleEmpty }}
        aria-label={role.roleName}
        columns={columns}
        rowKey="userId"
        pagination={{ total, pageSize: PAGE_SIZE, current: page, onChange: setPage, hideOnSinglePage: true }}
      />
      <PersonnelPicker
        isOpen={picking}
        onOpenChange={setPicking}
        mode={PickerMode.Role}
        memberIds={role.userIds}
        title={t.pickerTitle(role.roleName)}
        onConfirm={async (people) => {
          if (people.length === 0) return false;
          await changes.addUsers.mutateAsync({ roleId: role.roleId, userIds: people.map((p) => p.userId) });
          toast.success(t.peopleAdded);
          return true;
        }}
      />
      <ConfirmDeleteDialog
        target={removing}
        title={t.removeTitle}
        message={(person) => t.removeText(person.realname, role.roleName)}
        okText={t.remove}
        cancelText={t.cancel}
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </div>
  );
}

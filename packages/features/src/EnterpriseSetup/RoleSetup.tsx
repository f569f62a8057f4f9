import { type EnterpriseRole, FixedRoleId, roleNameSchema } from '@atelier/api';
import { Alert, Button, Empty, Skeleton, Tabs, Tag } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { useRunChange } from '../shared/useRunChange';
import * as styles from './EnterpriseSetup.css';
import { useRoleChanges, useRoles } from './hooks';
import type { RoleSetupProps } from './interface';
import { NameDialog } from './NameDialog';
import { RolePeople } from './RolePeople';
import { RolePermissions } from './RolePermissions';

type Action = { kind: 'add' } | { kind: 'rename'; role: EnterpriseRole } | { kind: 'delete'; role: EnterpriseRole };

/**
 * 企业设置 → 角色与权限 (/enterprise/setup, 001 sections 3.6, 6, 7.3; issue 24): the three fixed roles and the
 * enterprise's custom roles on the left; the chosen role's permission tree and people on the right. Custom roles
 * are created, renamed and deleted here; the fixed ones are neither. A person's menus and buttons follow their
 * roles on their next permission load.
 */
export function RoleSetup({ currentUserId, onOwnAdminRightRemoved, locale }: RoleSetupProps) {
  const t = useFeatureLocale('EnterpriseSetup', locale);
  const titleId = useId();
  const run = useRunChange();
  const roles = useRoles();
  const changes = useRoleChanges();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [tab, setTab] = useState<'permissions' | 'people'>('permissions');
  const [action, setAction] = useState<Action | null>(null);

  const list = roles.data ?? [];
  const chosen = list.find((r) => r.roleId === chosenId) ?? list[0] ?? null;
  const custom = list.filter((r) => !r.fixed);
  // A non-administrator (holding 企业设置 through a custom role) neither edits nor deletes a role they hold: the
  // server refuses it (rules/enterpriseSetup.ts ownRoleRefusal); the page shows it read-only.
  // Without the person's id (the prop is optional) the page cannot tell and leaves the refusals to the server.
  const holds = (role: EnterpriseRole) => currentUserId !== undefined && role.userIds.includes(currentUserId);
  const isAdmin = currentUserId === undefined || list.some((r) => r.roleId === FixedRoleId.EnterpriseAdmin && holds(r));
  const ownRole = (role: EnterpriseRole) => !isAdmin && holds(role);

  const header = (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {t.rolesTitle}
      </h2>
      <Button variant="primary" onPress={() => setAction({ kind: 'add' })}>
        {t.addRole}
      </Button>
    </div>
  );

  if (roles.isError && !roles.data) {
    return (
      <section className={styles.section} aria-labelledby={titleId}>
        {header}
        <Alert
          tone="error"
          showIcon
          title={t.loadFailed}
          action={
            <Button size="sm" onPress={() => void roles.refetch()}>
              {t.retry}
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      {header}
      {roles.isPending ? (
        <Skeleton />
      ) : (
        <div className={styles.columns}>
          <nav aria-label={t.rolesLabel}>
            <ul className={styles.roleList}>
              {list.map((role) => (
                <li key={role.roleId}>
                  <button
                    type="button"
                    className={styles.roleButton}
                    aria-current={role.roleId === chosen?.roleId ? 'true' : undefined}
                    onClick={() => setChosenId(role.roleId)}
                  >
                    <span>{role.roleName}</span>
                    <span className={styles.roleMeta}>{t.peopleCount(role.userIds.length)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {custom.length === 0 ? <p className={styles.hint}>{t.noCustomRoles}</p> : null}
          </nav>
          {chosen ? (
            <div className={styles.section}>
              <div className={styles.header}>
                <div className={styles.actions}>
                  <h3 className={styles.title}>{chosen.roleName}</h3>
                  <Tag color={chosen.fixed ? 'default' : 'brand'}>{chosen.fixed ? t.fixedRole : t.customRole}</Tag>
                </div>
                {chosen.fixed || ownRole(chosen) ? null : (
                  <div className={styles.actions}>
                    <Button size="sm" onPress={() => setAction({ kind: 'rename', role: chosen })}>
                      {t.rename}
                    </Button>
                    <Button size="sm" danger onPress={() => setAction({ kind: 'delete', role: chosen })}>
                      {t.delete}
                    </Button>
                  </div>
                )}
              </div>
              {chosen.description ? <p className={styles.hint}>{chosen.description}</p> : null}
              <Tabs
                aria-label={chosen.roleName}
                selectedKey={tab}
                onSelectionChange={(key) => setTab(key === 'people' ? 'people' : 'permissions')}
                items={[
                  {
                    id: 'permissions',
                    label: t.permissionsTab,
                    content: (
                      <RolePermissions
                        key={chosen.roleId}
                        role={chosen}
                        t={t}
                        isAdmin={isAdmin}
                        ownRole={ownRole(chosen)}
                      />
                    ),
                  },
                  {
                    id: 'people',
                    label: t.peopleTab,
                    content: (
                      <RolePeople
                        key={chosen.roleId}
                        role={chosen}
                        currentUserId={currentUserId}
                        onOwnAdminRightRemoved={onOwnAdminRightRemoved}
                        t={t}
                      />
                    ),
                  },
                ]}
              />
            </div>
          ) : (
            <Empty description={t.chooseRole} />
          )}
        </div>
      )}
      <NameDialog
        isOpen={action?.kind === 'add' || action?.kind === 'rename'}
        title={action?.kind === 'rename' ? t.renameRole : t.addRole}
        label={t.roleName}
        placeholder={t.rolePlaceholder}
        schema={roleNameSchema}
        initial={action?.kind === 'rename' ? { name: action.role.roleName, isSign: false } : undefined}
        okText={t.ok}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onSubmit={({ name }) => {
          if (action?.kind === 'rename') {
            const role = action.role;
            return run(
              () =>
                changes.update.mutateAsync({
                  roleId: role.roleId,
                  roleName: name,
                  description: role.description,
                  permissionIds: role.permissionIds,
                }),
              t.roleRenamed,
            );
          }
          return run(async () => {
            const { roleId } = await changes.add.mutateAsync({ roleName: name });
            setChosenId(roleId);
            setTab('permissions');
          }, t.roleAdded);
        }}
      />
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.role : null}
        title={t.deleteRoleTitle}
        message={(role) => t.deleteRoleText(role.roleName)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(role) =>
          run(async () => {
            await changes.remove.mutateAsync(role.roleId);
            setChosenId(null);
          }, t.roleDeleted)
        }
      />
    </section>
  );
}

import type { EnterpriseRole } from '@atelier/api';
import { Alert, Button, Skeleton, Tree, useToast } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import * as styles from './EnterpriseSetup.css';
import { usePermissionTree, useRoleChanges, useRolePermission } from './hooks';
import type { EnterpriseSetupLocale } from './interface';
import { keysToSave, leafKeysOf, permissionTreeData } from './model';

/**
 * A role's permission tree (group/getEntPermission with permission/getRolePermission checked): every menu and
 * button key; a custom role's checks are saved whole (updateEntRole), a fixed role's are shown read-only, and so is
 * a role the person holds when they are not an administrator (`ownRole`). A non-administrator (`isAdmin` false) is
 * told they grant only keys they hold; a refused save keeps the checks and shows the server's message beside them.
 */
export function RolePermissions({
  role,
  t,
  isAdmin = true,
  ownRole = false,
}: {
  role: EnterpriseRole;
  t: EnterpriseSetupLocale;
  isAdmin?: boolean | undefined;
  ownRole?: boolean | undefined;
}) {
  const toast = useToast();
  const tree = usePermissionTree();
  const keys = useRolePermission(role.roleId);
  const changes = useRoleChanges();
  const [checked, setChecked] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const readOnly = role.fixed || ownRole;

  useEffect(() => {
    if (keys.data && tree.data) {
      setChecked(leafKeysOf(tree.data, keys.data));
      setDirty(false);
    }
  }, [keys.data, tree.data]);

  const data = useMemo(() => permissionTreeData(tree.data ?? []), [tree.data]);

  if (tree.isError || keys.isError) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button
            size="sm"
            onPress={() => {
              void tree.refetch();
              void keys.refetch();
            }}
          >
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!tree.data || !keys.data) return <Skeleton />;

  const save = async () => {
    setRefusal(null);
    try {
      await changes.update.mutateAsync({
        roleId: role.roleId,
        roleName: role.roleName,
        description: role.description,
        permissionIds: keysToSave(checked),
      });
    } catch (error) {
      // The checks stay as they are; the refusal stays beside them (the toast leaves).
      setRefusal(error instanceof Error ? error.message : t.loadFailed);
      return;
    }
    setDirty(false);
    toast.success(t.permissionsSaved);
  };

  return (
    <div className={styles.section}>
      {role.fixed ? <Alert tone="info" showIcon title={t.fixedReadOnly} /> : null}
      {!role.fixed && ownRole ? <Alert tone="info" showIcon title={t.ownRoleReadOnly} /> : null}
      {!readOnly && !isAdmin ? <Alert tone="info" showIcon title={t.grantHint} /> : null}
      <div className={styles.tree}>
        <Tree
          aria-label={t.treeLabel(role.roleName)}
          treeData={data}
          checkable
          selectable={false}
          checkedKeys={checked}
          onCheck={(next) => {
            // A fixed role's tree is read-only: its checks stay the table's (and one's own role's, for a non-admin).
            if (readOnly) return;
            setChecked(keysToSave(next));
            setDirty(true);
            setRefusal(null);
          }}
        />
      </div>
      {refusal ? <Alert tone="error" showIcon title={t.saveRefused} description={refusal} /> : null}
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button
            variant="primary"
            // Disabled while saving rather than pending: RAC's pending announcement points at a label axe finds empty.
            isDisabled={!dirty || changes.update.isPending}
            onPress={() => void save()}
          >
            {t.save}
          </Button>
        </div>
      )}
    </div>
  );
}

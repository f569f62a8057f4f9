import type { EnterpriseRole } from '@atelier/api';
import { Alert, Button, Skeleton, Tree, useToast } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import * as styles from './EnterpriseSetup.css';
import { usePermissionTree, useRoleChanges, useRolePermission } from './hooks';
import type { EnterpriseSetupLocale } from './interface';
import { keysToSave, leafKeysOf, permissionTreeData } from './model';

/**
 * A role's permission tree (group/getEntPermission with permission/getRolePermission checked): every menu and
 * button key; a custom role's checks are saved whole (updateEntRole), a fixed role's are shown read-only.
 */
export function RolePermissions({ role, t }: { role: EnterpriseRole; t: EnterpriseSetupLocale }) {
  const toast = useToast();
  const tree = usePermissionTree();
  const keys = useRolePermission(role.roleId);
  const changes = useRoleChanges();
  const [checked, setChecked] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);

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
    try {
      await changes.update.mutateAsync({
        roleId: role.roleId,
        roleName: role.roleName,
        description: role.description,
        permissionIds: keysToSave(checked),
      });
    } catch {
      return;
    }
    setDirty(false);
    toast.success(t.permissionsSaved);
  };

  return (
    <div className={styles.section}>
      {role.fixed ? <Alert tone="info" showIcon title={t.fixedReadOnly} /> : null}
      <div className={styles.tree}>
        <Tree
          aria-label={t.treeLabel(role.roleName)}
          treeData={data}
          checkable
          selectable={false}
          checkedKeys={checked}
          onCheck={(next) => {
            // A fixed role's tree is read-only: its checks stay the table's.
            if (role.fixed) return;
            setChecked(keysToSave(next));
            setDirty(true);
          }}
        />
      </div>
      {role.fixed ? null : (
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

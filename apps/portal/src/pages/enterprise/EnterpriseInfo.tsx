import { api, FixedRoleId } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { EnterpriseInfoForm, JoinRequestList, useApiClient } from '@atelier/features';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../layout/Page';
import * as styles from './enterprise.css';

/**
 * The enterprise info page (/enterprise/info, 001 sections 3.1 and 7.3): the current enterprise's details, editable by
 * its administrators, its expiry; and, for administrators, the members waiting for approval (待审核成员), until the
 * organisation page takes that list over.
 */
export function Component() {
  const client = useApiClient();
  const roles = useQuery({ ...queryOptionsOf(client, api.user.roles), staleTime: 5 * 60_000 });
  const isAdmin = roles.data?.some((role) => role.roleId === FixedRoleId.EnterpriseAdmin) ?? false;
  return (
    <Page>
      <section className={styles.card}>
        <EnterpriseInfoForm canEdit={isAdmin} showTitle={false} />
      </section>
      {isAdmin ? (
        <section className={styles.card}>
          <JoinRequestList />
        </section>
      ) : null}
    </Page>
  );
}

import { api, FixedRoleId } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { OrganisationManager, useApiClient } from '@atelier/features';
import { Spinner } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * enterprise → 组织架构 (/enterprise/organization, 001 sections 3.6, 7.3; issue 24): the department tree and its
 * people. Enterprise administrators manage them; anyone else who reaches the page reads it (the server refuses
 * their changes anyway). The invitation link points at this portal's /invitation/profile.
 */
export function Component() {
  const client = useApiClient();
  const roles = useQuery({ ...queryOptionsOf(client, api.user.roles), staleTime: 5 * 60_000 });
  const info = useQuery({ ...queryOptionsOf(client, api.user.info), staleTime: 5 * 60_000 });

  if (roles.isPending || info.isPending) {
    return (
      <Page>
        <section className={pages.cardFill}>
          <Spinner />
        </section>
      </Page>
    );
  }
  const isAdmin = roles.data?.some((role) => role.roleId === FixedRoleId.EnterpriseAdmin) ?? false;
  return (
    <Page>
      <section className={pages.card}>
        <OrganisationManager
          isAdmin={isAdmin}
          currentUserId={info.data?.userId}
          invitationUrl={`${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}/invitation/profile`}
        />
      </section>
    </Page>
  );
}

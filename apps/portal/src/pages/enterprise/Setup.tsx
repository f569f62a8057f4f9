import { api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { RoleSetup, useApiClient } from '@atelier/features';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * enterprise → 企业设置 (/enterprise/setup; issue 24): roles and their permissions and people. An administrator who
 * takes their own admin right is warned by the component, then sent to /dashboard and the page reloads, as the
 * 2006004 notice does for anyone else (layout/useNotificationSocket.ts).
 */
export function Component() {
  const client = useApiClient();
  const navigate = useNavigate();
  const { reload } = useServices();
  const info = useQuery({ ...queryOptionsOf(client, api.user.info), staleTime: 5 * 60_000 });
  return (
    <Page>
      <section className={pages.card}>
        <RoleSetup
          currentUserId={info.data?.userId}
          onOwnAdminRightRemoved={() => void Promise.resolve(navigate('/dashboard')).then(reload)}
        />
      </section>
    </Page>
  );
}

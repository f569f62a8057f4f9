import { api, FixedRoleId } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { EnterpriseNotices, NotificationCentre, useApiClient } from '@atelier/features';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { Page } from '../../layout/Page';
import * as styles from './notification.css';
import { useOpenNotification } from './useOpenNotification';

/** The page's query parameter (001 section 2.1). */
const PAGE_PARAM = 'notify_pageNum';

/**
 * The notification centre (/notification/notify/{enterprise|all|projectId}?notify_pageNum=): all the person's
 * messages, or one project's. The enterprise scope shows the enterprise's notices first (001 section 7.11), which
 * its administrators publish, edit and delete here, then the person's messages in this enterprise.
 */
export function Component() {
  const t = useT();
  const client = useApiClient();
  const { notify_id: scope = 'all' } = useParams();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const open = useOpenNotification();
  const roles = useQuery({ ...queryOptionsOf(client, api.user.roles), staleTime: 5 * 60_000 });
  const isAdmin = roles.data?.some((role) => role.roleId === FixedRoleId.EnterpriseAdmin) ?? false;
  const projectId = scope === 'all' || scope === 'enterprise' ? undefined : scope;
  return (
    <Page title={t.notify.title}>
      <div className={styles.stack}>
        {scope === 'enterprise' ? <EnterpriseNotices canManage={isAdmin} /> : null}
        <NotificationCentre
          key={scope}
          pageNum={pageNum}
          projectId={projectId}
          onPageChange={(page) =>
            setParams((p) => {
              p.set(PAGE_PARAM, String(page));
              return p;
            })
          }
          onNavigate={open}
        />
      </div>
    </Page>
  );
}

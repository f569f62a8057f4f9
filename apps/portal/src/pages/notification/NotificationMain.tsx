import { NotificationCentre } from '@atelier/features';
import { Alert } from '@atelier/ui';
import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { Page } from '../../layout/Page';
import { useOpenNotification } from './useOpenNotification';

/** The page's query parameter (001 section 2.1). */
const PAGE_PARAM = 'notify_pageNum';

/**
 * The notification centre (/notification/notify/{enterprise|all|projectId}?notify_pageNum=): all the person's
 * messages, or one project's. The enterprise scope's notices are not built yet: it says so and lists all messages.
 */
export function Component() {
  const t = useT();
  const { notify_id: scope = 'all' } = useParams();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const open = useOpenNotification();
  const projectId = scope === 'all' || scope === 'enterprise' ? undefined : scope;
  return (
    <Page title={t.notify.title}>
      {scope === 'enterprise' ? <Alert tone="info" title={t.notify.noticesLater} /> : null}
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
    </Page>
  );
}

import { api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { CaCertificateCell, EnterpriseStampTable, useApiClient } from '@atelier/features';
import { Alert, Button, LockIcon, Spinner } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';
import { canManageEnterpriseStamps } from './stamps';

/**
 * enterprise → 印章管理 (/enterprise/stamp): the enterprise's stamps, for enterprise administrators. Anyone else who
 * reaches it is told who manages them (the server refuses their calls anyway).
 */
export function Component() {
  const t = useT();
  const client = useApiClient();
  const roles = useQuery({ ...queryOptionsOf(client, api.user.roles), staleTime: 5 * 60_000 });

  if (roles.isPending) {
    return (
      <Page>
        <section className={pages.cardFill}>
          <Spinner />
        </section>
      </Page>
    );
  }
  if (roles.isError) {
    return (
      <Page>
        <section className={pages.card}>
          <Alert
            tone="error"
            title={t.stamps.rolesFailed}
            action={
              <Button size="sm" onPress={() => void roles.refetch()}>
                {t.stamps.retry}
              </Button>
            }
          />
        </section>
      </Page>
    );
  }
  if (!canManageEnterpriseStamps(roles.data)) {
    return (
      <Page>
        <section className={pages.cardFill}>
          <EmptyState
            image={<LockIcon width={64} height={64} strokeWidth={1} />}
            title={t.stamps.adminOnlyTitle}
            text={t.stamps.adminOnlyText}
          />
        </section>
      </Page>
    );
  }
  return (
    <Page>
      <section className={pages.card}>
        <EnterpriseStampTable renderCertificate={(stamp) => <CaCertificateCell stamp={stamp} />} />
      </section>
    </Page>
  );
}

import { api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { CaCertificateCell, EnterpriseStampTable, useApiClient } from '@atelier/features';
import { Alert, Button, LockIcon, Spinner } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { EmptyState } from '../../layout/EmptyState';
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
      <div className={pages.page}>
        <section className={pages.cardFill}>
          <Spinner />
        </section>
      </div>
    );
  }
  if (roles.isError) {
    return (
      <div className={pages.page}>
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
      </div>
    );
  }
  if (!canManageEnterpriseStamps(roles.data)) {
    return (
      <div className={pages.page}>
        <section className={pages.cardFill}>
          <EmptyState
            image={<LockIcon width={64} height={64} strokeWidth={1} />}
            title={t.stamps.adminOnlyTitle}
            text={t.stamps.adminOnlyText}
          />
        </section>
      </div>
    );
  }
  return (
    <div className={pages.page}>
      <section className={pages.card}>
        <EnterpriseStampTable renderCertificate={(stamp) => <CaCertificateCell stamp={stamp} />} />
      </section>
    </div>
  );
}

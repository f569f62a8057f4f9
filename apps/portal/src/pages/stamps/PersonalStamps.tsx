import { CaCertificateCell, PersonalStampPanel } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * account → 个人印章/签名 (/account/stamp): the signed-in user's signatures and stamps. Every member may open it (the
 * server lets only the owner change a personal stamp); each card shows its CA certificate's state.
 */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <PersonalStampPanel renderCertificate={(stamp) => <CaCertificateCell stamp={stamp} />} />
      </section>
    </Page>
  );
}

import { ActivationKeyTable, CaReviewList, StampLogTable, useRootCertificate } from '@atelier/features';
import { Alert, Button, DownloadIcon, Skeleton, Tab, TabList, TabPanel, Tabs } from '@atelier/ui';
import { useSearchParams } from 'react-router';
import { triggerDownload } from '../../download';
import { useT } from '../../i18n';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';
import * as styles from './enterprise.css';

const TABS = ['keys', 'review', 'stampLog', 'certificate'] as const;
type CaTab = (typeof TABS)[number];
const isCaTab = (value: string | null): value is CaTab => TABS.includes(value as CaTab);

/**
 * The enterprise's CA page (/enterprise/key, 000 sections 4 "Stamp CA" and 7 "CA"): the activation codes and their
 * assignment, the administrator's review of CA applications, the stamp usage log, and the enterprise CA's own
 * certificate for verifiers. The tab is in the query (?tab=review) so a link can open the review.
 */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CaTab = isCaTab(requested) ? requested : 'keys';
  return (
    <Page>
      <section className={styles.card}>
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('tab', String(key));
              return next;
            })
          }
        >
          <TabList aria-label={t.caManagement.tabsLabel}>
            {TABS.map((id) => (
              <Tab key={id} id={id}>
                {t.caManagement.tabs[id]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="keys" className={styles.panel}>
            <ActivationKeyTable showTitle={false} />
          </TabPanel>
          <TabPanel id="review" className={styles.panel}>
            <CaReviewList />
          </TabPanel>
          <TabPanel id="stampLog" className={styles.panel}>
            <StampLogTable />
          </TabPanel>
          <TabPanel id="certificate" className={styles.panel}>
            <EnterpriseCertificate />
          </TabPanel>
        </Tabs>
      </section>
    </Page>
  );
}

/** The enterprise CA's certificate: subject, serial, validity, the PEM text and a download of it. */
function EnterpriseCertificate() {
  const t = useT().caManagement;
  const root = useRootCertificate();
  if (root.isError) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void root.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!root.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const certificate = root.data;
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${certificate.pem}\n`], { type: 'application/x-pem-file' }));
    triggerDownload(url, 'enterprise-ca.pem');
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className={styles.certificate}>
      <h2 className={pages.cardTitle}>{t.certificateTitle}</h2>
      <p className={styles.hint}>{t.certificateHint}</p>
      <dl className={styles.fields}>
        <dt className={styles.term}>{t.subject}</dt>
        <dd className={styles.value}>{certificate.subject}</dd>
        <dt className={styles.term}>{t.serialNumber}</dt>
        <dd className={styles.value}>{certificate.serialNumber}</dd>
        <dt className={styles.term}>{t.validityLabel}</dt>
        <dd className={styles.value}>{t.validity(certificate.notBefore, certificate.notAfter)}</dd>
      </dl>
      <pre className={styles.pem}>{certificate.pem}</pre>
      <div>
        <Button icon={<DownloadIcon />} onPress={download}>
          {t.download}
        </Button>
      </div>
    </div>
  );
}

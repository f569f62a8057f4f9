import { EnterpriseLogTable } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as styles from './enterprise.css';

/**
 * enterprise → 企业日志 (/enterprise/log, issue 24): who did what in the enterprise, from the one audit log every
 * area writes to; for the enterprise's administrators (the server refuses everyone else).
 */
export function Component() {
  return (
    <Page>
      <section className={styles.card}>
        <EnterpriseLogTable showTitle={false} />
      </section>
    </Page>
  );
}

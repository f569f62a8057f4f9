import { PublishStatistics } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as styles from './publish.css';

/**
 * 发布统计 (/publish/statistic, 001 section 2.1; menu key publishStatistic): a year's sheets and money of the
 * published approvals by month, print shop, rule and project, exportable as a spreadsheet.
 */
export function Component() {
  return (
    <Page>
      <div className={styles.card}>
        <PublishStatistics showTitle={false} />
      </div>
    </Page>
  );
}

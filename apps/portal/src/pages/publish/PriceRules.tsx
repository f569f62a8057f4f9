import { PriceRuleList } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as styles from './publish.css';

/**
 * 计费规则 (/publish/rule, 001 section 2.1; menu key publishCalcRule): the calculation rules the launch of a publish
 * approval prices with, a price per sheet size and lengthening.
 */
export function Component() {
  return (
    <Page>
      <div className={styles.card}>
        <PriceRuleList showTitle={false} />
      </div>
    </Page>
  );
}

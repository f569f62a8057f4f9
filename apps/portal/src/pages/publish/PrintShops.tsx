import { PrintShopList } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as styles from './publish.css';

/**
 * 出版单位 (/publish/organization, 001 section 2.1; menu key publishOrganization): the enterprise's print shops,
 * kept by its publishing managers and administrators.
 */
export function Component() {
  return (
    <Page>
      <div className={styles.card}>
        <PrintShopList showTitle={false} />
      </div>
    </Page>
  );
}

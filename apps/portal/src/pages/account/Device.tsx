import { DeviceList } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/** account → 登录设备 (/account/device, issue 24): the person's sessions; another one can be signed out at once. */
export function Component() {
  return (
    <Page>
      <section className={pages.card}>
        <DeviceList showTitle={false} />
      </section>
    </Page>
  );
}

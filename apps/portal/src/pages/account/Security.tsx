import { ChangePasswordForm, PhoneSetting } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * account → 账号安全 (/account/security), issue 24: the bound phone (masked) with 更换手机号, and the password change
 * with the current password (the account's sessions on other devices end, this one goes on).
 */
export function Component() {
  return (
    <Page>
      <section className={pages.card} style={{ maxWidth: 480 }}>
        <PhoneSetting />
      </section>
      <section className={pages.card} style={{ maxWidth: 480 }}>
        <ChangePasswordForm />
      </section>
    </Page>
  );
}

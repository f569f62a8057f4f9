import { ChangePasswordForm } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * account → 账号安全 (/account/security): the password change with the current password (issue 24); the account's
 * sessions on other devices end, this one goes on.
 */
export function Component() {
  return (
    <Page>
      <section className={pages.card} style={{ maxWidth: 480 }}>
        <ChangePasswordForm />
      </section>
    </Page>
  );
}

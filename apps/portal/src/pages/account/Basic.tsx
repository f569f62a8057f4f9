import { ProfileForm } from '@atelier/features';
import { Page } from '../../layout/Page';
import * as pages from '../pages.css';

/**
 * account → 基本信息 (/account/basic, issue 24): the avatar, the real name and the email. Saving refetches the user
 * info, so the navbar's name and avatar change at once.
 */
export function Component() {
  return (
    <Page>
      <section className={pages.card} style={{ maxWidth: 560 }}>
        <ProfileForm />
      </section>
    </Page>
  );
}

import type { LoginResult } from '@atelier/api';
import { InvitationProfile } from '@atelier/features';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../app/language';
import { useServices } from '../app/services';
import { GuardPaths, safeRedirect } from '../guard/guard';
import { useT } from '../i18n';
import { landingAfterLogin } from './account/preferences';
import * as styles from './login.css';

/**
 * 完善信息 (/invitation/profile, 001 section 2.1; issue 24), in the public layout: the page an administrator's
 * invitation link opens (/enterprise/organization 邀请成员 makes `…/invitation/profile?code=…`). The invited person
 * completes their information and registers through the invitation; the session opens in the inviting enterprise,
 * as a login's does, and they land where their preferences say (the dashboard).
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session, queryClient, client } = useServices();
  const { setLanguage } = useLanguage();

  const enter = async (result: LoginResult) => {
    queryClient.clear();
    session.login(result);
    const landing = await landingAfterLogin(client, null, safeRedirect);
    if (landing.language) setLanguage(landing.language);
    void navigate(landing.path, { replace: true });
  };

  return (
    <section className={styles.centredCard} aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className={styles.heading}>
        {t.titles.profile}
      </h1>
      <InvitationProfile
        inviteCode={(params.get('code') ?? '').trim()}
        onRegistered={(result) => void enter(result)}
        onBackToLogin={() => void navigate(GuardPaths.Login)}
      />
    </section>
  );
}

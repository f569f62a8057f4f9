import { Alert, Button, Spinner } from '@atelier/ui';
import { useFeatureLocale } from '../locale';
import * as styles from './Accounts.css';
import { useInviteInfo } from './hooks';
import type { InvitationProfileProps } from './interface';
import { RegisterForm } from './RegisterForm';

/**
 * The invitation page's body (/invitation/profile, 001 sections 2.1 and 7.10; issue 24): an administrator's
 * invitation link names its code; the page reads whose invitation it is (`getInviteInfo`), and the invited person
 * completes their information (mobile, SMS code, name, password) and registers through it (`inviteRegister`),
 * landing in the inviting enterprise with no join request to wait for. A missing, unknown or expired code says so,
 * with the way back to the login.
 */
export function InvitationProfile({
  inviteCode,
  onRegistered,
  onBackToLogin,
  className,
  locale,
}: InvitationProfileProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const info = useInviteInfo(inviteCode);

  if (!inviteCode || info.isError) {
    return (
      <div className={className}>
        <Alert tone="error" showIcon description={info.error?.message || strings.invitationMissing} />
        <Button variant="link" onPress={onBackToLogin}>
          {strings.backToLogin}
        </Button>
      </div>
    );
  }
  if (!info.data) return <Spinner tip={strings.invitationLoading} />;
  return (
    <div className={className}>
      <p className={styles.invitation}>{strings.invitation(info.data.inviterName, info.data.enterpriseName)}</p>
      <RegisterForm inviteCode={inviteCode} onRegistered={onRegistered} locale={locale} />
    </div>
  );
}

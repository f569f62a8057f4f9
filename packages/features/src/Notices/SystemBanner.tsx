import { showsSystemMessage } from '@atelier/api';
import { Alert } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useSystemMessage } from './hooks';
import type { SystemBannerProps } from './interface';
import { dismissedSystemMessage, rememberDismissed } from './model';

/**
 * The system message at the top of the portal (001 sections 2.3, 7.2: getSystemInformation on layout load): a
 * warning strip the person closes; closed, that message (by id) stays hidden on this browser, and a new one shows.
 * Nothing when the operator set none or the call failed (a banner is no reason to stop the page).
 */
export function SystemBanner({ storage, locale }: SystemBannerProps) {
  const t = useFeatureLocale('Notices', locale);
  const message = useSystemMessage();
  const [dismissed, setDismissed] = useState(() => dismissedSystemMessage(storage));
  const current = message.data;
  if (!current || !showsSystemMessage(current, dismissed)) return null;
  return (
    <Alert
      banner
      tone="warning"
      title={current.content}
      closable
      locale={{ close: t.dismiss }}
      onClose={() => {
        rememberDismissed(current.id, storage);
        setDismissed(current.id);
      }}
    />
  );
}

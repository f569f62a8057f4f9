import type { ToastApi } from '@atelier/ui';
import { useEffect } from 'react';
import { SessionFlags } from '../session/session';

/** The expired-enterprise toast stays 3 s (001 section 8.2). */
export const EXPIRED_TOAST_DURATION = 3_000;

/**
 * 001 section 8.2: when the current enterprise has expired, an error toast says so for 3 s, once a session (the
 * session flag enterpriseExpired, 001 section 2.4); without sessionStorage it shows on every load.
 */
export function useExpiredEnterpriseToast(expired: boolean, toast: ToastApi, message: string): void {
  useEffect(() => {
    if (!expired) return;
    try {
      if (sessionStorage.getItem(SessionFlags.EnterpriseExpired) === '1') return;
      sessionStorage.setItem(SessionFlags.EnterpriseExpired, '1');
    } catch {
      // Without sessionStorage the toast shows on every load.
    }
    toast.error(message, { duration: EXPIRED_TOAST_DURATION });
  }, [expired, toast, message]);
}

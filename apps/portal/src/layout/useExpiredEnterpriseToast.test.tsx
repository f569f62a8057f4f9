// @vitest-environment jsdom
import { EnterpriseMessage } from '@atelier/api';
import { createToastQueue, ToastProvider } from '@atelier/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionFlags } from '../session/session';
import { EXPIRED_TOAST_DURATION, useExpiredEnterpriseToast } from './useExpiredEnterpriseToast';

/** The portal's 8.2 toast for an expired enterprise (40009 当前企业已过期，请切换至其他企业), rendered. */

function Page({ expired, queue }: { expired: boolean; queue: ReturnType<typeof createToastQueue> }) {
  useExpiredEnterpriseToast(expired, queue, EnterpriseMessage.Expired);
  return null;
}

const renderPage = (expired: boolean) => {
  const queue = createToastQueue();
  render(
    <ToastProvider queue={queue}>
      <Page expired={expired} queue={queue} />
    </ToastProvider>,
  );
  return queue;
};

const expiredToast = () => screen.queryByRole('alertdialog', { name: EnterpriseMessage.Expired });

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useExpiredEnterpriseToast', () => {
  it('shows the error toast for 3 s, then it leaves; the session flag is set', async () => {
    const queue = renderPage(true);
    await waitFor(() => expect(expiredToast()).not.toBeNull());
    expect(queue.queue.visibleToasts.map((t) => [t.content.tone, t.content.message, t.timeout])).toEqual([
      ['error', EnterpriseMessage.Expired, EXPIRED_TOAST_DURATION],
    ]);
    expect(sessionStorage.getItem(SessionFlags.EnterpriseExpired)).toBe('1');
    // Past the ordinary 2 s toast it still shows (a timer never fires early), then it goes.
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(expiredToast()).not.toBeNull();
    await waitFor(() => expect(expiredToast()).toBeNull(), { timeout: 10_000 });
  }, 20_000);

  it('shows once a session, and never for an enterprise that has not expired', async () => {
    const fresh = renderPage(false);
    expect(fresh.queue.visibleToasts).toHaveLength(0);
    cleanup();
    sessionStorage.setItem(SessionFlags.EnterpriseExpired, '1');
    const again = renderPage(true);
    expect(again.queue.visibleToasts).toHaveLength(0);
    expect(expiredToast()).toBeNull();
  });
});

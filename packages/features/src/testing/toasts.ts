import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Waits for the toast saying `message` and sees it shown. Generous: on a loaded machine the fixtures' answer that
 * leads to the toast can take seconds, and the toast then stays 2 s (DEFAULT_TOAST_DURATION).
 */
export async function toastShown(message: string, timeout = 15_000) {
  const toast = await screen.findByText(message, {}, { timeout });
  // Seen once its entering animation is over; a machine loaded enough to look again only after the toast's 2 s met
  // it gone, which is shown too (a Confirm Publish play failed so at load 24).
  await waitFor(
    () => {
      if (toast.isConnected) expect(toast).toBeVisible();
    },
    { timeout },
  );
}

/** Closes the toasts still shown (they last 2 s): the picture then does not depend on when it was taken. */
export async function closeToasts() {
  const region = screen.queryByRole('region', { name: '通知' });
  if (!region) return;
  for (const close of within(region).queryAllByRole('button', { name: '关闭' })) await userEvent.click(close);
  await waitFor(async () => {
    const now = screen.queryByRole('region', { name: '通知' });
    const left = now ? within(now).queryAllByRole('button', { name: '关闭' }) : [];
    // A toast that came after the first round (a second failing call's) is closed too.
    for (const close of left) await userEvent.click(close);
    expect(now ? within(now).queryAllByRole('button', { name: '关闭' }) : []).toHaveLength(0);
  });
}

/**
 * Empties react-aria's live announcer: a pending dialog button's announcement (kept 7 s) references the button's
 * label, which is gone once the dialog closes; a story that closes its dialog clears it before axe looks.
 */
export function clearLiveAnnouncer() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

/**
 * Carries out the shared response handling's effects (000 section 8, 001 section 8.1). The client computes each
 * call's outcome with `handleResponse` and emits it through `client.onOutcome`; this module decides how the portal
 * shows it: toasts, the client-download dialog, logout to /login, the move to /dashboard after the account was
 * switched to another enterprise, and reloads. Everything it touches comes in as `OutcomeDeps`, so the rules are
 * tested with fakes.
 */
import type { Effect, OutcomeEvent, ToastTone } from '@atelier/api/client';

/**
 * After 40014 (当前账户已切换至其他企业，页面即将刷新) the page reloads at /dashboard once the toast could be read.
 * Atelier's choice: the specification gives no delay for this case.
 */
export const ENTERPRISE_SWITCHED_RELOAD_DELAY = 1_500;

export interface ClientDownloadRequest {
  title: string;
  appType: 'pc';
}

/** What the portal gives the outcome handling. */
export interface OutcomeDeps {
  toast(tone: ToastTone, message: string, duration: number): void;
  /** Ends the session (token, enterprise, user, cached data) and goes to `to`. Must be idempotent. */
  logout(to: string): void;
  /** Goes to `to` inside the single-page app. */
  navigate(to: string): void;
  /** Forgets the enterprise id the page runs with (the server's current enterprise changed). */
  forgetEnterprise(): void;
  /** Loads `to` as a new page (a full reload). */
  hardNavigate(to: string): void;
  reload(): void;
  /** Tells the desktop client (when the portal runs inside it); a no-op in a browser. */
  notifyDesktop(message: 'enterpriseSwitched'): void;
  openClientDownloadDialog(request: ClientDownloadRequest): void;
  /** Runs `fn` after `ms` milliseconds. */
  schedule(fn: () => void, ms: number): void;
  /** Milliseconds since some fixed moment (Date.now in the portal). */
  now(): number;
}

export type OutcomeListener = (event: OutcomeEvent) => void;

/**
 * A listener for `client.onOutcome`. It keeps two pieces of state, so that a burst of answers with the same code
 * (every call of a page failing with an expired token, say) shows one toast and reloads once:
 * - a toast identical to one still on screen (same tone and text, within its duration) is not shown again;
 * - once the page is about to reload (a changed stored token, a switched enterprise), further reloads and moves
 *   are dropped.
 */
export function createOutcomeHandler(deps: OutcomeDeps): OutcomeListener {
  let reloading = false;
  const shownUntil = new Map<string, number>();

  const apply = (effect: Effect, event: OutcomeEvent) => {
    switch (effect.type) {
      case 'toast': {
        const key = `${effect.tone}:${effect.message}`;
        const now = deps.now();
        if ((shownUntil.get(key) ?? Number.NEGATIVE_INFINITY) > now) return;
        shownUntil.set(key, now + effect.duration);
        deps.toast(effect.tone, effect.message, effect.duration);
        return;
      }
      case 'logout':
        deps.logout(effect.to);
        return;
      case 'navigate':
        if (event.outcome.branch === 'enterpriseSwitched') {
          // The X-Ent this page sends is stale: forget it, so the reloaded page takes the server's current one.
          if (reloading) return;
          reloading = true;
          deps.forgetEnterprise();
          deps.schedule(() => deps.hardNavigate(effect.to), ENTERPRISE_SWITCHED_RELOAD_DELAY);
          return;
        }
        if (!reloading) deps.navigate(effect.to);
        return;
      case 'reload':
        if (reloading) return;
        reloading = true;
        deps.reload();
        return;
      case 'cancelPending':
        // The client aborts its calls in flight itself.
        return;
      case 'notifyDesktop':
        deps.notifyDesktop(effect.message);
        return;
      case 'openClientDownloadDialog':
        deps.openClientDownloadDialog({ title: effect.title, appType: effect.appType });
        return;
    }
  };

  return (event) => {
    for (const effect of event.outcome.effects) apply(effect, event);
  };
}

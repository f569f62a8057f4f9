import { ResponseCode } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { useRef, useState } from 'react';
import { afterLoginRefused, initialLoginCaptcha, type LoginCaptchaState } from './captchaModel';

/**
 * The slide captcha of a login form, the same for the password and the SMS-code logins (issue 24): the state of
 * `captchaModel` (failures seen here, the slider shown, a passed token not yet used), where the slider is, and what a
 * refused login does to it. The rules (when the slider is needed) are `@atelier/api`'s; the server decides anyway.
 */
export function useLoginCaptcha() {
  const [state, setState] = useState<LoginCaptchaState>(initialLoginCaptcha);
  /** Put around the slider: the form moves the focus to it when it was not passed yet. */
  const area = useRef<HTMLDivElement>(null);
  return {
    state,
    area,
    /** What the next login sends: the passed challenge's token, or nothing. */
    sent: (): { captchaToken?: string } => (state.token ? { captchaToken: state.token } : {}),
    /** The slider shows and was not passed: the form asks for it (focused) instead of sending. */
    blocks: (): boolean => {
      if (!state.shown || state.token) return false;
      area.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
      return true;
    },
    passed: (token: string) => setState((current) => ({ ...current, token })),
    /**
     * A refused login: `counts` says whether the refusal is one the server counts as a failure (a wrong password or
     * code); by default any refusal with the bad-credentials code.
     */
    refused: (error: Error, counts = isApiError(error) && error.code === ResponseCode.BadCredentials) =>
      setState((current) => afterLoginRefused(current, { message: error.message, badCredentials: counts })),
  };
}

/**
 * The shared response handling (specification 000 section 8, 001 section 8.1) as one pure function: from the
 * endpoint, the response (or the network error) and the tokens to an {@link Outcome}: whether the call resolves
 * or rejects, and which effects the portal should carry out. The client emits outcomes as events; the portal
 * decides how to show them. What an endpoint may be answered with, and whether a code is answered silently, is the
 * endpoint's declaration (`refuses`, `download` in the contract), read here as data.
 */
import type { EndpointRefusal } from '../contract/define';
import { PASS_THROUGH_CODES, ResponseCode, ResponseMessages } from './codes';

export {
  type BusinessCode,
  COMMON_REFUSALS,
  INVALID_REQUEST_CODE,
  PASS_THROUGH_CODES,
  ResponseCode,
  ResponseMessages,
} from './codes';

/** Toast tones. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** Toasts last 2 s (000 section 9). */
export const TOAST_DURATION = 2_000;

/** Routes the handling navigates to. */
export const Routes = { Login: '/login', Dashboard: '/dashboard' } as const;

/** One thing the portal should do. */
export type Effect =
  | { type: 'toast'; tone: ToastTone; message: string; duration: number; once?: string }
  | { type: 'logout'; to: string }
  | { type: 'navigate'; to: string }
  | { type: 'reload' }
  | { type: 'cancelPending' }
  | { type: 'notifyDesktop'; message: 'enterpriseSwitched' }
  | { type: 'openClientDownloadDialog'; title: string; appType: 'pc' };

/** Which rule decided the outcome. */
export type Branch =
  | 'success'
  | 'passThrough'
  | 'passThroughWarning'
  | 'warning'
  | 'silentWarning'
  | 'error'
  | 'silentError'
  | 'enterpriseSwitched'
  | 'refused'
  | 'sessionEnded'
  | 'serverError'
  | 'errorCode'
  | 'infoCode'
  | 'downloadPassThrough'
  | 'unknownCode'
  | 'fileTooLarge'
  | 'timeout'
  | 'aborted'
  | 'tokenExpired'
  | 'httpServerError'
  | 'networkError'
  | 'malformed';

/** The outcome: resolve (the response reaches the caller) or reject (the call fails), with effects. */
export type Outcome =
  | { kind: 'resolve'; branch: Branch; effects: Effect[] }
  | { kind: 'reject'; branch: Branch; effects: Effect[] };

/** What the handling needs to know of an endpoint: a declared endpoint is one. */
export interface HandledEndpoint {
  /** A 40007 is rejected without a toast. */
  silent?: boolean;
  /** 40010 opens the client-download dialog; unknown codes pass through. */
  download?: boolean;
  /** The codes the endpoint declares; those marked silent are rejected without a toast. */
  refuses?: readonly EndpointRefusal[];
}

/** The endpoint declares this code silent (a 40007 also through the `silent` flag). */
function isSilent(endpoint: HandledEndpoint, code: number): boolean {
  if (code === ResponseCode.Warning && endpoint.silent) return true;
  return endpoint.refuses?.some((refusal) => refusal.code === code && refusal.silent) ?? false;
}

/** A response envelope as the server sent it. */
export interface ResponseEnvelope {
  success: boolean;
  code: number;
  message?: string | null;
}

/** A failure before an envelope arrived. */
export type NetworkError =
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  /** An HTTP error status; `message` is the body's message when it had one. */
  | { kind: 'http'; status: number; message?: string | null }
  | { kind: 'network'; message?: string | null }
  /** A body that is not an envelope. */
  | { kind: 'malformed'; message?: string | null };

export interface HandleResponseInput {
  endpoint: HandledEndpoint;
  response?: ResponseEnvelope;
  networkError?: NetworkError;
  /** The token in shared storage (another tab may have changed it). */
  storedToken?: string | null;
  /** The token this page runs with. */
  currentToken?: string | null;
}

const toast = (tone: ToastTone, message: string, once?: string): Effect =>
  once === undefined
    ? { type: 'toast', tone, message, duration: TOAST_DURATION }
    : { type: 'toast', tone, message, duration: TOAST_DURATION, once };

const resolve = (branch: Branch, effects: Effect[] = []): Outcome => ({ kind: 'resolve', branch, effects });
const reject = (branch: Branch, effects: Effect[] = []): Outcome => ({ kind: 'reject', branch, effects });

/** A 500 message that means the session is gone. */
export function isTokenExpiredMessage(message: string | null | undefined): boolean {
  return message === ResponseMessages.TokenInvalid || message === ResponseMessages.IdentityExpired;
}

function handleNetworkError(error: NetworkError): Outcome {
  switch (error.kind) {
    case 'timeout':
      return reject('timeout', [toast('error', ResponseMessages.RequestTimedOut)]);
    case 'aborted':
      return reject('aborted');
    case 'http':
      if (error.status === 500 && isTokenExpiredMessage(error.message)) {
        return reject('tokenExpired', [
          toast('warning', error.message ?? ResponseMessages.TokenInvalid),
          { type: 'logout', to: Routes.Login },
        ]);
      }
      if (error.status === 500) return reject('httpServerError', [toast('error', ResponseMessages.SomethingWentWrong)]);
      return reject('networkError', [toast('error', error.message || ResponseMessages.SomethingWentWrong)]);
    case 'network':
      return reject('networkError', [toast('error', error.message || ResponseMessages.NetworkError)]);
    case 'malformed':
      return reject('malformed', [toast('error', ResponseMessages.SomethingWentWrong)]);
  }
}

/** The shared response handling. Pure: same input, same outcome. */
export function handleResponse(input: HandleResponseInput): Outcome {
  const { endpoint, response, networkError } = input;
  if (networkError || !response) return handleNetworkError(networkError ?? { kind: 'malformed' });

  const { code } = response;
  const message = response.message || ResponseMessages.SomethingWentWrong;
  const text = String(code);

  if (code === ResponseCode.FileTooLarge && endpoint.download) {
    return reject('fileTooLarge', [
      { type: 'openClientDownloadDialog', title: ResponseMessages.ClientDownloadTitle, appType: 'pc' },
    ]);
  }

  if (PASS_THROUGH_CODES.has(code)) {
    const effects: Effect[] = [];
    if (code === ResponseCode.WarningPassThrough) effects.push(toast('warning', message));
    const { storedToken, currentToken } = input;
    if (storedToken !== undefined && currentToken !== undefined && storedToken !== currentToken) {
      effects.push({ type: 'reload' });
    }
    const branch: Branch =
      code === ResponseCode.Success && response.success
        ? 'success'
        : code === ResponseCode.WarningPassThrough
          ? 'passThroughWarning'
          : 'passThrough';
    return resolve(branch, effects);
  }

  switch (code) {
    case ResponseCode.Warning:
      return isSilent(endpoint, code) ? reject('silentWarning') : reject('warning', [toast('warning', message)]);
    case ResponseCode.Error:
      return isSilent(endpoint, code) ? reject('silentError') : reject('error', [toast('error', message)]);
    case ResponseCode.EnterpriseSwitched:
      return reject('enterpriseSwitched', [
        toast('warning', ResponseMessages.EnterpriseSwitched, 'enterpriseSwitched'),
        { type: 'notifyDesktop', message: 'enterpriseSwitched' },
        { type: 'navigate', to: Routes.Dashboard },
      ]);
    case ResponseCode.Refused:
      return reject('refused', [toast('warning', message)]);
    case ResponseCode.SessionEnded:
      return reject('sessionEnded', [
        { type: 'cancelPending' },
        toast('error', message),
        { type: 'logout', to: Routes.Login },
      ]);
  }

  if (text.startsWith('500')) return reject('serverError', [toast('error', ResponseMessages.SomethingWentWrong)]);
  if (text.includes('400')) return reject('errorCode', [toast('error', message)]);
  if (text.includes('300')) return reject('infoCode', [toast('info', message)]);
  if (endpoint.download) return resolve('downloadPassThrough');
  return reject('unknownCode');
}

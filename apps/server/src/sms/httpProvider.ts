import type { SmsConfig } from '../config';
import type { SmsProvider, SmsProviderDeps } from './provider';

/** How long the gateway has to answer a send before it counts as failed. */
export const SMS_HTTP_TIMEOUT_MS = 10_000;

/**
 * An SMS gateway over HTTP (`SMS_PROVIDER=http`): each message is POSTed as JSON `{ phone, text }` to SMS_HTTP_URL,
 * with `Authorization: Bearer <SMS_HTTP_TOKEN>` when a token is set. Any 2xx answer means sent; another status, a
 * network failure or no answer within SMS_HTTP_TIMEOUT_MS throws, so the code is not kept and the person may ask
 * again at once. The log names the phone and the outcome, never the code.
 */
export function createHttpProvider(
  config: Extract<SmsConfig, { provider: 'http' }>,
  { log }: Pick<SmsProviderDeps, 'log'>,
): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ phone: message.phone, text: message.text }),
        signal: AbortSignal.timeout(SMS_HTTP_TIMEOUT_MS),
      });
      // The body is not needed; read it so that the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        log.warn({ sms: { phone: message.phone, status: response.status } }, 'SMS gateway refused a message');
        throw new Error(`SMS gateway answered ${response.status}`);
      }
      log.info({ sms: { phone: message.phone } }, 'SMS sent through the gateway');
    },
  };
}

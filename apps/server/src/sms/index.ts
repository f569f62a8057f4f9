import type { SmsConfig } from '../config';
import { createHttpProvider } from './httpProvider';
import { createOutboxProvider } from './outboxProvider';
import type { SmsProvider, SmsProviderDeps } from './provider';

export { consumeCode, sendCode } from './codes';
export type { SmsMessage, SmsProvider, SmsProviderDeps } from './provider';

/**
 * The provider the settings select (`SMS_PROVIDER`, config.ts): the embedded outbox (the default) or an SMS gateway
 * over HTTP (`http`, SMS_HTTP_URL); a carrier's own API is added here as one more case, with its settings read in
 * config.ts.
 */
export function smsProviderFor(config: SmsConfig, deps: SmsProviderDeps): SmsProvider {
  switch (config.provider) {
    case 'outbox':
      return createOutboxProvider(deps);
    case 'http':
      return createHttpProvider(config, deps);
  }
}

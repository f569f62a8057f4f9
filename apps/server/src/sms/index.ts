import type { SmsConfig } from '../config';
import { createOutboxProvider } from './outboxProvider';
import type { SmsProvider, SmsProviderDeps } from './provider';

export { consumeCode, sendCode } from './codes';
export type { SmsMessage, SmsProvider, SmsProviderDeps } from './provider';

/**
 * The provider the settings select (`SMS_PROVIDER`, config.ts). Only the embedded outbox ships; a real carrier is
 * added here as one more case, with its own settings read in config.ts.
 */
export function smsProviderFor(config: SmsConfig, deps: SmsProviderDeps): SmsProvider {
  switch (config.provider) {
    case 'outbox':
      return createOutboxProvider(deps);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index';

/** One text message to one mobile number. */
export interface SmsMessage {
  phone: string;
  text: string;
}

/**
 * What sends verification codes. The embedded default ({@link createOutboxProvider}, `SMS_PROVIDER=outbox`) writes
 * each message to the server log and to the `sms_outbox` table; a deployment that texts real phones implements this
 * interface for its carrier's API and selects it by `SMS_PROVIDER` in config.ts (readSms). A send that fails throws:
 * the code is not kept, so the person may ask again at once.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** What a provider may use. */
export interface SmsProviderDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** The server's DATA_DIR: the outbox provider mirrors its messages to `sms-outbox.log` there. */
  dataDir: string;
}

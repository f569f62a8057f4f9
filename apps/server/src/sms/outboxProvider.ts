import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsProvider, SmsProviderDeps } from './provider';
import { insertOutboxMessage } from './repository';

/** The outbox's mirror in DATA_DIR, one JSON object a line: what `sms-outbox` reads beside a running PGlite server. */
export const outboxLogFile = (dataDir: string) => path.join(dataDir, 'sms-outbox.log');

/**
 * The embedded SMS provider: nothing leaves the server. Each message goes to the server log (level info), to the
 * `sms_outbox` table (tests read it; with PostgreSQL `pnpm --filter @atelier/server sms-outbox` too) and to
 * `DATA_DIR/sms-outbox.log` (the embedded database opens in one process only, so beside a running server the script
 * reads this file). For development, demonstrations and tests; texting real phones is another provider.
 */
export function createOutboxProvider({ db, log, dataDir }: SmsProviderDeps): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await insertOutboxMessage(db, message);
      const line = JSON.stringify({ at: new Date().toISOString(), phone: message.phone, text: message.text });
      await appendFile(outboxLogFile(dataDir), `${line}\n`, 'utf8');
      log.info({ sms: { phone: message.phone, text: message.text } }, 'SMS written to the outbox');
    },
  };
}

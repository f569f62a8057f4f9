import { latestOutboxMessages } from '../sms/repository';
import type { TestServer } from './harness';

/** The code of the latest SMS to a phone, as the embedded provider's outbox shows it (tests). */
export async function lastSmsCode(server: TestServer, phone: string): Promise<string> {
  const [message] = await latestOutboxMessages(server.db, 1, phone);
  const code = message?.text.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

/** A six-digit code that is not `code`. */
export const wrongSmsCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * `pnpm --filter @atelier/server sms-outbox [phone] [-n count]`: the latest SMS the embedded provider
 * (`SMS_PROVIDER=outbox`, the default) "sent", newest last, with the settings the server reads (DATA_DIR,
 * DATABASE_URL). With PostgreSQL it reads the `sms_outbox` table; with the embedded database, which only one process
 * opens, it reads `DATA_DIR/sms-outbox.log`, the provider's mirror of the table.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/index';
import { outboxLogFile } from '../src/sms/outboxProvider';
import { latestOutboxMessages } from '../src/sms/repository';

interface Line {
  at: string;
  phone: string;
  text: string;
}

const args = process.argv.slice(2);
const countIndex = args.indexOf('-n');
const limit = countIndex >= 0 ? Number(args[countIndex + 1]) : 10;
const phone = args.find((arg, index) => /^\d{11}$/.test(arg) && (countIndex < 0 || index !== countIndex + 1));
if (!Number.isInteger(limit) || limit < 1) {
  console.error('usage: sms-outbox [phone] [-n count]');
  process.exit(2);
}

const config = readConfig();
let lines: Line[];
if (config.databaseUrl) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const rows = await latestOutboxMessages(database.db, limit, phone);
  await database.close();
  lines = rows.reverse().map((row) => ({ at: row.createdAt.toISOString(), phone: row.phone, text: row.text }));
} else {
  const file = outboxLogFile(config.dataDir);
  const all = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Line)
    : [];
  lines = all.filter((line) => !phone || line.phone === phone).slice(-limit);
}
if (lines.length === 0) console.log('The SMS outbox is empty.');
for (const line of lines) {
  const code = line.text.match(/\d{6}/)?.[0] ?? '';
  console.log(`${line.at}  ${line.phone}  ${code}  ${line.text}`);
}

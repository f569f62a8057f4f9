import { buildApp } from './app';
import { purgeExpiredSessions } from './auth/session';
import { ConfigError, readConfig } from './config';
import { purgeExpiredTickets } from './files/tickets';
import { selectPdfFont } from './pdf/cjkFont';
import { describeStorage, openRuntime } from './runtime';
import { isDatabaseEmpty, seedDemo } from './seed/seed';

try {
  const config = readConfig();
  // The font stamps and reports are drawn with: a configured one that cannot serve stops the start; without a full
  // CJK font the server runs on the seed subset and says so once, here.
  const font = await selectPdfFont(config.pdfFont);
  if (font.warning) console.warn(`Atelier server: WARNING ${font.warning}`);
  else console.log(`Atelier server: PDF font ${font.font.file}`);
  const { database, files } = await openRuntime(config);
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Atelier server: database ${where}, ${describeStorage(config)}`);
  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    console.log('Atelier server: empty database, creating the demo firm (see README: demo logins)');
    await seedDemo(database.db, files, { log: (message) => console.log(`  seed: ${message}`) });
  }
  await purgeExpiredSessions(database.db);
  await purgeExpiredTickets(database.db);
  const app = await buildApp({ config, db: database.db, files });
  // Uploads left unfinished for a week, and what finished ones left, are swept once the app is ready (routes/upload).
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`Atelier server did not start: ${message}`);
  process.exit(1);
}

import { buildApp } from './app';
import { readConfig } from './config';

try {
  const config = readConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`Atelier server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

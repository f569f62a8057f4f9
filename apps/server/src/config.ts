import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  portalDir: string;
}

/** Reads settings from the environment; a bad one stops the start with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    portalDir: path.resolve(import.meta.dirname, '../../portal/dist'),
  };
}

import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where server.mjs writes its pid for the server on `port` (the tests send it SIGUSR2 to kill and restart). */
export const serverControlFile = (port) => path.join(tmpdir(), `atelier-e2e-server-${port}.pid`);

/** Where server.mjs writes the DATA_DIR of the server on `port` (the accounts test reads the SMS outbox there). */
export const serverDataDirFile = (port) => path.join(tmpdir(), `atelier-e2e-data-${port}.txt`);

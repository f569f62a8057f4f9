import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where server.mjs writes its pid for the server on `port` (the tests send it SIGUSR2 to kill and restart). */
export const serverControlFile = (port) => path.join(tmpdir(), `atelier-e2e-server-${port}.pid`);

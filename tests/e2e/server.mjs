#!/usr/bin/env node
/**
 * An end-to-end worker's web server: the real apps/server serving the built portal, on the port Playwright chose,
 * with a fresh DATA_DIR in a temporary folder (the embedded database is created and seeded with the demo firm on
 * this first start). Playwright stops it with SIGTERM; the server and the folder go with it.
 *
 * SIGUSR2 kills the server outright (SIGKILL, no shutdown) and starts it again on the same DATA_DIR: the upload
 * test's "server killed mid-upload". Its pid is in `serverControlFile(PORT)`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverControlFile, serverDataDirFile } from './control.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Built once by `pnpm test:e2e` (tests/e2e/run.sh) rather than by each server: the servers of two workers would
// write one dist folder at the same time.
for (const [built, pkg] of [
  ['apps/portal/dist/index.html', '@atelier/portal'],
  ['apps/server/dist/main.js', '@atelier/server'],
]) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${pkg} is not built: run \`pnpm --filter ${pkg} build\` (pnpm test:e2e does it).`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
const controlFile = serverControlFile(process.env.PORT);
writeFileSync(controlFile, String(process.pid));
const dataDirFile = serverDataDirFile(process.env.PORT);
writeFileSync(dataDirFile, dataDir);

let child;
let stopping = false;
let restarting = false;

function start() {
  // Its own process group (pnpm, tsx and node underneath), so that stopping reaches all of them.
  child = spawn('pnpm', ['--filter', '@atelier/server', 'start:built'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Behind a trusted loopback proxy: each test names its own client address (fixtures.ts, X-Forwarded-For).
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', TRUST_PROXY: '127.0.0.1' },
  });
  child.stdout.pipe(process.stdout);
  child.stderr.pipe(process.stderr);
  child.on('exit', (code) => {
    if (stopping || restarting) return;
    cleanUp();
    process.exit(code ?? 1);
  });
}

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(controlFile, { force: true });
  rmSync(dataDirFile, { force: true });
};
const killGroup = (signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

function stop() {
  if (stopping) return;
  stopping = true;
  killGroup('SIGTERM');
  const force = setTimeout(() => killGroup('SIGKILL'), 5_000);
  child.once('exit', () => {
    clearTimeout(force);
    cleanUp();
    process.exit(0);
  });
}

function restart() {
  if (stopping || restarting) return;
  restarting = true;
  child.once('exit', () => {
    restarting = false;
    start();
  });
  killGroup('SIGKILL');
}

start();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
process.on('SIGUSR2', restart);

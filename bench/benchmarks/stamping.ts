/// <reference path="../../apps/server/node_modules/@types/node-forge/index.d.ts" />
// Stamping throughput (issue 10): demo A1 drawings stamped and signed as a passed CA approval stamps them (a
// registration stamp, a signature and the output stamp drawn by apps/server's stampPdf, then two incremental CA
// signatures by signPdfIncrementally with CertificateSigner), in this process and in 2 worker threads, without the
// file store and the database writes. The alternative signs the same way with @signpdf's P12Signer approach:
// node-forge doing the RSA in JavaScript with its own key object (CertificateSigner without its native hook).
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type Forge from 'node-forge';
import {
  createAuthorityCertificate,
  issueSigningCertificate,
  newKeyPair,
  newSerialNumber,
  type Subject,
} from '../../apps/server/src/ca/certificates';
import { CertificateSigner } from '../../apps/server/src/ca/cmsSigner';
import { pdfsig } from '../../apps/server/src/testing/pdfsig';
import { atLeast, type Benchmark, measured, type Row } from '../lib/types';
import { drawings as demoDrawings } from './recognition';
import {
  createStamper,
  type FromWorker,
  type MakeSigner,
  nativeSigner,
  type StampingSetup,
  type StampKey,
  type ToWorker,
  type WorkerInput,
} from './stampingJob';

/** BENCH_STAMPING_DRAWINGS shortens the run for a quick try; the issue's figure is 2000 drawings. */
const DRAWINGS = Number(process.env.BENCH_STAMPING_DRAWINGS ?? 2000);
/** The forge alternative costs about 0.1 s a drawing: measured on fewer drawings (BENCH_STAMPING_FORGE_DRAWINGS). */
const FORGE_DRAWINGS = Math.min(DRAWINGS, Number(process.env.BENCH_STAMPING_FORGE_DRAWINGS ?? 100));
const WORKERS = 2;
/** Drawings a worker is handed at a time (a shared queue, as a pool would take jobs). */
const CHUNK = 10;
/** Untimed drawings first, in each thread (module load, JIT, the font read once). */
const WARM_UP = 3;
/** 2000 A1 drawings in under 120 s. */
const TARGET = atLeast(2000 / 120, 'figure', '>= 16.7 drawings/s (2000 in 120 s)');

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
// node-forge is apps/server's dependency, not the bench's: loaded from there (the same copy the server uses).
const forge = createRequire(path.join(serverDir, 'package.json'))('node-forge') as typeof Forge;

/**
 * The alternative: the same CMS as CertificateSigner, but signed as @signpdf's P12Signer signs, by node-forge's
 * RSA in JavaScript with its own key object. The key is parsed once here; P12Signer would also re-read its
 * PKCS#12 for every signature (not counted: this favours the alternative).
 */
class ForgeSigner extends CertificateSigner {
  private readonly forgeKey: Forge.pki.rsa.PrivateKey;

  constructor(certificatePem: string, privateKeyPem: string, chainPems: readonly string[]) {
    super(certificatePem, privateKeyPem, chainPems);
    this.forgeKey = forge.pki.privateKeyFromPem(privateKeyPem);
  }

  // What forge's pkcs7 does with a forge key: its RSA in JavaScript over the same digest.
  protected override rsaSign(md: Forge.md.MessageDigest): string {
    return this.forgeKey.sign(md, 'RSASSA-PKCS1-V1_5');
  }
}

const forgeSigner: MakeSigner = (key, chain) => new ForgeSigner(key.certificatePem, key.privateKeyPem, chain);

const ORGANISATION = '华筑建筑设计研究院有限公司';
const DAY = 86_400_000;

/** An enterprise CA and the two CA stamps' certificates, as ca/enterpriseCa.ts issues them (fresh keys). */
function issueKeys(now: Date): Pick<StampingSetup, 'authorityPem' | 'registration' | 'output'> {
  const validity = { notBefore: new Date(now.getTime() - DAY), notAfter: new Date(now.getTime() + 365 * DAY) };
  const authorityKeys = newKeyPair();
  const authority: Subject = { commonName: 'Atelier Enterprise CA bench', organisation: ORGANISATION };
  const authorityPem = createAuthorityCertificate(
    { subject: authority, publicKeyPem: authorityKeys.publicKeyPem, serialNumber: newSerialNumber(), ...validity },
    authorityKeys.privateKeyPem,
  );
  const issue = (name: string): StampKey => {
    const keys = newKeyPair();
    const certificatePem = issueSigningCertificate(
      {
        subject: { commonName: name, organisation: ORGANISATION },
        publicKeyPem: keys.publicKeyPem,
        serialNumber: newSerialNumber(),
        ...validity,
      },
      { subject: authority, certificatePem: authorityPem, privateKeyPem: authorityKeys.privateKeyPem },
    );
    return { name, certificatePem, privateKeyPem: keys.privateKeyPem };
  };
  return { authorityPem, registration: issue('一级注册建筑师 陈建国'), output: issue('华筑设计出图专用章') };
}

interface Run {
  count: number;
  seconds: number;
  /** Summed over the drawings (over both threads in the worker run). */
  drawMs: number;
  signMs: number;
  /** CPU seconds of the whole bench process (every thread) over the run: what the load left it. */
  cpuSeconds: number;
  last?: Buffer;
}

const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

async function inThisThread(setup: StampingSetup, makeSigner: MakeSigner, count: number, log: (m: string) => void) {
  const stamp = createStamper(setup, makeSigner);
  for (let i = 0; i < WARM_UP; i++) await stamp(i);
  const run: Run = { count, seconds: 0, drawMs: 0, signMs: 0, cpuSeconds: 0 };
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const result = await stamp(i);
    run.drawMs += result.drawMs;
    run.signMs += result.signMs;
    if (i === count - 1) run.last = result.bytes;
    if ((i + 1) % 500 === 0) log(`${i + 1} of ${count}`);
  }
  run.seconds = (performance.now() - started) / 1000;
  run.cpuSeconds = cpuSince(cpu);
  return run;
}

/** The same work in a pool of worker threads (stampingJob.ts), fed from one queue in chunks. */
async function inWorkers(setup: StampingSetup, count: number, workers: number): Promise<Run> {
  // The TypeScript job itself: on Node 22 and later a worker inherits the loader hooks tsx registered in this thread.
  const file = path.join(import.meta.dirname, 'stampingJob.ts');
  const workerData: WorkerInput = { kind: 'stamping', setup, warmUp: WARM_UP };
  const pool = Array.from({ length: workers }, () => new Worker(file, { workerData }));
  try {
    const failed = new Promise<never>((_, reject) => {
      for (const worker of pool) {
        worker.on('error', reject);
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'error') reject(new Error(`a stamping worker failed: ${message.message}`));
        });
      }
    });
    const ready = (worker: Worker) =>
      new Promise<void>((resolve) => {
        const onReady = (message: FromWorker) => {
          if (message.type !== 'ready') return;
          worker.off('message', onReady);
          resolve();
        };
        worker.on('message', onReady);
      });
    await Promise.race([Promise.all(pool.map(ready)), failed]);

    const run: Run = { count, seconds: 0, drawMs: 0, signMs: 0, cpuSeconds: 0 };
    let next = 0;
    let stamped = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const finished = new Promise<void>((resolve) => {
      let active = pool.length;
      for (const worker of pool) {
        const feed = () => {
          if (next >= count) {
            worker.postMessage({ type: 'stop' } satisfies ToWorker);
            active -= 1;
            if (active === 0) resolve();
            return;
          }
          const from = next;
          next = Math.min(count, next + CHUNK);
          worker.postMessage({ type: 'jobs', from, to: next } satisfies ToWorker);
        };
        worker.on('message', (message: FromWorker) => {
          if (message.type !== 'done') return;
          stamped += message.count;
          run.drawMs += message.drawMs;
          run.signMs += message.signMs;
          feed();
        });
        feed();
      }
    });
    await Promise.race([finished, failed]);
    run.seconds = (performance.now() - started) / 1000;
    run.cpuSeconds = cpuSince(cpu);
    if (stamped !== count) throw new Error(`the workers stamped ${stamped} of ${count} drawings`);
    return run;
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Checks once (not timed) that a stamped drawing carries the two signatures: two /ByteRange entries, the last one
 * covering the whole file, and, when poppler's pdfsig is installed, both valid and trusted with the bench's CA.
 */
async function verify(label: string, bytes: Buffer | undefined, authorityPem: string, names: string[]) {
  if (!bytes) throw new Error(`${label}: no stamped drawing to check`);
  const ranges = [...bytes.toString('latin1').matchAll(BYTE_RANGE)].map((m) => m.slice(1, 5).map(Number));
  const last = ranges.at(-1);
  if (ranges.length !== 2 || !last || (last[2] ?? 0) + (last[3] ?? 0) !== bytes.length) {
    throw new Error(
      `${label}: expected 2 signatures, the last over the whole file; /ByteRange ${JSON.stringify(ranges)}`,
    );
  }
  let signatures: Awaited<ReturnType<typeof pdfsig>>;
  try {
    signatures = await pdfsig(bytes, [authorityPem]);
  } catch (error) {
    return `2 /ByteRange entries (pdfsig could not run: ${error instanceof Error ? error.message : String(error)})`;
  }
  const good = signatures.every(
    (s) => s.signatureValidation === 'Signature is Valid.' && s.certificateValidation === 'Certificate is Trusted.',
  );
  const signedBy = signatures.map((s) => s.commonName);
  if (!good || signedBy.join('|') !== names.join('|') || !signatures.at(-1)?.totalDocumentSigned) {
    throw new Error(`${label}: pdfsig does not accept the signatures: ${JSON.stringify(signatures)}`);
  }
  return '2 /ByteRange entries, pdfsig: both valid and trusted';
}

const perDrawing = (ms: number, count: number) => (ms / count).toFixed(1);
const split = (run: Run) =>
  `draw ${perDrawing(run.drawMs, run.count)} ms + sign ${perDrawing(run.signMs, run.count)} ms`;
const projected = (rate: number) => `2000 drawings in ${(2000 / rate).toFixed(0)} s`;
const cpuTime = (run: Run) =>
  `CPU time ${run.cpuSeconds.toFixed(1)} s, ${perDrawing(run.cpuSeconds * 1000, run.count)} ms a drawing`;

export const stamping: Benchmark = {
  id: 'stamping',
  title: 'Stamping and CA signing of drawings (in process)',
  async run({ log }): Promise<Row[]> {
    const sheets = await demoDrawings();
    const signingTime = new Date();
    const setup: StampingSetup = { sheets, signingTime, ...issueKeys(signingTime) };
    const names = [setup.registration.name, setup.output.name];
    log(
      `${sheets.length} distinct A1 drawings (${((sheets[0]?.length ?? 0) / 1000).toFixed(0)} kB the first), CA issued`,
    );

    const ours = await inThisThread(setup, nativeSigner, DRAWINGS, log);
    log(`one thread: ${DRAWINGS} in ${ours.seconds.toFixed(1)} s (${split(ours)}; ${cpuTime(ours)})`);
    const alternative = await inThisThread(setup, forgeSigner, FORGE_DRAWINGS, log);
    log(
      `forge in JS: ${FORGE_DRAWINGS} in ${alternative.seconds.toFixed(1)} s (${split(alternative)}; ${cpuTime(alternative)})`,
    );
    const checked = await verify('ours', ours.last, setup.authorityPem, names);
    const checkedAlternative = await verify('forge', alternative.last, setup.authorityPem, names);
    log(`checked: ${checked}; forge: ${checkedAlternative}`);
    const pool = await inWorkers(setup, DRAWINGS, WORKERS);
    log(
      `${WORKERS} workers: ${DRAWINGS} in ${pool.seconds.toFixed(1)} s (${split(pool)} in each worker; ${cpuTime(pool)})`,
    );

    const rate = DRAWINGS / ours.seconds;
    const alternativeRate = FORGE_DRAWINGS / alternative.seconds;
    const poolRate = DRAWINGS / pool.seconds;
    const size = (ours.last?.length ?? 0) / 1000;
    const work =
      `${sheets.length} distinct demo A1 drawings (the seed's renderDrawing) stamped ${DRAWINGS} times, cycling: ` +
      `apps/server's stampPdf draws 一级注册建筑师 陈建国, 吴磊's signature and 华筑设计出图专用章 as seals (no images) ` +
      `at the demo A1 frame template's rectangles, then signPdfIncrementally adds 2 CA signatures (the 2 stamps' ` +
      `certificates from a fresh enterprise CA, RSA 2048, CertificateSigner); no file store, no database writes; ` +
      `${WARM_UP} untimed drawings first; a signed drawing is ${size.toFixed(0)} kB; checked once: ${checked}.`;
    return [
      measured({
        name: `Stamping with 2 CA signatures, ${DRAWINGS} A1 drawings, one thread`,
        figure: rate,
        unit: 'drawings/s',
        alternative: 'same, signed by node-forge RSA in JS (P12Signer-style)',
        alternativeFigure: alternativeRate,
        target: TARGET,
        note:
          `${work} One thread: ${ours.seconds.toFixed(1)} s, ${projected(rate)}; per drawing ${split(ours)}; ` +
          `${cpuTime(ours)} (the load hardly moves it; the wall times grow with a busy machine). ` +
          `Alternative: the same drawings signed by a CertificateSigner variant whose key is forge's own ` +
          `(privateKeyFromPem, RSA in JavaScript inside forge.pkcs7), on the first ${FORGE_DRAWINGS} drawings: ` +
          `${alternative.seconds.toFixed(1)} s, ${projected(alternativeRate)}; per drawing ${split(alternative)}; ` +
          `${cpuTime(alternative)}; ` +
          `checked once: ${checkedAlternative}.`,
      }),
      measured({
        name: `Stamping with 2 CA signatures, ${DRAWINGS} A1 drawings, ${WORKERS} workers`,
        figure: poolRate,
        unit: 'drawings/s',
        alternative: 'same work, one thread',
        alternativeFigure: rate,
        target: TARGET,
        note:
          `The same ${DRAWINGS} drawings in ${WORKERS} worker threads (bench/benchmarks/stampingJob.ts) taking ` +
          `${CHUNK} at a time from one queue, ${WARM_UP} untimed drawings in each first: ${pool.seconds.toFixed(1)} s ` +
          `wall, ${projected(poolRate)}; per drawing in a worker ${split(pool)}; ${cpuTime(pool)}. The ratio is the ` +
          `speed-up over one thread: near 2 only when both cores are free (it cannot exceed the CPU the load ` +
          `leaves); the server does not run stamping on a worker pool yet.`,
      }),
      measured({
        name: 'CA signing of a stamped drawing, 2 signatures',
        figure: ours.signMs / ours.count,
        unit: 'ms',
        alternative: 'node-forge RSA in JS (P12Signer-style)',
        alternativeFigure: alternative.signMs / alternative.count,
        note:
          `signPdfIncrementally's share of the one-thread runs above (2 placeholders, 2 CMS signatures), per ` +
          `drawing: ${ours.count} drawings with CertificateSigner (native RSA), ${alternative.count} with forge's RSA.`,
      }),
    ];
  },
};

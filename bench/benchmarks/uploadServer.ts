// The upload benchmark's server rows (issue 5, 31): upload throughput through the server's real multipart flow
// against one plain PUT, and the server's resident memory during it.
import { createHash, randomFillSync } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ClientAgent, PDF_ONLY_FOLDER_TYPES, ResourceOwnerType, ResponseCode } from '@atelier/api';
import { type ApiClient, createApiClient, isApiError } from '@atelier/api/client';
import { fetchPutPart } from '../../packages/features/src/UploadPanel/engine/putPart';
import { PARTS_IN_FLIGHT, sendParts } from '../../packages/features/src/UploadPanel/engine/sendParts';
import {
  freePort,
  lastLines,
  listeningProcess,
  memoryOf,
  readLog,
  type Started,
  startProcess,
  waitForPort,
} from '../lib/proc';
import { atLeast, type BenchContext, measured, type Row } from '../lib/types';

const MiB = 1024 * 1024;
/** Bytes in memory that fetch and Blob take as they are. */
type Bytes = Uint8Array<ArrayBuffer>;
/** BENCH_UPLOAD_SERVER_MIB shortens a quick try; the README's figures use the default. */
export const UPLOAD_MIB = Number(process.env.BENCH_UPLOAD_SERVER_MIB ?? 256);
const WARMUP_UPLOAD_MIB = 12;
const UPLOAD_ROUNDS = 2;
/** How often the server's RSS is read during the upload rounds. */
const RSS_EVERY_MS = 50;
const USERNAME = process.env.BENCH_USERNAME ?? 'chenjianguo';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Atelier2026';

export const uploadNames = {
  upload: 'Upload throughput to the server',
  uploadRss: 'Upload server RSS peak during 256 MiB',
} as const;
export const uploadAlternatives = {
  upload: 'one plain HTTP PUT to a Node server',
  uploadRss: "the same server's RSS just before the upload (after the warm-up)",
} as const;
export const uploadTargets = { upload: atLeast(0.8, 'ratio', 'ratio >= 0.8') } as const;
const names = uploadNames;
const alternatives = uploadAlternatives;
const targets = uploadTargets;

const mibPerSecond = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);
const seconds = (runs: readonly number[]) => runs.map((ms) => (ms / 1000).toFixed(2)).join(', ');

// ---------------------------------------------------------------------------------------------------------------
// 3. Upload throughput: the server's multipart flow against one plain PUT
// ---------------------------------------------------------------------------------------------------------------

interface Target {
  projectId: string;
  parentId: string;
  describe: string;
}

interface Timed {
  ms: number;
  breakdown: string;
}

/** The project's first root folder the user may write to (not PDF-only), else the project's root. */
async function uploadTarget(client: ApiClient, enterpriseId: string): Promise<Target> {
  const projects = await client.project.list({ enterpriseId, pageNum: 1, pageSize: 50 });
  const project = projects.pageInfo.list[0];
  if (!project) throw new Error(`${USERNAME} sees no project`);
  const root = await client.files.list({ projectId: project.id, parentId: '0', pageNum: 1, pageSize: 50 });
  const folder = root.list.find(
    (entry) =>
      entry.isFolder &&
      !(PDF_ONLY_FOLDER_TYPES as readonly string[]).includes(entry.folderType ?? '') &&
      (entry.permission === undefined || entry.permission >= 4),
  );
  return folder
    ? { projectId: project.id, parentId: folder.resId, describe: `folder "${folder.resName}" of "${project.name}"` }
    : { projectId: project.id, parentId: '0', describe: `the root of "${project.name}"` };
}

/** One file through the real flow, as the upload engine sends it (its sendParts: several parts at once). */
async function uploadThroughServer(
  client: ApiClient,
  base: string,
  target: Target,
  data: Blob,
  md5: string,
  fileName: string,
): Promise<Timed> {
  const marks: number[] = [performance.now()];
  try {
    const known = await client.upload.rapidUpload({
      md5,
      size: data.size,
      name: fileName,
      projectId: target.projectId,
      parentId: target.parentId,
      ownerType: ResourceOwnerType.NormalProject,
    });
    throw new Error(`the rapid-upload check knew the bytes already (${known.resId}): not a fresh upload`);
  } catch (error) {
    if (!isApiError(error) || error.code !== ResponseCode.NewFile) throw error;
  }
  const start = await client.upload.multipartStart({ fileName, fileLength: data.size, fileMd5: md5 });
  marks.push(performance.now());
  const { uploadId, ossKey, partSize } = start;
  const count = Math.ceil(data.size / partSize);
  const parts = await sendParts({
    transport: {
      multipartPart: async (request, signal) => {
        const part = await client.upload.multipartPart(request, { signal });
        return { ...part, url: new URL(part.url, base).href };
      },
    },
    putPart: fetchPutPart,
    file: data,
    checkpoint: start,
    stored: [],
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
  marks.push(performance.now());
  const completed = await client.upload.multipartComplete({ uploadId, ossKey, fileMd5: md5, parts });
  marks.push(performance.now());
  await client.upload.registerProjectFile({
    ossMultiUpload: { fileName, fileLength: data.size, fileMd5: md5, ossKey: completed.ossKey },
    resOwner: {
      projectId: target.projectId,
      parentId: target.parentId,
      resourceOwnerType: ResourceOwnerType.NormalProject,
      specialtyId: null,
      subprojectId: null,
    },
  });
  marks.push(performance.now());
  const step = (index: number) => (((marks[index + 1] ?? 0) - (marks[index] ?? 0)) / 1000).toFixed(2);
  return {
    ms: (marks[4] ?? 0) - (marks[0] ?? 0),
    breakdown: `rapid check + start ${step(0)} s, ${count} parts of ${partSize / MiB} MiB ${step(1)} s, complete ${step(2)} s, register ${step(3)} s`,
  };
}

async function plainPut(url: string, data: Bytes): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: data,
  });
  const answer = (await response.json()) as { bytes?: number };
  if (!response.ok || answer.bytes !== data.length) {
    throw new Error(`the plain PUT answered ${response.status} ${JSON.stringify(answer)}`);
  }
  return performance.now() - started;
}

const randomBytes = (mib: number): Bytes => randomFillSync(new Uint8Array(new ArrayBuffer(mib * MiB)));
const md5Of = (data: Bytes) => createHash('md5').update(data).digest('hex');

export async function measureUpload({ root, workDir, log }: BenchContext): Promise<Row[]> {
  const data = randomBytes(UPLOAD_MIB);
  const warmData = randomBytes(WARMUP_UPLOAD_MIB);
  const warmMd5 = md5Of(warmData);

  // The alternative first: a plain server in its own process, as the real one is.
  const plainDir = path.join(workDir, 'plain-put');
  mkdirSync(plainDir, { recursive: true });
  const plainPort = await freePort();
  const plain = startProcess(
    'node',
    [path.resolve(import.meta.dirname, '../fixtures/plain-put.mjs'), String(plainPort), plainDir],
    { cwd: root, logFile: path.join(workDir, 'plain-put.log') },
  );
  const plainRuns: number[] = [];
  let plainPeakMiB = 0;
  try {
    await waitForPort(plainPort, plain, 30_000);
    const url = `http://127.0.0.1:${plainPort}/bench`;
    await plainPut(url, warmData);
    for (let round = 0; round < UPLOAD_ROUNDS; round += 1) plainRuns.push(await plainPut(url, data));
    plainPeakMiB = memoryOf(listeningProcess(plain.pid, plainPort)).peakMiB;
    log(
      `plain PUT: ${UPLOAD_MIB} MiB in ${seconds(plainRuns)} s (its process's peak RSS ${plainPeakMiB.toFixed(0)} MiB)`,
    );
  } finally {
    await plain.stop();
  }

  const port = await freePort();
  const dataDir = path.join(workDir, 'server-data');
  mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    STORAGE_DRIVER: 'local',
  };
  delete env.DATABASE_URL;
  const began = performance.now();
  const server: Started = startProcess('pnpm', ['--filter', '@atelier/server', 'start'], {
    cwd: root,
    env,
    logFile: path.join(workDir, 'upload-server.log'),
  });
  let sampler: NodeJS.Timeout | undefined;
  try {
    try {
      await waitForPort(port, server, 300_000);
    } catch (error) {
      throw new Error(
        `the server did not start: ${(error as Error).message}: ${lastLines(readLog(server.logFile), 3)}`,
      );
    }
    log(`server listening after ${((performance.now() - began) / 1000).toFixed(1)} s (PGlite, fresh DATA_DIR)`);
    const base = `http://127.0.0.1:${port}`;
    const session = { token: '', enterpriseId: '', userId: '' };
    const client = createApiClient({
      baseUrl: base,
      getToken: () => session.token,
      getEnterpriseId: () => session.enterpriseId,
      getUserId: () => session.userId,
      userAgent: ClientAgent.Web,
    });
    const login = await client.auth.login({ username: USERNAME, password: PASSWORD });
    session.token = login.token;
    session.userId = login.userInfo.userId;
    session.enterpriseId = login.userInfo.curEnterpriseId ?? login.enterpriseVoList[0]?.enterpriseId ?? '';
    const target = await uploadTarget(client, session.enterpriseId);
    const stamp = Date.now();
    const warm = await uploadThroughServer(
      client,
      base,
      target,
      new Blob([warmData]),
      warmMd5,
      `bench-warm-${stamp}.dwg`,
    );
    log(`warm-up upload of ${WARMUP_UPLOAD_MIB} MiB: ${warm.breakdown}`);
    const serverRuns: Timed[] = [];
    // The server's resident memory around the rounds: what buffering the parts costs shows here.
    const serverPid = listeningProcess(server.pid, port);
    const idleMiB = memoryOf(serverPid).rssMiB;
    const rssSamples: number[] = [];
    sampler = setInterval(() => rssSamples.push(memoryOf(serverPid).rssMiB), RSS_EVERY_MS);
    for (let round = 0; round < UPLOAD_ROUNDS; round += 1) {
      // New bytes each round (the first eight changed), or the rapid-upload check would know them.
      new DataView(data.buffer).setFloat64(0, Math.random());
      const md5 = md5Of(data);
      // A Blob as a picked file is; made before the clock starts.
      const file = new Blob([data]);
      const timed = await uploadThroughServer(client, base, target, file, md5, `bench-upload-${stamp}-${round}.dwg`);
      log(`server upload: ${UPLOAD_MIB} MiB in ${(timed.ms / 1000).toFixed(2)} s (${timed.breakdown})`);
      serverRuns.push(timed);
    }
    clearInterval(sampler);
    const peakMiB = Math.max(idleMiB, ...rssSamples);
    log(`server RSS: ${idleMiB.toFixed(0)} MiB before the rounds, peak ${peakMiB.toFixed(0)} MiB during them`);
    const best = serverRuns.reduce((a, b) => (b.ms < a.ms ? b : a));
    const plainMs = Math.min(...plainRuns);
    return [
      measured({
        name: names.upload,
        figure: mibPerSecond(data.length, best.ms),
        unit: 'MiB/s',
        alternative: alternatives.upload,
        alternativeFigure: mibPerSecond(data.length, plainMs),
        target: targets.upload,
        digits: 0,
        note:
          `${UPLOAD_MIB} MiB of random bytes from the bench process's memory to apps/server (pnpm start, ` +
          'NODE_ENV=production, PGlite in a fresh DATA_DIR, local storage) on 127.0.0.1, logged in as the demo user, ' +
          `into ${target.describe}, through the typed client: rapidUpload (20003), multipartStart, then the engine's ` +
          `sendParts (per part multipartPart and a fetch PUT of its bytes to the answered URL, ${PARTS_IN_FLIGHT} parts ` +
          'at once), multipartComplete (the server moves the parts it appended and hashed as they came into place and ' +
          `checks the MD5), registerProjectFile; best of ` +
          `${UPLOAD_ROUNDS} runs (${seconds(serverRuns.map((run) => run.ms))} s), the best ${best.breakdown}. The client's MD5 is computed beforehand and not ` +
          'counted (the MD5 rows measure it). After a warm-up upload of ' +
          `${WARMUP_UPLOAD_MIB} MiB. The alternative: one fetch PUT of the same ${UPLOAD_MIB} MiB to ` +
          'bench/fixtures/plain-put.mjs (node:http in its own process, streamed to a file, fsync before answering), ' +
          `after a ${WARMUP_UPLOAD_MIB} MiB warm-up, best of ${UPLOAD_ROUNDS} (${seconds(plainRuns)} s).`,
      }),
      measured({
        name: names.uploadRss,
        figure: peakMiB,
        unit: 'MiB',
        alternative: alternatives.uploadRss,
        alternativeFigure: idleMiB,
        digits: 0,
        note:
          `The server process's resident memory (/proc VmRSS, the node process listening on the port) read every ` +
          `${RSS_EVERY_MS} ms during the ${UPLOAD_ROUNDS} uploads of ${UPLOAD_MIB} MiB above (${rssSamples.length} ` +
          `samples); the alternative is its RSS just before them, after the warm-up. The plain PUT's process peaked at ` +
          `${plainPeakMiB.toFixed(0)} MiB (VmHWM over its whole life). RSS only: the V8 heap is not readable from outside.`,
      }),
    ];
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

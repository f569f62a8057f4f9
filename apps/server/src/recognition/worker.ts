import { buffer } from 'node:stream/consumers';
import { RecognitionStatus } from '@atelier/api';
import type { Database } from '../db/index';
import type { FileStore } from '../storage/fileStore';
import { type DrawingConverter, readability } from './converter';
import { recogniseDocument } from './document';
import { detectTesseract, type PageOcr } from './ocr';
import type { FrameTemplate, Recognition } from './recognise';
import {
  claimWaiting,
  mirrorStatus,
  projectMemberNames,
  requeueInterrupted,
  storedVersions,
  writeOutcome,
} from './repository';
import { loadFrameTemplates } from './store';

/** What the worker logs to (the app's logger: pino's interface). */
export interface RecognitionLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RecognitionWorkerOptions {
  db: Database;
  files: FileStore;
  log: RecognitionLog;
  /** Files read at once: pdfjs waits on its (fake) worker between steps, so two keep one core busy. 0: none. */
  concurrency: number;
  converters?: readonly DrawingConverter[];
  /**
   * Reads pages without a text layer (scans). Absent: Tesseract when installed (looked for at start); null: none,
   * such pages are 4_9 RECOGNITION_NO_TEXT_LAYER.
   */
  ocr?: PageOcr | null;
  /** How often to look for work queued by another process when nobody wakes the worker. */
  pollMs?: number;
  /** Files claimed per round. */
  batchSize?: number;
  /** A file taking longer is given up (4_9). */
  fileTimeoutMs?: number;
}

/** Files larger than this are not read (4_9): a drawing PDF is far smaller, and the bytes are held in memory. */
export const RECOGNITION_MAX_BYTES = 256 * 1024 * 1024;

interface Job {
  recordId: string;
  attempt: number;
  resourceId: string;
  projectId: string;
  enterpriseId: string;
  storageKey: string;
  size: number;
  ext: string;
}

/** What one round caches: templates per enterprise, members' names per project. */
interface RoundCache {
  templates: Map<string, Promise<FrameTemplate[]>>;
  members: Map<string, Promise<Map<string, string[]>>>;
}

class Timeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/**
 * The recognition worker: started with the app, stopped when it closes. The queue is the drawing_recognitions
 * table (rows in 0 待识别), so it survives a restart; the worker claims a few rows at a time (FOR UPDATE SKIP
 * LOCKED, so two processes would not read the same file), reads each PDF's text layer, matches a frame template,
 * reads the signers and maps them to project members by real name, and writes the outcome unless the file was
 * queued again meanwhile (`attempt`).
 */
export class RecognitionWorker {
  readonly converters: readonly DrawingConverter[];
  /** The OCR scans are read with (null: none installed); settled at start. */
  ocr: PageOcr | null;
  private readonly detectOcr: boolean;
  private readonly db: Database;
  private readonly files: FileStore;
  private readonly log: RecognitionLog;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly fileTimeoutMs: number;
  private running: Promise<void> | null = null;
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | null = null;
  /** Files read since start and the time spent on rounds that read some (throughput). */
  readonly stats = { files: 0, busyMs: 0 };

  constructor(options: RecognitionWorkerOptions) {
    this.db = options.db;
    this.files = options.files;
    this.log = options.log;
    this.concurrency = options.concurrency;
    this.converters = options.converters ?? [];
    this.ocr = options.ocr ?? null;
    this.detectOcr = options.ocr === undefined;
    this.pollMs = options.pollMs ?? 2_000;
    this.batchSize = options.batchSize ?? 8;
    this.fileTimeoutMs = options.fileTimeoutMs ?? 60_000;
  }

  /**
   * Puts back in the queue what a stopped process was reading (one server process per database), then runs.
   * With concurrency 0 nothing is read here: files stay queued for a process that reads them.
   */
  async start(): Promise<void> {
    if (this.concurrency <= 0 || this.running) return;
    if (this.detectOcr) {
      this.ocr = await detectTesseract();
      if (!this.ocr) this.log.warn({}, 'recognition: no OCR (tesseract with chi_sim): scanned pages answer 4_9');
    }
    await requeueInterrupted(this.db);
    this.running = this.loop();
  }

  /** Work was queued: look now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Finishes the files in hand and stops (before the database closes). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
    this.running = null;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let jobs: Job[] = [];
      try {
        jobs = await this.claim();
      } catch (error) {
        this.log.error({ err: error }, 'recognition: claiming work failed');
      }
      if (jobs.length === 0) {
        await this.sleep();
        continue;
      }
      const started = performance.now();
      const cache: RoundCache = { templates: new Map(), members: new Map() };
      let next = 0;
      const lane = async () => {
        while (next < jobs.length) {
          const job = jobs[next++] as Job;
          await this.process(job, cache);
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.concurrency, jobs.length) }, lane));
      this.stats.files += jobs.length;
      this.stats.busyMs += performance.now() - started;
    }
  }

  private sleep(): Promise<void> {
    if (this.woken || this.stopping) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      this.wakeUp = done;
    });
  }

  /** Takes the oldest waiting files: 0 → 3 识别中. */
  private async claim(): Promise<Job[]> {
    const claimed = await claimWaiting(this.db, this.batchSize);
    if (claimed.length === 0) return [];
    await mirrorStatus(
      this.db,
      claimed.map((c) => c.record_id),
    );
    const stored = await storedVersions(
      this.db,
      claimed.map((c) => c.record_id),
    );
    const byId = new Map(stored.map((s) => [s.id, s]));
    return claimed.map((c) => ({
      recordId: c.record_id,
      attempt: Number(c.attempt),
      resourceId: c.resource_id,
      projectId: c.project_id,
      enterpriseId: c.enterprise_id,
      storageKey: byId.get(c.record_id)?.storageKey ?? '',
      size: byId.get(c.record_id)?.size ?? 0,
      ext: byId.get(c.record_id)?.ext ?? '',
    }));
  }

  private async process(job: Job, cache: RoundCache): Promise<void> {
    let outcome: Recognition | { status: typeof RecognitionStatus.Failed; error: string };
    let pageCount: number | null = null;
    let page: number | null = null;
    try {
      const kind = readability(job.ext, this.converters);
      if (kind !== 'pdf' && kind !== 'convert') throw new Error(`cannot read .${job.ext}`);
      if (!job.storageKey) throw new Error('the file version has no stored bytes');
      if (job.size > RECOGNITION_MAX_BYTES) throw new Error(`${job.size} bytes is over the recognition limit`);
      let bytes: Uint8Array = new Uint8Array(await buffer(await this.files.get(job.storageKey)));
      const converter = this.converters.find((c) => c.extensions.includes(job.ext.toLowerCase()));
      if (kind === 'convert' && converter) bytes = await converter.toPdf(bytes, job.ext.toLowerCase());
      const templates = await this.templates(cache, job.enterpriseId);
      const read = await withTimeout(recogniseDocument(bytes, templates, this.ocr), this.fileTimeoutMs);
      pageCount = read.pageCount;
      outcome = read.outcome;
      if (outcome.status === RecognitionStatus.Success) page = outcome.page;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ recordId: job.recordId, err: message }, 'recognition failed');
      outcome = { status: RecognitionStatus.Failed, error: message.slice(0, 500) };
    }
    try {
      await this.write(job, outcome, { pageCount, page }, cache);
    } catch (error) {
      // Left in 识别中: the next start puts it back in the queue.
      this.log.error({ err: error, recordId: job.recordId }, 'recognition: storing the outcome failed');
    }
  }

  private templates(cache: RoundCache, enterpriseId: string) {
    let found = cache.templates.get(enterpriseId);
    if (!found) {
      found = loadFrameTemplates(this.db, enterpriseId);
      cache.templates.set(enterpriseId, found);
    }
    return found;
  }

  /** Project members by real name (a name two members share maps to nobody). */
  private members(cache: RoundCache, projectId: string) {
    let found = cache.members.get(projectId);
    if (!found) {
      found = projectMemberNames(this.db, projectId).then((rows) => {
        const byName = new Map<string, string[]>();
        for (const row of rows) {
          const key = row.realname.replace(/\s/g, '');
          byName.set(key, [...(byName.get(key) ?? []), row.userId]);
        }
        return byName;
      });
      cache.members.set(projectId, found);
    }
    return found;
  }

  private async write(
    job: Job,
    outcome: Recognition | { status: typeof RecognitionStatus.Failed; error: string },
    pages: { pageCount: number | null; page: number | null },
    cache: RoundCache,
  ): Promise<void> {
    const members = outcome.status === RecognitionStatus.Success ? await this.members(cache, job.projectId) : null;
    const success = outcome.status === RecognitionStatus.Success;
    // Queued again (reOcr) while being read: the newer request's answer is the one that counts (nothing written).
    await writeOutcome(this.db, job, {
      status: outcome.status,
      templateId: success ? outcome.template.id : null,
      scale: success ? outcome.scale : 1,
      printedInfo: success ? outcome.printedInfo : [],
      pageCount: pages.pageCount,
      page: pages.page,
      // Why it failed: the reader's error (4_9), or recognition's reason for a refusal (shown in the error report).
      error: 'error' in outcome ? outcome.error : 'reason' in outcome ? (outcome.reason ?? null) : null,
      signers: success
        ? outcome.signers.map((signer) => {
            const matches = members?.get(signer.name) ?? [];
            return {
              dutyId: signer.dutyId,
              position: signer.position,
              name: signer.name,
              userId: matches.length === 1 ? (matches[0] ?? null) : null,
            };
          })
        : [],
    });
  }
}

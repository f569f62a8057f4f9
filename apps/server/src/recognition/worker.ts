import { buffer } from 'node:stream/consumers';
import { RecognitionStatus } from '@atelier/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../db/index';
import { drawingRecognitions, fileRecords, projectMembers, recognisedSigners, resources, users } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import { type DrawingConverter, readability } from './converter';
import { readFirstPage } from './pdfPage';
import { type FrameTemplate, type Recognition, recognisePage } from './recognise';
import { loadFrameTemplates, mirrorStatus } from './store';

export interface RecognitionWorkerOptions {
  db: Database;
  files: FileStore;
  log: FastifyBaseLogger;
  /** Files read at once: pdfjs waits on its (fake) worker between steps, so two keep one core busy. 0: none. */
  concurrency: number;
  converters?: readonly DrawingConverter[];
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
  private readonly db: Database;
  private readonly files: FileStore;
  private readonly log: FastifyBaseLogger;
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
    await this.db
      .update(drawingRecognitions)
      .set({ status: RecognitionStatus.Waiting, startedAt: null })
      .where(eq(drawingRecognitions.status, RecognitionStatus.Recognising));
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
    const claimed = await queryRows<{
      record_id: string;
      attempt: number;
      resource_id: string;
      project_id: string;
      enterprise_id: string;
    }>(
      this.db,
      sql`with next as (
            select record_id from drawing_recognitions
             where status = ${RecognitionStatus.Waiting}
             order by queued_at, record_id
             limit ${this.batchSize}
             for update skip locked
          )
          update drawing_recognitions d
             set status = ${RecognitionStatus.Recognising}, started_at = now()
            from next
           where d.record_id = next.record_id
       returning d.record_id, d.attempt, d.resource_id, d.project_id, d.enterprise_id`,
    );
    if (claimed.length === 0) return [];
    await mirrorStatus(
      this.db,
      claimed.map((c) => c.record_id),
    );
    const stored = await this.db
      .select({ id: fileRecords.id, storageKey: fileRecords.storageKey, size: fileRecords.size, ext: resources.ext })
      .from(fileRecords)
      .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
      .where(
        inArray(
          fileRecords.id,
          claimed.map((c) => c.record_id),
        ),
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
    try {
      const kind = readability(job.ext, this.converters);
      if (kind !== 'pdf' && kind !== 'convert') throw new Error(`cannot read .${job.ext}`);
      if (!job.storageKey) throw new Error('the file version has no stored bytes');
      if (job.size > RECOGNITION_MAX_BYTES) throw new Error(`${job.size} bytes is over the recognition limit`);
      let bytes: Uint8Array = new Uint8Array(await buffer(await this.files.get(job.storageKey)));
      const converter = this.converters.find((c) => c.extensions.includes(job.ext.toLowerCase()));
      if (kind === 'convert' && converter) bytes = await converter.toPdf(bytes, job.ext.toLowerCase());
      const page = await withTimeout(readFirstPage(bytes), this.fileTimeoutMs);
      pageCount = page.pageCount;
      outcome = recognisePage(page, await this.templates(cache, job.enterpriseId));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ recordId: job.recordId, err: message }, 'recognition failed');
      outcome = { status: RecognitionStatus.Failed, error: message.slice(0, 500) };
    }
    try {
      await this.write(job, outcome, pageCount, cache);
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
      found = this.db
        .select({ userId: users.id, realname: users.realname })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, projectId))
        .then((rows) => {
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
    pageCount: number | null,
    cache: RoundCache,
  ): Promise<void> {
    const members = outcome.status === RecognitionStatus.Success ? await this.members(cache, job.projectId) : null;
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(drawingRecognitions)
        .set({
          status: outcome.status,
          templateId: outcome.status === RecognitionStatus.Success ? outcome.template.id : null,
          scale: outcome.status === RecognitionStatus.Success ? outcome.scale : 1,
          printedInfo: outcome.status === RecognitionStatus.Success ? outcome.printedInfo : [],
          pageCount,
          error: 'error' in outcome ? outcome.error : null,
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(drawingRecognitions.recordId, job.recordId),
            eq(drawingRecognitions.attempt, job.attempt),
            eq(drawingRecognitions.status, RecognitionStatus.Recognising),
          ),
        )
        .returning({ recordId: drawingRecognitions.recordId });
      // Queued again (reOcr) while being read: the newer request's answer is the one that counts.
      if (updated.length === 0) return;
      await tx.delete(recognisedSigners).where(eq(recognisedSigners.recordId, job.recordId));
      if (outcome.status === RecognitionStatus.Success && outcome.signers.length > 0) {
        await tx.insert(recognisedSigners).values(
          outcome.signers.map((signer) => {
            const matches = members?.get(signer.name) ?? [];
            return {
              recordId: job.recordId,
              dutyId: signer.dutyId,
              position: signer.position,
              name: signer.name,
              userId: matches.length === 1 ? (matches[0] ?? null) : null,
            };
          }),
        );
      }
      await tx
        .update(resources)
        .set({ recognitionStatus: outcome.status })
        .where(and(eq(resources.id, job.resourceId), eq(resources.currentRecordId, job.recordId)));
    });
  }
}

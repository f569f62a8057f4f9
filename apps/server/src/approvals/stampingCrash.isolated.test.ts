import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { StampingState } from '@atelier/api';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvals, fileRecords, stampLogs, storageIntents } from '../db/schema';
import { StampOperation } from '../stamps/stampLog';
import type { FileStore } from '../storage/fileStore';
import { launchPassedByWulei } from '../testing/approvals';
import { createTestServer, type TestServer } from '../testing/harness';
import { type StampingDeps, stampApproval } from './stamping';
import { passApproval } from './transitions';

/**
 * A stamping whose process stops between two of its steps (issue 21), simulated at the domain level: the run is
 * held forever at that point (a dead process never goes on), then the stamping runs again, as the restarted server's
 * job would. Two points: after a stamped PDF is stored and before its version row, and after the version row is
 * stored and before anything else. The resumed run must leave no stored object that nothing references, and log
 * each stamp placed exactly once.
 */

const crash = vi.hoisted(() => ({
  /** Set by a test: called once a stamped version is stored; answering a promise that never settles stops the run. */
  afterStore: null as null | (() => Promise<void>),
}));

vi.mock('./stampingRepository', async (importOriginal) => {
  const real = await importOriginal<typeof import('./stampingRepository')>();
  return {
    ...real,
    storeStampedVersion: async (...args: Parameters<typeof real.storeStampedVersion>) => {
      const stored = await real.storeStampedVersion(...args);
      if (crash.afterStore) await crash.afterStore();
      return stored;
    },
  };
});

let server: TestServer;
const DRAWINGS = ['01 建筑/施工图/建施-02 一层平面图.pdf'];

beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(() => server?.close());

let launches = 0;
/** A quick stamp approval of the drawings, passed by both signers, its stamping left to the test. */
async function passedApproval(): Promise<string> {
  launches += 1;
  const id = await launchPassedByWulei(server, `断电盖章-${launches}`, DRAWINGS);
  // The last pass as a process that died right after its commit: the stamping job is queued, nothing stamped.
  const actor = { userId: server.person('liuyang'), enterpriseId: server.ids.enterprises.huazhu };
  expect(await passApproval(server.db, actor, { actId: id }, undefined)).toBe('passed');
  return id;
}

const never = () => new Promise<never>(() => {});
const quietLog = { error: () => {}, warn: () => {} };

/** Starts a stamping run that stops for good at the point `stopAt` marks; resolves once it has stopped there. */
async function runUntilStopped(
  actId: string,
  stopAt: (stopped: () => void) => Pick<StampingDeps, 'files' | 'onPlaced'>,
): Promise<void> {
  let stopped!: () => void;
  const atStop = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  const errors: unknown[] = [];
  const log = { warn: () => {}, error: (details: object) => errors.push(details) };
  const run = stampApproval(server.db, { log, ...stopAt(stopped) }, actId);
  await Promise.race([
    atStop,
    run.then((state) => {
      throw new Error(`the run ended (${state}) before the stop: ${JSON.stringify(errors)}`);
    }),
  ]);
}

/** The stored objects of the approval's stamped PDFs (the local store's files), and those a version references. */
async function stampedObjects(actId: string) {
  const dir = path.join(server.dataDir, 'files', 'stamped', actId);
  const stored = (await readdir(dir).catch(() => [] as string[])).map((name) => `stamped/${actId}/${name}`).sort();
  const referenced = (
    await server.db
      .select({ key: fileRecords.storageKey })
      .from(fileRecords)
      .where(like(fileRecords.storageKey, `stamped/${actId}/%`))
  )
    .map((r) => r.key)
    .sort();
  return { stored, referenced };
}

const stampingState = async (actId: string) =>
  (await server.db.select().from(approvals).where(eq(approvals.id, actId)))[0]?.stampingState;

describe('a stamping stopped between two steps, run again', () => {
  it('removes the stamped PDF stored just before the stop, which had no version yet', async () => {
    expect(server.files.kind).toBe('local');
    const actId = await passedApproval();
    // The store's write completes, then the process dies before the version row.
    await runUntilStopped(actId, (stopped) => {
      const files: FileStore = {
        ...server.files,
        put: async (key, body) => {
          const written = await server.files.put(key, body);
          if (key.startsWith('stamped/')) {
            stopped();
            return never();
          }
          return written;
        },
      };
      return { files };
    });
    const left = await stampedObjects(actId);
    expect(left.stored).toHaveLength(1);
    expect(left.referenced).toEqual([]);

    expect(await stampApproval(server.db, { files: server.files, log: quietLog }, actId)).toBe(StampingState.Stamped);
    const after = await stampedObjects(actId);
    // One stamped version a drawing, and no other object under the approval's stamped PDFs.
    expect(after.referenced).toHaveLength(DRAWINGS.length);
    expect(after.stored).toEqual(after.referenced);
    expect(after.stored).not.toContain(left.stored[0]);
    expect(await server.db.select().from(storageIntents)).toEqual([]);
  });

  it('lets a run taken over while still alive store nothing and leave nothing (its object removed)', async () => {
    const actId = await passedApproval();
    // Run A writes its PDF and stalls (its lease runs out); run B takes the job over and stamps the approval.
    let stalled!: () => void;
    const atStall = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    let goOn!: () => void;
    const release = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const slow: FileStore = {
      ...server.files,
      put: async (key, body) => {
        const written = await server.files.put(key, body);
        if (key.startsWith('stamped/')) {
          stalled();
          await release;
        }
        return written;
      },
    };
    const runA = stampApproval(server.db, { files: slow, log: quietLog }, actId);
    await atStall;
    expect(await stampApproval(server.db, { files: server.files, log: quietLog }, actId)).toBe(StampingState.Stamped);
    goOn();
    await runA;
    const after = await stampedObjects(actId);
    expect(after.referenced).toHaveLength(DRAWINGS.length);
    expect(after.stored).toEqual(after.referenced);
    expect(await server.db.select().from(storageIntents)).toEqual([]);
  });

  it('logs each stamp placed exactly once when the stop came right after the last version was stored', async () => {
    const actId = await passedApproval();
    const placed = new Set<string>();
    try {
      await runUntilStopped(actId, (stopped) => {
        crash.afterStore = () => {
          stopped();
          return never();
        };
        return {
          files: server.files,
          onPlaced: (_recordId, placements) => {
            for (const p of placements) placed.add(p.stamp.id);
          },
        };
      });
    } finally {
      crash.afterStore = null;
    }
    expect(placed.size).toBeGreaterThan(0);
    expect(await stampingState(actId)).toBe(StampingState.Stamping);

    // The resumed run finds every drawing stamped: it stamps nothing, and the log must still hold every use.
    expect(await stampApproval(server.db, { files: server.files, log: quietLog }, actId)).toBe(StampingState.Stamped);
    const logged = await server.db
      .select({ stampId: stampLogs.stampId })
      .from(stampLogs)
      .where(and(eq(stampLogs.approvalId, actId), eq(stampLogs.operation, StampOperation.Use)));
    expect(logged.map((l) => l.stampId).sort()).toEqual([...placed].sort());
  });
});

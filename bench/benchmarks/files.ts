// The files benchmark (issue 26): a project folder of 10,000 files listed (its first page) and 1,000 of them moved
// to another folder through the server's own endpoints, each against the database's floor: one query of the same
// rows (the page's SELECT, the move's UPDATE) on the same database, in the same run. PGlite and PostgreSQL.
import { performance } from 'node:perf_hooks';
import { api } from '@atelier/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileRecords, resources } from '../../apps/server/src/db/schema';
import { createTestServer, type TestServer } from '../../apps/server/src/testing/harness';
import { startTempPostgres } from '../lib/postgres';
import type { BenchContext, Benchmark, Row } from '../lib/types';
import { measured, notMeasured } from '../lib/types';

/** BENCH_FILES_COUNT shortens a quick try; the README's figures use the default. */
const FILES = Number(process.env.BENCH_FILES_COUNT ?? 10_000);
const MOVED = Math.min(1_000, FILES);
const PAGE = 50;
const LIST_WARMUP = 3;
const LIST_RUNS = 11;
/** Moves there and back: each one timed. */
const MOVE_RUNS = 6;
const INSERT_BATCH = 1_000;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Two folders at the demo project's root: one holding FILES files (each with a version), one empty. */
async function makeFolders(server: TestServer) {
  const projectId = server.ids.projects.binjiang;
  const creator = server.person('chenjianguo');
  const folder = (name: string) =>
    server.db
      .insert(resources)
      .values({ projectId, isFolder: true, name, createdBy: creator })
      .returning({ id: resources.id });
  const [full] = await folder('万张图纸');
  const [empty] = await folder('移入目标');
  if (!full || !empty) throw new Error('the folders were not created');
  for (let start = 0; start < FILES; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, FILES - start) }, (_, i) => {
      const n = String(start + i + 1).padStart(5, '0');
      return {
        projectId,
        parentId: full.id,
        isFolder: false,
        name: `建施-${n} 平面图.pdf`,
        ext: 'pdf',
        size: 1_048_576,
        createdBy: creator,
      };
    });
    const made = await server.db.insert(resources).values(rows).returning({ id: resources.id });
    await server.db.insert(fileRecords).values(
      made.map(({ id }, i) => ({
        resourceId: id,
        version: 1,
        storageKey: `bench/${start + i}`,
        size: 1_048_576,
        md5: (start + i).toString(16).padStart(32, '0'),
        contentType: 'application/pdf',
        createdBy: creator,
      })),
    );
  }
  await server.db.execute(sql`
    update resources r set current_record_id = f.id from file_records f
    where f.resource_id = r.id and r.parent_id = ${full.id}`);
  const files = await server.db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.parentId, full.id), eq(resources.isFolder, false)))
    .orderBy(resources.name)
    .limit(MOVED);
  return { projectId, full: full.id, empty: empty.id, moved: files.map((f) => f.id) };
}

async function measure(kind: string, log: (message: string) => void): Promise<Row[]> {
  // The test harness seeds its own demo firm outside Vitest (no run-wide seed to copy).
  process.env.ATELIER_TEST_SEED = 'fresh';
  const server = await createTestServer({ recognitionWorkers: 0, checkResponses: false });
  try {
    log(`files (${kind}): ${FILES} files being written`);
    const { projectId, full, empty, moved } = await makeFolders(server);
    const options = { token: await server.login('chenjianguo'), enterpriseId: server.ids.enterprises.huazhu };

    const listPage = async () => {
      const { body } = await server.call(
        api.files.list,
        { projectId, parentId: full, pageNum: 1, pageSize: PAGE },
        options,
      );
      if (!body.success || body.result.list.length !== PAGE || body.result.total !== FILES) {
        throw new Error(`the list answered ${JSON.stringify(body).slice(0, 200)}`);
      }
    };
    // The floor: the page's rows in one query, as the folder's index and a sort give them.
    const floorPage = () =>
      server.db.execute(sql`
        select * from resources
        where project_id = ${projectId} and parent_id = ${full} and deleted_at is null and purged_at is null
        order by is_folder desc, name asc limit ${PAGE}`);
    const list: number[] = [];
    const listFloor: number[] = [];
    for (let i = 0; i < LIST_WARMUP + LIST_RUNS; i += 1) {
      const ours = await timed(listPage);
      const floor = await timed(floorPage);
      if (i >= LIST_WARMUP) {
        list.push(ours);
        listFloor.push(floor);
      }
    }

    const move = async (from: string, to: string) => {
      const { body } = await server.call(
        api.files.move,
        { projectId, parentId: from, sourceIds: moved, targetId: to },
        options,
      );
      if (!body.success) throw new Error(`the move answered ${JSON.stringify(body).slice(0, 200)}`);
    };
    const floorMove = (to: string) =>
      server.db.update(resources).set({ parentId: to, updatedAt: new Date() }).where(inArray(resources.id, moved));
    const moves: number[] = [];
    const moveFloor: number[] = [];
    for (let i = 0; i < MOVE_RUNS; i += 1) {
      const [from, to] = i % 2 === 0 ? [full, empty] : [empty, full];
      moves.push(await timed(() => move(from, to)));
      const [back, again] = [from, to];
      // The floor moves the same rows back and forth in between, so that each move of ours starts where it should.
      moveFloor.push(await timed(() => floorMove(back)));
      await floorMove(again);
    }
    const [there] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(resources)
      .where(eq(resources.parentId, MOVE_RUNS % 2 === 0 ? full : empty));
    log(`files (${kind}): after the moves the files' folder holds ${there?.n}`);

    const base = `${kind}, the demo project's creator; median of ${LIST_RUNS} (after ${LIST_WARMUP} uncounted)`;
    return [
      measured({
        name: `Files: first page of a folder of ${FILES.toLocaleString('en')} (${kind})`,
        figure: median(list),
        unit: 'ms',
        alternative: `one SELECT of the same ${PAGE} rows (${kind})`,
        alternativeFigure: median(listFloor),
        note: `${base}: api.files.list (pageNum 1, pageSize ${PAGE}) through the app (inject, no network, answers unchecked as in production), every file with a version; runs ${list.map((v) => v.toFixed(1)).join(', ')} ms against ${listFloor.map((v) => v.toFixed(1)).join(', ')} ms.`,
      }),
      measured({
        name: `Files: move ${MOVED.toLocaleString('en')} files to another folder (${kind})`,
        figure: median(moves),
        unit: 'ms',
        alternative: `one UPDATE of the same ${MOVED} rows (${kind})`,
        alternativeFigure: median(moveFloor),
        note: `${kind}: api.files.move of ${MOVED} files of the folder of ${FILES} into an empty folder and back, ${MOVE_RUNS} moves each timed (median); runs ${moves.map((v) => v.toFixed(0)).join(', ')} ms against ${moveFloor.map((v) => v.toFixed(1)).join(', ')} ms.`,
      }),
    ];
  } finally {
    await server.close();
  }
}

export const files: Benchmark = {
  id: 'files',
  title: 'Files: a folder of 10,000 and moving 1,000 (issue 26)',
  async run({ log }: BenchContext): Promise<Row[]> {
    const rows = await measure('PGlite', log);
    const ownUrl = process.env.DATABASE_URL;
    let postgres: Awaited<ReturnType<typeof startTempPostgres>> | undefined;
    try {
      if (!ownUrl) {
        postgres = await startTempPostgres(log);
        process.env.DATABASE_URL = postgres.url;
      }
      rows.push(...(await measure('PostgreSQL', log)));
    } catch (error) {
      for (const what of ['first page', 'move'])
        rows.push(
          notMeasured({
            name: `Files: ${what} (PostgreSQL)`,
            unit: 'ms',
            alternative: 'one query of the same rows (PostgreSQL)',
            reason: String(error instanceof Error ? error.message : error),
          }),
        );
    } finally {
      if (!ownUrl) delete process.env.DATABASE_URL;
      await postgres?.stop();
    }
    return rows;
  },
};

import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { api, finalRecognitionStatuses, type RecognitionStatus } from '@atelier/api';
import type { PersonKey, ProjectKey } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { fileRecords, resources } from '../db/schema';
import type { TestServer } from './harness';

/** The current version of a demo file. */
export async function recordOf(server: TestServer, project: ProjectKey, path: string): Promise<string> {
  const [row] = await server.db
    .select({ recordId: resources.currentRecordId })
    .from(resources)
    .where(eq(resources.id, server.resource(project, path)));
  if (!row?.recordId) throw new Error(`no current version of ${path}`);
  return row.recordId;
}

/** A drawing reference as the wizard sends it back. */
export async function refOf(server: TestServer, project: ProjectKey, path: string) {
  return {
    resId: server.resource(project, path),
    recordId: await recordOf(server, project, path),
    resName: path.slice(path.lastIndexOf('/') + 1),
  };
}

export type DrawingRef = Awaited<ReturnType<typeof refOf>>;

/** The references of several demo files, in the order given. */
export function refsOf(server: TestServer, project: ProjectKey, paths: readonly string[]): Promise<DrawingRef[]> {
  return Promise.all(paths.map((path) => refOf(server, project, path)));
}

/**
 * Starts recognition of these versions as the launcher does in the wizard (陈建国 by default) and waits for their
 * final statuses: a stamp approval takes only recognised drawings, so the approval tests do this first.
 */
export async function recognise(
  server: TestServer,
  project: ProjectKey,
  recordIds: readonly string[],
  launcher: PersonKey = 'chenjianguo',
): Promise<Record<string, RecognitionStatus>> {
  const token = await server.login(launcher);
  await server.call(
    api.quickApproval.startOcr,
    { recordIdList: recordIds, projectId: server.ids.projects[project] },
    { token },
  );
  return waitForRecognition(server, token, recordIds);
}

/** The references of these demo drawings, recognised (see {@link recognise}). */
export async function recognisedRefs(
  server: TestServer,
  project: ProjectKey,
  paths: readonly string[],
): Promise<DrawingRef[]> {
  const refs = await refsOf(server, project, paths);
  await recognise(
    server,
    project,
    refs.map((ref) => ref.recordId),
  );
  return refs;
}

/** A file version's row; throws when there is none. */
export async function versionRow(server: TestServer, recordId: string) {
  const [row] = await server.db.select().from(fileRecords).where(eq(fileRecords.id, recordId));
  if (!row) throw new Error(`no record ${recordId}`);
  return row;
}

/** A file version's stored bytes, as a plain Uint8Array (pdf.js refuses a Buffer). */
export async function versionBytes(server: TestServer, recordId: string): Promise<Uint8Array> {
  const { storageKey } = await versionRow(server, recordId);
  return new Uint8Array(await buffer(await server.files.get(storageKey)));
}

/** Puts a file into a demo folder directly (bytes in the store, rows in the database), as an upload would. */
export async function addProjectFile(
  server: TestServer,
  project: ProjectKey,
  folderPath: string,
  name: string,
  bytes: Buffer,
): Promise<{ resId: string; recordId: string }> {
  const [added] = await addProjectFiles(server, project, folderPath, [{ name, bytes }]);
  if (!added) throw new Error(`${name} was not added`);
  return added;
}

/** {@link addProjectFile} for many files at once (one insert per table), in the order given. */
export async function addProjectFiles(
  server: TestServer,
  project: ProjectKey,
  folderPath: string,
  files: readonly { name: string; bytes: Buffer }[],
): Promise<{ resId: string; recordId: string }[]> {
  const projectId = server.ids.projects[project];
  const parentId = server.resource(project, folderPath);
  const rows = files.map(({ name, bytes }) => {
    const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const recordId = randomUUID();
    return { name, bytes, ext, resId: randomUUID(), recordId, storageKey: `projects/${projectId}/${recordId}.${ext}` };
  });
  for (const row of rows) await server.files.put(row.storageKey, row.bytes);
  await server.db.insert(resources).values(
    rows.map((row) => ({
      id: row.resId,
      projectId,
      parentId,
      isFolder: false,
      name: row.name,
      ext: row.ext,
      size: row.bytes.length,
      currentRecordId: row.recordId,
    })),
  );
  await server.db.insert(fileRecords).values(
    rows.map((row) => ({
      id: row.recordId,
      resourceId: row.resId,
      version: 1,
      storageKey: row.storageKey,
      size: row.bytes.length,
      md5: createHash('md5').update(row.bytes).digest('hex'),
    })),
  );
  return rows.map(({ resId, recordId }) => ({ resId, recordId }));
}

/** Polls ocrStatus, as the wizard does, until every file has a final status (or the time is up). */
export async function waitForRecognition(
  server: TestServer,
  token: string,
  recordIds: readonly string[],
  timeoutMs = 60_000,
): Promise<Record<string, RecognitionStatus>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await server.call(api.quickApproval.ocrStatus, { recordIdList: recordIds }, { token });
    if (!body.success) throw new Error(`ocrStatus refused: ${body.message}`);
    const statuses = body.result as Record<string, RecognitionStatus>;
    const pending = recordIds.filter((id) => !finalRecognitionStatuses.includes(statuses[id] as RecognitionStatus));
    if (pending.length === 0 || Date.now() > until) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

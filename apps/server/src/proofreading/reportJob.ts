import { Buffer } from 'node:buffer';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ApprovalStatus } from '@atelier/api';
import type { Database } from '../db/index';
import { JobKind } from '../jobs/kinds';
import type { JobHandler, JobLog } from '../jobs/runner';
import { abandonObject, claimWrite, dropWrite, intendWrite, intentOwner, sweepIntents } from '../jobs/storageIntents';
import { pdfFont } from '../pdf/cjkFont';
import type { FileStore } from '../storage/fileStore';
import { formatDateTime } from '../util/format';
import { allMarks } from './marks';
import { renderProofReport } from './report';
import { findReport, reportDrawings, reportHeading, saveReport, storedVersions } from './repository';

/**
 * The marked-opinion report as background work (jobs/runner.ts): queued in the pass's own transaction
 * (approvals/transitions.ts), so a crash after the pass cannot lose it (the runner takes it up after a restart), and
 * run at once by the request. Running it again renders it again and replaces the stored one; a run stopped between
 * storing the PDF and its row leaves nothing behind (jobs/storageIntents.ts).
 */

export interface ProofReportDeps {
  files: FileStore;
  log: JobLog;
}

const readAll = async (stream: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(parts);
};

/** The bytes of the PDF versions these marks were drawn on, by record id (one that cannot be read is left out). */
export async function markedVersions(
  db: Database,
  files: FileStore,
  marks: readonly { recordId: string }[],
  unreadable: (error: unknown, recordId: string) => void,
): Promise<Map<string, Uint8Array>> {
  const versions = new Map<string, Uint8Array>();
  for (const version of await storedVersions(db, [...new Set(marks.map((m) => m.recordId))])) {
    if (version.contentType !== 'application/pdf') continue;
    try {
      versions.set(version.id, new Uint8Array(await readAll(await files.get(version.storageKey))));
    } catch (error) {
      unreadable(error, version.id);
    }
  }
  return versions;
}

/** Renders and stores the report of a passed proofreading; answers its storage key. */
export async function generateProofReport(db: Database, deps: ProofReportDeps, approvalId: string): Promise<string> {
  const heading = await reportHeading(db, approvalId);
  if (!heading) throw new Error(`proofReport: no approval ${approvalId}`);
  if (heading.status !== ApprovalStatus.Passed) throw new Error(`proofReport: approval ${approvalId} has not passed`);
  // What an earlier run stored and never recorded (it stopped, or was taken over) is removed first.
  const owner = intentOwner(JobKind.ProofReport, approvalId);
  await sweepIntents(db, deps.files, owner);
  const drawings = await reportDrawings(db, approvalId);
  const marks = await allMarks(db, approvalId);
  const versions = await markedVersions(db, deps.files, marks, (error, recordId) =>
    deps.log.warn(
      { err: error, approvalId, recordId },
      'proofReport: a marked version is unreadable, its page left out',
    ),
  );
  const { pdf, missing } = await renderProofReport(
    {
      actName: heading.actName,
      projectName: heading.projectName,
      initiator: heading.initiator,
      finishedAt: formatDateTime(heading.updatedAt),
      drawings,
      marks,
      versions,
    },
    await pdfFont(),
  );
  if (missing.length) {
    deps.log.warn(
      { approvalId, missing: missing.join('') },
      'proofReport: the PDF font lacks characters, drawn as a substitute (install fonts-wqy-microhei or set PDF_FONT)',
    );
  }
  const bytes = Buffer.from(pdf);
  const storageKey = `proofreports/${approvalId}-${randomUUID()}.pdf`;
  // Recorded before the write and claimed with the report's row (jobs/storageIntents.ts): a crash between the two
  // leaves a record the next run sweeps, never an object nothing references.
  await intendWrite(db, owner, storageKey);
  await deps.files.put(storageKey, bytes);
  const kept = await db.transaction(async (tx) => {
    if (!(await claimWrite(tx, storageKey))) return false;
    const before = await findReport(tx, approvalId);
    await saveReport(tx, {
      approvalId,
      storageKey,
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      opinions: marks.length,
    });
    // The replaced report's object, removed below (or by the next run if this one stops first).
    if (before && before.storageKey !== storageKey) await abandonObject(tx, owner, before.storageKey);
    return true;
  });
  if (!kept) {
    // A later run took over (this process was thought dead): its report stands.
    await dropWrite(db, deps.files, storageKey);
    return (await findReport(db, approvalId))?.storageKey ?? storageKey;
  }
  await sweepIntents(db, deps.files, owner);
  return storageKey;
}

export function proofReportJob(deps: ProofReportDeps): JobHandler {
  return {
    run: async (db, job) => {
      await generateProofReport(db, deps, job.subjectId);
    },
    // Nothing on the approval to mark: the download answers that the report is not ready; the log says why.
    giveUp: async (_db, job, failure) => {
      deps.log.error(
        { approvalId: job.subjectId, error: failure.interrupted ? 'interrupted' : failure.error },
        'proofReport: the report was not generated',
      );
    },
  };
}

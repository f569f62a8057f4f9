import { STAMP_CONFIG_PDF_ONLY } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { calcInfosOf, findCalcInfo, saveCalcInfo } from './calcInfoRepository';
import { type DrawingVersion, isPdf, readableVersions } from './drawings';
import { invalid } from './launch';

/** The text-signature page's stamp configurations of file versions (ordered signing, 000 section 7; issue 9). */

/** A file version the user may read (any project of the actor's enterprise they are a member of). */
async function readableVersion(db: Database, actor: Actor, recordId: string): Promise<DrawingVersion> {
  const versions = await readableVersions(db, actor, [recordId]);
  return versions.get(recordId) as DrawingVersion;
}

/**
 * The stamp configuration of a file version (text-signature mode), one per version, replaced on each save.
 * Whoever may read the file may configure it; only PDFs can be configured.
 */
export async function saveStampConfiguration(
  db: Database,
  actor: Actor,
  request: { recordId: string; templateId?: string | undefined; info: string },
): Promise<null> {
  const version = await readableVersion(db, actor, request.recordId);
  if (!isPdf(version.resource)) invalid(STAMP_CONFIG_PDF_ONLY);
  await saveCalcInfo(db, version.recordId, {
    templateId: request.templateId ?? null,
    info: request.info,
    updatedBy: actor.userId,
    updatedAt: new Date(),
  });
  return null;
}

/** The saved configuration of a version the user may read; null when none was saved. */
export async function stampConfiguration(db: Database, actor: Actor, recordId: string) {
  const version = await readableVersion(db, actor, recordId);
  const row = await findCalcInfo(db, version.recordId);
  return row ? { recordId: row.recordId, templateId: row.templateId, info: row.info } : null;
}

/** Which of the versions (all readable by the user) have a saved configuration: the dialog's 已配置/未配置. */
export async function configuredVersions(db: Database, actor: Actor, recordIdList: readonly string[]) {
  const versions = await readableVersions(db, actor, recordIdList);
  const saved = new Map((await calcInfosOf(db, [...versions.keys()])).map((row) => [row.recordId, row.templateId]));
  return recordIdList.map((recordId) => ({
    recordId,
    templateId: saved.get(recordId) ?? null,
    matched: saved.has(recordId),
  }));
}

/**
 * The checks a project's directory and a person's network disk share, written once (operations, disk, diskUploads
 * and diskProjectCopy use them): a bad request, a name taken, a clash no same-name choice covers (40007 naming the
 * names), the level needed on each resource acted on, edit (4) on what a replace sends away, and the disk's quota on what arrives there.
 */
import {
  type ConflictChoices,
  conflictMessage,
  DISK_QUOTA_BYTES,
  FileOperationMessage,
  fitsQuota,
  unresolvedConflicts,
} from '@atelier/api';
import { allows, inheritLevel, locateResources, Need, type ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode } from '../domain/errors';
import { usedDiskBytes } from './diskRepository';

export const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.InvalidRequest, message);
};

export const clash = (names: readonly string[]): never => {
  throw new DomainError(ErrorCode.NameTaken, conflictMessage(names));
};

/** Resources the user acts on, each located, with at least `need` on each (else `denial`). */
export async function actedOn(
  db: Database,
  access: ProjectAccess,
  ids: readonly string[],
  need: number,
  denial: string,
) {
  const located = await locateResources({ db }, access, ids);
  for (const found of located) if (!allows(found.level, need)) deny(denial);
  return located;
}

/** Refuses the clashing names no choice covers (each name's own, else the one for all). */
export function refuseUnresolved(conflicts: readonly string[], choices: ConflictChoices): void {
  const unresolved = unresolvedConflicts(conflicts, choices);
  if (unresolved.length > 0) clash(unresolved);
}

/** What a replace sends to the project's recycle bin (or versions) needs edit there, the level it inherits. */
export function requireEditThere(access: ProjectAccess, target: { level: number }, there: { id: string }): void {
  if (!allows(inheritLevel(access, target.level, there.id), Need.Edit)) deny(FileOperationMessage.NoEditPermission);
}

/** What arrives on the disk must fit its quota (the recycle bin counts until it is emptied): 网盘空间不足. */
export async function requireDiskRoom(db: Database, ownerId: string, adding: number): Promise<void> {
  if (!fitsQuota(await usedDiskBytes(db, ownerId), adding, DISK_QUOTA_BYTES)) {
    invalid(FileOperationMessage.DiskQuotaExceeded);
  }
}

/**
 * Writes to the file store that a crash cannot leak (issue 21). A job that writes an object and then the row
 * referencing it (a stamped version, a proofreading report) leaks the object if its process stops between the two,
 * and a resumed run, writing under a key of its own, would never find it. So the job:
 * 1. records the key it is about to write ({@link intendWrite}, committed),
 * 2. writes the object,
 * 3. claims the key ({@link claimWrite}) in the transaction that stores the row; a claim that fails means a later
 *    run gave this one up (its process was thought dead): the row is not stored and the object is removed.
 * A run begins by giving up what earlier runs of the same owner left ({@link sweepIntents}): their objects are
 * removed, then their rows. Every step is safe to repeat, so a crash at any point leaves rows that the next run
 * sweeps, never an object nothing references. Only `put` and `remove` are used: local files and S3 alike.
 */
import type { Database } from '../db/index';
import type { FileStore } from '../storage/fileStore';
import type { JobKind } from './kinds';
import {
  abandonIntents,
  deleteIntents,
  deleteLiveIntent,
  insertAbandoned,
  insertIntent,
} from './storageIntentRepository';

/** Whose writes: one job kind's work on one subject. */
export const intentOwner = (kind: JobKind, subjectId: string) => `${kind}:${subjectId}`;

/** Step 1: records that the owner is about to write the key (call outside any transaction, before the write). */
export function intendWrite(db: Database, owner: string, key: string): Promise<void> {
  return insertIntent(db, owner, key);
}

/** Step 3, in the transaction storing the row: true when the write is still this run's to keep. */
export function claimWrite(tx: Database, key: string): Promise<boolean> {
  return deleteLiveIntent(tx, key);
}

/** A stored object the row no longer references (a replaced report): removed by {@link sweepIntents}. */
export function abandonObject(tx: Database, owner: string, key: string): Promise<void> {
  return insertAbandoned(tx, owner, key);
}

/** Removes the object of a write that was not kept, then forgets it. */
export async function dropWrite(db: Database, files: FileStore, key: string): Promise<void> {
  await files.remove(key);
  await deleteIntents(db, [key]);
}

/**
 * Gives up the owner's earlier writes that were never claimed, removes their objects and forgets them. A run of the
 * owner calls it first (and a job given up, in its giveUp); answers the keys removed.
 */
export async function sweepIntents(db: Database, files: FileStore, owner: string): Promise<string[]> {
  const keys = await abandonIntents(db, owner);
  for (const key of keys) await files.remove(key);
  await deleteIntents(db, keys);
  return keys;
}

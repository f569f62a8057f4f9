import { rm } from 'node:fs/promises';
import { fsyncPath } from '../storage/fileStore';
import type { Md5Thread } from './md5Thread';

/**
 * A local upload put together while its parts arrive: each confirmed part is appended, in part order, to one file
 * in the upload's folder and hashed as it is appended (on the MD5 thread, from the part file just written), so the
 * completion renames that file into the store instead of reading every part back and writing the object again.
 * Parts confirmed ahead of the next one wait for their turn. It lives in this process only: after a restart, or
 * when another process took some parts, the completion assembles from the part files as before (`take` answers
 * null).
 */
interface Assembly {
  /** The file the parts are appended to. */
  file: string;
  /** The part appended next. */
  next: number;
  size: number;
  /** The etag (MD5) of each appended part: the completion checks them against the parts it lists. */
  appended: Map<number, string>;
  /** Parts confirmed ahead of `next`, and their files. */
  waiting: Map<number, { etag: string; size: number; partFile: string }>;
  /** Appends run one after another. */
  queue: Promise<void>;
  /** A write failed or a part already appended came again with other bytes: the completion assembles as before. */
  broken: boolean;
}

/**
 * The assemblies of one server (one per part store, so one per running app), keyed by the upload's folder; the
 * appends and their MD5 run on `thread`.
 */
export function createAssemblies(thread: Md5Thread) {
  const assemblies = new Map<string, Assembly>();

  /** Begins the assembly of an upload whose folder is `folder` (called when the upload starts). */
  function begin(folder: string, file: string): void {
    assemblies.set(folder, {
      file,
      next: 1,
      size: 0,
      appended: new Map(),
      waiting: new Map(),
      queue: Promise.resolve(),
      broken: false,
    });
  }

  async function append(
    folder: string,
    assembly: Assembly,
    part: { etag: string; size: number; partFile: string },
  ): Promise<void> {
    await thread.append(folder, assembly.file, part.partFile);
    assembly.size += part.size;
    assembly.appended.set(assembly.next, part.etag);
    assembly.next += 1;
  }

  /** Appends what can be appended now: the part `next`, then the waiting ones that follow it. */
  async function drain(folder: string, assembly: Assembly): Promise<void> {
    for (let part = assembly.waiting.get(assembly.next); part; part = assembly.waiting.get(assembly.next)) {
      assembly.waiting.delete(assembly.next);
      await append(folder, assembly, part);
    }
  }

  /**
   * A part was confirmed (its part file written and its row committed). Returns at once; the append runs behind.
   * No assembly (started in another process, or before a restart): nothing to do.
   */
  function confirmed(folder: string, partNumber: number, size: number, etag: string, partFile: string): void {
    const assembly = assemblies.get(folder);
    if (!assembly || assembly.broken) return;
    if (partNumber < assembly.next) {
      // Sent again after it was appended: the same bytes change nothing; others cannot be put back in.
      if (assembly.appended.get(partNumber) !== etag) assembly.broken = true;
      return;
    }
    assembly.waiting.set(partNumber, { etag, size, partFile });
    assembly.queue = assembly.queue
      .then(() => (assembly.broken ? undefined : drain(folder, assembly)))
      .catch(() => {
        assembly.broken = true;
        assembly.waiting.clear();
      });
  }

  /**
   * Ends the assembly for the completion: once every part is appended with exactly the listed etags, the file is
   * flushed and answered with the MD5 and length of its bytes; null otherwise (the caller assembles from the part
   * files). The assembly is forgotten either way.
   */
  async function take(
    folder: string,
    listed: readonly { partNumber: number; etag: string }[],
  ): Promise<{ file: string; md5: string; size: number } | null> {
    const assembly = assemblies.get(folder);
    if (!assembly) return null;
    await assembly.queue;
    // A second completion sent at the same time: the first one has it.
    if (assemblies.get(folder) !== assembly) return null;
    assemblies.delete(folder);
    const complete =
      !assembly.broken &&
      assembly.next === listed.length + 1 &&
      listed.every((part) => assembly.appended.get(part.partNumber) === part.etag);
    if (!complete) {
      thread.drop(folder);
      await rm(assembly.file, { force: true });
      return null;
    }
    const [md5] = await Promise.all([thread.digest(folder), fsyncPath(assembly.file)]);
    return { file: assembly.file, md5, size: assembly.size };
  }

  /**
   * Forgets an upload's assembly (aborted, failed, swept); its file goes with the upload's folder. Resolves once an
   * append already under way has ended, so that the folder can be removed: removed while the thread still wrote into
   * it, the removal failed (an abort right after a part answered an error on a check run).
   */
  async function drop(folder: string): Promise<void> {
    const assembly = assemblies.get(folder);
    if (!assembly) return;
    assemblies.delete(folder);
    assembly.broken = true;
    assembly.waiting.clear();
    thread.drop(folder);
    await assembly.queue;
  }

  return { begin, confirmed, take, drop };
}

export type Assemblies = ReturnType<typeof createAssemblies>;

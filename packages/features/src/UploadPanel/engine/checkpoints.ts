/**
 * Checkpoints of started multipart uploads, so picking the same file again after a reload resumes it. The key is
 * what identifies a picked file without reading it (name, size, last modified) plus the target; the MD5 stored
 * with the checkpoint is compared once the file is hashed, so a different file with the same key starts over.
 */
import type { CheckpointStorage, UploadCheckpoint, UploadItemTarget } from './types';

const PREFIX = 'atelier.upload.checkpoint:';

export function checkpointKey(
  file: { name: string; size: number; lastModified: number },
  target: UploadItemTarget,
): string {
  const where = [target.kind, target.projectId, target.parentId, target.resId ?? ''].join('/');
  return `${PREFIX}${file.name}|${file.size}|${file.lastModified}|${where}`;
}

function isCheckpoint(value: unknown): value is UploadCheckpoint {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.uploadId === 'string' &&
    typeof record.ossKey === 'string' &&
    typeof record.partSize === 'number' &&
    record.partSize > 0 &&
    typeof record.md5 === 'string'
  );
}

/** JSON in a Web Storage; a failed write removes the key (001 section 9), a corrupt entry reads as none. */
export function webStorageCheckpoints(storage: Storage): CheckpointStorage {
  return {
    get(key) {
      try {
        const text = storage.getItem(key);
        const value: unknown = text === null ? null : JSON.parse(text);
        return isCheckpoint(value) ? value : null;
      } catch {
        return null;
      }
    },
    set(key, checkpoint) {
      try {
        storage.setItem(key, JSON.stringify(checkpoint));
      } catch {
        storage.removeItem(key);
      }
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}

/** In memory: tests, and where there is no localStorage. */
export function memoryCheckpoints(): CheckpointStorage & { readonly entries: Map<string, UploadCheckpoint> } {
  const entries = new Map<string, UploadCheckpoint>();
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, checkpoint) => void entries.set(key, checkpoint),
    remove: (key) => void entries.delete(key),
  };
}

export function defaultCheckpointStorage(): CheckpointStorage {
  try {
    if (typeof localStorage !== 'undefined') return webStorageCheckpoints(localStorage);
  } catch {
    // Storage can throw on access (privacy settings): keep checkpoints for this page only.
  }
  return memoryCheckpoints();
}

/**
 * A lazily loaded page that fails to load (a deploy replaced the chunks this page knows) triggers one page reload;
 * a session flag prevents a reload loop (001 section 2.1).
 */

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

/** Whether to reload for this error, given whether this tab already reloaded once for one. */
export function shouldReloadForChunkError(error: unknown, alreadyReloaded: boolean): boolean {
  return !alreadyReloaded && isChunkLoadError(error);
}

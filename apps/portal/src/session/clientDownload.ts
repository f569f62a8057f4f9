import type { ClientDownloadRequest } from './outcomes';

/** The client-download dialog's state, opened from outside React by the outcome handling. */
export interface ClientDownloadStore {
  open(request: ClientDownloadRequest): void;
  close(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ClientDownloadRequest | null;
}

export function createClientDownloadStore(): ClientDownloadStore {
  let current: ClientDownloadRequest | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ClientDownloadRequest | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    open: (request) => set(request),
    close: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}

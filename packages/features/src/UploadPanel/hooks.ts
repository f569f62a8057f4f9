/** The panel's bindings to its engine: the snapshot, the leave warning and the offline event. */
import { useEffect, useSyncExternalStore } from 'react';
import { hasUnfinished, type UploadEngine, type UploadSnapshot } from './engine';

/** The engine's snapshot; re-renders at most once a frame while items move. */
export function useUploadSnapshot(engine: UploadEngine): UploadSnapshot {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}

/**
 * While items wait, upload or are paused the browser asks before leaving the page (001 section 4.1); going
 * offline fails every unfinished item at once rather than leaving them hanging.
 */
export function useUploadGuards(engine: UploadEngine): void {
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnfinished(engine.getSnapshot())) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const offline = () => engine.offline();
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('offline', offline);
    };
  }, [engine]);
}

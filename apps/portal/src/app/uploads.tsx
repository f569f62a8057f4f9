/**
 * The portal's uploads: one engine for the whole session, so a running upload survives moving between pages, and
 * one panel over every page of the main layout. Each finished file refreshes the folder lists.
 */
import { disk, files } from '@atelier/api';
import { queryFilterOf } from '@atelier/api/client';
import { createProjectUploadTransport, createUploadEngine, type UploadEngine, UploadPanel } from '@atelier/features';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useServices } from './services';

interface Uploads {
  engine: UploadEngine;
  /** Shows the panel again after it was closed (new files were queued). */
  showPanel: () => void;
}

const UploadsContext = createContext<Uploads | null>(null);

export function UploadsProvider({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [engine] = useState(() => createUploadEngine({ transport: createProjectUploadTransport(client) }));
  const [panelShown, setPanelShown] = useState(true);
  useEffect(() => () => engine.dispose(), [engine]);
  // Refresh the folder lists (a project's and the disk's, with its capacity) at most every 2 s while a batch of
  // hundreds lands, and once after the last.
  const refresh = useThrottled(() => {
    void queryClient.invalidateQueries(queryFilterOf(files));
    void queryClient.invalidateQueries(queryFilterOf(disk));
  }, 2000);
  return (
    <UploadsContext.Provider value={{ engine, showPanel: () => setPanelShown(true) }}>
      {children}
      {panelShown ? <UploadPanel engine={engine} onClose={() => setPanelShown(false)} onSettled={refresh} /> : null}
    </UploadsContext.Provider>
  );
}

export function useUploads(): Uploads {
  const uploads = useContext(UploadsContext);
  if (!uploads) throw new Error('useUploads needs an <UploadsProvider> above it');
  return uploads;
}

/** Calls `run` at once, then at most every `ms`, with a trailing call for what came in between. */
function useThrottled(run: () => void, ms: number): () => void {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      runRef.current();
    } else if (!timer.current) {
      timer.current = setTimeout(() => {
        timer.current = null;
        last.current = Date.now();
        runRef.current();
      }, wait);
    }
  };
}

import type { ApiClient } from '@atelier/api/client';
import type { ToastQueue } from '@atelier/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { ClientDownloadStore } from '../session/clientDownload';
import type { Session } from '../session/session';

/** What the portal builds once at start and hands to its pages. */
export interface PortalServices {
  session: Session;
  client: ApiClient;
  queryClient: QueryClient;
  toast: ToastQueue;
  clientDownload: ClientDownloadStore;
  /** Reloads the page (a function so tests and the enterprise switch can share it). */
  reload: () => void;
}

const ServicesContext = createContext<PortalServices | null>(null);

export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider> above it');
  return services;
}

export function useSession(): Session {
  return useServices().session;
}

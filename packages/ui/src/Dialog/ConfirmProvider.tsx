import type { ReactNode } from 'react';

// Placeholder until the confirm dialog lands (issue 2, same session).
export function ConfirmProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

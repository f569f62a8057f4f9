import type { ReactNode } from 'react';

// Placeholder until the toast service lands (issue 2, same session).
export function ToastProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

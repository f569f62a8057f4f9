import { Navigate } from 'react-router';

/** /project-center opens the list. */
export function Component() {
  return <Navigate to="list" replace />;
}

import { Navigate, useParams, useSearchParams } from 'react-router';
import { projectDirPath } from '../../router/paths';

/**
 * The project main route (project_id with query simpleName, proType, pageNum, dir=root, resId): opens the project's
 * files, in the folder `resId` unless `dir` is root.
 */
export function Component() {
  const { project_id: projectId = '' } = useParams();
  const [query] = useSearchParams();
  const resId = query.get('dir') === 'root' ? null : query.get('resId');
  return <Navigate to={projectDirPath({ projectId, resId })} replace />;
}

import { ButtonPermission } from '@atelier/api';
import { PublishList } from '@atelier/features';
import { Page } from '../../layout/Page';
import { usePermissions, useProjectList } from '../../queries/hooks';
import { ProjectFilter } from '../../queries/keys';
import * as styles from './publish.css';

/**
 * 发布列表 (/publish/list, 001 section 2.1; menu key publishList): the publish approvals waiting to be published and
 * the published ones. The actions follow the person's publish buttons (000 section 6); the server checks them again.
 */
export function Component() {
  const { keys } = usePermissions();
  const canSeeProjects = keys.has('projectCenter');
  const { projects } = useProjectList('', ProjectFilter.All, canSeeProjects);
  return (
    <Page>
      <div className={styles.card}>
        <PublishList
          showTitle={false}
          canDownload={keys.has(ButtonPermission.PublishDownload)}
          canShare={keys.has(ButtonPermission.PublishShare)}
          canConfirm={keys.has(ButtonPermission.PublishConfirm)}
          {...(canSeeProjects ? { projects } : {})}
        />
      </div>
    </Page>
  );
}

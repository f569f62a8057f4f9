import type { NotificationTarget } from '@atelier/api';
import { ACT_PARAM, projectDirPath } from '../../router/paths';
import { WorkflowTab } from '../workflow/workflow';

/**
 * Where a notification's click leads in the portal (001 section 4.3): the approval detail in the workflow centre (a
 * to-do under 待我审批, the others under 我发起的), the publish-apply detail in the publish list, the project's files;
 * null for a target that is only a message (the caller shows it).
 */
export function notificationPath(target: NotificationTarget): string | null {
  switch (target.kind) {
    case 'approval': {
      const tab = target.pending ? WorkflowTab.ForMe : WorkflowTab.LaunchedByMe;
      return `/workflow/all?${new URLSearchParams({ tab, [ACT_PARAM]: target.actId }).toString()}`;
    }
    case 'publishApply':
      return `/workflow/publish?${new URLSearchParams({ tab: WorkflowTab.ForMe, [ACT_PARAM]: target.actId }).toString()}`;
    case 'project':
      return projectDirPath({ projectId: target.projectId });
    case 'message':
      return null;
  }
}

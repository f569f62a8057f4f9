import type { AnyEndpoint } from '../define';
import { approval } from './approval';
import { approvalCenter } from './approvalCenter';
import { auth } from './auth';
import { ca } from './ca';
import { disk } from './disk';
import { download } from './download';
import { drawingCheck } from './drawingCheck';
import { enterprise } from './enterprise';
import { enterpriseSetup } from './enterpriseSetup';
import { files } from './files';
import { flowTemplate } from './flowTemplate';
import { help } from './help';
import { label } from './label';
import { mark } from './mark';
import { notice } from './notice';
import { notify } from './notify';
import { ocrTemplate } from './ocrTemplate';
import { orderedSigning } from './orderedSigning';
import { project } from './project';
import { proofreading } from './proofreading';
import { publish } from './publish';
import { quickApproval } from './quickApproval';
import { stamp } from './stamp';
import { structure } from './structure';
import { workbench } from './workbench';

export { type EnterpriseRole, enterpriseRoleSchema, permissionNodeSchema, type RoleUser } from './enterpriseSetup';
export { type AuditEntry, auditEntrySchema } from './log';
export { type Notice, type NoticeSummary, noticeSchema, noticeSummarySchema } from './notice';
export { type Notification, notificationSchema } from './notify';
export { type OpinionImportResult, opinionImportResultSchema } from './opinionBank';
export { type ProjectTemplate, projectTemplateSchema } from './project';
export { departmentNodeSchema, type StaffMember, staffSchema } from './structure';
export { type LoginDevice, loginDeviceSchema } from './user';
export {
  type NavigationShortcut,
  navigationNodeSchema,
  navigationShortcutSchema,
  type UserBaseDetail,
  userBaseDetailSchema,
} from './workbench';

import { log } from './log';
import { opinionBank } from './opinionBank';
import { upload } from './upload';
import { user } from './user';

/**
 * Every endpoint, by area. This object is the contract: the client's typed groups, the MSW handlers and the
 * server's routes are all derived from it.
 *
 * Not declared: the drawing-review families /user/drawing/*, /project/drawing/*, /res/drawing/* (000 section 7
 * names only the families; their calls and shapes are not shown).
 */
export const api = {
  auth,
  user,
  enterprise,
  project,
  files,
  disk,
  upload,
  download,
  flowTemplate,
  quickApproval,
  drawingCheck,
  orderedSigning,
  approval,
  approvalCenter,
  proofreading,
  stamp,
  ca,
  ocrTemplate,
  publish,
  mark,
  help,
  structure,
  notify,
  notice,
  log,
  enterpriseSetup,
  label,
  workbench,
  opinionBank,
} as const;

export type Api = typeof api;
export type Area = keyof Api;

/** Every endpoint as a flat list. */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(api).flatMap((area) =>
  Object.values(area as Record<string, AnyEndpoint>),
);

/** Looks an endpoint up by id ('flowTemplate.create'). */
export function endpointById(id: string): AnyEndpoint | undefined {
  return allEndpoints.find((endpoint) => endpoint.id === id);
}

export {
  approval,
  approvalCenter,
  auth,
  ca,
  disk,
  download,
  drawingCheck,
  enterprise,
  enterpriseSetup,
  files,
  flowTemplate,
  help,
  log,
  mark,
  notice,
  notify,
  ocrTemplate,
  opinionBank,
  orderedSigning,
  project,
  proofreading,
  publish,
  quickApproval,
  stamp,
  structure,
  upload,
  user,
  workbench,
};

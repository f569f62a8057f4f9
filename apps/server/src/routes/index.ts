import type { Area } from '@atelier/api';
import type { FastifyInstance } from 'fastify';
import type { AreaPlugin } from '../http/area';
import { approvalArea } from './approval';
import { approvalCenterArea } from './approvalCenter';
import { authArea } from './auth';
import { caArea } from './ca';
import { diskArea } from './disk';
import { downloadArea } from './download';
import { drawingCheckArea } from './drawingCheck';
import { enterpriseArea } from './enterprise';
import { enterpriseSetupArea } from './enterpriseSetup';
import { filesArea } from './files';
import { flowTemplateArea } from './flowTemplate';
import { helpArea } from './help';
import { labelArea } from './label';
import { logArea } from './log';
import { markArea } from './mark';
import { noticeArea } from './notice';
import { notifyArea } from './notify';
import { ocrTemplateArea } from './ocrTemplate';
import { opinionBankArea } from './opinionBank';
import { orderedSigningArea } from './orderedSigning';
import { projectArea } from './project';
import { proofreadingArea } from './proofreading';
import { publishArea } from './publish';
import { quickApprovalArea } from './quickApproval';
import { stampArea } from './stamp';
import { structureArea } from './structure';
import { uploadArea } from './upload';
import { userArea } from './user';
import { workbenchArea } from './workbench';

/** One plugin per contract area (http/area.ts): an area the contract gains does not compile until it has one. */
export const AREAS: { readonly [A in Area]: AreaPlugin<A> } = {
  auth: authArea,
  user: userArea,
  enterprise: enterpriseArea,
  project: projectArea,
  files: filesArea,
  disk: diskArea,
  upload: uploadArea,
  download: downloadArea,
  flowTemplate: flowTemplateArea,
  quickApproval: quickApprovalArea,
  drawingCheck: drawingCheckArea,
  orderedSigning: orderedSigningArea,
  approval: approvalArea,
  approvalCenter: approvalCenterArea,
  proofreading: proofreadingArea,
  stamp: stampArea,
  ca: caArea,
  ocrTemplate: ocrTemplateArea,
  publish: publishArea,
  mark: markArea,
  help: helpArea,
  structure: structureArea,
  notify: notifyArea,
  notice: noticeArea,
  log: logArea,
  enterpriseSetup: enterpriseSetupArea,
  workbench: workbenchArea,
  label: labelArea,
  opinionBank: opinionBankArea,
};

/**
 * Every declared endpoint, mounted by its area's plugin: the ones this version answers, and for the others (calls
 * of later issues) a clear refusal, 50001 该功能暂未开放 (a warning toast), never a made-up answer.
 */
export function registerRoutes(app: FastifyInstance): { implemented: string[]; planned: string[] } {
  const plugins = Object.values(AREAS);
  for (const plugin of plugins) plugin.register(app);
  return { implemented: plugins.flatMap((p) => p.implemented), planned: plugins.flatMap((p) => p.planned) };
}

import { allEndpoints } from '@atelier/api';
import type { FastifyInstance } from 'fastify';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import type { AreaPlugin } from '../http/area';
import { registerEndpoint, registeredEndpoints } from '../http/registerEndpoint';
import { registerApprovalRoutes } from './approval';
import { registerApprovalDownloadRoutes } from './approvalDownload';
import { registerAuthRoutes } from './auth';
import { registerCaRoutes } from './ca';
import { diskArea } from './disk';
import { registerDownloadRoutes } from './download';
import { registerDrawingCheckRoutes } from './drawingCheck';
import { registerEnterpriseRoutes } from './enterprise';
import { registerFileRoutes } from './files';
import { registerFlowTemplateRoutes } from './flowTemplate';
import { helpArea } from './help';
import { markArea } from './mark';
import { ocrTemplateArea } from './ocrTemplate';
import { registerOrderedSigningRoutes } from './orderedSigning';
import { registerProjectRoutes } from './project';
import { proofreadingArea } from './proofreading';
import { registerPublishRoutes } from './publish';
import { registerQuickApprovalRoutes } from './quickApproval';
import { registerStampRoutes } from './stamp';
import { registerStampManagementRoutes } from './stampManagement';
import { registerUploadRoutes } from './upload';
import { userArea } from './user';

/** The contract's areas, one plugin each (http/area.ts). */
const AREAS: readonly AreaPlugin[] = [userArea, diskArea, proofreadingArea, ocrTemplateArea, markArea, helpArea];

/**
 * Every declared endpoint: the ones this version answers, and for the others (calls of later issues) a clear
 * refusal, 50001 该功能暂未开放 (a warning toast), never a made-up answer. Form-data endpoints (avatar, template
 * and configuration files) are not mounted yet and answer 404.
 */
export function registerRoutes(app: FastifyInstance): { implemented: string[]; notYetAvailable: string[] } {
  registerAuthRoutes(app);
  for (const area of AREAS) area.register(app);
  registerEnterpriseRoutes(app);
  registerProjectRoutes(app);
  registerFileRoutes(app);
  registerDownloadRoutes(app);
  registerApprovalDownloadRoutes(app);
  registerFlowTemplateRoutes(app);
  registerUploadRoutes(app);
  registerQuickApprovalRoutes(app);
  registerOrderedSigningRoutes(app);
  registerDrawingCheckRoutes(app);
  registerStampRoutes(app);
  registerStampManagementRoutes(app);
  registerCaRoutes(app);
  registerApprovalRoutes(app);
  registerPublishRoutes(app);

  const implemented = [...registeredEndpoints(app)];
  const notYetAvailable: string[] = [];
  for (const endpoint of allEndpoints) {
    if (registeredEndpoints(app).has(endpoint.id) || endpoint.form) continue;
    registerEndpoint(app, endpoint, () => {
      throw new DomainError(ErrorCode.NotYetAvailable, ErrorMessage.NotYetAvailable);
    });
    notYetAvailable.push(endpoint.id);
  }
  return { implemented, notYetAvailable };
}

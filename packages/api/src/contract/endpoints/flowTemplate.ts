import { z } from 'zod';
import {
  flowTemplateDraftSchema,
  flowTemplateInfoSchema,
  flowTemplateListEntrySchema,
  flowTemplateSchema,
} from '../../entities/approval';
import { idSchema, nameCheckResult, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { flowTemplateNodesSchema, templateNameSchema } from '../../rules/rules';
import { defineArea } from '../define';
import { get, post } from './helpers';

/**
 * Flow templates (000 section 7, "Flow templates"). The dialog's calls (get by actId, default template, create,
 * update, update default, name check) map onto the /workflow family and /startWorkflow/testTemplateDuplicateName.
 * Project users and duties come from `project.users` and `enterprise.duties`.
 */
export const flowTemplate = defineArea('flowTemplate', {
  /** A project's templates for the strip; 10 per page. */
  list: get(
    '/workflow/getTemplateList',
    z.object({ projectId: idSchema, ...pageQueryShape }),
    pageOf(flowTemplateListEntrySchema),
    { access: { project: 'projectId' } },
  ),
  detail: get('/workflow/getTemplateDetails', z.object({ actId: idSchema }), flowTemplateSchema, {
    access: { scope: 'member' },
  }),
  /** The default template of a project and specialty (uuid optional). */
  defaultTemplate: get(
    '/workflow/getDefaultTemplate',
    z.object({ projectId: idSchema, dictSpecialtyId: idSchema, uuid: z.string().optional() }),
    flowTemplateSchema,
    { access: { project: 'projectId' } },
  ),
  create: post('/workflow/createTemplateDetails', flowTemplateDraftSchema, z.object({ id: idSchema }), {
    access: { scope: 'member' },
  }),
  update: post(
    '/workflow/updateTemplateDetails',
    flowTemplateDraftSchema.extend({ actInfo: flowTemplateInfoSchema.extend({ id: idSchema }) }),
    nothing,
    { access: { scope: 'member' } },
  ),
  updateDefault: post(
    '/workflow/updateDefaultTemplate',
    z.object({ uuid: z.string().min(1), tasks: flowTemplateNodesSchema, actInfo: flowTemplateInfoSchema }),
    nothing,
    { access: { scope: 'member' } },
  ),
  delete: post('/workflow/deleteTemplateDetails', z.object({ actId: idSchema }), nothing, {
    access: { scope: 'member' },
  }),
  /** Name unique per project: a taken name is answered with 40007 and 模板名称已存在. */
  checkName: get(
    '/startWorkflow/testTemplateDuplicateName',
    z.object({ actName: templateNameSchema, projectId: idSchema, actId: idSchema.optional() }),
    nameCheckResult,
    { access: { project: 'projectId' } },
  ),
});

import { api } from '@atelier/api';
import {
  checkTemplateName,
  createTemplate,
  defaultTemplate,
  editDefaultTemplate,
  editTemplate,
  listTemplates,
  removeTemplate,
  templateDetail,
} from '../approvals/flowTemplates';
import { implementArea } from '../http/area';

/** Flow templates of a project (000 section 7, "Flow templates"); the routes of issue 6. */
export const flowTemplateArea = implementArea(api.flowTemplate, {
  list: ({ db, actor, project, data }) => listTemplates(db, actor, project, data),
  detail: ({ db, actor, data }) => templateDetail(db, actor, data.actId),
  defaultTemplate: ({ db, actor, project, data }) => defaultTemplate(db, actor, project, data),
  create: ({ db, actor, data }) => createTemplate(db, actor, data),
  update: ({ db, actor, data }) => editTemplate(db, actor, data),
  updateDefault: ({ db, actor, data }) => editDefaultTemplate(db, actor, data),
  delete: ({ db, actor, data }) => removeTemplate(db, actor, data.actId),
  checkName: ({ db, project, data }) => checkTemplateName(db, project, data.actName, data.actId),
});

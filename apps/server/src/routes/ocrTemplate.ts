import { api } from '@atelier/api';
import { deleteGroup, listGroups, saveGroup } from '../frameTemplates/groups';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  sampleText,
  saveAsNewTemplate,
  saveLocations,
  templateLocations,
  templateSample,
  templatesOfFile,
  templateWithOcrInfo,
  updateTemplate,
} from '../frameTemplates/templates';
import { implementArea } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';

/** Frame templates a firm configures (000 section 7 "Templates", issue 23); the domain is in frameTemplates/. */
export const ocrTemplateArea = implementArea(api.ocrTemplate, {
  list: ({ db, actor }) => listTemplates(db, actor),
  setting: ({ db, files, actor, data }) => createTemplate(db, files, actor, data),
  locations: ({ db, actor, data }) => templateLocations(db, actor, data.id),
  addLocations: ({ db, files, actor, data }) => saveLocations(db, files, actor, data),
  update: ({ db, actor, data }) => updateTemplate(db, actor, data),
  saveAsNew: ({ db, files, actor, data }) => saveAsNewTemplate(db, files, actor, data),
  ofFile: ({ db, actor, data }) => templatesOfFile(db, actor, data),
  all: ({ db, actor }) => listTemplates(db, actor, { enabledOnly: true }),
  withOcrInfo: ({ db, actor, data }) => templateWithOcrInfo(db, actor, data.recordId),
  delete: ({ db, actor, data }) => deleteTemplate(db, actor, data.id),
  sample: async ({ db, files, actor, data }) => {
    const sample = await templateSample(db, files, actor, data.id);
    return new FileAnswer(sample.body, sample.fileName, 'application/pdf', 'inline', sample.size);
  },
  sampleText: ({ db, files, actor, data }) => sampleText(db, files, actor, data),
  groups: ({ db, actor }) => listGroups(db, actor),
  saveGroup: ({ db, actor, data }) => saveGroup(db, actor, data),
  deleteGroup: ({ db, actor, data }) => deleteGroup(db, actor, data.id),
});

import { z } from 'zod';
import { emptyRequest, enterpriseIdField, idSchema, nothing } from '../../entities/common';
import { frameTemplateSchema, templateLocationSchema } from '../../entities/stamp';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/**
 * Drawing-frame templates used by recognition (000 section 7, "Templates"). The auditor and countersigner lists of
 * that section are `enterprise.auditors` and `enterprise.countersigners`.
 */
export const ocrTemplate = defineArea('ocrTemplate', {
  list: get('/ocr/getTemplateInfo', z.object({ enterpriseId: enterpriseIdField }), z.array(frameTemplateSchema)),
  setting: post(
    '/ocr/settingTemplate',
    z.object({ recordId: idSchema, templateName: z.string().trim().min(1), page: z.number().int().min(1) }),
    frameTemplateSchema,
    { timeout: Timeouts.OcrTemplateSetting },
  ),
  locations: get('/ocr/getLocations', z.object({ id: idSchema }), z.array(templateLocationSchema)),
  addLocations: post(
    '/ocr/addLocations',
    z.object({
      templateId: idSchema,
      locations: z.array(z.object({ name: z.string(), coordinate: z.string(), dutyId: idSchema.optional() })).min(1),
    }),
    nothing,
  ),
  update: post(
    '/ocr/updateTemplate',
    z.object({ id: idSchema, curSignNum: z.number().int().min(0), curStampNum: z.number().int().min(0) }),
    nothing,
  ),
  saveAsNew: post(
    '/ocr/saveAsNewTemplate',
    z.object({ templateName: z.string().trim().min(1), recordId: idSchema, page: z.number().int().min(1) }),
    frameTemplateSchema,
  ),
  ofFile: get(
    '/startWorkflow/getTemplateInfoList',
    z.object({ recordId: idSchema, type: z.number().int() }),
    z.array(frameTemplateSchema),
  ),
  all: get('/startWorkflow/getAllTemplate', emptyRequest, z.array(frameTemplateSchema)),
  withOcrInfo: get(
    '/startWorkflow/getTemplateAndOcrInfo',
    z.object({ recordId: idSchema }),
    z.object({ template: frameTemplateSchema.nullable(), ocrInfo: z.record(z.string(), z.string()) }),
  ),
});

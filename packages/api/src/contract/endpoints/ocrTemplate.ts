import { z } from 'zod';
import { emptyRequest, enterpriseIdField, idListSchema, idSchema, nothing } from '../../entities/common';
import {
  frameRegionSchema,
  frameTemplateSchema,
  templateGroupSchema,
  templateLocationSchema,
} from '../../entities/stamp';
import { FrameTemplateMessage, frameTemplateNameSchema, templateGroupNameSchema } from '../../rules/frameTemplates';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/** Reading templates: every member of the client-signature module (the wizards match drawings against them). */
const reader = { access: { menu: 'clientSignature', denial: FrameTemplateMessage.NoClientSignature } } as const;
/** Configuring templates: the 图框配置 page's key (001 section 2.1). */
const configurer = { access: { menu: 'clientFrameConfig', denial: FrameTemplateMessage.NoFrameConfig } } as const;
/** Naming template groups: the 模板组设置 page's key. */
const grouper = { access: { menu: 'templateGroupSettings', denial: FrameTemplateMessage.NoTemplateGroups } } as const;

const regions = z.array(frameRegionSchema).max(200);

/**
 * Drawing-frame templates used by recognition (000 section 7, "Templates"; issue 23). A firm uploads a sample drawing
 * (`upload.template`, answering the sample's id), makes a template of one of its pages (`setting`: the page's size),
 * marks its regions (`addLocations`, the whole set each time) and enables it (`update`). A deleted template is kept,
 * so that drawings recognised with it answer 4_4. The auditor and countersigner lists of that section are
 * `enterprise.auditors` and `enterprise.countersigners`.
 */
export const ocrTemplate = defineArea('ocrTemplate', {
  /** The enterprise's templates (deleted ones aside), newest first. */
  list: get(
    '/ocr/getTemplateInfo',
    z.object({ enterpriseId: enterpriseIdField }),
    z.array(frameTemplateSchema),
    reader,
  ),
  /**
   * A new template from a page of an uploaded sample drawing (`recordId`: the sample's id), disabled and without
   * regions; its page size is the page's.
   */
  setting: post(
    '/ocr/settingTemplate',
    z.object({ recordId: idSchema, templateName: frameTemplateNameSchema, page: z.number().int().min(1) }),
    frameTemplateSchema,
    { ...configurer, timeout: Timeouts.OcrTemplateSetting },
  ),
  /** A template's regions, the title block first, then each kind in order. */
  locations: get('/ocr/getLocations', z.object({ id: idSchema }), z.array(templateLocationSchema), reader),
  /**
   * Saves a template's regions (the whole set, replacing the old one) and optionally its name. An anchor sent
   * without text takes the text printed inside it on the sample page. An enabled template stays enabled only with
   * an anchor and a signer field.
   */
  addLocations: post(
    '/ocr/addLocations',
    z.object({ templateId: idSchema, templateName: frameTemplateNameSchema.optional(), locations: regions }),
    frameTemplateSchema,
    configurer,
  ),
  /**
   * The positions in use (`curSignNum` signatures, `curStampNum` registration stamps, at most the template's), and
   * optionally its name and whether recognition uses it (enabling needs an anchor and a signer field).
   */
  update: post(
    '/ocr/updateTemplate',
    z.object({
      id: idSchema,
      curSignNum: z.number().int().min(0),
      curStampNum: z.number().int().min(0),
      templateName: frameTemplateNameSchema.optional(),
      isEnable: z.boolean().optional(),
    }),
    frameTemplateSchema,
    configurer,
  ),
  /**
   * A new template from a page of a sample (as `setting`) with regions: `locations` as sent, else those of
   * `templateId` (the template being edited).
   */
  saveAsNew: post(
    '/ocr/saveAsNewTemplate',
    z.object({
      templateName: frameTemplateNameSchema,
      recordId: idSchema,
      page: z.number().int().min(1),
      templateId: idSchema.optional(),
      locations: regions.optional(),
    }),
    frameTemplateSchema,
    configurer,
  ),
  /**
   * The templates for a file version (`type` 1: the one its recognition used, else none; other types: every
   * enabled template of the enterprise).
   */
  ofFile: get(
    '/startWorkflow/getTemplateInfoList',
    z.object({ recordId: idSchema, type: z.number().int() }),
    z.array(frameTemplateSchema),
    reader,
  ),
  /** Every enabled template of the enterprise. */
  all: get('/startWorkflow/getAllTemplate', emptyRequest, z.array(frameTemplateSchema), reader),
  /** The template a file version was recognised with and the printed fields it read (label to value). */
  withOcrInfo: get(
    '/startWorkflow/getTemplateAndOcrInfo',
    z.object({ recordId: idSchema }),
    z.object({ template: frameTemplateSchema.nullable(), ocrInfo: z.record(z.string(), z.string()) }),
    reader,
  ),
  /** Deletes a template: kept with its deletion time, so that drawings recognised with it answer 4_4. */
  delete: post('/ocr/deleteTemplate', z.object({ id: idSchema }), nothing, { ...configurer, designed: true }),
  /** The sample drawing a template was marked on (PDF), for the editor to render. */
  sample: get('/ocr/getTemplateSample', z.object({ id: idSchema }), z.instanceof(Blob), {
    ...reader,
    binary: true,
    download: true,
    designed: true,
  }),
  /** The text printed inside a rectangle of a template's sample page (an anchor's label), '' when none. */
  sampleText: get(
    '/ocr/getTemplateText',
    z.object({
      id: idSchema,
      x: z.number().finite(),
      y: z.number().finite(),
      width: z.number().finite(),
      height: z.number().finite(),
    }),
    z.object({ text: z.string() }),
    { ...configurer, designed: true },
  ),
  /** The enterprise's template groups (模板组设置), by name. */
  groups: get('/ocr/getTemplateGroupList', emptyRequest, z.array(templateGroupSchema), {
    ...reader,
    designed: true,
  }),
  /** Creates (no id) or renames and refills a template group. */
  saveGroup: post(
    '/ocr/saveTemplateGroup',
    z.object({ id: idSchema.optional(), name: templateGroupNameSchema, templateIds: idListSchema.max(200) }),
    templateGroupSchema,
    { ...grouper, designed: true },
  ),
  deleteGroup: post('/ocr/deleteTemplateGroup', z.object({ id: idSchema }), nothing, {
    ...grouper,
    designed: true,
  }),
});

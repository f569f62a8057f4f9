import { z } from 'zod';
import { idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { LabelType } from '../../entities/constants';
import { labelSchema } from '../../entities/project';
import { labelColorSchema, labelNameSchema } from '../../rules/labels';
import { defineArea } from '../define';
import { get, post } from './helpers';

/**
 * Labels (issue 25; 001 sections 3.3 and 7.4). Each is the caller's own in the current enterprise (rules/labels.ts
 * says why); every member of the enterprise keeps their own. The list, add and update calls are the spec's; delete
 * and putting labels on a project are designed beside them (paths not shown).
 */
export const label = defineArea('label', {
  /** The caller's labels (pageNum 1, pageSize 99, type, keyword), by name. Without a type: the project labels. */
  list: get(
    '/label/getLabelList',
    z.object({ ...pageQueryShape, type: z.enum(LabelType).optional(), keyword: z.string().optional() }),
    pageOf(labelSchema),
    { access: { scope: 'member' } },
  ),
  /** A new project label: a name of 1-10 characters and one of the six colours. */
  add: post(
    '/label/addLabel',
    z.object({ name: labelNameSchema, color: labelColorSchema, type: z.literal(LabelType.Project).optional() }),
    labelSchema,
    { access: { scope: 'member' } },
  ),
  /** Renames or recolours one of the caller's labels. */
  update: post(
    '/label/updateLabel',
    z.object({ id: idSchema, name: labelNameSchema.optional(), color: labelColorSchema.optional() }),
    nothing,
    { access: { scope: 'member' } },
  ),
  /** Deletes one of the caller's labels; it leaves every project it was on. */
  delete: post('/label/delLabel', z.object({ id: idSchema }), nothing, {
    designed: true,
    access: { scope: 'member' },
  }),
  /** The caller's labels on a project they are a member of, replaced by the ones given (at most 5; none: cleared). */
  setProjectLabels: post(
    '/label/updateProLabel',
    z.object({ projectId: idSchema, labelIdList: idListSchema }),
    nothing,
    { designed: true, access: { project: 'projectId' } },
  ),
});

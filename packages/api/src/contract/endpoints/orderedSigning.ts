import { z } from 'zod';
import { calcInfoSchema, orderedSubmissionSchema } from '../../entities/approval';
import { idListSchema, idSchema, nothing } from '../../entities/common';
import { ButtonPermission } from '../../entities/constants';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** Ordered signing (发起按序签章) and the text-signature page's calls (000 section 7). */
export const orderedSigning = defineArea('orderedSigning', {
  /** Launches the ordered signing: the ordered-approval button key (按序签章) is needed. */
  submit: post('/startWorkflow/sequence', orderedSubmissionSchema, z.object({ actId: idSchema }), {
    access: { button: ButtonPermission.OrderApproval },
  }),
  saveCalcInfo: post(
    '/sign/saveCalcInfo',
    z.object({ recordId: idSchema, templateId: idSchema.optional(), info: z.string() }),
    nothing,
    { access: { scope: 'member' } },
  ),
  calcInfo: get('/sign/getCalcInfo', z.object({ recordId: idSchema }), calcInfoSchema.nullable(), {
    access: { scope: 'member' },
  }),
  checkUniversalTemplate: post(
    '/sign/checkUniversalTemplate',
    z.object({ recordIdList: idListSchema.min(1) }),
    z.object({ universal: z.boolean(), templateId: idSchema.nullish() }),
    { access: { scope: 'member' } },
  ),
  batchApplyTemplate: post(
    '/sign/batchApplyTemplate',
    z.object({ templateId: idSchema, recordIdList: idListSchema.min(1) }),
    nothing,
    { access: { scope: 'member' } },
  ),
  matchInfo: post(
    '/sign/getMatchInfo',
    z.object({ recordIdList: idListSchema.min(1) }),
    z.array(z.object({ recordId: idSchema, templateId: idSchema.nullish(), matched: z.boolean() })),
    { access: { scope: 'member' } },
  ),
  pasteCalcInfo: post(
    '/sign/pasteCalcInfo',
    z.object({ sourceRecordId: idSchema, targetRecordIds: idListSchema.min(1) }),
    nothing,
    { access: { scope: 'member' } },
  ),
});

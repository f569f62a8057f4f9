import { z } from 'zod';
import { enterpriseIdField, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { EnterpriseStampListType, FixedRoleId, StampEnabled } from '../../entities/constants';
import {
  ownerTypeSchema,
  personalSignSchema,
  personnelStampRowSchema,
  stampImageSchema,
  stampLogSchema,
  stampSchema,
  stampTypeSchema,
} from '../../entities/stamp';
import { genericNameSchema } from '../../rules/rules';
import { StampMessage } from '../../rules/stamps';
import { defineArea } from '../define';
import { get, post } from './helpers';

const byStamp = z.object({ stampId: idSchema });

/** Calls of the enterprise's administrators only, refused in the stamp pages' words. */
const adminOnly = { access: { role: FixedRoleId.EnterpriseAdmin, denial: StampMessage.OnlyAdmin } };

/** Stamps and signatures (000 section 7, "Stamps"). GET unless noted. */
export const stamp = defineArea('stamp', {
  /** Stamps of an owner; 50 per page. */
  list: get(
    '/stamp/v2/getStampList',
    z.object({
      ownerType: ownerTypeSchema,
      ...pageQueryShape,
      stampName: z.string().optional(),
      status: z.enum(StampEnabled).optional(),
    }),
    pageOf(stampSchema),
    { access: { scope: 'member' } },
  ),
  create: post(
    '/stamp/v2/createStamp',
    z.object({
      name: genericNameSchema,
      stampType: stampTypeSchema,
      ownerType: ownerTypeSchema,
      userId: idSchema.optional(),
      uuid: z.string().min(1),
      isManager: z.boolean(),
      fileMd5: z.string().length(32),
    }),
    stampSchema,
    { access: { scope: 'member' } },
  ),
  delete: post('/stamp/v2/delStamp', byStamp, nothing, { access: { scope: 'member' } }),
  setEnabled: post('/stamp/v2/updateEnableStatus', byStamp.extend({ isEnable: z.enum(StampEnabled) }), nothing, {
    access: { scope: 'member' },
  }),
  personnelStamps: get(
    '/stamp/v2/getPersonnelStampManagerPage',
    z.object({ searchString: z.string().optional(), ...pageQueryShape }),
    pageOf(personnelStampRowSchema),
    adminOnly,
  ),
  /** Enterprise stamps by list type (1 output, 2 custom, 4 registered). The wizard drops isEnable '0'. */
  enterpriseStamps: get(
    '/stamp/v2/getEntStampManagerPage',
    z.object({ type: z.enum(EnterpriseStampListType), ...pageQueryShape }),
    pageOf(stampSchema),
    { access: { scope: 'member' } },
  ),
  batchCreate: post('/stamp/v2/batchCreateStamp', z.object({ userIdList: idListSchema.min(1) }), nothing, adminOnly),
  updateMd5: post(
    '/stamp/v2/updateMd5',
    z.object({ id: idSchema, fileMd5: z.string().length(32), uuid: z.string().min(1) }),
    nothing,
    { access: { scope: 'member' } },
  ),
  /** Signatures and stamps of the project's members. */
  personalStamps: get(
    '/stamp/v2/getPersonalStamp',
    z.object({ projectId: idSchema, userName: z.string().optional() }),
    z.array(personalSignSchema),
    { access: { project: 'projectId' } },
  ),
  /** The current user's signatures usable in a project (wizard). */
  personalSign: get('/stamp/v2/getPersonalSign', z.object({ projectId: idSchema }), z.array(stampSchema), {
    access: { project: 'projectId' },
  }),
  /** Renames a stamp, sets its deadline, or hands an enterprise stamp to another manager (`managerId`). */
  updateInfo: post(
    '/stamp/v2/updateStampInfo',
    byStamp.extend({
      name: genericNameSchema.optional(),
      deadline: z.string().nullish(),
      managerId: idSchema.optional(),
    }),
    nothing,
    { access: { scope: 'member' } },
  ),
  /**
   * A stamp or signature image (PNG or JPG, at most 2 MB): checked and normalised by the server to a PNG with its
   * transparency kept; `create` and `updateMd5` then take its uuid and MD5.
   */
  uploadImage: post('/stamp/v2/uploadStampImage', z.object({ file: z.instanceof(Blob) }), stampImageSchema, {
    access: { scope: 'member' },
    form: true,
    designed: true,
  }),
  /** A stamp's image (PNG). */
  image: get('/stamp/v2/getStampImage', byStamp, z.instanceof(Blob), {
    access: { scope: 'member' },
    binary: true,
    download: true,
    designed: true,
  }),
  removeUserFromEnterprise: post('/stamp/v2/delUserStampEnt', z.object({ userId: idSchema }), nothing, adminOnly),
  removeFromEnterprise: post('/stamp/v2/delStampEnt', byStamp, nothing, { access: { scope: 'member' } }),
  notInUse: get(
    '/stamp/v2/getNotInUseStampList',
    z.object({ type: stampTypeSchema, ownerType: ownerTypeSchema, userId: idSchema.optional() }),
    z.array(stampSchema),
    { access: { scope: 'member' } },
  ),
  addToEnterprise: post('/stamp/v2/addStampEntInfo', byStamp, nothing, { access: { scope: 'member' } }),
  log: get(
    '/sys/log/getStampLog',
    z.object({
      enterpriseId: enterpriseIdField,
      userId: idSchema.optional(),
      stampId: idSchema.optional(),
      ...pageQueryShape,
      startTime: z.string().optional(),
      endTime: z.string().optional(),
    }),
    pageOf(stampLogSchema),
    { access: { scope: 'member' } },
  ),
  /** Keeps an uploaded stamp image (osskey) for a stamp being edited. */
  saveTempImage: get(
    '/sys/base/saveTempImage',
    z.object({ id: idSchema, osskey: z.string().min(1) }),
    z.object({ filePath: z.string() }),
  ),
});

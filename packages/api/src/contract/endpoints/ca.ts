import { z } from 'zod';
import { emptyRequest, enterpriseIdField, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { ApplicationType, CaApprovalStatus, FixedRoleId, KeyStatus } from '../../entities/constants';
import {
  caApplicationSchema,
  caLogSchema,
  caOrganisationSchema,
  caRecordSchema,
  caRootCertificateSchema,
  ownerTypeSchema,
  stampSchema,
  stampTypeSchema,
  yqzStampSchema,
} from '../../entities/stamp';
import { CaMessage } from '../../rules/ca';
import { idCardSchema, personNameSchema } from '../../rules/rules';
import { multilineText } from '../../rules/text';
import { defineArea } from '../define';
import { get, post } from './helpers';

const byStamp = z.object({ stampId: idSchema });
const stampInfo = z.object({ name: z.string().min(1), stampType: stampTypeSchema, ownerType: ownerTypeSchema });

/** The administrator's calls: activation keys, and reviewing applications (each refused in its page's words). */
const keyAdmin = { role: FixedRoleId.EnterpriseAdmin, denial: CaMessage.KeyAdminOnly };
const reviewer = { role: FixedRoleId.EnterpriseAdmin, denial: CaMessage.NotAdmin };

/** CA certificates of stamps and the third-party CA (000 section 7, "CA", "Third-party CA"). */
export const ca = defineArea('ca', {
  keys: get(
    '/caStamp/getCDKList',
    z.object({ enterpriseId: enterpriseIdField, status: z.enum(KeyStatus).optional() }),
    z.array(caRecordSchema),
    { access: keyAdmin },
  ),
  assignKey: post('/caStamp/updateCdk', z.object({ id: idSchema, userId: idSchema }), nothing, { access: keyAdmin }),
  checkEnterprise: get(
    '/caStamp/entIdCheck',
    z.object({ companyName: z.string().min(1), creditNo: z.string().min(1), legalPerson: z.string().min(1) }),
    z.boolean(),
  ),
  checkIdentity: get('/caStamp/idCheck', z.object({ cardNo: idCardSchema, realName: personNameSchema }), z.boolean()),
  keyInfo: get('/caStamp/getCDKInfo', z.object({ cdk: z.string().min(1) }), caRecordSchema, {
    access: { scope: 'member' },
  }),
  applyChange: post('/caStamp/applyChangeCa', byStamp.extend({ type: z.enum(ApplicationType) }), nothing, {
    access: { scope: 'member' },
  }),
  log: get('/caStamp/getCaLog', byStamp.extend({ enterpriseId: enterpriseIdField }), z.array(caLogSchema), {
    access: { scope: 'member' },
  }),
  apply: post(
    '/caStamp/applyCa',
    byStamp.extend({
      caOrgId: idSchema,
      cdk: z.string().optional(),
      applicant: z.object({ realName: personNameSchema, cardNo: idCardSchema, phone: z.string() }).optional(),
    }),
    nothing,
    { access: { scope: 'member' } },
  ),
  organisations: get('/caStamp/getSysCaOrg', emptyRequest, z.array(caOrganisationSchema), {
    access: { scope: 'member' },
  }),
  /** The enterprise's CA applications for its administrator to review; 20 per page, pending first. */
  applications: get(
    '/caStamp/getApplyList',
    z.object({ ...pageQueryShape, status: z.enum(CaApprovalStatus).optional(), stampName: z.string().optional() }),
    pageOf(caApplicationSchema),
    { designed: true, access: reviewer },
  ),
  /** The administrator passes (the certificate is issued, renewed, changed or revoked) or refuses an application. */
  review: post(
    '/caStamp/reviewApply',
    z.object({ id: idSchema, pass: z.boolean(), remarks: multilineText(z.string().max(256)).optional() }),
    nothing,
    { designed: true, access: reviewer },
  ),
  /** The enterprise CA's certificate (PEM), for verifiers' trust stores. */
  rootCertificate: get('/caStamp/getEnterpriseCaCert', emptyRequest, caRootCertificateSchema, {
    access: { scope: 'member' },
    designed: true,
  }),
  withdrawApply: post('/caStamp/withdrawApply', byStamp, nothing, { access: { scope: 'member' } }),
  yqzLogin: post(
    '/yqzCa/loginYQZ',
    z.object({ account: z.string().min(1), password: z.string().min(1) }),
    z.object({ bound: z.boolean() }),
  ),
  /** Third-party CA stamps; 20 per page. */
  yqzList: get(
    '/yqzCa/getYQZCaList',
    z.object({ ...pageQueryShape, ownerType: ownerTypeSchema }),
    pageOf(yqzStampSchema),
  ),
  yqzBind: post('/yqzCa/boundCa', z.object({ id: idSchema, stampInfo }), nothing),
  yqzUnbind: post('/yqzCa/unboundCa', z.object({ id: idSchema }), nothing),
  yqzCreateStamp: post(
    '/yqzCa/createStampByCa',
    z.object({ id: idSchema, stampInfo, isManager: z.boolean() }),
    stampSchema,
  ),
  /** The stamp image as a data URL. */
  yqzImage: get('/yqzCa/getImage', z.object({ imgUrl: z.string().min(1) }), z.string()),
  yqzUpdateStamp: post('/yqzCa/updateYQZStampInfo', z.object({ yqzStampId: idSchema }), nothing),
});

import { z } from 'zod';
import {
  emptyRequest,
  enterpriseIdField,
  flagSchema,
  idSchema,
  nothing,
  pageOf,
  pageQueryShape,
} from '../../entities/common';
import { EnterpriseScale } from '../../entities/constants';
import {
  dutySchema,
  enterpriseEntrySchema,
  enterpriseSearchResultSchema,
  regionSchema,
  specialtySchema,
  userOptionSchema,
} from '../../entities/user';
import { ENTERPRISE_SCALE_REQUIRED, REGION_REQUIRED } from '../../rules/messages';
import { enterpriseCreateNameSchema } from '../../rules/rules';
import { multilineText } from '../../rules/text';
import { defineArea } from '../define';
import { get, post } from './helpers';

const byEnterprise = z.object({ enterpriseId: enterpriseIdField });

/** Enterprises of the user, switching, creation and joining, dictionaries (001 section 7.3). */
export const enterprise = defineArea('enterprise', {
  /** Path not shown (the avatar menu's enterprise list): designed in the /sys/enterprise family. */
  list: get('/sys/enterprise/getUserEntList', emptyRequest, z.array(enterpriseEntrySchema), {
    designed: true,
    access: { scope: 'session' },
  }),
  switch: post('/sys/enterprise/switchEnt', z.object({ id: idSchema }), nothing, { access: { scope: 'session' } }),
  create: post(
    '/sys/enterprise/createEnt',
    z.object({
      enterpriseName: enterpriseCreateNameSchema,
      enterpriseScale: z.enum(EnterpriseScale, { error: ENTERPRISE_SCALE_REQUIRED }),
      regionCode: z.string({ error: REGION_REQUIRED }).min(1, REGION_REQUIRED),
      districtDetails: z.string(),
    }),
    nothing,
  ),
  join: post(
    '/sys/enterprise/approveToJoinEnt',
    z.object({ enterpriseId: idSchema, comment: multilineText(z.string()).optional() }),
    nothing,
  ),
  regions: get(
    '/sys/base/getRegionCode',
    z.object({ parentCode: z.string().optional() }),
    z.object({ regionCodeList: z.array(regionSchema) }),
  ),
  search: get(
    '/sys/enterprise/getEntByKeyword',
    z.object({ keyword: z.string().trim().min(1) }),
    z.array(enterpriseSearchResultSchema),
  ),
  isCloud: get('/sys/vip/getEntIsCloud', byEnterprise, z.object({ isCloud: flagSchema })),
  /** Whether the enterprise's stamps are kept in the cloud (stampIsCloud '1'): the CA checkbox needs it. */
  stampIsCloud: get('/sys/enterprise/getEntStampIsCloud', byEnterprise, z.object({ stampIsCloud: flagSchema }), {
    access: { scope: 'member' },
  }),
  /** Duties: pageNum 1, pageSize 100, isSign 0 for flow templates. */
  duties: get(
    '/enterprise/entDutyList',
    z.object({
      enterpriseId: enterpriseIdField,
      ...pageQueryShape,
      isSign: z.union([z.literal(0), z.literal(1)]).optional(),
      type: z.number().int().optional(),
    }),
    pageOf(dutySchema),
    { access: { scope: 'member' } },
  ),
  specialties: get('/enterprise/getEntSpecialtyList', byEnterprise, z.array(specialtySchema), {
    access: { scope: 'member' },
  }),
  auditors: get('/enterprise/getEntAuditorList', byEnterprise, z.array(userOptionSchema)),
  countersigners: get('/enterprise/getEntCountersignList', byEnterprise, z.array(userOptionSchema)),
});

import { api } from '@atelier/api';
import {
  applicationPage,
  applyForCertificate,
  applyForChange,
  certificateLog,
  reviewApplication,
  rootCertificate,
  withdrawApplication,
} from '../ca/applications';
import { activationKeyInfo, activationKeys, assignActivationKey } from '../ca/keys';
import { organisationsOf } from '../ca/provider';
import { implementArea, PLANNED } from '../http/area';

export { CaMessage } from '../ca/caRules';

/**
 * CA certificates of stamps (000 section 7 "CA"; issue 11): applications by a stamp's owner or manager, the
 * administrator's review and activation keys (their role declared in the contract), the stamp's CA log, and the
 * enterprise CA's certificate for verifiers (ca/applications.ts, ca/keys.ts). The third-party CA (YQZ) and the
 * identity checks are not served yet.
 */
export const caArea = implementArea(api.ca, {
  organisations: ({ db, actor }) => organisationsOf(db, actor.enterpriseId),
  rootCertificate: ({ db, actor }) => rootCertificate(db, actor),
  apply: async ({ db, actor, data }) => {
    await applyForCertificate(db, actor, data);
    return null;
  },
  applyChange: async ({ db, actor, data }) => {
    await applyForChange(db, actor, data);
    return null;
  },
  withdrawApply: async ({ db, actor, data }) => {
    await withdrawApplication(db, actor, data.stampId);
    return null;
  },
  keys: ({ db, actor, data }) => activationKeys(db, actor, data.status),
  assignKey: async ({ db, actor, data }) => {
    await assignActivationKey(db, actor, data.id, data.userId);
    return null;
  },
  keyInfo: ({ db, actor, data }) => activationKeyInfo(db, actor, data.cdk),
  log: ({ db, actor, data }) => certificateLog(db, actor, data.stampId),
  applications: ({ db, actor, data }) => applicationPage(db, actor, data),
  review: async ({ db, actor, data }) => {
    await reviewApplication(db, actor, data);
    return null;
  },
  checkEnterprise: PLANNED,
  checkIdentity: PLANNED,
  yqzLogin: PLANNED,
  yqzList: PLANNED,
  yqzBind: PLANNED,
  yqzUnbind: PLANNED,
  yqzCreateStamp: PLANNED,
  yqzImage: PLANNED,
  yqzUpdateStamp: PLANNED,
});

import { api } from '@atelier/api';
import {
  dutyDictionary,
  enterpriseList,
  specialtyDictionary,
  stampIsCloud,
  switchEnterprise,
} from '../enterprises/enterprises';
import {
  auditJoinRequest,
  createEnterprise,
  enterpriseDetail,
  findEnterprises,
  pendingJoinRequests,
  regionOptions,
  removeEnterpriseAvatar,
  requestToJoin,
  setEnterpriseAvatar,
  updateEnterpriseInfo,
} from '../enterprises/lifecycle';
import { implementArea, PLANNED } from '../http/area';

/** The user's enterprises, switching, and the enterprise dictionaries (001 section 7.3). */
export const enterpriseArea = implementArea(api.enterprise, {
  list: ({ db, user }) => enterpriseList(db, user),
  switch: ({ db, user, data }) => switchEnterprise(db, user.id, data.id),
  create: ({ db, user, data }) => createEnterprise(db, user.id, data),
  join: ({ db, user, data }) => requestToJoin(db, user.id, data),
  regions: ({ data }) => regionOptions(data.parentCode),
  search: ({ db, data }) => findEnterprises(db, data.keyword),
  isCloud: PLANNED,
  stampIsCloud: ({ db, actor, data }) => stampIsCloud(db, actor, data.enterpriseId),
  duties: ({ db, actor, data }) => dutyDictionary(db, actor, data),
  specialties: ({ db, actor, data }) => specialtyDictionary(db, actor, data.enterpriseId),
  toBeAudited: ({ db, actor, data }) => pendingJoinRequests(db, actor, data),
  auditPass: ({ db, actor, data }) => auditJoinRequest(db, actor, data.id, true),
  toExamine: ({ db, actor, data }) => auditJoinRequest(db, actor, data.id, false),
  detail: ({ db, actor }) => enterpriseDetail(db, actor),
  updateInfo: ({ db, actor, data }) => updateEnterpriseInfo(db, actor, data),
  uploadAvatar: ({ db, actor, data }) => setEnterpriseAvatar(db, actor, data.file),
  delAvatar: ({ db, actor }) => removeEnterpriseAvatar(db, actor),
  auditors: PLANNED,
  countersigners: PLANNED,
});

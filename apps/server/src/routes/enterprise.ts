import { api } from '@atelier/api';
import {
  dutyDictionary,
  enterpriseList,
  specialtyDictionary,
  stampIsCloud,
  switchEnterprise,
} from '../enterprises/enterprises';
import { implementArea, PLANNED } from '../http/area';

/** The user's enterprises, switching, and the enterprise dictionaries (001 section 7.3). */
export const enterpriseArea = implementArea(api.enterprise, {
  list: ({ db, user }) => enterpriseList(db, user),
  switch: ({ db, user, data }) => switchEnterprise(db, user.id, data.id),
  create: PLANNED,
  join: PLANNED,
  regions: PLANNED,
  search: PLANNED,
  isCloud: PLANNED,
  stampIsCloud: ({ db, actor, data }) => stampIsCloud(db, actor, data.enterpriseId),
  duties: ({ db, actor, data }) => dutyDictionary(db, actor, data),
  specialties: ({ db, actor, data }) => specialtyDictionary(db, actor, data.enterpriseId),
  auditors: PLANNED,
  countersigners: PLANNED,
});

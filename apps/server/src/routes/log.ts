import { api } from '@atelier/api';
import { listAudit } from '../audit/list';
import { implementArea } from '../http/area';

/** The enterprise log (/enterprise/log, issue 24): what every area recorded through audit/record.ts. */
export const logArea = implementArea(api.log, {
  list: ({ db, actor, data }) => listAudit(db, actor, data),
});

import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import {
  deleteNotice,
  editNotice,
  listNotices,
  noticeDetails,
  publishNotice,
  systemInformation,
} from '../notices/notices';

/** Enterprise notices (001 section 7.11) and the system banner's message (001 sections 2.3, 7.2). */
export const noticeArea = implementArea(api.notice, {
  list: ({ db, actor, data }) => listNotices(db, actor, data),
  details: ({ db, actor, data }) => noticeDetails(db, actor, data.id),
  insert: ({ db, actor, data }) => publishNotice(db, actor, data),
  update: ({ db, actor, data }) => editNotice(db, actor, data),
  delete: ({ db, actor, data }) => deleteNotice(db, actor, data.id),
  systemInformation: ({ db }) => systemInformation(db),
});

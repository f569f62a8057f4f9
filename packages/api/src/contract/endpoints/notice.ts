import { z } from 'zod';
import { dateTimeSchema, emptyRequest, enterpriseIdField, idSchema, nothing, pageOf } from '../../entities/common';
import { FixedRoleId } from '../../entities/constants';
import { NoticeLimit, NoticeMessage, noticeContentSchema, noticeTitleSchema } from '../../rules/notices';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** Publishing, editing and deleting notices is the enterprise administrator's. */
const noticeAdmin = { access: { role: FixedRoleId.EnterpriseAdmin, denial: NoticeMessage.OnlyAdmin } } as const;

/** A notice as the list shows it (001 section 7.11 shows only the calls: the fields are Atelier's). */
export const noticeSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Who published it (their real name). */
  createBy: z.string(),
  createTime: dateTimeSchema,
  /** The last edit, or null when never edited. */
  updateTime: dateTimeSchema.nullable(),
});
export type NoticeSummary = z.output<typeof noticeSummarySchema>;

/** A notice with its text (noticeDetails, and the answer of insertNotice and updateNotice). */
export const noticeSchema = noticeSummarySchema.extend({ content: z.string() });
export type Notice = z.output<typeof noticeSchema>;

/** The system banner's message (getSystemInformation), or null when the operator set none. */
export const systemMessageSchema = z.object({ id: idSchema, content: z.string() }).nullable();

/**
 * Enterprise notices (issue 28; 001 section 7.11) and the system message (001 sections 2.3 and 7.2). The notices
 * are the call's enterprise's: another enterprise's notice answers as missing. Every member reads; the enterprise
 * administrator publishes, edits and deletes (rules/notices.ts).
 */
export const notice = defineArea('notice', {
  /** The enterprise's notices, newest first (page size 100, 001 section 9); `keyword` searches the titles. */
  list: get(
    '/notice/noticeList',
    z.object({
      enterpriseId: enterpriseIdField,
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(NoticeLimit.PageSize).default(NoticeLimit.PageSize),
      keyword: z.string().trim().optional(),
    }),
    pageOf(noticeSummarySchema),
    { access: { scope: 'member' } },
  ),
  /** One notice with its text. */
  details: get('/notice/noticeDetails', z.object({ id: idSchema }), noticeSchema, { access: { scope: 'member' } }),
  /** Publishes a notice in the call's enterprise. */
  insert: post(
    '/notice/insertNotice',
    z.object({ enterpriseId: enterpriseIdField, title: noticeTitleSchema, content: noticeContentSchema }),
    noticeSchema,
    noticeAdmin,
  ),
  /** Replaces a notice's title and text. */
  update: post(
    '/notice/updateNotice',
    z.object({ id: idSchema, title: noticeTitleSchema, content: noticeContentSchema }),
    noticeSchema,
    noticeAdmin,
  ),
  /** Deletes a notice (a GET, as 001 section 7.11 lists it). */
  delete: get('/notice/deleteNotice', z.object({ id: idSchema }), nothing, noticeAdmin),
  /**
   * The system message the portal shows at the top of its layout when it loads (001 sections 2.3, 7.2), set by the
   * operator for every user of the deployment; null when none is current.
   */
  systemInformation: get('/sys/base/getSystemInformation', emptyRequest, systemMessageSchema, {
    access: { scope: 'session' },
  }),
});

import { z } from 'zod';
import { CONTROL_CHARACTERS } from './messages';
import { Refuse, type RuleRefusal } from './refusal';
import { hasControlCharacters, multilineText } from './text';

/**
 * Enterprise notices (issue 28; 001 section 7.11: GET /notice/noticeList, noticeDetails, deleteNotice; POST
 * insertNotice, updateNotice) and the system banner (001 sections 2.3 and 7.2: /sys/base/getSystemInformation, "a
 * dismissible top banner shows a system message once per message id"). The specification shows only the calls and
 * the notice list's page size (100, section 9); who may publish, the fields, the limits and the messages are
 * Atelier's, a native product's Chinese. The enterprise administrator publishes, edits and deletes notices; every
 * member of the enterprise reads them in the notification centre's enterprise scope.
 */

export const NoticeLimit = {
  TitleMax: 50,
  ContentMax: 2000,
  /** The notice list's page size (001 section 9: "notice list 100"). */
  PageSize: 100,
} as const;

export const NoticeMessage = {
  OnlyAdmin: '只有企业管理员可以发布和管理公告',
  TitleRequired: '请输入公告标题',
  TitleTooLong: `公告标题不能超过${NoticeLimit.TitleMax}个字`,
  ContentRequired: '请输入公告内容',
  ContentTooLong: `公告内容不能超过${NoticeLimit.ContentMax}个字`,
  ControlCharacters: CONTROL_CHARACTERS,
  NotFound: '该公告不存在或已被删除',
  deleteQuestion: (title: string) => `确定删除公告“${title}”吗？删除后企业成员将无法再查看。`,
} as const;

/** The first message a title breaks, or null (cut of spaces around it first, as the schema does). */
export function noticeTitleMessage(title: string): string | null {
  const value = title.trim();
  if (value.length === 0) return NoticeMessage.TitleRequired;
  if (hasControlCharacters(value)) return NoticeMessage.ControlCharacters;
  if (value.length > NoticeLimit.TitleMax) return NoticeMessage.TitleTooLong;
  return null;
}

/** The first message a notice's text breaks, or null: line breaks and tabs are welcome, spaces alone are not text. */
export function noticeContentMessage(content: string): string | null {
  if (content.trim().length === 0) return NoticeMessage.ContentRequired;
  if (hasControlCharacters(content, { multiline: true })) return NoticeMessage.ControlCharacters;
  if (content.length > NoticeLimit.ContentMax) return NoticeMessage.ContentTooLong;
  return null;
}

const checked = (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: 'custom', message, input: value });
};

export const noticeTitleSchema = z
  .string({ error: NoticeMessage.TitleRequired })
  .trim()
  .superRefine(checked(noticeTitleMessage));

/** The text keeps its inner line breaks; spaces around it are cut. */
export const noticeContentSchema = multilineText(
  z.string({ error: NoticeMessage.ContentRequired }).trim().superRefine(checked(noticeContentMessage)),
);

/** The refusal of a notice that is not the enterprise's (missing, deleted, or another firm's): the same answer. */
export function noticeFoundRefusal(found: unknown): RuleRefusal | null {
  return found ? null : Refuse.invalid(NoticeMessage.NotFound);
}

/** The message of the system banner (getSystemInformation): what the operator set, or none. */
export interface SystemMessage {
  /** The banner is dismissed once per id: a new message (a new id) shows again. */
  id: string;
  content: string;
}

/**
 * The key under which the portal remembers a dismissed system message (localStorage): one key, holding the last
 * dismissed id, so a new message shows and an old one stays hidden.
 */
export const SYSTEM_MESSAGE_DISMISSED_KEY = 'atelier.systemMessage.dismissed';

/** Whether the banner shows this message, given the id the person last dismissed. */
export function showsSystemMessage(message: SystemMessage | null | undefined, dismissedId: string | null): boolean {
  return Boolean(message && message.content.trim().length > 0 && message.id !== dismissedId);
}

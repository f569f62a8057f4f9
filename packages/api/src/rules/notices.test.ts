import { describe, expect, it } from 'vitest';
import {
  NoticeLimit,
  NoticeMessage,
  noticeContentMessage,
  noticeContentSchema,
  noticeFoundRefusal,
  noticeTitleMessage,
  noticeTitleSchema,
  showsSystemMessage,
} from './notices';

describe('notice rules', () => {
  it('needs a title of at most 50 characters, judged without the spaces around it', () => {
    expect(noticeTitleMessage('')).toBe(NoticeMessage.TitleRequired);
    expect(noticeTitleMessage('   ')).toBe(NoticeMessage.TitleRequired);
    expect(noticeTitleMessage(`  ${'甲'.repeat(NoticeLimit.TitleMax)}  `)).toBeNull();
    expect(noticeTitleMessage('甲'.repeat(NoticeLimit.TitleMax + 1))).toBe(NoticeMessage.TitleTooLong);
    expect(noticeTitleMessage('标题\u0007')).toBe(NoticeMessage.ControlCharacters);
    expect(noticeTitleSchema.parse('  放假通知 ')).toBe('放假通知');
    expect(noticeTitleSchema.safeParse(undefined).error?.issues[0]?.message).toBe(NoticeMessage.TitleRequired);
  });

  it('needs a text of at most 2000 characters; line breaks are text, spaces alone are not', () => {
    expect(noticeContentMessage(' \n\t ')).toBe(NoticeMessage.ContentRequired);
    expect(noticeContentMessage('第一行\n\t第二行')).toBeNull();
    expect(noticeContentMessage('字'.repeat(NoticeLimit.ContentMax))).toBeNull();
    expect(noticeContentMessage('字'.repeat(NoticeLimit.ContentMax + 1))).toBe(NoticeMessage.ContentTooLong);
    expect(noticeContentSchema.parse('\n正文\n')).toBe('正文');
  });

  it('answers the same refusal for a missing notice as for another enterprise’s', () => {
    expect(noticeFoundRefusal(undefined)?.message).toBe(NoticeMessage.NotFound);
    expect(noticeFoundRefusal({ id: '1' })).toBeNull();
  });

  it('shows a system message until its id is dismissed; a new id shows again', () => {
    const message = { id: 'm1', content: '今晚升级' };
    expect(showsSystemMessage(message, null)).toBe(true);
    expect(showsSystemMessage(message, 'm1')).toBe(false);
    expect(showsSystemMessage({ id: 'm2', content: '明晚升级' }, 'm1')).toBe(true);
    expect(showsSystemMessage({ id: 'm3', content: '  ' }, null)).toBe(false);
    expect(showsSystemMessage(null, null)).toBe(false);
  });
});

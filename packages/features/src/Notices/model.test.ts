import { NoticeLimit, NoticeMessage, SYSTEM_MESSAGE_DISMISSED_KEY } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { dismissedSystemMessage, noticeDraftErrors, noticeToSend, rememberDismissed } from './model';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
};

describe('the notice editor', () => {
  it('names each field’s problem with the shared messages', () => {
    expect(noticeDraftErrors({ title: ' ', content: '' })).toEqual({
      title: NoticeMessage.TitleRequired,
      content: NoticeMessage.ContentRequired,
    });
    expect(noticeDraftErrors({ title: '甲'.repeat(NoticeLimit.TitleMax + 1), content: '正文' })).toEqual({
      title: NoticeMessage.TitleTooLong,
    });
    expect(noticeDraftErrors({ title: '放假通知', content: '第一行\n第二行' })).toEqual({});
  });

  it('sends the title and text without the spaces around them, line breaks inside kept', () => {
    expect(noticeToSend({ title: ' 放假通知 ', content: '\n第一行\n第二行\n' })).toEqual({
      title: '放假通知',
      content: '第一行\n第二行',
    });
  });
});

describe('the dismissed system message', () => {
  it('is remembered by id under one key', () => {
    const store = memory();
    expect(dismissedSystemMessage(store)).toBeNull();
    rememberDismissed('m1', store);
    expect(dismissedSystemMessage(store)).toBe('m1');
    expect(store.values.get(SYSTEM_MESSAGE_DISMISSED_KEY)).toBe('m1');
    rememberDismissed('m2', store);
    expect(dismissedSystemMessage(store)).toBe('m2');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(dismissedSystemMessage(broken)).toBeNull();
    expect(() => rememberDismissed('m1', broken)).not.toThrow();
  });
});

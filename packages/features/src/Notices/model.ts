import { noticeContentMessage, noticeTitleMessage, SYSTEM_MESSAGE_DISMISSED_KEY } from '@atelier/api';

/** What the notice editor holds. */
export interface NoticeDraft {
  title: string;
  content: string;
}

export interface NoticeDraftErrors {
  title?: string;
  content?: string;
}

/** The editor's messages under each field, from the shared rules (the server checks the same). */
export function noticeDraftErrors(draft: NoticeDraft): NoticeDraftErrors {
  const title = noticeTitleMessage(draft.title);
  const content = noticeContentMessage(draft.content);
  return { ...(title ? { title } : {}), ...(content ? { content } : {}) };
}

/** The draft as sent: the spaces around the title and the text cut, inner line breaks kept. */
export function noticeToSend(draft: NoticeDraft): NoticeDraft {
  return { title: draft.title.trim(), content: draft.content.trim() };
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or none (private modes and tests without a DOM throw on access). */
function defaultStore(): Store | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The id of the system message the person last dismissed on this browser, or null. */
export function dismissedSystemMessage(store: Store | undefined = defaultStore()): string | null {
  try {
    return store?.getItem(SYSTEM_MESSAGE_DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers that this message was dismissed; a storage that refuses only means it shows again next time. */
export function rememberDismissed(id: string, store: Store | undefined = defaultStore()): void {
  try {
    store?.setItem(SYSTEM_MESSAGE_DISMISSED_KEY, id);
  } catch {
    // Nothing to keep it in: the banner stays closed for this page's life.
  }
}

/** The notification components' pure parts: paging, the filter's options, what an entry shows. */
import { LOG_TYPE_FILTERS, type Notification, type NotificationLogType, ReadState, unreadBadge } from '@atelier/api';

/** The filter's key for 全部 (no log type). */
export const ALL_TYPES = 'all';
export type TypeFilterKey = NotificationLogType | typeof ALL_TYPES;

/** The filter's options: 全部 then each log type, labelled by the locale. */
export function typeFilterOptions(
  allLabel: string,
  labels: Record<NotificationLogType, string>,
): { id: TypeFilterKey; label: string }[] {
  return [{ id: ALL_TYPES, label: allLabel }, ...LOG_TYPE_FILTERS.map((id) => ({ id, label: labels[id] }))];
}

/** The log type a filter key asks for (undefined for 全部). */
export function logTypeOfKey(key: TypeFilterKey | string | null | undefined): NotificationLogType | undefined {
  if (!key || key === ALL_TYPES) return undefined;
  return (LOG_TYPE_FILTERS as readonly string[]).includes(key) ? (key as NotificationLogType) : undefined;
}

/** The next page to load, or undefined once every item is loaded. */
export function nextPageOf(pages: readonly { list: readonly unknown[] }[], total: number): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  const last = pages.at(-1);
  if (last && last.list.length === 0) return undefined;
  return loaded < total ? pages.length + 1 : undefined;
}

/** Every loaded item, in order, each once (a new notification shifts the pages: a repeat is dropped). */
export function flattenPages(pages: readonly { list: readonly Notification[] }[]): Notification[] {
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of pages) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Whether the scroll position is close enough to the bottom to load the next page. */
export function nearBottom(element: { scrollTop: number; clientHeight: number; scrollHeight: number }, margin = 48) {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - margin;
}

export const isUnread = (n: Pick<Notification, 'isRead'>) => n.isRead === ReadState.Unread;

/** The badge's text (99+ past 99), nothing at 0. */
export const badgeText = unreadBadge;

import { FIRM_TIME_ZONE } from '@atelier/api';

/** Times are shown as 'YYYY-MM-DD HH:mm:ss' in China Standard Time, the firms' time (the API's dateTime format). */
export const DISPLAY_TIME_ZONE = FIRM_TIME_ZONE;

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '2025-03-10 14:05:00'. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** '2025-03-10'. */
export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

/** Chinese names in pinyin order, numbers by value ('2 结构' before '10 电气'). */
export const nameCollator = new Intl.Collator('zh-Hans-CN-u-co-pinyin', { numeric: true, sensitivity: 'base' });

/** A page of a list (pageNum from 1). */
export function paginate<T>(items: readonly T[], pageNum = 1, pageSize = 50): { list: T[]; total: number } {
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length };
}

/**
 * Pure pieces of the enterprise log (issue 24): the query of the filters and the details as one readable line.
 */
import type { AuditAction } from '@atelier/api';

export interface LogFilters {
  createBy: string;
  type: AuditAction | '';
  start: string;
  end: string;
}

export const NO_FILTERS: LogFilters = { createBy: '', type: '', start: '', end: '' };

/** A range whose end is not before its start (either end may be open). */
export function isLogRangeValid({ start, end }: Pick<LogFilters, 'start' | 'end'>): boolean {
  return start === '' || end === '' || start <= end;
}

/** The request of the filters: the empty ones left out. */
export function logQuery(filters: LogFilters): {
  createBy?: string;
  type?: AuditAction;
  start?: string;
  end?: string;
} {
  return {
    ...(filters.createBy ? { createBy: filters.createBy } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.start ? { start: filters.start } : {}),
    ...(filters.end ? { end: filters.end } : {}),
  };
}

/** Whether any filter is set (the reset button's state). */
export const hasFilters = (filters: LogFilters) => Object.values(filters).some((v) => v !== '');

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(valueText).join('、');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('from' in record && 'to' in record) return `${valueText(record.from)} → ${valueText(record.to)}`;
    return Object.entries(record)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join('，');
  }
  return String(value);
}

/** The details as one line: `realname: 何静 → 何静文；email: — → he@example.com`. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('；');
}

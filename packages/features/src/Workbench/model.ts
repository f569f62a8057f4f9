import { type ApprovalListEntry, ApprovalStatus } from '@atelier/api';

/** The dashboard's status filter: '0' and '-1' mean all (001 section 7.1). */
export const ALL_STATUSES = '-1';
const MEANS_ALL: ReadonlySet<string> = new Set(['0', '-1', '']);

/** The statuses the filter offers after 全部. */
export const FILTER_STATUSES = [
  ApprovalStatus.InProgress,
  ApprovalStatus.Passed,
  ApprovalStatus.Refused,
  ApprovalStatus.Recalled,
] as const;

/** The entries of a status, or all of them when the filter means all. */
export function withStatus(entries: readonly ApprovalListEntry[], status: string): ApprovalListEntry[] {
  return MEANS_ALL.has(status) ? [...entries] : entries.filter((entry) => entry.status === status);
}

/** A chosen list after the person ticks or unticks a menu: ticking adds at the end, up to the limit. */
export function toggleChosen(chosen: readonly string[], id: string, limit: number): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  return chosen.length >= limit ? [...chosen] : [...chosen, id];
}

import { APPROVAL_STATUS_ALL, ApprovalStatus } from '@atelier/api';

/** The dashboard's status filter's 全部 ('0' and '-1' mean all, 001 section 7.1); the server applies the filter. */
export const ALL_STATUSES = APPROVAL_STATUS_ALL[1];

/** The statuses the filter offers after 全部. */
export const FILTER_STATUSES = [
  ApprovalStatus.InProgress,
  ApprovalStatus.Passed,
  ApprovalStatus.Refused,
  ApprovalStatus.Recalled,
] as const;

/** A chosen list after the person ticks or unticks a menu: ticking adds at the end, up to the limit. */
export function toggleChosen(chosen: readonly string[], id: string, limit: number): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  return chosen.length >= limit ? [...chosen] : [...chosen, id];
}

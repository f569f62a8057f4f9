/**
 * The item state machine (001 section 4.1): which status may follow which. Every status change of the engine goes
 * through {@link moveItem}, so a late answer (a part finishing after a pause, a pause after a completion) cannot
 * put an item back into a state it already left.
 */
import { UploadItemStatus } from '@atelier/api';
import type { UploadItem } from './types';

const S = UploadItemStatus;

/** The statuses an item may be added with: waiting, or refused by a rule. */
export const INITIAL_STATUSES: readonly UploadItemStatus[] = [
  S.Waiting,
  S.Failed,
  S.ExtensionTooLong,
  S.SizeLimit,
  S.NotPdf,
];

/** Allowed next statuses. 4, 5, 7, 8, 9 and 10 are final; a failed item goes back to waiting only by a retry. */
export const TRANSITIONS: Readonly<Record<UploadItemStatus, readonly UploadItemStatus[]>> = {
  [S.Waiting]: [S.Checking, S.Uploading, S.Cancelled, S.Failed],
  [S.Checking]: [S.Uploading, S.Paused, S.Cancelled, S.Failed, S.InstantSuccess],
  [S.Uploading]: [S.Paused, S.Cancelled, S.Success, S.Failed],
  [S.Paused]: [S.Checking, S.Uploading, S.Cancelled, S.Failed],
  [S.Cancelled]: [],
  [S.Success]: [],
  [S.Failed]: [S.Waiting],
  [S.InstantSuccess]: [],
  [S.ExtensionTooLong]: [],
  [S.SizeLimit]: [],
  [S.NotPdf]: [],
};

export function canMove(from: UploadItemStatus, to: UploadItemStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to);
}

/** The item with the new status and the patch, or the same item when the move is not allowed. */
export function moveItem(
  item: UploadItem,
  to: UploadItemStatus,
  patch: Partial<Omit<UploadItem, 'id' | 'status'>> = {},
): UploadItem {
  if (!canMove(item.status, to)) return item;
  return { ...item, ...patch, status: to };
}

/** Checking or uploading: holds the queue. */
export function isActive(status: UploadItemStatus): boolean {
  return status === S.Checking || status === S.Uploading;
}

/** Waiting, checking, uploading or paused: the leave warning and the close confirmation count these. */
export function isUnfinished(status: UploadItemStatus): boolean {
  return status === S.Waiting || status === S.Paused || isActive(status);
}

/** Uploaded (5) or instantly uploaded (7). */
export function isSucceeded(status: UploadItemStatus): boolean {
  return status === S.Success || status === S.InstantSuccess;
}

/** Failed (6) or refused by a rule (8, 9, 10). */
export function isFailed(status: UploadItemStatus): boolean {
  return status === S.Failed || status === S.ExtensionTooLong || status === S.SizeLimit || status === S.NotPdf;
}

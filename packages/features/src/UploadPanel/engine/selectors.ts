/** What the panel asks of a snapshot: the title's counts, the leave warning, which buttons an item shows. */
import { UploadItemStatus } from '@atelier/api';
import { isActive, isFailed, isSucceeded, isUnfinished } from './machine';
import type { UploadItem, UploadSnapshot, UploadSummary } from './types';

export function summarize(items: readonly UploadItem[]): UploadSummary {
  let waiting = 0;
  let active = 0;
  let paused = 0;
  let succeeded = 0;
  let failed = 0;
  let cancelled = 0;
  for (const { status } of items) {
    if (status === UploadItemStatus.Waiting) waiting += 1;
    else if (isActive(status)) active += 1;
    else if (status === UploadItemStatus.Paused) paused += 1;
    else if (isSucceeded(status)) succeeded += 1;
    else if (isFailed(status)) failed += 1;
    else if (status === UploadItemStatus.Cancelled) cancelled += 1;
  }
  const unfinished = waiting + active + paused;
  return {
    total: items.length,
    waiting,
    active,
    paused,
    unfinished,
    succeeded,
    failed,
    cancelled,
    allDone: items.length > 0 && unfinished === 0,
  };
}

/** Items waiting, uploading or paused: warn before the page unloads, confirm before the panel closes. */
export function hasUnfinished(snapshot: UploadSnapshot): boolean {
  return snapshot.summary.unfinished > 0;
}

/**
 * Re-upload is allowed on a failed item only while nothing else is waiting or active (001 section 4.1). A paused
 * item does not hold the queue, so it does not block a retry. Items refused by a rule would only fail again.
 */
export function canRetry(snapshot: UploadSnapshot, id: string): boolean {
  const item = snapshot.items.find((candidate) => candidate.id === id);
  if (!item || item.status !== UploadItemStatus.Failed || item.refused) return false;
  return snapshot.summary.waiting === 0 && snapshot.summary.active === 0;
}

/** Pause applies to the running item (not offered in a local deployment: the panel hides it there). */
export function canPause(item: UploadItem): boolean {
  return isActive(item.status);
}

export function canContinue(item: UploadItem): boolean {
  return item.status === UploadItemStatus.Paused;
}

/** Cancel applies to anything unfinished; finished rows are only removed. */
export function canCancel(item: UploadItem): boolean {
  return isUnfinished(item.status);
}

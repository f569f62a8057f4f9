import { UploadItemStatus } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { canMove, INITIAL_STATUSES, isUnfinished, moveItem, TRANSITIONS } from './machine';
import { PROJECT_TARGET } from './testkit';
import type { UploadItem } from './types';

const S = UploadItemStatus;

function itemWith(status: UploadItemStatus): UploadItem {
  const file = new File(['x'], 'a.pdf');
  return {
    id: 'upload-1',
    file,
    relativePath: null,
    name: file.name,
    size: file.size,
    extension: 'pdf',
    target: PROJECT_TARGET,
    status,
    percent: 0,
    hashPercent: 0,
    message: null,
    md5: null,
    result: null,
    refused: false,
    checkpoint: null,
  };
}

describe('the item state machine', () => {
  it('walks the normal paths of 001 section 4.1', () => {
    expect(canMove(S.Waiting, S.Checking)).toBe(true);
    expect(canMove(S.Checking, S.InstantSuccess)).toBe(true);
    expect(canMove(S.Checking, S.Uploading)).toBe(true);
    expect(canMove(S.Uploading, S.Success)).toBe(true);
    expect(canMove(S.Uploading, S.Failed)).toBe(true);
  });

  it('pauses only what runs and continues only what is paused', () => {
    expect(canMove(S.Checking, S.Paused)).toBe(true);
    expect(canMove(S.Uploading, S.Paused)).toBe(true);
    expect(canMove(S.Waiting, S.Paused)).toBe(false);
    expect(canMove(S.Paused, S.Uploading)).toBe(true);
    expect(canMove(S.Paused, S.Checking)).toBe(true);
    expect(canMove(S.Success, S.Paused)).toBe(false);
  });

  it('fails waiting, running and paused items (40004, offline); a failed one only goes back to waiting', () => {
    for (const from of [S.Waiting, S.Checking, S.Uploading, S.Paused]) expect(canMove(from, S.Failed)).toBe(true);
    expect(TRANSITIONS[S.Failed]).toEqual([S.Waiting]);
  });

  it('keeps finished items finished', () => {
    for (const final of [S.Cancelled, S.Success, S.InstantSuccess, S.ExtensionTooLong, S.SizeLimit, S.NotPdf]) {
      expect(TRANSITIONS[final]).toEqual([]);
      expect(canMove(final, S.Waiting)).toBe(false);
    }
  });

  it('adds items waiting or refused by a rule', () => {
    expect(INITIAL_STATUSES).toEqual([S.Waiting, S.Failed, S.ExtensionTooLong, S.SizeLimit, S.NotPdf]);
  });

  it('moves into a new object, and refuses a move by answering the same object', () => {
    const uploading = itemWith(S.Uploading);
    const paused = moveItem(uploading, S.Paused, { percent: 40 });
    expect(paused).not.toBe(uploading);
    expect(paused).toMatchObject({ status: S.Paused, percent: 40 });
    expect(uploading.status).toBe(S.Uploading);
    const done = itemWith(S.Success);
    expect(moveItem(done, S.Paused)).toBe(done);
  });

  it('counts waiting, checking, uploading and paused as unfinished', () => {
    const unfinished = Object.values(S).filter(isUnfinished);
    expect(unfinished).toEqual([S.Waiting, S.Checking, S.Uploading, S.Paused]);
  });
});

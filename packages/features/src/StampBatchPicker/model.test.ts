import {
  type ApprovalFile,
  BATCH_STAMPS_DUPLICATED,
  BATCH_TOO_MANY_STAMPS,
  CertificateStatus,
  fastInfoSchema,
  OwnerType,
  type Stamp,
  type StampBatch,
  StampEnabled,
  StampType,
} from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { en_US } from '../locale/en_US';
import { zh_CN } from '../locale/zh_CN';
import {
  APPROVER_REQUIRED,
  allChosenStampIds,
  approverOptions,
  type BatchChoice,
  batchKey,
  batchStampMessage,
  chosenStampIds,
  enabledStamps,
  hasAnyApprover,
  initialChoice,
  isCaExpired,
  isCaStamp,
  localizeBatchRule,
  reconcileChoices,
  sameChoices,
  setApprovers,
  setStamp,
  stampDescription,
  stampOptions,
  stampSlotCount,
  toDrawingRef,
  toFastInfoVOS,
  validateBatchChoices,
} from './model';

const file = (n: number, folder = '施工图'): ApprovalFile => ({
  resId: `r-${n}`,
  recordId: `rec-${n}`,
  resName: `建施-0${n}.pdf`,
  fileExt: 'pdf',
  pathName: `/建筑/${folder}`,
  path: `/建筑/${folder}/建施-0${n}.pdf`,
  parentId: 'f-arch',
  parentName: folder,
  projectId: 'p-001',
  isFolder: false,
  printCopies: 1,
});

const person = (userId: string, realname: string) => ({ userId, realname, phone: '13800000000', avatar: null });

const batch = (files: ApprovalFile[], people: string[] = [], moreThanOne = false): StampBatch => ({
  userInfoVoList: people.map((id) => person(id, `人员${id}`)),
  resOwnerDTOList: files,
  moreThanOne,
});

const choice = (key: string, userIdList: string[], stampIds: (string | null)[]): BatchChoice => ({
  key,
  drawings: [],
  userIdList,
  stampIds,
});

const stamp = (stampId: string, options: Partial<Stamp> = {}): Stamp => ({
  stampId,
  name: `章${stampId}`,
  stampType: StampType.Registration,
  ownerType: OwnerType.Personal,
  uuid: `uuid-${stampId}`,
  isManager: false,
  fileMd5: '0'.repeat(32),
  isEnable: StampEnabled.Enabled,
  filePath: `/stamps/${stampId}.png`,
  ...options,
});

describe('batches and choices', () => {
  it('keys a batch by its sorted record ids', () => {
    expect(batchKey(batch([file(2), file(1)]))).toBe('rec-1,rec-2');
    expect(batchKey(batch([file(1), file(2)]))).toBe(batchKey(batch([file(2), file(1)])));
  });

  it('gives a second stamp slot only when moreThanOne', () => {
    expect(stampSlotCount(batch([file(1)], [], false))).toBe(1);
    expect(stampSlotCount(batch([file(1)], [], true))).toBe(2);
  });

  it('sends a drawing back as its ref', () => {
    expect(toDrawingRef(file(1))).toEqual({
      resId: 'r-1',
      recordId: 'rec-1',
      resName: '建施-01.pdf',
      parentId: 'f-arch',
      path: '/建筑/施工图/建施-01.pdf',
    });
  });

  it('pre-fills a batch with its matched approvers and empty slots', () => {
    expect(initialChoice(batch([file(1), file(2)], ['u-009', 'u-010'], true))).toEqual({
      key: 'rec-1,rec-2',
      drawings: [toDrawingRef(file(1)), toDrawingRef(file(2))],
      userIdList: ['u-009', 'u-010'],
      stampIds: [null, null],
    });
  });

  it('keeps what was chosen for a batch across a reload, adds new batches and drops gone ones', () => {
    const first = batch([file(1)], ['u-009']);
    const second = batch([file(2)], ['u-004'], true);
    const chosen = [choice('rec-1', ['u-001'], ['st-301']), choice('rec-gone', ['u-003'], [null])];
    const next = reconcileChoices([second, first], chosen);
    expect(next.map((c) => c.key)).toEqual(['rec-2', 'rec-1']);
    expect(next[0]).toMatchObject({ userIdList: ['u-004'], stampIds: [null, null] });
    expect(next[1]).toMatchObject({ userIdList: ['u-001'], stampIds: ['st-301'], drawings: [toDrawingRef(file(1))] });
  });

  it('fits a kept choice to the batch’s slots', () => {
    const one = reconcileChoices([batch([file(1)])], [choice('rec-1', [], ['st-1', 'st-2'])]);
    expect(one[0]?.stampIds).toEqual(['st-1']);
    const two = reconcileChoices([batch([file(1)], [], true)], [choice('rec-1', [], ['st-1'])]);
    expect(two[0]?.stampIds).toEqual(['st-1', null]);
  });

  it('tells whether two lists of choices say the same', () => {
    const batches = [batch([file(1)], ['u-009'])];
    const a = reconcileChoices(batches, []);
    expect(sameChoices(a, reconcileChoices(batches, a))).toBe(true);
    expect(sameChoices(a, [])).toBe(false);
    expect(sameChoices(a, setApprovers(a, 'rec-1', []))).toBe(false);
    expect(sameChoices(a, setStamp(a, 'rec-1', 0, 'st-1'))).toBe(false);
  });

  it('sets approvers and one stamp slot of one batch', () => {
    const choices = [choice('a', ['u-1'], [null, null]), choice('b', [], [null])];
    expect(setApprovers(choices, 'b', ['u-2'])[1]?.userIdList).toEqual(['u-2']);
    const stamped = setStamp(choices, 'a', 1, 'st-2');
    expect(stamped[0]?.stampIds).toEqual([null, 'st-2']);
    expect(setStamp(stamped, 'a', 1, null)[0]?.stampIds).toEqual([null, null]);
    // A slot the batch does not have changes nothing.
    expect(setStamp(choices, 'b', 1, 'st-2')[1]?.stampIds).toEqual([null]);
  });

  it('lists the chosen stamps without empty slots, once each across batches', () => {
    expect(chosenStampIds({ stampIds: [null, 'st-2'] })).toEqual(['st-2']);
    expect(allChosenStampIds([{ stampIds: ['st-1', 'st-2'] }, { stampIds: ['st-2'] }, { stampIds: [null] }])).toEqual([
      'st-1',
      'st-2',
    ]);
  });
});

describe('rules', () => {
  it('refuses two same stamps in a batch and more than two', () => {
    expect(batchStampMessage({ stampIds: ['st-1', 'st-1'] })).toBe(BATCH_STAMPS_DUPLICATED);
    expect(batchStampMessage({ stampIds: ['st-1', 'st-2', 'st-3'] })).toBe(BATCH_TOO_MANY_STAMPS);
    expect(batchStampMessage({ stampIds: ['st-1', 'st-2'] })).toBeNull();
    expect(batchStampMessage({ stampIds: [null, null] })).toBeNull();
  });

  it('needs an approver in some batch', () => {
    expect(hasAnyApprover([{ userIdList: [] }, { userIdList: ['u-1'] }])).toBe(true);
    expect(hasAnyApprover([{ userIdList: [] }])).toBe(false);
    expect(validateBatchChoices([choice('a', [], [null])])).toEqual({
      valid: false,
      approverMessage: APPROVER_REQUIRED,
      batchMessages: {},
    });
  });

  it('is valid with one approver somewhere and every batch’s stamps in order', () => {
    const choices = [choice('a', [], [null]), choice('b', ['u-1'], ['st-1', 'st-2'])];
    expect(validateBatchChoices(choices)).toEqual({ valid: true, approverMessage: null, batchMessages: {} });
  });

  it('reports a batch’s stamp message by its key', () => {
    const result = validateBatchChoices([choice('a', ['u-1'], ['st-1', 'st-1']), choice('b', [], [null])]);
    expect(result).toEqual({ valid: false, approverMessage: null, batchMessages: { a: BATCH_STAMPS_DUPLICATED } });
  });

  it('localizes the rules’ messages', () => {
    expect(localizeBatchRule(BATCH_STAMPS_DUPLICATED, zh_CN.StampBatchPicker.rules)).toBe(
      '同一批次中的两个签章不能相同',
    );
    expect(localizeBatchRule(APPROVER_REQUIRED, en_US.StampBatchPicker.rules)).toBe('Select at least one approver');
    expect(localizeBatchRule('服务器繁忙', en_US.StampBatchPicker.rules)).toBe('服务器繁忙');
  });
});

describe('the submission', () => {
  it('sends every batch with its approvers, chosen stamps and drawings', () => {
    const choices = [
      { ...initialChoice(batch([file(1), file(2)], ['u-009'], true)), stampIds: ['st-301', null] },
      initialChoice(batch([file(3)], [])),
    ];
    const vos = toFastInfoVOS(choices);
    expect(vos).toEqual([
      { stampIdList: ['st-301'], userIdList: ['u-009'], drawings: [toDrawingRef(file(1)), toDrawingRef(file(2))] },
      { stampIdList: [], userIdList: [], drawings: [toDrawingRef(file(3))] },
    ]);
    for (const vo of vos) expect(fastInfoSchema.safeParse(vo).success).toBe(true);
  });
});

describe('options', () => {
  const now = new Date('2026-01-01T00:00:00');

  it('leaves disabled stamps out', () => {
    expect(enabledStamps([stamp('a'), stamp('b', { isEnable: StampEnabled.Disabled })]).map((s) => s.stampId)).toEqual([
      'a',
    ]);
  });

  it('knows CA stamps and their expired certificates', () => {
    const ca = stamp('ca', { caOrgId: 'org-1', caOrgName: 'CFCA', deadline: '2025-06-30' });
    expect(isCaStamp(ca)).toBe(true);
    expect(isCaStamp(stamp('plain'))).toBe(false);
    expect(isCaExpired(ca, now)).toBe(true);
    expect(isCaExpired({ ...ca, deadline: '2027-06-30' }, now)).toBe(false);
    // A plain stamp's deadline is not a certificate's.
    expect(isCaExpired(stamp('plain', { deadline: '2020-01-01' }), now)).toBe(false);
  });

  it('describes a stamp by owner, CA organisation and expiry', () => {
    const owned = stamp('a', {
      userInfoVO: { realname: '吴磊', phone: '18912345609' },
      caOrgId: 'org-1',
      caOrgName: 'CFCA',
      deadline: '2024-06-30',
      certificateStatus: CertificateStatus.Expired,
    });
    expect(stampDescription(owned, 'CA认证已过期', now)).toBe('吴磊 · CFCA · CA认证已过期');
    expect(stampDescription(stamp('b'), 'CA认证已过期', now)).toBeUndefined();
    expect(stampOptions([owned, stamp('b')], 'expired', now)).toEqual([
      { id: 'a', label: '章a', description: '吴磊 · CFCA · expired' },
      { id: 'b', label: '章b' },
    ]);
  });

  it('offers the project’s members, then matched approvers who are not members', () => {
    expect(approverOptions([person('u-1', '甲')], [person('u-1', '甲'), person('u-2', '乙')])).toEqual([
      { id: 'u-1', label: '甲', description: '13800000000' },
      { id: 'u-2', label: '乙', description: '13800000000' },
    ]);
  });
});

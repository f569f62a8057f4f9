import {
  EnterpriseStampListType,
  GENERIC_NAME_TOO_LONG,
  OwnerType,
  type Stamp,
  StampEnabled,
  StampImageMessage,
  StampType,
} from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  canRetry,
  deadlineText,
  emptyReason,
  enableValue,
  filterStamps,
  hasSignature,
  hasStampImage,
  initialStampListState,
  initialUploadState,
  isDeadline,
  listTypeOf,
  managerCandidates,
  pageCountOf,
  pageOfStamps,
  parseDeadline,
  STAMP_PAGE_SIZE,
  signatureCandidates,
  splitPersonalStamps,
  stampFormProblems,
  stampImageProblem,
  stampInfoChanges,
  stampInfoProblems,
  stampListReducer,
  stampNameProblem,
  uploadReducer,
} from './model';

const stamp = (over: Partial<Stamp> = {}): Stamp => ({
  stampId: 'st-1',
  name: '华筑设计出图专用章',
  stampType: StampType.Output,
  ownerType: OwnerType.Enterprise,
  uuid: 'u',
  isManager: true,
  fileMd5: 'a'.repeat(32),
  isEnable: StampEnabled.Enabled,
  deadline: null,
  filePath: '',
  ...over,
});

const image = { uuid: 'img-1', fileMd5: 'b'.repeat(32), width: 200, height: 200 };

describe('the stamp form', () => {
  it('needs a name of at most 30 characters (trimmed, counted in characters)', () => {
    expect(stampNameProblem('')).toBe('nameRequired');
    expect(stampNameProblem('   ')).toBe('nameRequired');
    expect(stampNameProblem('章'.repeat(30))).toBeNull();
    expect(stampNameProblem(` ${'章'.repeat(30)} `)).toBeNull();
    expect(stampNameProblem('章'.repeat(31))).toBe('nameTooLong');
    // The contract's message for the same rule.
    expect(GENERIC_NAME_TOO_LONG).toContain('30');
  });

  it('needs an uploaded image', () => {
    expect(stampFormProblems({ name: '技术质量部章', stampType: StampType.Custom, image: null })).toEqual({
      image: 'imageRequired',
    });
    expect(stampFormProblems({ name: '', stampType: StampType.Custom, image })).toEqual({ name: 'nameRequired' });
    expect(stampFormProblems({ name: '技术质量部章', stampType: StampType.Custom, image })).toEqual({});
  });

  it('takes a deadline as a real YYYY-MM-DD date, or none', () => {
    expect(isDeadline('2027-06-30')).toBe(true);
    expect(isDeadline('2028-02-29')).toBe(true);
    expect(isDeadline('2027-02-29')).toBe(false);
    expect(isDeadline('2027-13-01')).toBe(false);
    expect(isDeadline('2027/06/30')).toBe(false);
    expect(parseDeadline('  ')).toEqual({ ok: true, value: null });
    expect(parseDeadline(' 2027-06-30 ')).toEqual({ ok: true, value: '2027-06-30' });
    expect(parseDeadline('明年')).toEqual({ ok: false });
    expect(stampInfoProblems({ name: '章', deadline: '2027-6-30' })).toEqual({ deadline: 'deadlineFormat' });
  });

  it("shows a deadline as the date or '- -'", () => {
    expect(deadlineText(stamp({ deadline: '2027-06-30' }))).toBe('2027-06-30');
    expect(deadlineText(stamp({ deadline: null }))).toBe('- -');
    expect(deadlineText(stamp({ deadline: undefined }))).toBe('- -');
  });

  it('sends only what an edit changed', () => {
    const current = stamp({ name: '技术质量部章', deadline: '2027-06-30' });
    expect(stampInfoChanges(current, { name: ' 技术质量部章 ', deadline: '2027-06-30' })).toBeNull();
    expect(stampInfoChanges(current, { name: '质量部章', deadline: '2027-06-30' })).toEqual({ name: '质量部章' });
    expect(stampInfoChanges(current, { name: '技术质量部章', deadline: '' })).toEqual({ deadline: null });
    expect(stampInfoChanges(stamp({ deadline: null }), { name: stamp().name, deadline: '2028-01-01' })).toEqual({
      deadline: '2028-01-01',
    });
  });
});

describe('the enterprise list', () => {
  it('asks each tab with its list type', () => {
    expect(listTypeOf(StampType.Output)).toBe(EnterpriseStampListType.Output);
    expect(listTypeOf(StampType.Custom)).toBe(EnterpriseStampListType.Custom);
    expect(listTypeOf(StampType.Registration)).toBe(EnterpriseStampListType.Registered);
  });

  it('goes back to the first page when the filter changes; a new tab starts unfiltered', () => {
    let state = stampListReducer(initialStampListState, { type: 'page', value: 3 });
    expect(state.page).toBe(3);
    state = stampListReducer(state, { type: 'name', value: '出图' });
    expect(state).toMatchObject({ name: '出图', page: 1 });
    state = stampListReducer(stampListReducer(state, { type: 'page', value: 2 }), {
      type: 'state',
      value: StampEnabled.Disabled,
    });
    expect(state).toMatchObject({ state: '0', page: 1 });
    expect(stampListReducer(state, { type: 'type', value: StampType.Output })).toBe(state);
    expect(stampListReducer(state, { type: 'type', value: StampType.Custom })).toEqual({
      ...initialStampListState,
      type: StampType.Custom,
    });
    expect(stampListReducer(state, { type: 'reset' })).toEqual({ ...initialStampListState, type: StampType.Output });
    expect(stampListReducer(state, { type: 'page', value: 0 }).page).toBe(1);
  });

  it('filters by a part of the name and by state', () => {
    const stamps = [
      stamp({ stampId: 'a', name: '华筑设计出图专用章' }),
      stamp({ stampId: 'b', name: '华筑设计出图章（2021版）', isEnable: StampEnabled.Disabled }),
      stamp({ stampId: 'c', name: 'Test Seal' }),
    ];
    expect(filterStamps(stamps, { name: '', state: 'all' })).toHaveLength(3);
    expect(filterStamps(stamps, { name: ' 出图 ', state: 'all' }).map((s) => s.stampId)).toEqual(['a', 'b']);
    expect(filterStamps(stamps, { name: '出图', state: StampEnabled.Enabled }).map((s) => s.stampId)).toEqual(['a']);
    expect(filterStamps(stamps, { name: '', state: StampEnabled.Disabled }).map((s) => s.stampId)).toEqual(['b']);
    expect(filterStamps(stamps, { name: 'seal', state: 'all' }).map((s) => s.stampId)).toEqual(['c']);
  });

  it('pages by 50 and keeps a page past the end on the last one', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(STAMP_PAGE_SIZE).toBe(50);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(50)).toBe(1);
    expect(pageCountOf(51)).toBe(2);
    expect(pageOfStamps(items, 1)).toMatchObject({ page: 1, total: 120 });
    expect(pageOfStamps(items, 1).rows).toHaveLength(50);
    expect(pageOfStamps(items, 3).rows).toEqual(items.slice(100));
    expect(pageOfStamps(items, 9)).toMatchObject({ page: 3 });
    expect(pageOfStamps([], 2)).toEqual({ rows: [], page: 1, total: 0 });
  });

  it('tells an empty type from a filter that left nothing', () => {
    const filter = { name: '不存在', state: 'all' as const };
    expect(emptyReason(0, 0, { name: '', state: 'all' })).toBe('none');
    expect(emptyReason(0, 0, filter)).toBe('none');
    expect(emptyReason(3, 0, filter)).toBe('filtered');
    expect(emptyReason(3, 0, { name: '', state: StampEnabled.Disabled })).toBe('filtered');
    expect(emptyReason(3, 2, filter)).toBeNull();
  });

  it('sends the switch as isEnable', () => {
    expect(enableValue(true)).toBe(StampEnabled.Enabled);
    expect(enableValue(false)).toBe(StampEnabled.Disabled);
  });
});

describe('images', () => {
  it('knows a signature slot has no image', () => {
    expect(hasStampImage(stamp())).toBe(true);
    expect(hasStampImage(stamp({ fileMd5: '' }))).toBe(false);
  });

  it("maps the shared rule's messages to locale keys", () => {
    expect(stampImageProblem(StampImageMessage.Format)).toBe('format');
    expect(stampImageProblem(StampImageMessage.TooLarge)).toBe('tooLarge');
    expect(stampImageProblem(StampImageMessage.TooSmall)).toBe('tooSmall');
    expect(stampImageProblem(StampImageMessage.TooWide)).toBe('tooWide');
    expect(stampImageProblem(StampImageMessage.Empty)).toBe('empty');
    expect(stampImageProblem(StampImageMessage.Unreadable)).toBe('unreadable');
  });

  it('keeps the picked file through a failure, and retries only a network failure', () => {
    const file = new File(['x'], '签名.png', { type: 'image/png' });
    let state = uploadReducer(initialUploadState, { type: 'picked', file });
    expect(state).toEqual({ status: 'checking', file, failure: null });
    const invalid = uploadReducer(state, { type: 'invalid', problem: 'format' });
    expect(invalid).toMatchObject({ status: 'failed', file, failure: { kind: 'invalid', problem: 'format' } });
    expect(canRetry(invalid)).toBe(false);
    state = uploadReducer(state, { type: 'sending' });
    expect(state.status).toBe('uploading');
    const refused = uploadReducer(state, { type: 'failed', failure: { kind: 'refused', message: '图片已损坏' } });
    expect(canRetry(refused)).toBe(false);
    const lost = uploadReducer(state, { type: 'failed', failure: { kind: 'network', message: 'offline' } });
    expect(lost.file).toBe(file);
    expect(canRetry(lost)).toBe(true);
    const again = uploadReducer(lost, { type: 'sending' });
    expect(again).toEqual({ status: 'uploading', file, failure: null });
    expect(uploadReducer(again, { type: 'done' })).toEqual(initialUploadState);
    // Nothing to send without a file.
    expect(uploadReducer(initialUploadState, { type: 'sending' })).toBe(initialUploadState);
  });
});

describe('people', () => {
  const people = [
    { userId: 'u-1', realname: '陈建国', phone: '138', stamps: [{ stampType: StampType.PersonalSignature }] },
    { userId: 'u-2', realname: '李婷', phone: '139', stamps: [{ stampType: StampType.Registration }] },
    { userId: 'u-3', realname: '何静', phone: '166', stamps: [] },
  ];

  it('offers signature slots only to people without a signature', () => {
    expect(hasSignature(people[0] as (typeof people)[number])).toBe(true);
    expect(signatureCandidates(people).map((p) => [p.id, p.isDisabled])).toEqual([
      ['u-1', true],
      ['u-2', false],
      ['u-3', false],
    ]);
  });

  it('offers everyone but the current manager as the new one', () => {
    expect(managerCandidates(people, 'u-2').map((p) => p.id)).toEqual(['u-1', 'u-3']);
    expect(managerCandidates(people, null).map((p) => p.label)).toEqual(['陈建国', '李婷', '何静']);
  });

  it('splits the personal panel into signatures and stamps', () => {
    const split = splitPersonalStamps([
      stamp({ stampId: 's', stampType: StampType.PersonalSignature }),
      stamp({ stampId: 'r', stampType: StampType.Registration }),
    ]);
    expect(split.signatures.map((s) => s.stampId)).toEqual(['s']);
    expect(split.stamps.map((s) => s.stampId)).toEqual(['r']);
  });
});

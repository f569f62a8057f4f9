import { APPROVAL_NAME_TAKEN, localDate, PublishMessage, ResponseCode } from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { zh_CN } from '../locale/zh_CN';
import {
  clampCopies,
  costSummary,
  costTotal,
  defaultPublishName,
  formatYuan,
  initialLaunchValues,
  launchRefusal,
  localizePublishRule,
  publishLaunchFormSchema,
  quoteRequest,
  shareDayOptions,
  shareInfoFailure,
  toLaunchRequest,
  withCopies,
} from './model';

const files = [
  { resId: 'r-1', recordId: 'rec-1', resName: '建施-01 总平面图.pdf' },
  { resId: 'r-2', recordId: 'rec-2', resName: '建施-02 一层平面图.pdf' },
];

const refusal = (message: string, code: number = ResponseCode.Warning) =>
  new ApiError({ kind: 'response', endpoint: 'approval.launchPublish', message, code });

describe('copies', () => {
  it('clamps to a whole number from 1 to 999, empty as 1', () => {
    expect(clampCopies(0)).toBe(1);
    expect(clampCopies(-5)).toBe(1);
    expect(clampCopies(1000)).toBe(999);
    expect(clampCopies(2.6)).toBe(3);
    expect(clampCopies(Number.NaN)).toBe(1);
    expect(clampCopies(12)).toBe(12);
  });

  it('sets every drawing’s copies at once, clamped', () => {
    const list = initialLaunchValues(files, 'x').resList;
    expect(withCopies(list, 5).map((f) => f.printCopies)).toEqual([5, 5]);
    expect(withCopies(list, 5000).map((f) => f.printCopies)).toEqual([999, 999]);
    expect(list.map((f) => f.printCopies)).toEqual([1, 1]);
  });
});

describe('default values', () => {
  it('names the approval after the project with a timestamp', () => {
    expect(defaultPublishName('滨江新城综合体', '发布审批', new Date(2025, 2, 12, 9, 30, 5))).toBe(
      '滨江新城综合体发布审批-20250312093005',
    );
  });

  it('starts with delivery today, one copy each and nothing chosen', () => {
    const now = new Date(2025, 5, 1, 10);
    expect(initialLaunchValues(files, '名称', now)).toEqual({
      actName: '名称',
      publisherId: '',
      calcRuleId: '',
      deliveryTime: '2025-06-01',
      approvalUserIdList: [],
      remarks: '',
      resList: [
        { resId: 'r-1', recordId: 'rec-1', printCopies: 1 },
        { resId: 'r-2', recordId: 'rec-2', printCopies: 1 },
      ],
    });
  });
});

describe('money', () => {
  it('formats yuan with two decimals and thousands separators', () => {
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(1.5)).toBe('¥1.50');
    expect(formatYuan(1234567.891)).toBe('¥1,234,567.89');
    expect(formatYuan(-20)).toBe('-¥20.00');
  });

  it('sums cost rows to the cent', () => {
    expect(
      costTotal([
        { sizeName: 'A1', price: 12, num: 3, totalPrice: 36 },
        { sizeName: 'A4', price: 1.1, num: 3, totalPrice: 3.3 },
      ]),
    ).toBe(39.3);
  });
});

describe('the form’s rules', () => {
  const valid = {
    ...initialLaunchValues(files, '滨江新城综合体发布审批-20250312093005'),
    publisherId: 'pub-001',
    calcRuleId: 'cr-001',
    approvalUserIdList: ['u-006'],
  };
  const messages = (values: object) =>
    publishLaunchFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('accepts a complete launch and builds the request without an empty remark', () => {
    const parsed = publishLaunchFormSchema.parse(valid);
    const request = toLaunchRequest('p-001', parsed);
    expect(request).toMatchObject({ projectId: 'p-001', deliveryTime: localDate() });
    expect('remarks' in request).toBe(false);
    expect(toLaunchRequest('p-001', { ...parsed, remarks: ' 加急 ' }).remarks).toBe('加急');
  });

  it('requires the publisher, the rule, the approvers and the delivery date', () => {
    expect(messages({ ...valid, publisherId: '', calcRuleId: '', approvalUserIdList: [], deliveryTime: '' })).toEqual([
      ['calcRuleId', PublishMessage.CalcRuleRequired],
      ['publisherId', PublishMessage.PublisherRequired],
      ['deliveryTime', PublishMessage.DeliveryTimeRequired],
      ['approvalUserIdList', PublishMessage.ApproversRequired],
    ]);
  });

  it('refuses more than 10 approvers, a past delivery, copies out of range and a long remark', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `u-${i}`);
    expect(messages({ ...valid, approvalUserIdList: eleven })).toEqual([
      ['approvalUserIdList', PublishMessage.ApproversTooMany],
    ]);
    expect(messages({ ...valid, deliveryTime: '2020-01-01' })).toEqual([
      ['deliveryTime', PublishMessage.DeliveryTimeInPast],
    ]);
    const copies = [0, 1000, 1.5, Number.NaN].map((printCopies) =>
      messages({ ...valid, resList: [{ ...valid.resList[0], printCopies }] }),
    );
    for (const found of copies) expect(found).toEqual([['resList.0.printCopies', PublishMessage.CopiesInvalid]]);
    expect(messages({ ...valid, remarks: '备'.repeat(257) })).toEqual([['remarks', '备注不能超出256个字符']]);
  });
});

describe('the quote', () => {
  const list = initialLaunchValues(files, 'x').resList;

  it('is asked only with a rule and valid copies', () => {
    expect(quoteRequest('p-001', '', list)).toBeNull();
    expect(quoteRequest('p-001', 'cr-001', [])).toBeNull();
    expect(
      quoteRequest(
        'p-001',
        'cr-001',
        withCopies(list, 3).map((f, i) => (i ? { ...f, printCopies: 0 } : f)),
      ),
    ).toBeNull();
    expect(quoteRequest('p-001', 'cr-001', list)).toEqual({ projectId: 'p-001', calcRuleId: 'cr-001', resList: list });
  });
});

describe('messages and refusals', () => {
  it('translates the contract’s messages, leaves the server’s own', () => {
    const en = { ...zh_CN.PublishLaunchDialog.rules, approversTooMany: 'At most 10 approvers' };
    expect(localizePublishRule(PublishMessage.ApproversTooMany, en)).toBe('At most 10 approvers');
    expect(localizePublishRule('审批人须为该项目的发布管理员', en)).toBe('审批人须为该项目的发布管理员');
  });

  it('points a refused launch at its field', () => {
    expect(launchRefusal(refusal(APPROVAL_NAME_TAKEN))).toEqual({ field: 'actName', message: APPROVAL_NAME_TAKEN });
    expect(launchRefusal(refusal(PublishMessage.DeliveryTimeInPast))).toEqual({
      field: 'deliveryTime',
      message: PublishMessage.DeliveryTimeInPast,
    });
    expect(launchRefusal(refusal('审批人须为该项目的发布管理员'))).toBeNull();
    expect(launchRefusal(new Error('x'))).toBeNull();
  });

  it('tells a refused share key from an unreachable server', () => {
    expect(shareInfoFailure(refusal(PublishMessage.ShareLinkExpired))).toEqual({
      kind: 'refused',
      message: PublishMessage.ShareLinkExpired,
    });
    expect(shareInfoFailure(new ApiError({ kind: 'network', endpoint: 'approval.downloadInfo', message: '' }))).toEqual(
      {
        kind: 'unreachable',
      },
    );
  });
});

describe('share links and summaries', () => {
  it('offers 1, 3, 5 and 7 days', () => {
    expect(shareDayOptions).toEqual([1, 3, 5, 7]);
  });

  it('summarises only what the approval carries', () => {
    expect(costSummary(null)).toEqual({});
    expect(costSummary({ publisherName: '杭州蓝图数码快印', publishNum: 160, totalPrice: 840 })).toEqual({
      publisherName: '杭州蓝图数码快印',
      publishNum: 160,
      totalPrice: 840,
    });
  });
});

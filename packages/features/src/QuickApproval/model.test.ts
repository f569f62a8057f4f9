import {
  APPROVAL_NAME_REQUIRED,
  APPROVAL_NAME_RESERVED,
  APPROVAL_NAME_SPECIAL_CHARACTERS,
  APPROVAL_NAME_TAKEN,
  ATTACHMENT_TOO_LARGE,
  CA_ORGANISATION_NOT_UNIQUE,
  Flag,
  OUTPUT_STAMP_REQUIRED,
  OwnerType,
  quickSubmissionSchema,
  REMARK_TOO_LONG,
  ResponseCode,
  STAMP_SIGNER_REQUIRED,
  type Stamp,
  StampEnabled,
  StampType,
} from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { en_US } from '../locale/en_US';
import { zh_CN } from '../locale/zh_CN';
import type { BatchChoice } from '../StampBatchPicker';
import {
  ATTACHMENT_MAX_BYTES,
  buildQuickSubmission,
  caStampsOf,
  checkCaStamps,
  chosenStampIdsOf,
  defaultApprovalName,
  emptyInfoValues,
  isCaCheckPassed,
  isCaOffered,
  localizeInfoRule,
  NO_OUTPUT_STAMP_ID,
  type QuickApprovalInfo,
  type QuickApprovalInfoValues,
  quickApprovalInfoSchema,
  shouldAskAboutCa,
  stampsByIds,
  submitNameMessage,
  timestamp,
  toAttachmentItems,
  toQuickApprovalInfo,
} from './model';

const NOW = new Date(2026, 2, 5, 9, 7, 3);

const stamp = (stampId: string, options: Partial<Stamp> = {}): Stamp => ({
  stampId,
  name: `章${stampId}`,
  stampType: StampType.Output,
  ownerType: OwnerType.Enterprise,
  uuid: `uuid-${stampId}`,
  isManager: true,
  fileMd5: '0'.repeat(32),
  isEnable: StampEnabled.Enabled,
  filePath: `/stamps/${stampId}.png`,
  ...options,
});
const cfca = { caOrgId: 'org-cfca', caOrgName: 'CFCA', signCertSn: 'SN-1', deadline: '2030-01-01' };
const bjca = { caOrgId: 'org-bjca', caOrgName: 'BJCA', signCertSn: 'SN-2', deadline: '2030-01-01' };

const valid = (values: Partial<QuickApprovalInfoValues> = {}): QuickApprovalInfoValues => ({
  ...emptyInfoValues('快速签章', NOW),
  entStampId: 'st-101',
  signMan: 'u-001',
  ...values,
});

const firstMessage = (values: QuickApprovalInfoValues, path: string) => {
  const result = quickApprovalInfoSchema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message ?? null;
};

const bigFile = (bytes: number, name = '附件.zip') => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('the default name', () => {
  it('is the quick-signing text, a hyphen and YYYYMMDDHHmmss', () => {
    expect(timestamp(NOW)).toBe('20260305090703');
    expect(defaultApprovalName('快速签章', NOW)).toBe('快速签章-20260305090703');
    expect(emptyInfoValues('快速签章', NOW)).toEqual({
      approvalName: '快速签章-20260305090703',
      entStampId: null,
      customizedStampIds: [],
      signMan: null,
      remarks: '',
      isCa: false,
      attachments: [],
    });
  });
});

describe('the form’s rules', () => {
  it('passes complete values, the "none" output stamp included', () => {
    expect(quickApprovalInfoSchema.safeParse(valid()).success).toBe(true);
    expect(quickApprovalInfoSchema.safeParse(valid({ entStampId: NO_OUTPUT_STAMP_ID })).success).toBe(true);
  });

  it('checks the approval name with the specification’s messages', () => {
    expect(firstMessage(valid({ approvalName: '  ' }), 'approvalName')).toBe(APPROVAL_NAME_REQUIRED);
    expect(firstMessage(valid({ approvalName: '快速签章/一期' }), 'approvalName')).toBe(
      APPROVAL_NAME_SPECIAL_CHARACTERS,
    );
    expect(firstMessage(valid({ approvalName: 'CON' }), 'approvalName')).toBe(APPROVAL_NAME_RESERVED);
  });

  it('needs an output stamp and a stamp signer', () => {
    expect(firstMessage(valid({ entStampId: null }), 'entStampId')).toBe(OUTPUT_STAMP_REQUIRED);
    expect(firstMessage(valid({ signMan: null }), 'signMan')).toBe(STAMP_SIGNER_REQUIRED);
  });

  it('allows 200 characters of remarks', () => {
    expect(firstMessage(valid({ remarks: '字'.repeat(200) }), 'remarks')).toBeNull();
    expect(firstMessage(valid({ remarks: '字'.repeat(201) }), 'remarks')).toBe(REMARK_TOO_LONG);
  });

  it('allows attachments of 50M each, the message on the too large one', () => {
    const attachments = toAttachmentItems([bigFile(ATTACHMENT_MAX_BYTES), bigFile(ATTACHMENT_MAX_BYTES + 1)]);
    expect(firstMessage(valid({ attachments }), 'attachments.0')).toBeNull();
    expect(firstMessage(valid({ attachments }), 'attachments.1')).toBe(ATTACHMENT_TOO_LARGE);
  });

  it('gives picked attachments keys of their own', () => {
    const [a, b] = toAttachmentItems([bigFile(1), bigFile(1)]);
    expect(a?.key).not.toBe(b?.key);
  });

  it('hands over the trimmed values with the files', () => {
    const file = bigFile(10, '说明.pdf');
    const output = quickApprovalInfoSchema.parse(
      valid({ approvalName: ' 一期出图 ', remarks: ' 周五前 ', attachments: toAttachmentItems([file]) }),
    );
    expect(toQuickApprovalInfo(output)).toEqual({
      approvalName: '一期出图',
      entStampId: 'st-101',
      customizedStampIds: [],
      signMan: 'u-001',
      remarks: '周五前',
      isCa: false,
      attachments: [file],
    });
  });
});

describe('stamps and CA', () => {
  const batches: Pick<BatchChoice, 'stampIds'>[] = [{ stampIds: ['st-301', null] }, { stampIds: ['st-302'] }];

  it('collects every stamp the approval applies, the "none" output stamp left out', () => {
    expect(chosenStampIdsOf(batches, { entStampId: 'st-101', customizedStampIds: ['st-201', 'st-301'] })).toEqual([
      'st-301',
      'st-302',
      'st-101',
      'st-201',
    ]);
    expect(chosenStampIdsOf([], { entStampId: NO_OUTPUT_STAMP_ID, customizedStampIds: [] })).toEqual([]);
    expect(chosenStampIdsOf([], { entStampId: null, customizedStampIds: [] })).toEqual([]);
  });

  it('finds the stamps behind ids and the CA ones among them', () => {
    const catalogue = [stamp('a', cfca), stamp('b')];
    expect(stampsByIds(['b', 'x', 'a'], catalogue).map((s) => s.stampId)).toEqual(['b', 'a']);
    expect(caStampsOf(catalogue).map((s) => s.stampId)).toEqual(['a']);
  });

  it('needs one certification organisation across the CA stamps', () => {
    const same = checkCaStamps([stamp('a', cfca), stamp('b', cfca), stamp('plain')], NOW);
    expect(same).toEqual({ organisation: null, expired: [] });
    expect(isCaCheckPassed(same)).toBe(true);
    const mixed = checkCaStamps([stamp('a', cfca), stamp('b', bjca)], NOW);
    expect(mixed.organisation).toBe(CA_ORGANISATION_NOT_UNIQUE);
    expect(isCaCheckPassed(mixed)).toBe(false);
  });

  it('flags expired CA certificates', () => {
    const expired = stamp('old', { ...cfca, deadline: '2025-12-31' });
    const check = checkCaStamps([expired, stamp('a', cfca)], NOW);
    expect(check.expired.map((s) => s.stampId)).toEqual(['old']);
    expect(isCaCheckPassed(check)).toBe(false);
  });

  it('asks about CA only when it is offered, not ticked and a CA stamp is chosen', () => {
    const ca = [stamp('a', cfca)];
    expect(shouldAskAboutCa(true, false, ca)).toBe(true);
    expect(shouldAskAboutCa(true, true, ca)).toBe(false);
    expect(shouldAskAboutCa(false, false, ca)).toBe(false);
    expect(shouldAskAboutCa(true, false, [stamp('plain')])).toBe(false);
  });

  it('offers CA with the permission and the enterprise’s cloud stamps', () => {
    expect(isCaOffered(true, Flag.Yes)).toBe(true);
    expect(isCaOffered(true, Flag.No)).toBe(false);
    expect(isCaOffered(true, undefined)).toBe(false);
    expect(isCaOffered(false, Flag.Yes)).toBe(false);
  });
});

describe('the server', () => {
  const taken = new ApiError({
    kind: 'response',
    endpoint: 'quickApproval.checkApprovalName',
    message: APPROVAL_NAME_TAKEN,
    code: ResponseCode.Warning,
  });

  it('finds a taken name in a failed submission', () => {
    expect(submitNameMessage(taken)).toBe(APPROVAL_NAME_TAKEN);
    expect(submitNameMessage(new Error('x'))).toBeNull();
    expect(
      submitNameMessage(
        new ApiError({ kind: 'response', endpoint: 'quickApproval.submit', message: '服务器繁忙', code: 500 }),
      ),
    ).toBeNull();
  });
});

describe('the submission', () => {
  const batches: BatchChoice[] = [
    {
      key: 'rec-1,rec-2',
      drawings: [
        { resId: 'r-1', recordId: 'rec-1', resName: '建施-01.pdf', parentId: 'f', path: '/建筑/建施-01.pdf' },
        { resId: 'r-2', recordId: 'rec-2', resName: '建施-02.pdf', parentId: 'f', path: '/建筑/建施-02.pdf' },
      ],
      userIdList: ['u-009'],
      stampIds: ['st-304', null],
    },
  ];
  const info: QuickApprovalInfo = {
    approvalName: '快速签章-20260305090703',
    entStampId: NO_OUTPUT_STAMP_ID,
    customizedStampIds: ['st-201'],
    signMan: 'u-001',
    remarks: '周五出图',
    isCa: true,
    attachments: [],
  };

  it('builds the startFastInfo body from steps 2 and 3', () => {
    const body = buildQuickSubmission({
      uid: 'uid-1',
      projectId: 'p-001',
      projectName: '滨江新城综合体',
      batches,
      info,
      attachmentIdList: ['att-1'],
    });
    expect(body).toEqual({
      id: 'uid-1',
      projectId: 'p-001',
      projectName: '滨江新城综合体',
      approvalName: '快速签章-20260305090703',
      entStampId: '0',
      customizedStampIds: ['st-201'],
      signMan: 'u-001',
      fastInfoVOS: [
        {
          stampIdList: ['st-304'],
          userIdList: ['u-009'],
          drawings: batches[0]?.drawings,
        },
      ],
      remarks: '周五出图',
      isCa: Flag.Yes,
      attachmentIdList: ['att-1'],
    });
    expect(quickSubmissionSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out empty remarks and attachments, and says 0 without CA', () => {
    const body = buildQuickSubmission({
      uid: 'uid-2',
      projectId: 'p-001',
      projectName: '滨江新城综合体',
      batches,
      info: { ...info, remarks: '', isCa: false },
    });
    expect(body).not.toHaveProperty('remarks');
    expect(body).not.toHaveProperty('attachmentIdList');
    expect(body.isCa).toBe(Flag.No);
    expect(quickSubmissionSchema.safeParse(body).success).toBe(true);
  });
});

describe('messages', () => {
  it('localizes the rules’ messages', () => {
    expect(localizeInfoRule(REMARK_TOO_LONG, zh_CN.QuickApprovalInfoForm.rules)).toBe('备注不能超出200个字符');
    expect(localizeInfoRule(OUTPUT_STAMP_REQUIRED, en_US.QuickApprovalInfoForm.rules)).toBe('Select an output stamp');
    expect(localizeInfoRule(CA_ORGANISATION_NOT_UNIQUE, zh_CN.QuickApprovalInfoForm.rules)).toBe(
      'ca章的认证机构不唯一,请重新选择ca章',
    );
    expect(localizeInfoRule('其他', en_US.QuickApprovalInfoForm.rules)).toBe('其他');
  });
});

import {
  FLOW_TEMPLATE_REQUIRED,
  type FlowTemplate,
  LinearMode,
  ProjectType,
  STAMP_CONFIG_INCOMPLETE,
  STAMP_CONFIG_PDF_ONLY,
} from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  buildOrderedSubmission,
  canUseDefaultTemplate,
  fileStampsAsBatches,
  orderedApprovalName,
  orderedSubmissionProblem,
  tasksOf,
} from './model';

const pdf = (n: number) => ({ resId: `r-${n}`, recordId: `rec-${n}`, resName: `建施-0${n}.pdf` });
const dwg = { resId: 'r-9', recordId: 'rec-9', resName: '建施-09.dwg' };
const user = (userId: string, realname: string) => ({ userInfo: { userId, realname, phone: '13800000000' } });
const template: FlowTemplate = {
  actInfo: {
    enterpriseId: 'e-1',
    id: 't-1',
    actName: '建筑两级审批',
    userId: 'u-001',
    userName: '陈建国',
    projectName: '滨江新城综合体',
    projectId: 'p-001',
    isLinear: LinearMode.Linear,
  },
  tasks: [
    { dictDutyId: 'd-examine', taskName: '审核', actForms: [user('u-006', '吴磊')] },
    { dictDutyId: 'd-authorize', taskName: '审定', actForms: [user('u-002', '李婷'), user('u-003', '王海涛')] },
  ],
};
const info = {
  approvalName: '建筑两级审批-20261122090000',
  entStampId: 'st-101',
  customizedStampIds: ['st-201'],
  signMan: 'u-001',
  remarks: '',
  isCa: false,
  attachments: [],
};

describe('ordered signing model', () => {
  it('names the approval by the date-time, or the template name and the date-time', () => {
    const now = new Date(2026, 10, 22, 9, 5, 7);
    expect(orderedApprovalName(null, now)).toBe('20261122090507');
    expect(orderedApprovalName('建筑两级审批', now)).toBe('建筑两级审批-20261122090507');
  });

  it('keeps the default template from quick projects only', () => {
    expect(canUseDefaultTemplate(ProjectType.Quick)).toBe(false);
    expect(canUseDefaultTemplate(ProjectType.Engineering)).toBe(true);
  });

  it('checks the template and text-signature rules in order', () => {
    const base = {
      projectType: ProjectType.Engineering,
      files: [pdf(1), pdf(2)],
      textSignature: false,
      configured: new Set<string>(),
    };
    expect(orderedSubmissionProblem({ ...base, choice: null })).toBe(FLOW_TEMPLATE_REQUIRED);
    expect(orderedSubmissionProblem({ ...base, choice: { kind: 'default' } })).toBeNull();
    expect(orderedSubmissionProblem({ ...base, projectType: ProjectType.Quick, choice: { kind: 'default' } })).toBe(
      FLOW_TEMPLATE_REQUIRED,
    );
    const chosen = { kind: 'template', id: 't-1' } as const;
    expect(orderedSubmissionProblem({ ...base, choice: chosen, textSignature: true, files: [pdf(1), dwg] })).toBe(
      STAMP_CONFIG_PDF_ONLY,
    );
    expect(
      orderedSubmissionProblem({ ...base, choice: chosen, textSignature: true, configured: new Set(['rec-1']) }),
    ).toBe(STAMP_CONFIG_INCOMPLETE);
    expect(
      orderedSubmissionProblem({
        ...base,
        choice: chosen,
        textSignature: true,
        configured: new Set(['rec-1', 'rec-2']),
      }),
    ).toBeNull();
  });

  it('turns the template nodes into steps and the chosen stamps into stamp keys', () => {
    expect(tasksOf(template)).toEqual([
      { taskName: '审核', userIdList: ['u-006'] },
      { taskName: '审定', userIdList: ['u-002', 'u-003'] },
    ]);
    const submission = buildOrderedSubmission({
      uid: 'uid-1',
      projectId: 'p-001',
      projectName: '滨江新城综合体',
      choice: { kind: 'template', id: 't-1' },
      template,
      files: [pdf(1), pdf(2)],
      stamps: { 'rec-1': 'st-401', 'rec-2': null },
      info,
      attachmentIdList: ['att-1'],
    });
    expect(submission).toMatchObject({
      id: 'uid-1',
      actId: 't-1',
      isLinear: LinearMode.Linear,
      stampKeyList: [{ recordId: 'rec-1', stampId: 'st-401' }],
      attachmentIdList: ['att-1'],
      isCa: '0',
    });
    expect(submission.calculationTemplate).toBeUndefined();
    const byDefault = buildOrderedSubmission({
      uid: 'uid-2',
      projectId: 'p-001',
      projectName: '滨江新城综合体',
      choice: { kind: 'default' },
      template,
      files: [pdf(1)],
      stamps: {},
      info: { ...info, isCa: true },
    });
    expect(byDefault.actId).toBe('');
    expect(byDefault.isCa).toBe('1');
    expect(byDefault.attachmentIdList).toBeUndefined();
  });

  it('offers the chosen file stamps to the CA rules as one-file batches', () => {
    expect(fileStampsAsBatches([pdf(1), pdf(2)], { 'rec-2': 'st-401' })).toEqual([
      { key: 'rec-2', drawings: [pdf(2)], userIdList: [], stampIds: ['st-401'] },
    ]);
  });
});

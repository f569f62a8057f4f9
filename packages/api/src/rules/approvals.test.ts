import { describe, expect, it } from 'vitest';
import { ApprovalStatus } from '../entities/constants';
import { approvalStatusWanted } from './approvals';

describe('approvalStatusWanted', () => {
  it("means all for '0', '-1' and no filter", () => {
    expect(approvalStatusWanted('0')).toBeUndefined();
    expect(approvalStatusWanted('-1')).toBeUndefined();
    expect(approvalStatusWanted(undefined)).toBeUndefined();
  });
  it('keeps one status otherwise', () => {
    expect(approvalStatusWanted(ApprovalStatus.Passed)).toBe(ApprovalStatus.Passed);
    expect(approvalStatusWanted(ApprovalStatus.Recalled)).toBe(ApprovalStatus.Recalled);
  });
});

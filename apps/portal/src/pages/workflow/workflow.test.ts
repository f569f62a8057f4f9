import { ApprovalType, WorkflowFilter } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { isWorkflowSegment, isWorkflowTab, moduleTypeOf, todoCountOf, workflowSegments } from './workflow';

describe('workflow centre', () => {
  it('maps each route segment to its filter and the filter to the approval type it lists', () => {
    expect(Object.keys(workflowSegments)).toEqual([
      'all',
      'borrow',
      'publish',
      'destroy',
      'proofreading',
      'meeting',
      'knowledge-base',
    ]);
    expect(moduleTypeOf(workflowSegments.all)).toBeUndefined();
    expect(moduleTypeOf(workflowSegments.borrow)).toBe(ApprovalType.Borrow);
    expect(moduleTypeOf(workflowSegments.proofreading)).toBe(ApprovalType.Proofreading);
    expect(moduleTypeOf(WorkflowFilter.Knowledge)).toBe(ApprovalType.Knowledge);
  });

  it('knows its segments and tabs', () => {
    expect(isWorkflowSegment('meeting')).toBe(true);
    expect(isWorkflowSegment('toString')).toBe(false);
    expect(isWorkflowSegment(undefined)).toBe(false);
    expect(isWorkflowTab('launchedByMe')).toBe(true);
    expect(isWorkflowTab('done')).toBe(false);
  });

  it('counts what waits behind each sidebar item', () => {
    const counts = { total: 5, byType: { [String(ApprovalType.Borrow)]: 2, [String(ApprovalType.Project)]: 3 } };
    expect(todoCountOf('/workflow/all', counts)).toBe(5);
    expect(todoCountOf('/workflow/borrow', counts)).toBe(2);
    expect(todoCountOf('/workflow/meeting', counts)).toBe(0);
    expect(todoCountOf('/project-center/list', counts)).toBe(0);
  });
});

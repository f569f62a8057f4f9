import { ApprovalType, WorkflowFilter } from '@atelier/api';

/** The workflow centre's route segments (001 section 2) and the filter each stands for. */
export const workflowSegments = {
  all: WorkflowFilter.All,
  borrow: WorkflowFilter.ArchiveBorrow,
  publish: WorkflowFilter.FilePublish,
  destroy: WorkflowFilter.ArchiveDestroy,
  proofreading: WorkflowFilter.Proofreading,
  meeting: WorkflowFilter.MeetingRoom,
  'knowledge-base': WorkflowFilter.Knowledge,
} as const satisfies Record<string, WorkflowFilter>;
export type WorkflowSegment = keyof typeof workflowSegments;

export const isWorkflowSegment = (value: string | undefined): value is WorkflowSegment =>
  value !== undefined && Object.hasOwn(workflowSegments, value);

/**
 * The approval type a filter lists (the lists' `moduleType`); none for 全部. The filters number knowledge 7, the
 * approval types 9: the one place the two listings of the specification meet.
 */
export function moduleTypeOf(filter: WorkflowFilter): ApprovalType | undefined {
  switch (filter) {
    case WorkflowFilter.All:
      return undefined;
    case WorkflowFilter.ArchiveBorrow:
      return ApprovalType.Borrow;
    case WorkflowFilter.FilePublish:
      return ApprovalType.Publish;
    case WorkflowFilter.ArchiveDestroy:
      return ApprovalType.Destroy;
    case WorkflowFilter.Proofreading:
      return ApprovalType.Proofreading;
    case WorkflowFilter.MeetingRoom:
      return ApprovalType.MeetingRoom;
    case WorkflowFilter.Knowledge:
      return ApprovalType.Knowledge;
  }
}

/** The centre's tabs: 待我审批, 我发起的, 我已审批 (000 section 7, "Approval centre"). */
export const WorkflowTab = { ForMe: 'forMe', LaunchedByMe: 'launchedByMe', ApprovedByMe: 'approvedByMe' } as const;
export type WorkflowTab = (typeof WorkflowTab)[keyof typeof WorkflowTab];
export const workflowTabs: readonly WorkflowTab[] = [
  WorkflowTab.ForMe,
  WorkflowTab.LaunchedByMe,
  WorkflowTab.ApprovedByMe,
];
export const isWorkflowTab = (value: string | null): value is WorkflowTab =>
  value !== null && (workflowTabs as readonly string[]).includes(value);

/** The lists' page size (000 section 7). */
export const WORKFLOW_PAGE_SIZE = 50;

/** The to-do count a workflow-centre path shows: everything for 全部, the type's count for a filter. */
export function todoCountOf(path: string, counts: { total: number; byType: Record<string, number> }): number {
  const segment = path.split('/').filter(Boolean).at(-1);
  if (!isWorkflowSegment(segment)) return 0;
  const type = moduleTypeOf(workflowSegments[segment]);
  return type === undefined ? counts.total : (counts.byType[String(type)] ?? 0);
}

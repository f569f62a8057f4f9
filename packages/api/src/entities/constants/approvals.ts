/** Approvals: statuses, types, list filters, recognition, signing (000 section 3). */
import type { Texts, ValueOf } from './types';

/**
 * Flow status codes, first listing of 000 section 3. THE SERVER USES THIS LISTING.
 * Also exported as `FlowStatus`.
 */
export const ApprovalStatus = {
  NotStarted: '0',
  InProgress: '1',
  Recalled: '2',
  Refused: '3',
  Passed: '4',
  PassedByOthers: '6',
  Signed: '7',
  Published: '8',
  Withdrawn: '9',
} as const;
export type ApprovalStatus = ValueOf<typeof ApprovalStatus>;
export const FlowStatus = ApprovalStatus;
export type FlowStatus = ApprovalStatus;
export const approvalStatusText: Texts<typeof ApprovalStatus> = {
  '0': '未开始',
  '1': '进行中',
  '2': '已撤回',
  '3': '已拒绝',
  '4': '已通过',
  '6': '他人已通过',
  '7': '已签章',
  '8': '已发布',
  '9': '已撤销',
};
export const approvalStatusTextEn: Texts<typeof ApprovalStatus> = {
  '0': 'Not started',
  '1': 'In progress',
  '2': 'Recalled',
  '3': 'Refused',
  '4': 'Passed',
  '6': 'Passed by others',
  '7': 'Signed',
  '8': 'Published',
  '9': 'Withdrawn',
};

/**
 * Flow status codes, second listing of 000 section 3 (in progress 1, withdrawn 2, refused 3, passed 4, stamped 7).
 * Kept for reading older data only: the server answers with {@link ApprovalStatus}.
 */
export const ApprovalStatusSecondListing = {
  InProgress: '1',
  Withdrawn: '2',
  Refused: '3',
  Passed: '4',
  Stamped: '7',
} as const;
export type ApprovalStatusSecondListing = ValueOf<typeof ApprovalStatusSecondListing>;

/**
 * Approval types (moduleType), second listing of 000 section 3. THE SERVER USES THIS LISTING: it matches the
 * workflow filters (borrow 2, publish 3, destroy 4, proofreading 5, meeting room 6). The workflow route filter
 * names knowledge 7 (see {@link WorkflowFilter}); the approval itself carries 9.
 * Quick signing and ordered signing are project approvals (1).
 */
export const ApprovalType = {
  Project: 1,
  Borrow: 2,
  Publish: 3,
  Destroy: 4,
  Proofreading: 5,
  MeetingRoom: 6,
  Knowledge: 9,
} as const;
export type ApprovalType = ValueOf<typeof ApprovalType>;
export const approvalTypeText: Texts<typeof ApprovalType> = {
  1: '项目审批',
  2: '借阅审批',
  3: '发布审批',
  4: '销毁审批',
  5: '校审审批',
  6: '会议室审批',
  9: '知识库审批',
};
export const approvalTypeTextEn: Texts<typeof ApprovalType> = {
  1: 'Project',
  2: 'Borrow',
  3: 'Publish',
  4: 'Destroy',
  5: 'Proofreading',
  6: 'Meeting room',
  9: 'Knowledge',
};

/**
 * How a project approval (1) stamps its drawings: 快速签章 (batches of drawings sharing signers and registration
 * stamps) or 按序签章 (each drawing its own stamps). The detail shows this rather than 项目审批.
 */
export const SigningMode = { Quick: 'quick', Ordered: 'ordered' } as const;
export type SigningMode = ValueOf<typeof SigningMode>;
export const signingModeText: Texts<typeof SigningMode> = { quick: '快速签章', ordered: '按序签章' };
export const signingModeTextEn: Texts<typeof SigningMode> = { quick: 'Quick signing', ordered: 'Ordered signing' };

/** Approval types, first listing of 000 section 3 (0 borrow, 2 destroy, ...). Not used by the server. */
export const ApprovalTypeFirstListing = {
  Borrow: 0,
  Destroy: 2,
  Publish: 3,
  Proofreading: 5,
  MeetingRoom: 6,
  Knowledge: 9,
} as const;
export type ApprovalTypeFirstListing = ValueOf<typeof ApprovalTypeFirstListing>;

/** Workflow page filters (000 section 2, 001 section 2.2); 'all' sends no type. */
export const WorkflowFilter = {
  All: '',
  ArchiveBorrow: 2,
  FilePublish: 3,
  ArchiveDestroy: 4,
  Proofreading: 5,
  MeetingRoom: 6,
  Knowledge: 7,
} as const;
export type WorkflowFilter = ValueOf<typeof WorkflowFilter>;
export const workflowFilterText: Texts<typeof WorkflowFilter> = {
  '': '全部',
  2: '档案借阅',
  3: '文件发布',
  4: '档案销毁',
  5: '校审',
  6: '会议室',
  7: '知识库',
};
export const workflowFilterTextEn: Texts<typeof WorkflowFilter> = {
  '': 'All',
  2: 'Archive borrowing',
  3: 'File publishing',
  4: 'Archive destruction',
  5: 'Proofreading',
  6: 'Meeting room',
  7: 'Knowledge',
};

/** Approval centre list types. */
export const ApprovalListType = { ToApprove: 1, LaunchedByMe: 2, ApprovedByMe: 3 } as const;
export type ApprovalListType = ValueOf<typeof ApprovalListType>;
export const approvalListTypeText: Texts<typeof ApprovalListType> = { 1: '待我审批', 2: '我发起的', 3: '我已审批' };
export const approvalListTypeTextEn: Texts<typeof ApprovalListType> = {
  1: 'To approve',
  2: 'Launched by me',
  3: 'Approved by me',
};

/** Dashboard operation filter (000 section 3, 001 section 7.1). Codes not shown: Atelier's. */
export const OperationType = { PendingForMe: 'pending', LaunchedByMe: 'launched', Complete: 'complete' } as const;
export type OperationType = ValueOf<typeof OperationType>;
export const operationTypeText: Texts<typeof OperationType> = {
  pending: '待我处理',
  launched: '我发起的',
  complete: '流程已完成',
};
export const operationTypeTextEn: Texts<typeof OperationType> = {
  pending: 'Pending for me',
  launched: 'Launched by me',
  complete: 'Workflow complete',
};

/** Parallel or linear flow (flow-template dialog radio and act.isLinear). */
export const LinearMode = { Parallel: '0', Linear: '1' } as const;
export type LinearMode = ValueOf<typeof LinearMode>;
// The specification writes 并性, a typo: the product shows 并行 (the one text it does not copy, issue 22).
export const linearModeText: Texts<typeof LinearMode> = { '0': '并行', '1': '线性' };
export const linearModeTextEn: Texts<typeof LinearMode> = { '0': 'Parallel', '1': 'Linear' };

/** Flags sent as '1' / '0'. */
export const Flag = { Yes: '1', No: '0' } as const;
export type Flag = ValueOf<typeof Flag>;

/** Drawing review states 1-10 (000 section 3). */
export const DrawingReviewState = {
  DrawingUpload: 1,
  AwaitingReview: 2,
  FirstReviewSupplement: 3,
  FirstReviewReply: 4,
  SecondReviewSupplement: 5,
  SecondReviewReply: 6,
  ThirdReviewSupplement: 7,
  UnderReview: 8,
  Failed: 9,
  Completed: 10,
} as const;
export type DrawingReviewState = ValueOf<typeof DrawingReviewState>;
export const drawingReviewStateText: Texts<typeof DrawingReviewState> = {
  1: '图纸上传',
  2: '待审查',
  3: '一审补正',
  4: '一审回复',
  5: '二审补正',
  6: '二审回复',
  7: '三审补正',
  8: '审查中',
  9: '审查不通过',
  10: '审查完成',
};
export const drawingReviewStateTextEn: Texts<typeof DrawingReviewState> = {
  1: 'Drawing upload',
  2: 'Awaiting review',
  3: 'First-review supplement',
  4: 'First-review reply',
  5: 'Second-review supplement',
  6: 'Second-review reply',
  7: 'Third-review supplement',
  8: 'Under review',
  9: 'Failed',
  10: 'Completed',
};
/** Groups of drawing review states. */
export const drawingReviewStateGroups = {
  feedback: [1, 3, 4, 5, 6, 7],
  waitingToExamine: [2, 8],
  end: [9, 10],
} as const satisfies Record<string, readonly DrawingReviewState[]>;

/** Recognition status of a drawing (000 section 3). */
export const RecognitionStatus = {
  WaitingTranscode: '-1',
  Waiting: '0',
  Recognising: '3',
  Success: '5',
  NoFrameTemplate: '4_1',
  TemplateMismatch: '4_2',
  TemplateDeleted: '4_4',
  Failed: '4_9',
} as const;
export type RecognitionStatus = ValueOf<typeof RecognitionStatus>;
export const recognitionStatusText: Texts<typeof RecognitionStatus> = {
  '-1': '待转码',
  '0': '待识别',
  '3': '识别中',
  '5': '识别成功',
  '4_1': '该企业没有图框模板',
  '4_2': '图纸与图框模版不匹配',
  '4_4': '图框模版已删除',
  '4_9': '识别失败',
};
export const recognitionStatusTextEn: Texts<typeof RecognitionStatus> = {
  '-1': 'Waiting for transcoding',
  '0': 'Waiting for recognition',
  '3': 'Recognising',
  '5': 'Recognised',
  '4_1': 'The enterprise has no drawing-frame template',
  '4_2': 'The drawing does not match the frame template',
  '4_4': 'The frame template was deleted',
  '4_9': 'Recognition failed',
};
/** Codes after which polling stops. */
export const finalRecognitionStatuses: readonly RecognitionStatus[] = ['5', '4_1', '4_2', '4_4', '4_9'];
/** Codes that are still moving. */
export const pendingRecognitionStatuses: readonly RecognitionStatus[] = ['-1', '0', '3'];
/** Recognition polling: every 3 s, stop after 5 minutes. */
export const RECOGNITION_POLL_INTERVAL = 3_000;
export const RECOGNITION_POLL_LIMIT = 300_000;

/** Template check result (checkOcrTemplateChanges). */
export const TemplateChange = { None: '0', ReMatch: '1', ReRecognise: '2' } as const;
export type TemplateChange = ValueOf<typeof TemplateChange>;

/** Transcoding status (000 section 3, 001 section 3.5). */
export const TranscodeStatus = { Fail: 0, Success: 1, Ongoing: 2 } as const;
export type TranscodeStatus = ValueOf<typeof TranscodeStatus>;
export const transcodeStatusText: Texts<typeof TranscodeStatus> = { 0: '转码失败', 1: '转码成功', 2: '转码中' };
export const transcodeStatusTextEn: Texts<typeof TranscodeStatus> = { 0: 'Failed', 1: 'Succeeded', 2: 'Ongoing' };

/** Preview transform status. */
export const TransformStatus = { Pending: 0, Failed: 1, Success: 10 } as const;
export type TransformStatus = ValueOf<typeof TransformStatus>;
export const transformStatusText: Texts<typeof TransformStatus> = { 0: '待转换', 1: '转换失败', 10: '转换成功' };
export const transformStatusTextEn: Texts<typeof TransformStatus> = { 0: 'Pending', 1: 'Failed', 10: 'Succeeded' };

/** Sign status. */
export const SignStatus = { Fail: 0, Success: 1, Signing: 2, Waiting: 3 } as const;
export type SignStatus = ValueOf<typeof SignStatus>;
export const signStatusText: Texts<typeof SignStatus> = { 0: '签章失败', 1: '签章成功', 2: '签章中', 3: '待签章' };
export const signStatusTextEn: Texts<typeof SignStatus> = { 0: 'Failed', 1: 'Signed', 2: 'Signing', 3: 'Waiting' };

/** Validity. */
export const Validity = { Invalid: 0, Valid: 1, Unconfigured: 2 } as const;
export type Validity = ValueOf<typeof Validity>;
export const validityText: Texts<typeof Validity> = { 0: '无效', 1: '有效', 2: '未配置' };
export const validityTextEn: Texts<typeof Validity> = { 0: 'Invalid', 1: 'Valid', 2: 'Unconfigured' };

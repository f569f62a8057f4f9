import { z } from 'zod';
import {
  approvalNameSchema,
  batchStampsSchema,
  flowTemplateNodesSchema,
  outputStampSchema,
  remarkSchema,
  stampSignerSchema,
  templateNameSchema,
} from '../rules/rules';
import { dateTimeSchema, enterpriseIdField, flagSchema, idListSchema, idSchema } from './common';
import {
  ApprovalStatus,
  ApprovalType,
  DEFAULT_PRINT_COPIES,
  LinearMode,
  ProoType,
  SigningMode,
  StampingState,
  TemplateChange,
} from './constants';
import { recognitionStatusSchema } from './project';
import { userOptionSchema } from './user';

export const approvalStatusSchema = z.enum(ApprovalStatus);
export const approvalTypeSchema = z.enum(ApprovalType);
export const linearModeSchema = z.enum(LinearMode);

// ---------------------------------------------------------------------------------------------------------------
// Flow templates
// ---------------------------------------------------------------------------------------------------------------

/** actInfo of a flow template as the dialog sends it. */
export const flowTemplateInfoSchema = z.object({
  enterpriseId: enterpriseIdField,
  id: idSchema.optional(),
  actName: templateNameSchema,
  userId: idSchema.optional(),
  userName: z.string().optional(),
  projectName: z.string().optional(),
  projectId: idSchema,
  isLinear: linearModeSchema,
});
export type FlowTemplateInfo = z.output<typeof flowTemplateInfoSchema>;

/** A flow template to save: its info and its nodes. */
export const flowTemplateDraftSchema = z.object({
  actInfo: flowTemplateInfoSchema,
  tasks: flowTemplateNodesSchema,
});
export type FlowTemplateDraft = z.input<typeof flowTemplateDraftSchema>;

/** A node of a loaded template: its duty and the people (actForms). */
export const loadedTaskSchema = z.object({
  dictDutyId: idSchema,
  taskName: z.string(),
  actForms: z.array(z.object({ userInfo: userOptionSchema })),
});
export type LoadedTask = z.output<typeof loadedTaskSchema>;

/** A loaded template. */
export const flowTemplateSchema = z.object({
  actInfo: z.object({
    enterpriseId: idSchema,
    id: idSchema,
    actName: z.string(),
    userId: idSchema,
    userName: z.string(),
    projectName: z.string(),
    projectId: idSchema,
    isLinear: linearModeSchema,
    uuid: z.string().nullish(),
  }),
  tasks: z.array(loadedTaskSchema),
});
export type FlowTemplate = z.output<typeof flowTemplateSchema>;

/** A template in the strip / list. `mine` templates are editable; `total` counts its nodes. */
export const flowTemplateListEntrySchema = z.object({
  id: idSchema,
  actName: z.string(),
  mine: z.boolean(),
  total: z.number().int(),
  uuid: z.string().nullish(),
});
export type FlowTemplateListEntry = z.output<typeof flowTemplateListEntrySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Approvals
// ---------------------------------------------------------------------------------------------------------------

/** A person as the approval detail shows them. */
export const personSchema = z.object({ id: idSchema, realname: z.string(), avatar: z.string().nullish() });

/** One approver's form on a task. */
export const actFormSchema = z.object({
  id: idSchema,
  userInfo: userOptionSchema,
  status: approvalStatusSchema,
  statusText: z.string(),
  remarks: z.string().nullish(),
  updateTime: dateTimeSchema.nullish(),
});
export type ActForm = z.output<typeof actFormSchema>;

/** A step of an approval. */
export const actTaskSchema = z.object({
  id: idSchema,
  taskName: z.string(),
  status: approvalStatusSchema,
  prooType: z.enum(ProoType).nullish(),
  taskUserInfo: userOptionSchema.nullish(),
  hasPersonnelSign: z.boolean().optional(),
  remarks: z.string().nullish(),
  updateTime: dateTimeSchema.nullish(),
  actForms: z.array(actFormSchema),
});
export type ActTask = z.output<typeof actTaskSchema>;

/** A publish cost row (pageInfo holds these as JSON text). */
export const costRowSchema = z.object({
  sizeName: z.string(),
  price: z.number(),
  num: z.number(),
  totalPrice: z.number(),
});
export type CostRow = z.output<typeof costRowSchema>;

/** Type-specific info of an approval (publish, archive, proofreading, meeting room). */
export const additionInfoSchema = z.object({
  publishNum: z.number().optional(),
  totalPrice: z.number().optional(),
  calcName: z.string().optional(),
  deliveryTime: z.string().optional(),
  publisherName: z.string().optional(),
  /** JSON text of {@link costRowSchema} rows. */
  pageInfo: z.string().optional(),
  /** Archive: '1' download, otherwise view. */
  isDownloadable: flagSchema.optional(),
  deadline: z.string().optional(),
  major: z.string().optional(),
  subitem: z.string().optional(),
  designPhase: z.string().optional(),
  roomName: z.string().optional(),
  involvedUserInfo: z.array(userOptionSchema).optional(),
  usageStartTime: z.string().optional(),
  usageEndTime: z.string().optional(),
  meetName: z.string().optional(),
  attachments: z.array(z.object({ id: idSchema, fileName: z.string(), fileSize: z.number() })).optional(),
});
export type AdditionInfo = z.output<typeof additionInfoSchema>;

/** A stamp placed on a file in an approval. */
export const fileStampSchema = z.object({ stampId: idSchema, name: z.string(), stampType: z.number().int() });
export type FileStamp = z.output<typeof fileStampSchema>;

/** A file in an approval. */
export const approvalFileSchema = z.object({
  resId: idSchema,
  recordId: idSchema,
  resName: z.string(),
  fileExt: z.string(),
  pathName: z.string(),
  path: z.string(),
  parentId: idSchema,
  parentName: z.string(),
  projectId: idSchema,
  isFolder: z.boolean(),
  actId: idSchema.nullish(),
  secretType: z.number().int().nullish(),
  isMark: z.boolean().optional(),
  publishNum: z.number().int().nullish(),
  arcResId: idSchema.nullish(),
  arcProId: idSchema.nullish(),
  statusText: z.string().nullish(),
  distinguishType: recognitionStatusSchema.nullish(),
  printCopies: z.number().int().default(DEFAULT_PRINT_COPIES),
  stampList: z.array(fileStampSchema).optional(),
  updateTime: dateTimeSchema.nullish(),
});
export type ApprovalFile = z.output<typeof approvalFileSchema>;

/** Files grouped by folder. */
export const folderGroupSchema = z.object({
  resId: idSchema,
  resName: z.string(),
  children: z.array(approvalFileSchema),
});
export type FolderGroup = z.output<typeof folderGroupSchema>;

/** Mark summary of a proofreading file; '2' means passed. */
export const markSummarySchema = z.object({
  recordId: idSchema,
  approval: z.string(),
  examine: z.string(),
  proofreading: z.string(),
  approvalCount: z.number().int(),
  examineCount: z.number().int(),
  proofreadingCount: z.number().int(),
});

/** An approval (act). */
export const approvalActSchema = z.object({
  id: idSchema,
  actName: z.string(),
  moduleType: approvalTypeSchema,
  status: approvalStatusSchema,
  statusText: z.string(),
  isLinear: linearModeSchema,
  remarks: z.string().nullish(),
  projectId: idSchema.nullish(),
  projectName: z.string().nullish(),
  createTime: dateTimeSchema,
  updateTime: dateTimeSchema,
  comment: z.string().nullish(),
  launchManInfo: personSchema,
  shortName: z.string().nullish(),
  isCa: flagSchema,
  actTaskList: z.array(actTaskSchema),
  additionInfo: additionInfoSchema.nullish(),
  actWatermark: z.string().nullish(),
  operationType: z.string().nullish(),
  signMan: z.object({ realName: z.string(), avatar: z.string().nullish() }).nullish(),
  formId: idSchema.nullish(),
  /** Once passed: the stamping of the drawings, and why drawings failed (one line each: file name: reason). */
  stampingState: z.enum(StampingState).nullish(),
  stampingErrors: z.array(z.string()).nullish(),
  /** Whether the caller may start the stamping again (the launcher or the stamp signer, after a failure). */
  canRestamp: z.boolean().nullish(),
  /** A passed publish approval: whether the caller may make share links (toPublish:share) and confirm publishing. */
  canShare: z.boolean().nullish(),
  canConfirmPublish: z.boolean().nullish(),
  /** A stamp approval's mode (快速签章 / 按序签章); null for the other kinds. */
  signingMode: z.enum(SigningMode).nullish(),
});
export type ApprovalAct = z.output<typeof approvalActSchema>;

/** An approval in a list. */
export const approvalListEntrySchema = approvalActSchema.pick({
  id: true,
  actName: true,
  moduleType: true,
  status: true,
  statusText: true,
  projectId: true,
  projectName: true,
  createTime: true,
  updateTime: true,
  launchManInfo: true,
  isCa: true,
  formId: true,
});
export type ApprovalListEntry = z.output<typeof approvalListEntrySchema>;

/**
 * A row of the publish centre's lists (/publish/list): the approval, and what it prints where at what cost, as
 * priced at launch (the cost list per approval); `publishTime` once publishing was confirmed.
 */
export const publishListEntrySchema = approvalListEntrySchema.extend({
  publisherId: idSchema,
  publisherName: z.string(),
  calcName: z.string(),
  deliveryTime: z.string(),
  publishNum: z.number().int(),
  totalPrice: z.number(),
  costRows: z.array(costRowSchema),
  publishTime: z.string().nullable(),
});
export type PublishListEntry = z.output<typeof publishListEntrySchema>;

/** Counts of pending approvals per type. */
export const todoCountSchema = z.object({
  total: z.number().int(),
  byType: z.record(z.string(), z.number().int()),
});

// ---------------------------------------------------------------------------------------------------------------
// Quick approval wizard and ordered signing
// ---------------------------------------------------------------------------------------------------------------

/** A drawing as the wizard's steps send it back. */
export const drawingRefSchema = z.object({
  resId: idSchema,
  recordId: idSchema,
  resName: z.string(),
  parentId: idSchema.optional(),
  path: z.string().optional(),
});
export type DrawingRef = z.output<typeof drawingRefSchema>;

/** A batch of drawings with identical signers. `moreThanOne` allows a second registration stamp. */
export const stampBatchSchema = z.object({
  userInfoVoList: z.array(userOptionSchema),
  resOwnerDTOList: z.array(approvalFileSchema),
  moreThanOne: z.boolean(),
});
export type StampBatch = z.output<typeof stampBatchSchema>;

/** Recognition status per recordId. */
export const ocrStatusMapSchema = z.record(z.string(), recognitionStatusSchema);

/**
 * What recognition read from a file (issue 23): 图名 and 图号 when recognised, the page whose title block counted
 * (of `pageCount`), and why it was not recognised (a recognition rule's message) when it was not.
 */
export const recognitionDetailSchema = z.object({
  recordId: z.string(),
  status: recognitionStatusSchema,
  drawingName: z.string().optional(),
  drawingNumber: z.string().optional(),
  page: z.number().int().optional(),
  pageCount: z.number().int().optional(),
  reason: z.string().optional(),
});
export type RecognitionDetail = z.output<typeof recognitionDetailSchema>;

/** Template check answer: '1' re-match needed, '2' re-recognise. */
export const templateChangeSchema = z.object({
  hasChange: z.enum(TemplateChange),
  recordIdList: idListSchema,
});

/** A batch of the quick submission. */
export const fastInfoSchema = z.object({
  /** At most two registration stamps, not the same one twice (the rules' messages). */
  stampIdList: batchStampsSchema,
  userIdList: idListSchema,
  drawings: z.array(drawingRefSchema),
});

/** Quick approval submission (000 section 3). */
export const quickSubmissionSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  projectName: z.string(),
  approvalName: approvalNameSchema,
  /** The output stamp; '0' (`NO_OUTPUT_STAMP_ID`) is none. */
  entStampId: outputStampSchema,
  customizedStampIds: idListSchema,
  signMan: stampSignerSchema,
  fastInfoVOS: z.array(fastInfoSchema).min(1),
  remarks: remarkSchema.optional(),
  isCa: flagSchema,
  attachmentIdList: idListSchema.optional(),
});
export type QuickSubmission = z.input<typeof quickSubmissionSchema>;

/** A registered stamp placed on a file of the ordered flow. */
export const stampKeySchema = z.object({ recordId: idSchema, stampId: idSchema });

/** Ordered submission (000 section 3). */
export const orderedSubmissionSchema = z.object({
  id: idSchema,
  actId: z.string(),
  remarks: remarkSchema.optional(),
  projectId: idSchema,
  projectName: z.string(),
  approvalName: approvalNameSchema,
  customizedStampIds: idListSchema,
  signMan: idSchema,
  isLinear: linearModeSchema,
  tasks: z.array(z.object({ taskName: z.string(), userIdList: idListSchema.min(1) })).min(1),
  fileList: z.array(drawingRefSchema).min(1),
  stampKeyList: z.array(stampKeySchema),
  calculationTemplate: z.string().optional(),
  autographStampList: z.array(stampKeySchema).optional(),
  isCa: flagSchema,
  attachmentIdList: idListSchema.optional(),
  entStampId: idSchema,
});
export type OrderedSubmission = z.input<typeof orderedSubmissionSchema>;

/** One reason a drawing failed a check: for signer errors, the duty and the name recognised in its field. */
export const checkReasonSchema = z.object({
  errorReason: z.string(),
  dutyId: idSchema.nullish(),
  dutyName: z.string().nullish(),
  /** The recognised (or corrected) name; null when the field is empty. */
  realname: z.string().nullish(),
});
export type CheckReason = z.output<typeof checkReasonSchema>;

/** A file named in a drawing-check error list, with its own reasons (000 section 4: each drawing with its errors). */
export const checkedFileSchema = z.object({
  resId: idSchema,
  recordId: idSchema.nullish(),
  resName: z.string(),
  isFolder: z.boolean(),
  fileExt: z.string(),
  /** The file's folder ('/01 建筑/施工图'), for "go handle". */
  pathName: z.string().nullish(),
  parentId: idSchema.nullish(),
  errorReason: z.array(checkReasonSchema),
  /** What recognition read from a recognised drawing's title block (图名, 图号), when it has them (issue 23). */
  drawingName: z.string().optional(),
  drawingNumber: z.string().optional(),
});
export type CheckedFile = z.output<typeof checkedFileSchema>;

/** One error list of a drawing check. */
export const checkListSchema = z.object({ fileList: z.array(checkedFileSchema) });
export type CheckList = z.output<typeof checkListSchema>;

/**
 * Drawing check result. `downLoadURL` is the uuid of the error report the check wrote (drawingCheck.downloadReport);
 * null when there is nothing to report.
 */
export const drawingCheckResultSchema = z.object({
  hasError: z.boolean(),
  ocrCheckResult: checkListSchema,
  settingCheckResult: checkListSchema,
  sizeUnitCheckResult: checkListSchema,
  downLoadURL: z.string().nullish(),
});
export type DrawingCheckResult = z.output<typeof drawingCheckResultSchema>;

/** An approval's calculation (text-signature) info. */
export const calcInfoSchema = z.object({
  recordId: idSchema,
  templateId: idSchema.nullish(),
  info: z.string(),
});

/**
 * The text-signature stamp configuration that `calcInfoSchema.info` holds as JSON (the rules that check it against a
 * page are in rules/stampConfiguration.ts).
 */
/** What a box of the configuration holds. */
export const CalcBoxKind = {
  /** A signer's personal signature: the file's chosen signatures go in the signature boxes in order. */
  Signature: 'signature',
  /** A registration stamp (注册章): the file's registration stamps in order. */
  Registration: 'registration',
  /** The output stamp (出图章): at most one box. */
  Output: 'output',
  /** A custom stamp (自定义章): the approval's custom stamps in order. */
  Custom: 'custom',
} as const;
export type CalcBoxKind = (typeof CalcBoxKind)[keyof typeof CalcBoxKind];

/** At most this many boxes of one kind. */
export const MAX_CALC_BOXES_PER_KIND = 20;
/** The smallest box side, points (about 3 mm). */
export const MIN_CALC_BOX_SIDE = 8;

const finite = z.number().finite();

/**
 * One box: a rectangle in points on the first page as displayed (rotation applied), origin at the top-left
 * corner, y growing downwards (the frame templates' coordinates). `index` orders the boxes of a kind (0 first);
 * a signature box placed from a frame template names the duty of its cell.
 */
export const calcBoxSchema = z.object({
  kind: z.enum([CalcBoxKind.Signature, CalcBoxKind.Registration, CalcBoxKind.Output, CalcBoxKind.Custom]),
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_CALC_BOXES_PER_KIND - 1),
  dutyId: z.string().min(1).max(64).nullish(),
  x: finite,
  y: finite,
  width: finite,
  height: finite,
});
export type CalcBox = z.infer<typeof calcBoxSchema>;

/** The configuration: the page it was placed on (points) and the boxes. Version 1. */
export const calcInfoContentSchema = z.object({
  version: z.literal(1),
  page: z.object({ width: finite.positive(), height: finite.positive() }),
  boxes: z.array(calcBoxSchema).max(MAX_CALC_BOXES_PER_KIND * 4),
});
export type CalcInfoContent = z.infer<typeof calcInfoContentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Publishing, marks
// ---------------------------------------------------------------------------------------------------------------

export const publisherSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The shop's contact person (联系人). */
  contact: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
});
export const calcRuleSchema = z.object({
  id: idSchema,
  ruleName: z.string(),
  remarks: z.string().nullish(),
  rows: z.array(z.object({ sizeName: z.string(), price: z.number() })).optional(),
});
export const publishPlanSchema = z.object({
  id: idSchema,
  planName: z.string(),
  planType: z.number().int(),
  projectId: idSchema,
  /** Atelier's, for the plan list: how many drawings the plan gathers, who made it (their name) and when. */
  resCount: z.number().int().optional(),
  createByName: z.string().optional(),
  createTime: dateTimeSchema.optional(),
});
export type PublishPlan = z.output<typeof publishPlanSchema>;
export const publishResourceSchema = z.object({
  id: idSchema,
  resId: idSchema,
  resName: z.string(),
  planId: idSchema.nullish(),
  publishNum: z.number().int(),
  /** The drawing's current version (Atelier's): what a launch from the plan publishes. */
  recordId: idSchema.nullish(),
});
/** A publish statistic's row: what it counts (a month, a day, a shop, a rule, a project: its id), sheets, yuan. */
export const statisticRowSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  count: z.number(),
  money: z.number().optional(),
});

export const markCommentSchema = z.object({
  id: idSchema,
  comment: z.string(),
  userId: idSchema,
  createTime: dateTimeSchema,
});
export const markSchema = z.object({
  id: idSchema,
  name: z.string(),
  recordId: idSchema,
  markUserId: idSchema,
  coordinate: z.string(),
  markType: z.number().int(),
  proportion: z.number(),
  verNum: z.number().int(),
  isConfirm: flagSchema,
  comments: z.array(markCommentSchema),
});
export type Mark = z.output<typeof markSchema>;

import {
  type DrawingRef,
  FLOW_TEMPLATE_REQUIRED,
  Flag,
  type FlowTemplate,
  LinearMode,
  type OrderedSubmission,
  ProjectType,
  STAMP_CONFIG_INCOMPLETE,
  STAMP_CONFIG_PDF_ONLY,
} from '@atelier/api';
import type { FlowTemplateChoice } from '../FlowTemplateList';
import type { QuickApprovalInfo } from '../QuickApproval';
import type { BatchChoice } from '../StampBatchPicker';
import { timestamp } from '../shared/approvalName';

/** A file's registration stamp in an ordered signing (stampKeyList): at most one per file; null for none. */
export type FileStamps = Readonly<Record<string, string | null>>;

/** Whether a project may launch with its default template (000 section 5: quick projects, type 1, may not). */
export function canUseDefaultTemplate(projectType: ProjectType): boolean {
  return projectType !== ProjectType.Quick;
}

/** The default name: the date-time, or the template's name, a hyphen and the date-time (000 section 5). */
export function orderedApprovalName(templateName: string | null, now: Date = new Date()): string {
  return templateName ? `${templateName}-${timestamp(now)}` : timestamp(now);
}

/** The approval's steps from the template's nodes, in order: each node's name and people. */
export function tasksOf(template: FlowTemplate): OrderedSubmission['tasks'] {
  return template.tasks.map((task) => ({
    taskName: task.taskName,
    userIdList: task.actForms.map((form) => form.userInfo.userId),
  }));
}

/** Whether a file can take a text-signature configuration: only PDF. */
export const isConfigurable = (file: DrawingRef & { fileExt?: string | null }) =>
  (file.fileExt ?? file.resName.split('.').pop() ?? '').toLowerCase() === 'pdf';

export interface OrderedCheckInput {
  choice: FlowTemplateChoice | null;
  projectType: ProjectType;
  files: readonly DrawingRef[];
  /** Text-signature mode (calculationTemplate): every file needs its configuration. */
  textSignature: boolean;
  /** Record ids whose configuration is saved (matchInfo). */
  configured: ReadonlySet<string>;
}

/**
 * The rules the dialog checks before it asks the server (000 section 5), first failing one's message: a template
 * chosen (the default one is not allowed on quick projects), and in text-signature mode only PDF files, each
 * configured.
 */
export function orderedSubmissionProblem(input: OrderedCheckInput): string | null {
  if (!input.choice) return FLOW_TEMPLATE_REQUIRED;
  if (input.choice.kind === 'default' && !canUseDefaultTemplate(input.projectType)) return FLOW_TEMPLATE_REQUIRED;
  if (input.textSignature) {
    if (input.files.some((file) => !isConfigurable(file))) return STAMP_CONFIG_PDF_ONLY;
    if (input.files.some((file) => !input.configured.has(file.recordId))) return STAMP_CONFIG_INCOMPLETE;
  }
  return null;
}

/** The files' chosen registration stamps as one-file batches, so the info form's CA rules count them. */
export function fileStampsAsBatches(files: readonly DrawingRef[], stamps: FileStamps): BatchChoice[] {
  return files
    .filter((file) => stamps[file.recordId])
    .map((file) => ({
      key: file.recordId,
      drawings: [file],
      userIdList: [],
      stampIds: [stamps[file.recordId] ?? null],
    }));
}

export interface OrderedSubmissionInput {
  uid: string;
  projectId: string;
  projectName: string;
  choice: FlowTemplateChoice;
  template: FlowTemplate;
  files: readonly DrawingRef[];
  stamps: FileStamps;
  info: QuickApprovalInfo;
  /** The text-signature template in use, when the approval is stamped by configuration. */
  calculationTemplate?: string | undefined;
  attachmentIdList?: readonly string[];
}

/** The ordered submission (000 section 3) from the dialog's state. */
export function buildOrderedSubmission(input: OrderedSubmissionInput): OrderedSubmission {
  const { info } = input;
  return {
    id: input.uid,
    actId: input.choice.kind === 'default' ? '' : input.choice.id,
    projectId: input.projectId,
    projectName: input.projectName,
    approvalName: info.approvalName,
    entStampId: info.entStampId,
    customizedStampIds: [...info.customizedStampIds],
    signMan: info.signMan,
    isLinear: input.template.actInfo.isLinear ?? LinearMode.Linear,
    tasks: tasksOf(input.template),
    fileList: input.files.map((file) => ({ ...file })),
    stampKeyList: input.files.flatMap((file) => {
      const stampId = input.stamps[file.recordId];
      return stampId ? [{ recordId: file.recordId, stampId }] : [];
    }),
    ...(input.calculationTemplate ? { calculationTemplate: input.calculationTemplate } : {}),
    ...(info.remarks ? { remarks: info.remarks } : {}),
    isCa: info.isCa ? Flag.Yes : Flag.No,
    ...(input.attachmentIdList && input.attachmentIdList.length > 0
      ? { attachmentIdList: [...input.attachmentIdList] }
      : {}),
  };
}

import {
  ApprovalStatus,
  ApprovalType,
  type api,
  batchStampsRefusal,
  type EndpointRequestOutput,
  FLOW_TEMPLATE_REQUIRED,
  filesOnceRefusal,
  LinearMode,
  ProjectType,
  STAMP_CONFIG_INCOMPLETE,
  STAMP_CONFIG_PDF_ONLY,
  StampType,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import { calcInfosOf } from './calcInfoRepository';
import { isPdf, projectScopeOf } from './drawings';
import { nodePeople, requireTemplate, type TemplateRow, templateNodes } from './flowTemplates';
import {
  ApprovalKind,
  checkAttachments,
  checkCa,
  checkLaunchForm,
  invalid,
  launchDrawings,
  launchOnce,
  loadLaunchStamps,
  requireMembers,
  writeApproval,
} from './launch';
import { StampUsage } from './launchRepository';
import { defaultTemplatesOf } from './templateRepository';

type Submission = EndpointRequestOutput<typeof api.orderedSigning.submit>;

/**
 * The project's default template (ordinary projects only): the one of the launcher's specialty in the project,
 * else the project's first one. Null when none was made yet.
 */
async function defaultTemplateOf(db: Database, access: ProjectAccess): Promise<TemplateRow | null> {
  const rows = await defaultTemplatesOf(db, access.project.id);
  return rows.find((row) => row.dictSpecialtyId === access.member.specialtyId) ?? rows[0] ?? null;
}

/**
 * The template the launch follows: `actId` '' is the project's default template, which a project of type 1
 * (quick) cannot use (请选择流程模板); otherwise a template of the project the user may see.
 */
async function launchTemplate(
  db: Database,
  actor: Actor,
  data: Submission,
  access: ProjectAccess,
): Promise<TemplateRow> {
  const actId = data.actId.trim();
  const quickProject = access.project.proType === ProjectType.Quick;
  if (!actId) {
    if (quickProject) invalid(FLOW_TEMPLATE_REQUIRED);
    return (await defaultTemplateOf(db, access)) ?? invalid(ErrorMessage.DefaultTemplateNotSet);
  }
  const { template } = await requireTemplate(db, actor, actId);
  if (template.projectId !== access.project.id) deny(ErrorMessage.FlowTemplateOfAnotherProject);
  if (template.uuid !== null && quickProject) invalid(FLOW_TEMPLATE_REQUIRED);
  return template;
}

/**
 * Launches an ordered signing (发起按序签章, POST /startWorkflow/sequence). The launcher needs the ordered-approval
 * button permission (declared beside the endpoint, checked before this) and a pre-issued id (used once). The steps
 * follow the template's nodes in order, with the people the dialog sent for each (1-10 project members); the rules
 * of 000 section 5 are checked again with the quick submission's messages. In text-signature mode
 * (`calculationTemplate`) every file is a PDF with a saved stamp configuration; otherwise every file is recognised
 * with its frame template. A linear flow opens its first step only (the later steps' forms wait as not started); a
 * parallel one opens every step at once.
 */
export async function submitOrderedSigning(db: Database, actor: Actor, data: Submission): Promise<{ actId: string }> {
  const submission = { id: data.id, userId: actor.userId, kind: ApprovalKind.Ordered, actName: data.approvalName };
  return launchOnce(db, submission, () => launchOrderedSigning(db, actor, data));
}

/** Checks the submission and writes the approval; false when a repeat of it wrote it first (see launchOnce). */
async function launchOrderedSigning(db: Database, actor: Actor, data: Submission): Promise<boolean> {
  const scope = await projectScopeOf(db, actor, data.projectId);
  const { project } = scope.access;
  const enterpriseId = project.enterpriseId;

  // The flow template first (the top of the dialog), then the steps against its nodes.
  const template = await launchTemplate(db, actor, data, scope.access);
  const nodes = await templateNodes(db, template.id);
  if (nodes.length === 0) {
    invalid(template.uuid === null ? ErrorMessage.TemplateWithoutNodes : ErrorMessage.DefaultTemplateNotSet);
  }
  const isLinear = template.isLinear === LinearMode.Parallel ? LinearMode.Parallel : LinearMode.Linear;
  if (
    data.isLinear !== isLinear ||
    data.tasks.length !== nodes.length ||
    data.tasks.some((task, index) => task.taskName !== nodes[index]?.dutyName)
  ) {
    invalid(ErrorMessage.TasksDoNotMatchTemplate);
  }
  const steps = data.tasks.map((task) => ({ taskName: task.taskName, userIds: nodePeople(task.userIdList) }));
  await requireMembers(
    db,
    project.id,
    steps.flatMap((step) => step.userIds),
    ErrorMessage.NodePeopleNotMembers,
  );

  // The form: name, signer, output stamp, remarks, in the order the form shows them.
  const { actName, remarks } = await checkLaunchForm(db, scope.access, data);

  // The files: each once, a current version the user may read.
  const refs = data.fileList;
  enforce(filesOnceRefusal(refs));
  const textMode = Boolean(data.calculationTemplate?.trim());
  const { versions, states } = await launchDrawings(db, actor, refs, project.id, { recognised: !textMode });
  if (textMode) {
    // Text-signature mode: PDFs only, each with its stamp configuration saved.
    for (const ref of refs) {
      const resource = versions.get(ref.recordId)?.resource;
      if (!resource || !isPdf(resource)) invalid(STAMP_CONFIG_PDF_ONLY);
    }
    const configured = await calcInfosOf(
      db,
      refs.map((r) => r.recordId),
    );
    const done = new Set(configured.filter((c) => c.info.trim() !== '').map((c) => c.recordId));
    if (refs.some((ref) => !done.has(ref.recordId))) invalid(STAMP_CONFIG_INCOMPLETE);
  }

  // The stamps: the output stamp ('0' is none), the custom stamps, each file's registration stamps and signatures.
  const fileIndex = new Map(refs.map((ref, index) => [ref.recordId, index]));
  const signatures = data.autographStampList ?? [];
  const launchStamps = await loadLaunchStamps(db, enterpriseId, {
    entStampId: data.entStampId,
    customizedStampIds: data.customizedStampIds,
    others: [...data.stampKeyList, ...signatures].map((s) => s.stampId),
  });
  const { outputId, customIds, usable } = launchStamps;
  const perFile = (keys: readonly { recordId: string; stampId: string }[]) => {
    const byFile = new Map<number, string[]>();
    for (const key of keys) {
      const index = fileIndex.get(key.recordId) ?? invalid(ErrorMessage.StampOfUnlistedFile);
      byFile.set(index, [...(byFile.get(index) ?? []), key.stampId]);
    }
    return byFile;
  };
  const registration = perFile(data.stampKeyList);
  for (const [index, ids] of registration) {
    // At most two registration stamps on a file, as in a quick approval's batch (the shared rule).
    enforce(batchStampsRefusal(ids));
    if (ids.some((id) => !usable(id, StampType.Registration))) invalid(ErrorMessage.RegistrationStampNotFound);
    // On the frame, a registration stamp needs a stamp position (text-signature mode places them itself).
    const ref = refs[index];
    if (!textMode && ref) {
      const positions = states.get(ref.recordId)?.curStampNum ?? 0;
      if (ids.length > positions) invalid(ErrorMessage.fileStampPositions(ref.resName, positions));
    }
  }
  const signed = perFile(signatures);
  for (const ids of signed.values()) {
    if (new Set(ids).size !== ids.length || ids.some((id) => !usable(id, StampType.PersonalSignature))) {
      invalid(ErrorMessage.SignatureStampNotFound);
    }
  }

  // CA: the enterprise keeps its stamps in the cloud; one certification organisation; no expired certificate.
  await checkCa(db, enterpriseId, data.isCa, launchStamps.known.values());
  // Attachments: completed uploads of the launcher, at most 50M each.
  const attachmentIds = await checkAttachments(db, actor.userId, data.attachmentIdList);

  const now = new Date();
  const stampsOfFiles = (usage: StampUsage, byFile: Map<number, string[]>) =>
    [...byFile].flatMap(([batch, ids]) => ids.map((stampId, position) => ({ usage, batch, position, stampId })));
  return writeApproval(db, {
    approval: {
      id: data.id,
      enterpriseId,
      projectId: project.id,
      actName,
      moduleType: ApprovalType.Project,
      kind: ApprovalKind.Ordered,
      status: ApprovalStatus.InProgress,
      isLinear,
      isCa: data.isCa,
      remarks: remarks || null,
      templateId: template.id,
      calculationTemplate: textMode ? (data.calculationTemplate?.trim() ?? null) : null,
      signMan: data.signMan,
      launchedBy: actor.userId,
      attachmentIds,
      createdAt: now,
      updatedAt: now,
    },
    drawings: refs.map((ref, index) => ({
      resourceId: ref.resId,
      recordId: ref.recordId,
      batch: index,
      position: index,
    })),
    stamps: [
      ...stampsOfFiles(StampUsage.Registration, registration),
      ...stampsOfFiles(StampUsage.Signature, signed),
      ...(outputId ? [{ usage: StampUsage.Output, position: 0, stampId: outputId }] : []),
      ...customIds.map((stampId, position) => ({ usage: StampUsage.Custom, position, stampId })),
    ],
    // A linear flow: the first step is current, the others wait; a parallel flow: every step is current.
    forms: steps.flatMap((step, task) => {
      const current = isLinear === LinearMode.Parallel || task === 0;
      return step.userIds.map((userId) => ({
        task,
        taskName: step.taskName,
        userId,
        status: current ? ApprovalStatus.InProgress : ApprovalStatus.NotStarted,
      }));
    }),
  });
}

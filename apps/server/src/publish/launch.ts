import { randomUUID } from 'node:crypto';
import {
  APPROVAL_NAME_TAKEN,
  ApprovalStatus,
  ApprovalType,
  Flag,
  LinearMode,
  type PublishLaunch,
  PublishMessage,
  type UserOption,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import { ApprovalKind, invalid, isApprovalNameTaken, writeApproval } from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, ErrorCode } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { formatDate, nameCollator } from '../util/format';
import { PublishRefusal } from './messages';
import { checkPublishFiles, loadCalcRule, priceFiles } from './pricing';
import { findPublisher, insertPublishApproval, projectPublishingManagers } from './repository';

/**
 * Launching a publish approval (001 section 7, launchPublishAct): drawings of one project, printed by a print shop
 * at a calculation rule's prices, approved by the project's publishing managers. The approval is the engine's
 * (approvals/launch.ts, transitions.ts): one parallel step whose forms are the chosen approvers, so that pass,
 * refuse, withdraw, the lists, the detail, the files and the to-do count work as for every approval. As every step
 * of the engine, it passes when every chosen approver has passed. Nothing is stamped when it passes.
 */

/** The name of the approval's one step. */
export const PUBLISH_TASK_NAME = '发布管理员审批';

/**
 * Who may approve a project's publish approval: members of the project who hold the publishing manager role in
 * its enterprise (enterprise admins see the publish centre too, but approving publishing is the managers' job).
 */
export async function publishApprovers(db: Database, enterpriseId: string, projectId: string): Promise<UserOption[]> {
  const rows = await projectPublishingManagers(db, enterpriseId, projectId);
  return rows.sort((a, b) => nameCollator.compare(a.realname, b.realname));
}

/** A print shop of the actor's enterprise, not deleted; otherwise the refusal. */
async function loadPublisher(db: Database, actor: Actor, publisherId: string) {
  return (await findPublisher(db, actor.enterpriseId, publisherId)) ?? invalid(PublishRefusal.PublisherNotFound);
}

/**
 * Checks everything again (the schema has run: name rules, copies, counts), in the form's order: the project and
 * the drawings (each the current version of a file the caller may download), the print shop, the rule, the
 * delivery date (today or later, in the firms' time zone), the approvers (the project's publishing managers), the
 * name (unused in the project), then the price (every drawing's size priced). Answers the approval's id.
 */
export async function launchPublishApproval(
  db: Database,
  store: FileStore,
  actor: Actor,
  project: ProjectAccess,
  data: PublishLaunch,
): Promise<{ actId: string }> {
  const { access, files } = await checkPublishFiles(db, project, data.resList);
  const publisher = await loadPublisher(db, actor, data.publisherId);
  const rule = await loadCalcRule(db, actor, data.calcRuleId);
  // The firms' date (Asia/Shanghai), whatever the server's own time zone.
  if (data.deliveryTime < formatDate(new Date())) invalid(PublishMessage.DeliveryTimeInPast);
  const approverIds = [...new Set(data.approvalUserIdList)];
  const allowed = new Set((await publishApprovers(db, actor.enterpriseId, access.project.id)).map((u) => u.userId));
  if (approverIds.some((id) => !allowed.has(id))) invalid(PublishRefusal.ApproversNotAllowed);
  const actName = data.actName.trim();
  if (await isApprovalNameTaken(db, access.project.id, actName)) {
    throw new DomainError(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN);
  }
  const { drawings, cost } = await priceFiles(db, store, files, rule);

  const actId = randomUUID();
  const now = new Date();
  const written = await writeApproval(db, {
    approval: {
      id: actId,
      enterpriseId: access.project.enterpriseId,
      projectId: access.project.id,
      actName,
      moduleType: ApprovalType.Publish,
      kind: ApprovalKind.Publish,
      status: ApprovalStatus.InProgress,
      isLinear: LinearMode.Parallel,
      isCa: Flag.No,
      remarks: data.remarks?.trim() || null,
      // No stamp signer: the column is required, the launcher stands in (the detail shows none).
      signMan: actor.userId,
      launchedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    },
    drawings: drawings.map((d, position) => ({
      resourceId: d.resource.id,
      recordId: d.recordId,
      batch: 0,
      position,
      printCopies: d.copies,
      sheetSize: d.sizeName,
    })),
    stamps: [],
    forms: approverIds.map((userId) => ({
      task: 0,
      taskName: PUBLISH_TASK_NAME,
      userId,
      status: ApprovalStatus.InProgress,
    })),
    alsoWrite: async (tx) => {
      await insertPublishApproval(tx, {
        approvalId: actId,
        publisherId: publisher.id,
        publisherName: publisher.name,
        calcRuleId: rule.id,
        calcName: rule.ruleName,
        deliveryTime: data.deliveryTime,
        publishNum: cost.publishNum,
        totalCents: cost.totalCents,
        costRows: cost.rows,
      });
    },
  });
  if (!written) throw new Error(`publish approval ${actId} was not written`);
  return { actId };
}

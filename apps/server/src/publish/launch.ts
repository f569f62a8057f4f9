import { randomUUID } from 'node:crypto';
import {
  ApprovalStatus,
  ApprovalType,
  Flag,
  LinearMode,
  PUBLISH_TASK_NAME,
  type PublishLaunch,
  publishLaunchRefusal,
  type UserOption,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import { ApprovalKind, isApprovalNameTaken, writeApproval } from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { nameCollator } from '../util/format';
import { checkPublishFiles, findPricedCalcRule, priceFiles } from './pricing';
import { findPublisher, insertPublishApproval, projectPublishingManagers } from './repository';

/**
 * Launching a publish approval (001 section 7, launchPublishAct): drawings of one project, printed by a print shop
 * at a calculation rule's prices, approved by the project's publishing managers. The approval is the engine's
 * (approvals/launch.ts, transitions.ts): one parallel step whose forms are the chosen approvers, so that pass,
 * refuse, withdraw, the lists, the detail, the files and the to-do count work as for every approval. As every step
 * of the engine, it passes when every chosen approver has passed. Nothing is stamped when it passes.
 */

/** The name of the approval's one step (one definition, in `@atelier/api`). */
export { PUBLISH_TASK_NAME } from '@atelier/api';

/**
 * Who may approve a project's publish approval: members of the project who hold the publishing manager role in
 * its enterprise (enterprise admins see the publish centre too, but approving publishing is the managers' job).
 */
export async function publishApprovers(db: Database, enterpriseId: string, projectId: string): Promise<UserOption[]> {
  const rows = await projectPublishingManagers(db, enterpriseId, projectId);
  return rows.sort((a, b) => nameCollator.compare(a.realname, b.realname));
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
  // The facts of the shared rule (print shop, rule, delivery in the firms' time zone, approvers, name).
  const publisher = await findPublisher(db, actor.enterpriseId, data.publisherId);
  const rule = await findPricedCalcRule(db, actor, data.calcRuleId);
  const allowed = new Set((await publishApprovers(db, actor.enterpriseId, access.project.id)).map((u) => u.userId));
  const actName = data.actName.trim();
  enforce(
    publishLaunchRefusal(data, {
      publisherFound: publisher !== undefined,
      calcRuleFound: rule !== null,
      now: new Date(),
      isApprover: (id) => allowed.has(id),
      nameTaken: await isApprovalNameTaken(db, access.project.id, actName),
    }),
  );
  if (!publisher || !rule) throw new Error('unreachable: the rule refuses a missing print shop or rule');
  const approverIds = [...new Set(data.approvalUserIdList)];
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

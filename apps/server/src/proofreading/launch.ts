import { randomUUID } from 'node:crypto';
import {
  ApprovalStatus,
  ApprovalType,
  approvalNameRefusal,
  Flag,
  filesInProofreadingRefusal,
  LinearMode,
  PROOFREADING_FILE_REPEATED,
  PROOFREADING_VERSION_CHANGED,
  type ProofreadingLaunch,
  ProoLogOperation,
  proofreadingTasksRefusal,
} from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import { ROOT_PARENT_ID, resourcesByIds } from '../approvals/drawingRepository';
import {
  type ProjectScope,
  projectScopeOf,
  readableFile,
  readableVersions,
  referencedVersions,
  scopeOf,
} from '../approvals/drawings';
import {
  ApprovalKind,
  invalid,
  isApprovalNameTaken,
  notReady,
  requireMembers,
  writeApproval,
} from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import { busyInProofreading, insertTasks, logOperation } from './repository';

/**
 * Launching a proofreading (校审, `proofreadingAct`): drawings of one project reviewed by steps of people, each step
 * with its role (prooType 1 校对, 2 审核, 3 审定, 4 设计), linear or parallel. The approval is the engine's
 * (approvals/launch.ts, transitions.ts) of kind 'proofreading': pass, refuse, withdraw, the lists and the detail
 * work as for every approval; its own rows are the steps' roles and the marks (repository.ts). Nothing is stamped
 * when it passes; a pass is refused while opinions are unconfirmed (transitions.ts asks `unconfirmedMarkCount`).
 */

/**
 * Which of these files (resource ids) or versions (record ids) are in a proofreading in progress. Each must be a
 * file the caller may read (a project of theirs in the call's enterprise, a folder they see): the answer would
 * otherwise tell anyone whether another enterprise's files are under review (the tenancy matrix, issue 21).
 */
export async function filesInProofreading(
  db: Database,
  actor: Actor,
  ids: readonly string[],
  by: 'resource' | 'record',
): Promise<{ inProofreading: string[] }> {
  const unique = [...new Set(ids)];
  if (by === 'record') {
    await readableVersions(db, actor, unique);
  } else {
    const rows = await resourcesByIds(db, unique);
    if (rows.length !== unique.length) deny(ErrorMessage.ResourceNotFound);
    const scopes = new Map<string, ProjectScope>();
    for (const resource of rows) {
      const scope = scopes.get(resource.projectId) ?? (await projectScopeOf(db, actor, resource.projectId));
      scopes.set(resource.projectId, scope);
      readableFile(scope, resource);
    }
  }
  return { inProofreading: await busyInProofreading(db, unique, by) };
}

/**
 * Checks, in the form's order: the directory and the drawings (current versions of files of the project the
 * caller may read, none in another proofreading in progress), the steps (roles, people, members of the project),
 * the name (free in the project). Answers the approval's id.
 */
export async function launchProofreading(
  db: Database,
  actor: Actor,
  access: ProjectAccess,
  data: ProofreadingLaunch,
): Promise<{ actId: string }> {
  const projectId = access.project.id;
  const scope = await scopeOf(db, access);
  if (data.parentId !== ROOT_PARENT_ID && scope.index.pathOf(data.parentId) === null) {
    deny(ErrorMessage.ResourceNotFound);
  }
  const refs = data.arcResList.map((r) => ({ ...r, resName: '' }));
  if (new Set(refs.map((r) => r.resId)).size !== refs.length) invalid(PROOFREADING_FILE_REPEATED);
  const versions = await referencedVersions(db, actor, refs, projectId);
  for (const ref of refs) {
    if (versions.get(ref.recordId)?.resource.currentRecordId !== ref.recordId) {
      notReady(PROOFREADING_VERSION_CHANGED);
    }
  }
  enforce(
    filesInProofreadingRefusal(
      await busyInProofreading(
        db,
        refs.map((r) => r.resId),
        'resource',
      ),
    ),
  );
  enforce(proofreadingTasksRefusal(data.newActTaskList, data.isLinear));
  await requireMembers(
    db,
    projectId,
    data.newActTaskList.flatMap((t) => t.userIdList),
    ErrorMessage.NodePeopleNotMembers,
  );
  const actName = data.actName.trim();
  enforce(approvalNameRefusal({ nameTaken: await isApprovalNameTaken(db, projectId, actName) }));

  const linear = data.isLinear === LinearMode.Linear;
  const actId = randomUUID();
  const now = new Date();
  const written = await writeApproval(db, {
    approval: {
      id: actId,
      enterpriseId: access.project.enterpriseId,
      projectId,
      actName,
      moduleType: ApprovalType.Proofreading,
      kind: ApprovalKind.Proofreading,
      status: ApprovalStatus.InProgress,
      isLinear: data.isLinear,
      isCa: Flag.No,
      remarks: null,
      // Nobody stamps a proofreading: the column is required, the launcher stands in.
      signMan: actor.userId,
      launchedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    },
    drawings: refs.map((ref, position) => ({ resourceId: ref.resId, recordId: ref.recordId, batch: 0, position })),
    stamps: [],
    forms: data.newActTaskList.flatMap((task, index) =>
      [...new Set(task.userIdList)].map((userId) => ({
        task: index,
        taskName: task.taskName.trim(),
        userId,
        status: !linear || index === 0 ? ApprovalStatus.InProgress : ApprovalStatus.NotStarted,
      })),
    ),
    alsoWrite: async (tx) => {
      await insertTasks(
        tx,
        data.newActTaskList.map((task, index) => ({ approvalId: actId, task: index, prooType: task.prooType })),
      );
      await logOperation(tx, { approvalId: actId, actorId: actor.userId, operation: ProoLogOperation.Launch, at: now });
    },
  });
  if (!written) throw new Error(`proofreading ${actId} was not written`);
  return { actId };
}

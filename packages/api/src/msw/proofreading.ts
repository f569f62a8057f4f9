import { ApprovalStatus, ApprovalType, Flag } from '../entities/constants';
import { PageSize } from '../entities/constants/business';
import { ApprovalMessage, approvalNameRefusal } from '../rules/approvals';
import { FileMessage } from '../rules/files';
import { FlowTemplateMessage } from '../rules/flowTemplates';
import {
  actInitiator,
  filesInProofreadingRefusal,
  MARK_FILE_NOT_IN_PROOFREADING,
  type MarkInput,
  type MarkReply,
  MarkStatus,
  markActionRefusal,
  markInputSchema,
  NOT_A_PROOFREADING,
  type OpinionType,
  PROOFREADING_FILE_REPEATED,
  PROOFREADING_VERSION_CHANGED,
  type ProofMark,
  type ProofreadingLaunch,
  type ProoLogEntry,
  ProoLogOperation,
  proofFileRecordFileName,
  proofFileRecordSource,
  proofReportRefusal,
  proofreadingFileRefusal,
  proofreadingTasksRefusal,
} from '../rules/proofreading';
import { Refuse } from '../rules/refusal';
import { fixtureFileReadRefusal } from './resolvers/projectMembers';
import type { FixtureUser } from './seed';
import { enforce, FixtureCode, type FixtureStore, fixtureNow, paginate, refuse } from './store';
import { fixtureRollback, fixtureVersions } from './store/fileOperations';

/**
 * Proofreading in the fixtures (the server's is apps/server/src/proofreading): a launch is the store's approval with
 * the steps' roles; marks are kept in the store's state. The rules are the shared ones of rules/proofreading.ts.
 */

/**
 * Refuses files (resource ids, or version ids) the caller may not read, as the server does (rules/files.ts
 * fileReadRefusal, issue 21): unknown, of a project of another enterprise or not theirs, or in a folder they have
 * no level on.
 */
export function checkReadableFiles(
  store: FixtureStore,
  user: FixtureUser,
  ids: readonly string[],
  by: 'resource' | 'record',
): void {
  for (const id of new Set(ids)) {
    const resource =
      by === 'resource'
        ? store.state.resources.find((r) => r.resId === id)
        : store.state.resources.find((r) => !r.isFolder && fixtureVersions(store, r).some((v) => v.recordId === id));
    enforce(
      fixtureFileReadRefusal(
        store,
        user,
        resource,
        by === 'resource' ? FileMessage.NotFound : FileMessage.RecordNotFound,
      ),
    );
  }
}

/** Files (resource ids, or version ids) in a proofreading in progress. */
export function filesInProofreading(store: FixtureStore, ids: readonly string[], by: 'resource' | 'record'): string[] {
  const busy = new Set<string>();
  for (const { act, files } of store.state.approvals) {
    if (act.moduleType !== ApprovalType.Proofreading || act.status !== ApprovalStatus.InProgress) continue;
    for (const file of files.flatMap((g) => g.children)) busy.add(by === 'resource' ? file.resId : file.recordId);
  }
  return [...new Set(ids)].filter((id) => busy.has(id));
}

/** The launch, checked in the server's order: files, files in another proofreading, steps, people, name. */
export function launchProofreading(store: FixtureStore, user: FixtureUser, input: ProofreadingLaunch): string {
  store.project(input.projectId);
  if (new Set(input.arcResList.map((r) => r.resId)).size !== input.arcResList.length) {
    enforce(Refuse.invalid(PROOFREADING_FILE_REPEATED));
  }
  for (const ref of input.arcResList) {
    const file = store.resource(ref.resId);
    if (file.projectId !== input.projectId) refuse(FixtureCode.Error, FileMessage.NotFound);
    if (file.recordId !== ref.recordId) enforce(Refuse.notReady(PROOFREADING_VERSION_CHANGED));
  }
  enforce(
    filesInProofreadingRefusal(
      filesInProofreading(
        store,
        input.arcResList.map((r) => r.resId),
        'resource',
      ),
    ),
  );
  enforce(proofreadingTasksRefusal(input.newActTaskList, input.isLinear));
  const members = new Set(store.members(input.projectId).map((m) => m.userId));
  if (input.newActTaskList.some((t) => t.userIdList.some((id) => !members.has(id)))) {
    enforce(Refuse.invalid(FlowTemplateMessage.NodePeopleNotMembers));
  }
  enforce(approvalNameRefusal({ nameTaken: store.isApprovalNameTaken(input.projectId, input.actName.trim()) }));
  const actId = store.launch(user, {
    id: '',
    projectId: input.projectId,
    approvalName: input.actName.trim(),
    isCa: Flag.No,
    isLinear: input.isLinear,
    tasks: input.newActTaskList.map((t) => ({ taskName: t.taskName.trim(), userIdList: [...new Set(t.userIdList)] })),
    drawings: input.arcResList.map((r) => ({ ...r, resName: '' })),
  });
  const { act } = store.approval(actId);
  act.moduleType = ApprovalType.Proofreading;
  act.signMan = null;
  act.actTaskList.forEach((task, index) => {
    task.prooType = input.newActTaskList[index]?.prooType ?? null;
  });
  store.logProofreading(act, user, ProoLogOperation.Launch);
  return actId;
}

function proofreadingFacts(store: FixtureStore, user: FixtureUser, actId: string) {
  const { act, files } = store.approval(actId);
  if (act.moduleType !== ApprovalType.Proofreading) refuse(FixtureCode.Error, NOT_A_PROOFREADING);
  return {
    act,
    files: files.flatMap((g) => g.children),
    inProgress: act.status === ApprovalStatus.InProgress,
    isReviewer: act.actTaskList.some((t) => t.actForms.some((f) => f.userInfo.userId === user.userId)),
    isInitiator: act.launchManInfo.id === user.userId,
  };
}

const marks = (store: FixtureStore): ProofMark[] => store.state.proofMarks;
const markOf = (store: FixtureStore, id: string) =>
  marks(store).find((m) => m.id === id) ?? refuse(FixtureCode.Error, FileMessage.NotFound);

export function listMarks(
  store: FixtureStore,
  user: FixtureUser,
  query: {
    actId: string;
    resId?: string | undefined;
    markUserId?: string | undefined;
    opinionType?: OpinionType | undefined;
    pageNum?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  proofreadingFacts(store, user, query.actId);
  const found = marks(store).filter(
    (m) =>
      m.actId === query.actId &&
      (!query.resId || m.resId === query.resId) &&
      (!query.markUserId || m.markUserId === query.markUserId) &&
      (query.opinionType === undefined || m.opinionType === query.opinionType),
  );
  return paginate(found, query.pageNum, Math.min(query.pageSize ?? PageSize.Marks, PageSize.Marks));
}

export function saveMark(store: FixtureStore, user: FixtureUser, input: MarkInput): ProofMark {
  const data = markInputSchema.parse(input);
  const facts = proofreadingFacts(store, user, data.actId);
  enforce(markActionRefusal('mark', facts));
  const file = facts.files.find((f) => f.recordId === data.recordId);
  if (!file) refuse(FixtureCode.Error, MARK_FILE_NOT_IN_PROOFREADING);
  const verNum = versionNumber(store, file.resId, data.recordId);
  const mark: ProofMark = {
    id: store.nextId('mark'),
    actId: data.actId,
    resId: file.resId,
    recordId: data.recordId,
    verNum,
    page: data.page,
    geometry: data.geometry,
    opinionType: data.opinionType,
    comment: data.comment,
    specialty: data.specialty?.trim() || null,
    markUserId: user.userId,
    markUserName: user.realname,
    status: MarkStatus.Unconfirmed,
    replies: [],
    createTime: fixtureNow(),
  };
  marks(store).push(mark);
  store.logProofreading(facts.act, user, ProoLogOperation.Mark, { resName: file.resName, verNum });
  return mark;
}

export function removeMark(store: FixtureStore, user: FixtureUser, id: string): void {
  const mark = markOf(store, id);
  const facts = proofreadingFacts(store, user, mark.actId);
  enforce(
    markActionRefusal('delete', {
      ...facts,
      isAuthor: mark.markUserId === user.userId && mark.status === MarkStatus.Unconfirmed,
    }),
  );
  store.state.proofMarks = marks(store).filter((m) => m.id !== id);
}

export function replyToMark(store: FixtureStore, user: FixtureUser, markId: string, comment: string): MarkReply {
  const mark = markOf(store, markId);
  enforce(markActionRefusal('reply', proofreadingFacts(store, user, mark.actId)));
  const reply = {
    id: store.nextId('reply'),
    comment: comment.trim(),
    userId: user.userId,
    realname: user.realname,
    createTime: fixtureNow(),
  };
  mark.replies.push(reply);
  return reply;
}

export function removeReply(store: FixtureStore, user: FixtureUser, id: string): void {
  const mark =
    marks(store).find((m) => m.replies.some((r) => r.id === id)) ?? refuse(FixtureCode.Error, FileMessage.NotFound);
  const reply = mark.replies.find((r) => r.id === id);
  enforce(
    markActionRefusal('delete', {
      ...proofreadingFacts(store, user, mark.actId),
      isAuthor: reply?.userId === user.userId,
    }),
  );
  mark.replies = mark.replies.filter((r) => r.id !== id);
}

export function decideMarks(
  store: FixtureStore,
  user: FixtureUser,
  ids: readonly string[],
  status: typeof MarkStatus.Confirmed | typeof MarkStatus.Rejected,
): void {
  const chosen = [...new Set(ids)].map((id) => markOf(store, id));
  const acts = new Set(chosen.map((m) => m.actId));
  if (acts.size !== 1) refuse(FixtureCode.Error, FileMessage.NotFound);
  const facts = proofreadingFacts(store, user, [...acts][0] as string);
  enforce(markActionRefusal('decide', facts));
  for (const mark of chosen) {
    mark.status = status;
    const resName = facts.files.find((f) => f.resId === mark.resId)?.resName ?? store.resource(mark.resId).resName;
    const operation = status === MarkStatus.Confirmed ? ProoLogOperation.Confirm : ProoLogOperation.Reject;
    store.logProofreading(facts.act, user, operation, { resName, verNum: mark.verNum });
  }
}

/** The number of a version of a file (1 when the store keeps no history of it). */
function versionNumber(store: FixtureStore, resId: string, recordId: string): number {
  return fixtureVersions(store, store.resource(resId)).find((v) => v.recordId === recordId)?.verNum ?? 1;
}

/** The proofreading's drawing of a file, with the file's current version (as the server's drawingOfResource). */
function drawingOf(store: FixtureStore, user: FixtureUser, actId: string, resId: string) {
  const facts = proofreadingFacts(store, user, actId);
  const file = facts.files.find((f) => f.resId === resId);
  return { facts, file, current: file ? store.resource(resId).recordId : undefined };
}

/** updateActRes: the initiator moves a drawing of the proofreading in progress to the file's newest version. */
export function updateDrawing(store: FixtureStore, user: FixtureUser, actId: string, resId: string): null {
  const { facts, file, current } = drawingOf(store, user, actId, resId);
  enforce(
    proofreadingFileRefusal('update', {
      isInitiator: facts.isInitiator,
      status: facts.act.status,
      isDrawing: file !== undefined,
      reviewedIsCurrent: current === file?.recordId,
    }),
  );
  if (!file || !current) return refuse(FixtureCode.Error, MARK_FILE_NOT_IN_PROOFREADING);
  file.recordId = current;
  store.logProofreading(facts.act, user, ProoLogOperation.Upload, {
    resName: file.resName,
    verNum: versionNumber(store, resId, current),
  });
  return null;
}

/** adoptResFile: the initiator makes the proofread version the project file's newest version. */
export function adoptDrawing(
  store: FixtureStore,
  user: FixtureUser,
  input: { actId: string; resId: string; recordId: string },
): null {
  const { facts, file, current } = drawingOf(store, user, input.actId, input.resId);
  enforce(
    proofreadingFileRefusal('adopt', {
      isInitiator: facts.isInitiator,
      status: facts.act.status,
      isDrawing: file !== undefined,
      isReviewedVersion: file?.recordId === input.recordId,
      reviewedIsCurrent: current === file?.recordId,
    }),
  );
  const verNum = versionNumber(store, input.resId, input.recordId);
  fixtureRollback(store, input.recordId, user.realname);
  store.logProofreading(facts.act, user, ProoLogOperation.Adopt, { resName: file?.resName ?? '', verNum });
  return null;
}

/** getProoActLog: a page of the operation record, newest first (50 a page). */
export function operationLog(
  store: FixtureStore,
  user: FixtureUser,
  query: { actId: string; page: number; pageSize: number },
): { list: ProoLogEntry[]; total: number } {
  proofreadingFacts(store, user, query.actId);
  const entries = store.state.proofLog
    .filter((e) => e.actId === query.actId)
    .map(({ actId: _actId, ...entry }) => entry);
  return paginate(entries, query.page, Math.min(query.pageSize, PageSize.ProofreadingLog));
}

/**
 * downloadProofFile: the fixtures keep no report, so a passed proofreading's report counts as generated (the server
 * generates it after the pass); before the pass the shared rule refuses. Answers the approval's name.
 */
export function proofReportOf(store: FixtureStore, user: FixtureUser, actId: string): string {
  const { act } = proofreadingFacts(store, user, actId);
  enforce(proofReportRefusal({ status: act.status, generated: act.status === ApprovalStatus.Passed }));
  return act.actName;
}

/** Whether the person may see the approval, as the server's viewableApproval: involved in it, or reads its files. */
function seesApproval(store: FixtureStore, user: FixtureUser, actId: string): boolean {
  const { act, files } = store.approval(actId);
  const project = store.state.projects.find((p) => p.id === act.projectId);
  if (project?.enterpriseId !== user.curEnterpriseId) return false;
  const involved =
    act.launchManInfo.id === user.userId ||
    act.actTaskList.some((t) => t.actForms.some((f) => f.userInfo.userId === user.userId));
  return (
    involved ||
    files
      .flatMap((g) => g.children)
      .every(
        (f) =>
          fixtureFileReadRefusal(
            store,
            user,
            store.state.resources.find((r) => r.resId === f.resId),
          ) === null,
      )
  );
}

/**
 * downloadProofFileRecord: of the proofreadings that hold the version or have marks on it, the newest the person may
 * see (the shared rule); answers it, the version's drawing and its marks.
 */
export function proofFileRecordOf(store: FixtureStore, user: FixtureUser, recordId: string) {
  const resource = store.state.resources.find(
    (r) => !r.isFolder && fixtureVersions(store, r).some((v) => v.recordId === recordId),
  );
  const candidates = resource
    ? store.state.approvals
        .filter(
          ({ act, files }) =>
            act.moduleType === ApprovalType.Proofreading &&
            (files.some((g) => g.children.some((f) => f.recordId === recordId)) ||
              marks(store).some((m) => m.actId === act.id && m.recordId === recordId)),
        )
        .map(({ act }) => ({ actId: act.id, createTime: act.createTime, visible: seesApproval(store, user, act.id) }))
    : [];
  const { source, refusal } = proofFileRecordSource(candidates);
  enforce(refusal);
  if (!source || !resource) return refuse(FixtureCode.Error, FileMessage.RecordNotFound);
  const verNum = versionNumber(store, resource.resId, recordId);
  return {
    actId: source.actId,
    fileName: proofFileRecordFileName(resource.resName, verNum),
    opinions: marks(store).filter((m) => m.actId === source.actId && m.recordId === recordId),
  };
}

/** getActInitiator: the proofreading's initiator; the project named must be its own. */
export function initiatorOf(store: FixtureStore, user: FixtureUser, input: { actId: string; projectId: string }) {
  const { act } = proofreadingFacts(store, user, input.actId);
  if (act.projectId !== input.projectId) refuse(FixtureCode.Error, ApprovalMessage.NotFound);
  return actInitiator({
    launcherId: act.launchManInfo.id,
    launcherName: act.launchManInfo.realname,
    viewerId: user.userId,
    status: act.status,
  });
}

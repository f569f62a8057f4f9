import type {
  ActTask,
  ApprovalAct,
  ApprovalListEntry,
  DrawingRef,
  FlowTemplate,
  FlowTemplateListEntry,
  FolderGroup,
} from '../entities/approval';
import {
  ApprovalStatus,
  ApprovalType,
  approvalStatusText,
  Flag,
  FolderPermission,
  LinearMode,
  RecognitionStatus,
} from '../entities/constants';
import type { ProjectResource, ProjectUser } from '../entities/project';
import type { Stamp } from '../entities/stamp';
import type { UploadedFile, UploadedPart } from '../entities/upload';
import type { EnterpriseEntry, LoginResult, UserInfo, UserOption } from '../entities/user';
import { FOLDER_NAME_TAKEN } from '../rules/messages';
import { fileExtension } from '../rules/rules';
import {
  createSeed,
  type FixtureApproval,
  type FixtureResource,
  type FixtureSeed,
  type FixtureTemplate,
  type FixtureUser,
} from './seed';

/** A refusal the fixture server answers with: an envelope with this code and message (and an HTTP status). */
export class FixtureRefusal extends Error {
  override readonly name = 'FixtureRefusal';
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** Throws a refusal. */
export function refuse(code: number, message: string, status = 200): never {
  throw new FixtureRefusal(code, message, status);
}

/** Codes the fixture server uses. */
export const FixtureCode = {
  /** Login refused (a pass-through code: the login page shows the message). */
  BadCredentials: 40001,
  /** Rapid upload: unknown file. */
  NewFile: 20003,
  /** A name already taken, a state that forbids the action: warning toast. */
  Warning: 40007,
  /** Bad input, missing record: error toast. */
  Error: 40009,
  EnterpriseSwitched: 40014,
} as const;

export interface MultipartUpload {
  uploadId: string;
  ossKey: string;
  fileName: string;
  fileLength: number;
  fileMd5: string;
  parts: Map<number, UploadedPart>;
  completed: boolean;
}

export interface FixtureState extends FixtureSeed {
  uploads: Map<string, MultipartUpload>;
  /** Registered upload keys: ossKey to MD5 and length. */
  storedObjects: Map<string, { fileMd5: string; fileLength: number }>;
  /** Stamp images uploaded through `stamp.uploadImage`, by uuid. */
  stampImages: Map<string, Blob>;
  errorReports: Map<string, { resName: string; path: string }[]>;
  /** Signer corrections of the drawing check: resource id to duty id to the user who signs. */
  signerCorrections: Map<string, Map<string, string>>;
  /** Text-signature stamp configurations by file version (saveCalcInfo). */
  calcInfos: Map<string, { templateId: string | null; info: string }>;
}

export interface ApprovalQuery {
  moduleType?: number | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

/** A page of a list. */
export function paginate<T>(items: readonly T[], pageNum = 1, pageSize = 50): { list: T[]; total: number } {
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length };
}

const now = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/**
 * The stateful, in-memory fixture server: a realistic firm and the rules a real server applies to it. The MSW
 * handlers call it; tests and stories may also read `state` or call its methods directly.
 */
export class FixtureStore {
  readonly state: FixtureState;
  private sequence = 0;
  /** Files kept at a recognition status by {@link holdRecognition}. */
  private readonly held = new Map<string, RecognitionStatus>();

  constructor(seed: FixtureSeed = createSeed()) {
    this.state = {
      ...structuredClone(seed),
      uploads: new Map(),
      storedObjects: new Map(),
      stampImages: new Map(),
      errorReports: new Map(),
      signerCorrections: new Map(),
      calcInfos: new Map(),
    };
  }

  /** Puts the store back to a seed (the default firm when none is given), e.g. between stories. */
  reset(seed: FixtureSeed = createSeed()): void {
    Object.assign(this.state, structuredClone(seed), {
      uploads: new Map(),
      storedObjects: new Map(),
      stampImages: new Map(),
      errorReports: new Map(),
      signerCorrections: new Map(),
      calcInfos: new Map(),
    });
    this.sequence = 0;
    this.held.clear();
  }

  /** A new id with a prefix. */
  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-new-${this.sequence}`;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Sessions and users
  // -------------------------------------------------------------------------------------------------------------

  /** Checks a username (or phone) and password; answers the login result or refuses. */
  login(username: string, password: string): LoginResult {
    const found = this.state.users.find((u) => u.username === username || u.phone === username);
    if (!found || found.password !== password) refuse(FixtureCode.BadCredentials, '用户名或密码错误');
    return this.openSession(found);
  }

  /** Opens a session for a user (phone login, scan login). */
  openSession(user: FixtureUser): LoginResult {
    const token = this.nextId(`token-${user.userId}`);
    this.state.sessions[token] = user.userId;
    return {
      token,
      userInfo: this.userInfo(user),
      enterpriseVoList: user.enterpriseIds.map((enterpriseId) => ({
        enterpriseId,
        enterpriseName: this.enterprise(enterpriseId).enterpriseName,
        ddUnionid: null,
      })),
      isWeChat: false,
    };
  }

  logout(token: string | null): void {
    if (token) delete this.state.sessions[token];
  }

  /** The user of a session token. */
  sessionUser(token: string | null): FixtureUser | undefined {
    const userId = token ? this.state.sessions[token] : undefined;
    return userId ? this.state.users.find((u) => u.userId === userId) : undefined;
  }

  user(userId: string): FixtureUser {
    return this.state.users.find((u) => u.userId === userId) ?? refuse(FixtureCode.Error, '用户不存在');
  }

  userOption(userId: string): UserOption {
    const u = this.user(userId);
    return { userId: u.userId, realname: u.realname, phone: u.phone, avatar: null };
  }

  userInfo(user: FixtureUser): UserInfo {
    const enterprise = this.enterprise(user.curEnterpriseId);
    return {
      userId: user.userId,
      username: user.username,
      realname: user.realname,
      phone: user.phone,
      email: user.email,
      avatar: null,
      curEnterpriseId: user.curEnterpriseId,
      curEnterpriseName: enterprise.enterpriseName,
      enterpriseExpired: enterprise.expired,
    };
  }

  enterprise(enterpriseId: string) {
    return (
      this.state.enterprises.find((e) => e.enterpriseId === enterpriseId) ?? refuse(FixtureCode.Error, '企业不存在')
    );
  }

  enterprisesOf(user: FixtureUser): EnterpriseEntry[] {
    return user.enterpriseIds.map((enterpriseId) => {
      const e = this.enterprise(enterpriseId);
      return {
        enterpriseId,
        enterpriseName: e.enterpriseName,
        isCurEnterprise: enterpriseId === user.curEnterpriseId ? Flag.Yes : Flag.No,
        expired: e.expired,
      };
    });
  }

  switchEnterprise(user: FixtureUser, enterpriseId: string): void {
    if (!user.enterpriseIds.includes(enterpriseId)) refuse(FixtureCode.Error, '您不是该企业的成员');
    user.curEnterpriseId = enterpriseId;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Projects and resources
  // -------------------------------------------------------------------------------------------------------------

  project(projectId: string) {
    return this.state.projects.find((p) => p.id === projectId) ?? refuse(FixtureCode.Error, '项目不存在');
  }

  projectsOf(user: FixtureUser, keyword?: string) {
    const ids = new Set(this.state.members.filter((m) => m.userId === user.userId).map((m) => m.projectId));
    return this.state.projects.filter(
      (p) => ids.has(p.id) && p.enterpriseId === user.curEnterpriseId && (!keyword || p.name.includes(keyword)),
    );
  }

  members(projectId: string, keyword?: string): ProjectUser[] {
    this.project(projectId);
    return this.state.members
      .filter((m) => m.projectId === projectId)
      .map((m) => {
        const u = this.user(m.userId);
        const specialty = this.state.specialties.find((s) => s.id === u.specialtyId);
        const duty = this.state.duties.find((d) => d.id === u.dutyId);
        return {
          ...this.userOption(u.userId),
          id: `${projectId}-${u.userId}`,
          projectId,
          staffType: m.staffType,
          permissionLevel: m.permissionLevel,
          dictSpecialtyId: u.specialtyId,
          entSpecialtyName: specialty?.dictName ?? null,
          dictDutyId: u.dutyId,
          entDutyName: duty?.dictName ?? null,
        };
      })
      .filter((u) => !keyword || u.realname.includes(keyword) || u.phone.includes(keyword));
  }

  resource(resId: string): FixtureResource {
    return this.state.resources.find((r) => r.resId === resId) ?? refuse(FixtureCode.Error, '文件不存在');
  }

  byRecord(recordId: string): FixtureResource {
    return this.state.resources.find((r) => r.recordId === recordId) ?? refuse(FixtureCode.Error, '文件不存在');
  }

  children(projectId: string, parentId: string): FixtureResource[] {
    return this.state.resources.filter((r) => r.projectId === projectId && r.parentId === parentId);
  }

  /** A resource as the API shows it (without the fixture's private fields). */
  publicResource(resource: FixtureResource): ProjectResource {
    const { fileMd5: _md5, ocrOutcome: _outcome, ...shown } = resource;
    return shown;
  }

  /** The files under chosen resources, folders expanded. */
  filesUnder(projectId: string, resIds: readonly string[]): FixtureResource[] {
    const found: FixtureResource[] = [];
    const visit = (resource: FixtureResource) => {
      if (!resource.isFolder) {
        found.push(resource);
        return;
      }
      for (const child of this.children(projectId, resource.resId)) visit(child);
    };
    for (const id of resIds) visit(this.resource(id));
    return found;
  }

  createFolder(projectId: string, parentId: string, resName: string): FixtureResource {
    if (this.children(projectId, parentId).some((r) => r.resName === resName)) {
      refuse(FixtureCode.Warning, FOLDER_NAME_TAKEN);
    }
    const parent = parentId === '0' ? undefined : this.resource(parentId);
    const folder: FixtureResource = {
      resId: this.nextId('f'),
      resName,
      parentId,
      projectId,
      isFolder: true,
      fileExt: null,
      fileSize: null,
      updateTime: now(),
      path: `${parent?.path ?? ''}/${resName}`,
      recordId: null,
      folderType: null,
      permission: FolderPermission.Edit,
      distinguishType: null,
    };
    this.state.resources.push(folder);
    return folder;
  }

  /** Registers a file in a project folder (after an upload or a rapid upload). */
  addFile(projectId: string, parentId: string, name: string, size: number, md5: string): FixtureResource {
    this.project(projectId);
    const parent = parentId === '0' ? undefined : this.resource(parentId);
    const ext = fileExtension(name);
    const resId = this.nextId('r');
    const file: FixtureResource = {
      resId,
      resName: name,
      parentId,
      projectId,
      isFolder: false,
      fileExt: ext,
      fileSize: size,
      updateTime: now(),
      path: `${parent?.path ?? ''}/${name}`,
      recordId: this.nextId('rec'),
      folderType: null,
      permission: FolderPermission.Edit,
      distinguishType: ext === 'dwg' ? RecognitionStatus.WaitingTranscode : RecognitionStatus.Waiting,
      printCopies: 1,
      fileMd5: md5,
      ocrOutcome: RecognitionStatus.Success,
    };
    this.state.resources.push(file);
    return file;
  }

  uploadedFile(resource: FixtureResource): UploadedFile {
    return {
      resId: resource.resId,
      recordId: resource.recordId ?? null,
      resName: resource.resName,
      fileSize: resource.fileSize ?? 0,
      fileMd5: resource.fileMd5 ?? '',
    };
  }

  /** A file already stored with this MD5 (rapid upload), if any. */
  knownByMd5(md5: string): { fileSize: number } | undefined {
    const resource = this.state.resources.find((r) => r.fileMd5 === md5);
    if (resource) return { fileSize: resource.fileSize ?? 0 };
    for (const stored of this.state.storedObjects.values()) {
      if (stored.fileMd5 === md5) return { fileSize: stored.fileLength };
    }
    return undefined;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Recognition
  // -------------------------------------------------------------------------------------------------------------

  /** Starts (or restarts) recognition: the files go back to 待识别 (待转码 for DWG not yet transcoded). */
  startRecognition(recordIds: readonly string[]): void {
    for (const recordId of recordIds) {
      const file = this.byRecord(recordId);
      if (this.held.has(recordId)) continue;
      file.distinguishType =
        file.distinguishType === RecognitionStatus.WaitingTranscode
          ? RecognitionStatus.WaitingTranscode
          : RecognitionStatus.Waiting;
      if (file.ocrOutcome === undefined || file.ocrOutcome === RecognitionStatus.Waiting) {
        file.ocrOutcome = RecognitionStatus.Success;
      }
    }
  }

  /**
   * One poll: answers each file's status, then moves pending files one step (待转码 → 待识别 → 识别中 → the
   * file's final code). Three polls take a waiting file to its final code.
   */
  pollRecognition(recordIds: readonly string[]): Record<string, RecognitionStatus> {
    const answer: Record<string, RecognitionStatus> = {};
    for (const recordId of recordIds) {
      const file = this.byRecord(recordId);
      const status = file.distinguishType ?? RecognitionStatus.Waiting;
      answer[recordId] = status;
      if (this.held.has(recordId)) continue;
      if (status === RecognitionStatus.WaitingTranscode) file.distinguishType = RecognitionStatus.Waiting;
      else if (status === RecognitionStatus.Waiting) file.distinguishType = RecognitionStatus.Recognising;
      else if (status === RecognitionStatus.Recognising) {
        file.distinguishType = file.ocrOutcome ?? RecognitionStatus.Success;
      }
    }
    return answer;
  }

  /**
   * Keeps a file at a recognition status: starts and polls leave it there until {@link releaseRecognition}. For
   * stories and tests that show a pending status (待转码, 识别中) or a recognition that never ends (the timeout).
   */
  holdRecognition(recordId: string, status: RecognitionStatus): void {
    this.byRecord(recordId).distinguishType = status;
    this.held.set(recordId, status);
  }

  /** Lets a held file move again; `outcome`, when given, is the final code its next recognition ends with. */
  releaseRecognition(recordId: string, outcome?: RecognitionStatus): void {
    this.held.delete(recordId);
    if (outcome) this.byRecord(recordId).ocrOutcome = outcome;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Flow templates
  // -------------------------------------------------------------------------------------------------------------

  templatesOf(projectId: string, userId: string): FlowTemplateListEntry[] {
    return this.state.templates
      .filter((t) => t.projectId === projectId && t.uuid === null)
      .map((t) => ({ id: t.id, actName: t.actName, mine: t.userId === userId, total: t.tasks.length, uuid: t.uuid }));
  }

  template(id: string): FixtureTemplate {
    return this.state.templates.find((t) => t.id === id) ?? refuse(FixtureCode.Error, '流程模板不存在');
  }

  loadedTemplate(t: FixtureTemplate): FlowTemplate {
    const owner = this.user(t.userId);
    return {
      actInfo: {
        enterpriseId: t.enterpriseId,
        id: t.id,
        actName: t.actName,
        userId: t.userId,
        userName: owner.realname,
        projectName: this.project(t.projectId).name,
        projectId: t.projectId,
        isLinear: t.isLinear,
        uuid: t.uuid,
      },
      tasks: t.tasks.map((task) => ({
        dictDutyId: task.dictDutyId,
        taskName: task.taskName,
        actForms: task.userIdList.map((userId) => ({ userInfo: this.userOption(userId) })),
      })),
    };
  }

  /** The default template of a project and specialty; one is made from the enterprise's duties when missing. */
  defaultTemplate(projectId: string, dictSpecialtyId: string, uuid?: string): FixtureTemplate {
    const found = this.state.templates.find(
      (t) =>
        t.projectId === projectId &&
        t.uuid !== null &&
        (uuid ? t.uuid === uuid : t.dictSpecialtyId === dictSpecialtyId),
    );
    if (found) return found;
    const project = this.project(projectId);
    const template: FixtureTemplate = {
      id: this.nextId('tpl-default'),
      projectId,
      enterpriseId: project.enterpriseId,
      actName: '默认流程',
      userId: this.state.members.find((m) => m.projectId === projectId)?.userId ?? 'u-001',
      isLinear: LinearMode.Linear,
      uuid: uuid ?? `default-${projectId}-${dictSpecialtyId}`,
      dictSpecialtyId,
      tasks: [],
    };
    this.state.templates.push(template);
    return template;
  }

  isTemplateNameTaken(projectId: string, actName: string, exceptId?: string): boolean {
    return this.state.templates.some(
      (t) => t.projectId === projectId && t.uuid === null && t.actName === actName && t.id !== exceptId,
    );
  }

  private taskName(dictDutyId: string, given?: string): string {
    return given ?? this.state.duties.find((d) => d.id === dictDutyId)?.dictName ?? '';
  }

  createTemplate(
    draft: {
      actInfo: { actName: string; projectId: string; isLinear: LinearMode; enterpriseId?: string | undefined };
      tasks: { dictDutyId: string; userIdList: string[]; taskName?: string | undefined }[];
    },
    user: FixtureUser,
  ): FixtureTemplate {
    const { actInfo } = draft;
    this.project(actInfo.projectId);
    if (this.isTemplateNameTaken(actInfo.projectId, actInfo.actName)) {
      refuse(FixtureCode.Warning, '模板名称已存在');
    }
    const template: FixtureTemplate = {
      id: this.nextId('tpl'),
      projectId: actInfo.projectId,
      enterpriseId: actInfo.enterpriseId ?? user.curEnterpriseId,
      actName: actInfo.actName,
      userId: user.userId,
      isLinear: actInfo.isLinear,
      uuid: null,
      dictSpecialtyId: null,
      tasks: draft.tasks.map((t) => ({ ...t, taskName: this.taskName(t.dictDutyId, t.taskName) })),
    };
    this.state.templates.push(template);
    return template;
  }

  updateTemplate(
    id: string,
    draft: {
      actInfo: { actName: string; isLinear: LinearMode };
      tasks: { dictDutyId: string; userIdList: string[]; taskName?: string | undefined }[];
    },
    user: FixtureUser,
  ): void {
    const template = this.template(id);
    if (template.userId !== user.userId) refuse(FixtureCode.Warning, '只能编辑自己创建的流程模板');
    if (this.isTemplateNameTaken(template.projectId, draft.actInfo.actName, id)) {
      refuse(FixtureCode.Warning, '模板名称已存在');
    }
    template.actName = draft.actInfo.actName;
    template.isLinear = draft.actInfo.isLinear;
    template.tasks = draft.tasks.map((t) => ({ ...t, taskName: this.taskName(t.dictDutyId, t.taskName) }));
  }

  deleteTemplate(id: string, user: FixtureUser): void {
    const template = this.template(id);
    if (template.userId !== user.userId) refuse(FixtureCode.Warning, '只能删除自己创建的流程模板');
    this.state.templates = this.state.templates.filter((t) => t.id !== id);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Approvals
  // -------------------------------------------------------------------------------------------------------------

  approval(actId: string): FixtureApproval {
    return this.state.approvals.find((a) => a.act.id === actId) ?? refuse(FixtureCode.Error, '审批不存在');
  }

  listEntry(act: ApprovalAct): ApprovalListEntry {
    const {
      id,
      actName,
      moduleType,
      status,
      statusText,
      projectId,
      projectName,
      createTime,
      updateTime,
      launchManInfo,
      isCa,
      formId,
    } = act;
    return {
      id,
      actName,
      moduleType,
      status,
      statusText,
      projectId,
      projectName,
      createTime,
      updateTime,
      launchManInfo,
      isCa,
      formId,
    };
  }

  private formsOf(act: ApprovalAct, userId: string) {
    return act.actTaskList.flatMap((t) => t.actForms).filter((f) => f.userInfo.userId === userId);
  }

  /** The user's pending form of an act (the one pass and refuse act on). */
  pendingForm(act: ApprovalAct, userId: string) {
    return act.actTaskList
      .filter((t) => t.status === ApprovalStatus.InProgress)
      .flatMap((t) => t.actForms)
      .find((f) => f.userInfo.userId === userId && f.status === ApprovalStatus.InProgress);
  }

  approvals(kind: 'todo' | 'done' | 'launched', user: FixtureUser, query: ApprovalQuery) {
    const done: ApprovalStatus[] = [ApprovalStatus.Passed, ApprovalStatus.Refused, ApprovalStatus.PassedByOthers];
    const acts = this.state.approvals
      .map((a) => a.act)
      .filter((act) => {
        if (kind === 'todo') return this.pendingForm(act, user.userId) !== undefined;
        if (kind === 'done') return this.formsOf(act, user.userId).some((f) => done.includes(f.status));
        return act.launchManInfo.id === user.userId;
      })
      .filter((act) => query.moduleType === undefined || act.moduleType === query.moduleType)
      .filter((act) => !query.actName || act.actName.includes(query.actName))
      .filter((act) => !query.projectId || act.projectId === query.projectId)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((act) => ({ ...this.listEntry(act), formId: this.pendingForm(act, user.userId)?.id ?? act.formId }));
    return paginate(acts, query.pageNum, query.pageSize);
  }

  todoCount(user: FixtureUser) {
    const todo = this.state.approvals.map((a) => a.act).filter((act) => this.pendingForm(act, user.userId));
    const byType: Record<string, number> = {};
    for (const act of todo) byType[String(act.moduleType)] = (byType[String(act.moduleType)] ?? 0) + 1;
    return { total: todo.length, byType };
  }

  private findForm(formId: string) {
    for (const approval of this.state.approvals) {
      for (const task of approval.act.actTaskList) {
        const form = task.actForms.find((f) => f.id === formId);
        if (form) return { approval, task, form };
      }
    }
    return refuse(FixtureCode.Error, '审批单不存在');
  }

  private setStatus(act: ApprovalAct, status: ApprovalStatus) {
    act.status = status;
    act.statusText = approvalStatusText[status];
    act.updateTime = now();
  }

  /** Pass: the form passes, its task passes (the others of the task become 他人已通过), the next task starts. */
  pass(formId: string, user: FixtureUser, remark: string): void {
    const { approval, task, form } = this.findForm(formId);
    const { act } = approval;
    if (
      form.userInfo.userId !== user.userId ||
      form.status !== ApprovalStatus.InProgress ||
      task.status !== ApprovalStatus.InProgress
    ) {
      refuse(FixtureCode.Warning, '当前审批无需您处理');
    }
    form.status = ApprovalStatus.Passed;
    form.statusText = approvalStatusText[ApprovalStatus.Passed];
    form.remarks = remark;
    form.updateTime = now();
    act.formId = null;
    // As the server: a step passes when every one of its approvers has passed (they all sign the drawings).
    if (task.actForms.some((other) => other.status !== ApprovalStatus.Passed)) return;
    task.status = ApprovalStatus.Passed;
    task.updateTime = now();
    const next = act.actTaskList.find((t) => t.status === ApprovalStatus.NotStarted);
    if (next && act.isLinear === LinearMode.Linear) this.startTask(next);
    if (act.actTaskList.every((t) => t.status === ApprovalStatus.Passed)) this.setStatus(act, ApprovalStatus.Passed);
    act.formId = null;
  }

  private startTask(task: ActTask) {
    task.status = ApprovalStatus.InProgress;
    for (const form of task.actForms) {
      form.status = ApprovalStatus.InProgress;
      form.statusText = approvalStatusText[ApprovalStatus.InProgress];
    }
  }

  refuse(formId: string, user: FixtureUser, remark: string | undefined): void {
    const { approval, task, form } = this.findForm(formId);
    if (form.userInfo.userId !== user.userId || form.status !== ApprovalStatus.InProgress) {
      refuse(FixtureCode.Warning, '当前审批无需您处理');
    }
    form.status = ApprovalStatus.Refused;
    form.statusText = approvalStatusText[ApprovalStatus.Refused];
    form.remarks = remark ?? null;
    form.updateTime = now();
    task.status = ApprovalStatus.Refused;
    this.setStatus(approval.act, ApprovalStatus.Refused);
  }

  /** Recall by the launcher while in progress. */
  withdraw(actId: string, user: FixtureUser): void {
    const { act } = this.approval(actId);
    if (act.launchManInfo.id !== user.userId) refuse(FixtureCode.Warning, '只有发起人可以撤回审批');
    if (act.status !== ApprovalStatus.InProgress) refuse(FixtureCode.Warning, '当前审批状态不可撤回');
    for (const task of act.actTaskList) {
      if (task.status === ApprovalStatus.InProgress || task.status === ApprovalStatus.NotStarted) {
        task.status = ApprovalStatus.Recalled;
        for (const form of task.actForms) {
          form.status = ApprovalStatus.Recalled;
          form.statusText = approvalStatusText[ApprovalStatus.Recalled];
        }
      }
    }
    this.setStatus(act, ApprovalStatus.Recalled);
  }

  isApprovalNameTaken(projectId: string, actName: string): boolean {
    return this.state.approvals.some((a) => a.act.projectId === projectId && a.act.actName === actName);
  }

  private groups(actId: string, drawings: readonly DrawingRef[]): FolderGroup[] {
    const groups = new Map<string, FolderGroup>();
    for (const ref of drawings) {
      const file = this.resource(ref.resId);
      const parent = file.parentId === '0' ? undefined : this.resource(file.parentId);
      const group = groups.get(file.parentId) ?? { resId: file.parentId, resName: parent?.resName ?? '', children: [] };
      group.children.push({
        resId: file.resId,
        recordId: file.recordId ?? ref.recordId,
        resName: file.resName,
        fileExt: file.fileExt ?? '',
        pathName: parent?.path ?? '/',
        path: file.path,
        parentId: file.parentId,
        parentName: parent?.resName ?? '',
        projectId: file.projectId,
        isFolder: false,
        actId,
        distinguishType: file.distinguishType ?? null,
        printCopies: file.printCopies ?? 1,
        stampList: [],
        updateTime: file.updateTime,
      });
      groups.set(file.parentId, group);
    }
    return [...groups.values()];
  }

  /** Launches a stamp approval (quick or ordered): a project approval in progress. */
  launch(
    user: FixtureUser,
    input: {
      id: string;
      projectId: string;
      approvalName: string;
      remarks?: string | undefined;
      isCa: Flag;
      isLinear: LinearMode;
      tasks: { taskName: string; userIdList: string[] }[];
      drawings: readonly DrawingRef[];
    },
  ): string {
    const project = this.project(input.projectId);
    if (this.isApprovalNameTaken(input.projectId, input.approvalName)) refuse(FixtureCode.Warning, '审批名称已存在');
    const actId = input.id && !this.state.approvals.some((a) => a.act.id === input.id) ? input.id : this.nextId('a');
    const tasks: ActTask[] = input.tasks.map((task, index) => {
      const starts = input.isLinear === LinearMode.Parallel || index === 0;
      const status = starts ? ApprovalStatus.InProgress : ApprovalStatus.NotStarted;
      return {
        id: `${actId}-t${index + 1}`,
        taskName: task.taskName,
        status,
        prooType: null,
        taskUserInfo: null,
        hasPersonnelSign: false,
        remarks: null,
        updateTime: null,
        actForms: task.userIdList.map((userId, f) => ({
          id: `${actId}-t${index + 1}-f${f}`,
          userInfo: this.userOption(userId),
          status,
          statusText: approvalStatusText[status],
          remarks: null,
          updateTime: null,
        })),
      };
    });
    const time = now();
    this.state.approvals.unshift({
      act: {
        id: actId,
        actName: input.approvalName,
        moduleType: ApprovalType.Project,
        status: ApprovalStatus.InProgress,
        statusText: approvalStatusText[ApprovalStatus.InProgress],
        isLinear: input.isLinear,
        remarks: input.remarks ?? null,
        projectId: project.id,
        projectName: project.name,
        createTime: time,
        updateTime: time,
        comment: null,
        launchManInfo: { id: user.userId, realname: user.realname, avatar: null },
        shortName: project.simpleName,
        isCa: input.isCa,
        actTaskList: tasks,
        additionInfo: null,
        actWatermark: null,
        operationType: null,
        signMan: null,
        formId: null,
      },
      files: this.groups(actId, input.drawings),
    });
    return actId;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Stamps
  // -------------------------------------------------------------------------------------------------------------

  stamp(stampId: string): Stamp {
    return this.state.stamps.find((s) => s.stampId === stampId) ?? refuse(FixtureCode.Error, '印章不存在');
  }
}

/** Creates a fresh fixture store from a seed (the default firm when none is given). */
export function createFixtureStore(seed?: FixtureSeed): FixtureStore {
  return new FixtureStore(seed ?? createSeed());
}

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
  ApplicationType,
  ApprovalStatus,
  ApprovalType,
  approvalStatusText,
  CaApprovalStatus,
  CertificateStatus,
  Flag,
  FolderPermission,
  KeyStatus,
  LinearMode,
  RecognitionStatus,
} from '../entities/constants';
import type { ProjectResource, ProjectUser } from '../entities/project';
import type { CaApplication, CaLog, Stamp, StampLog } from '../entities/stamp';
import type { UploadedFile, UploadedPart } from '../entities/upload';
import type { EnterpriseEntry, LoginResult, UserInfo, UserOption } from '../entities/user';
import { FOLDER_NAME_TAKEN } from '../rules/messages';
import { fileExtension } from '../rules/rules';
import { type FixtureShareLink, seedShareLinks } from './publish';
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
  /** Completed uploads by object key, with the name each was uploaded as. */
  storedObjects: Map<string, { fileMd5: string; fileLength: number; fileName: string }>;
  /** Stamp images uploaded through `stamp.uploadImage`, by uuid. */
  stampImages: Map<string, Blob>;
  errorReports: Map<string, { resName: string; path: string }[]>;
  /** Signer corrections of the drawing check: resource id to duty id to the user who signs. */
  signerCorrections: Map<string, Map<string, string>>;
  /** Text-signature stamp configurations by file version (saveCalcInfo). */
  calcInfos: Map<string, { templateId: string | null; info: string }>;
  /** CA applications of stamps, oldest first; a stamp's CA log is its applications. */
  caApplications: FixtureCaApplication[];
  /** The stamp usage log (stamp.log), oldest first. */
  stampLogs: StampLog[];
  /** The stamps each approval places (approval id to stamp ids): a stamp of an approval in progress is in use. */
  stampUses: Map<string, string[]>;
  /** Share links of publish approvals by key (approval.createDownUrl), each with its expiry. */
  shareLinks: Map<string, FixtureShareLink>;
}

/** A CA application as the fixture keeps it: what the review list shows, its organisation and key. */
export interface FixtureCaApplication extends CaApplication {
  caOrgId: string;
  cdk?: string | undefined;
}

/** The enterprise CA's own certificate in the fixture: a fixed self-signed certificate (its key was thrown away). */
export const FIXTURE_ROOT_CERTIFICATE = {
  subject: 'CN=Huazhu Enterprise CA, O=Huazhu Architectural Design Institute, C=CN',
  serialNumber: '5A3C1E0F9B27D4468E01',
  notBefore: '2025-01-01 00:00:00',
  notAfter: '2035-01-01 00:00:00',
  pem: [
    '-----BEGIN CERTIFICATE-----',
    'MIICVDCCAb2gAwIBAgIKWjweD5sn1EaOATANBgkqhkiG9w0BAQsFADBcMR0wGwYD',
    'VQQDExRIdWF6aHUgRW50ZXJwcmlzZSBDQTEuMCwGA1UEChMlSHVhemh1IEFyY2hp',
    'dGVjdHVyYWwgRGVzaWduIEluc3RpdHV0ZTELMAkGA1UEBhMCQ04wHhcNMjUwMTAx',
    'MDAwMDAwWhcNMzUwMTAxMDAwMDAwWjBcMR0wGwYDVQQDExRIdWF6aHUgRW50ZXJw',
    'cmlzZSBDQTEuMCwGA1UEChMlSHVhemh1IEFyY2hpdGVjdHVyYWwgRGVzaWduIElu',
    'c3RpdHV0ZTELMAkGA1UEBhMCQ04wgZ8wDQYJKoZIhvcNAQEBBQADgY0AMIGJAoGB',
    'AL9H56X/an6S6iLNYSJQZhN5uSe2KrcNehKMzIe3nTQCaOENqNbgKI5ox+BhKT6s',
    'UeEvgtDMZ1nVuw3tWaNegoAUHRR2tPGdVEUZzTdU8LmgbuOVog8W482hEKdO5EGj',
    'P1S1RGhFSiYog7ucD09+HnQ4COsSdhFxgQql+itgVWGlAgMBAAGjHTAbMAwGA1Ud',
    'EwQFMAMBAf8wCwYDVR0PBAQDAgEGMA0GCSqGSIb3DQEBCwUAA4GBAJqmNeM4ZK1t',
    'NTAUh8NSo3BcarV6zSyDvjJ8pSYa2gRyQnipEydZvUf4bDwEe/TCpQ/0nVq/h9Wh',
    'gghK14mDZplTGaT35iphvuKJc5LiX9bX9wLR9GlZ3JSyZYd5vKEmQKaEJ4OzFHFY',
    'rrhKLXLVYrjsIwsYU7YvL1+mgXHYKzK1',
    '-----END CERTIFICATE-----',
  ].join('\n'),
};

/** The CA applications the fixture starts with: the issued certificates' history and one refused renewal. */
function seedCaApplications(): FixtureCaApplication[] {
  const passed = (
    id: string,
    stamp: Pick<Stamp, 'stampId' | 'name' | 'stampType' | 'ownerType'>,
    applicant: { userId: string; realname: string },
    caOrg: { caOrgId: string; caOrgName: string },
    createTime: string,
  ): FixtureCaApplication => ({
    id,
    stampId: stamp.stampId,
    stampName: stamp.name,
    stampType: stamp.stampType,
    ownerType: stamp.ownerType,
    applicant,
    type: ApplicationType.Create,
    status: CaApprovalStatus.Passed,
    caOrgId: caOrg.caOrgId,
    caOrgName: caOrg.caOrgName,
    createTime,
    remarks: '同意',
  });
  const cfca = { caOrgId: 'ca-org-1', caOrgName: 'CFCA 中国金融认证中心' };
  const chen = { userId: 'u-001', realname: '陈建国' };
  const wang = { userId: 'u-003', realname: '王海涛' };
  const registration = { stampType: 4, ownerType: 1 } as const;
  const wangStructure = { stampId: 'st-302', name: '一级注册结构工程师 王海涛', ...registration };
  return [
    passed('ca-app-001', wangStructure, wang, cfca, '2021-07-01 09:30:00'),
    passed(
      'ca-app-002',
      { stampId: 'st-001', name: '陈建国', stampType: 0, ownerType: 1 },
      chen,
      cfca,
      '2024-01-05 10:00:00',
    ),
    passed(
      'ca-app-003',
      { stampId: 'st-301', name: '一级注册建筑师 陈建国', ...registration },
      chen,
      cfca,
      '2024-03-28 16:12:00',
    ),
    {
      ...passed('ca-app-004', wangStructure, wang, cfca, '2024-07-10 14:00:00'),
      type: ApplicationType.Renew,
      status: CaApprovalStatus.Refused,
      remarks: '注册证书已过有效期，请更新注册证书后再申请',
    },
  ];
}

/** The stamp usage log the fixture starts with: the stamps of the seeded quick and ordered signings. */
function seedStampLogs(): StampLog[] {
  const entry = (n: number, stampId: string, stampName: string, operation: string, createTime: string): StampLog => ({
    id: `stamp-log-${String(n).padStart(3, '0')}`,
    stampId,
    stampName,
    userId: 'u-001',
    realname: '陈建国',
    operation,
    createTime,
  });
  return [
    entry(1, 'st-101', '华筑设计出图专用章', '按序签章-20250305101200 盖章', '2025-03-06 17:40:12'),
    entry(2, 'st-301', '一级注册建筑师 陈建国', '按序签章-20250305101200 签章', '2025-03-06 17:40:13'),
    entry(3, 'st-001', '陈建国', '按序签章-20250305101200 签名', '2025-03-06 17:40:13'),
  ];
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
      caApplications: seedCaApplications(),
      stampLogs: seedStampLogs(),
      stampUses: seedStampUses(),
      shareLinks: seedShareLinks(),
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
      caApplications: seedCaApplications(),
      stampLogs: seedStampLogs(),
      stampUses: seedStampUses(),
      shareLinks: seedShareLinks(),
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
    const { fileMd5: _md5, ocrOutcome: _outcome, sheetSize: _sheetSize, ...shown } = resource;
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

  /** Moves an approval to a status (its text and update time follow), e.g. 已发布 once publishing is confirmed. */
  setApprovalStatus(act: ApprovalAct, status: ApprovalStatus): void {
    this.setStatus(act, status);
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

  /** Records the stamps an approval places (the quick and ordered submissions). */
  recordStampUse(actId: string, stampIds: readonly (string | null | undefined)[]): void {
    const ids = [...new Set(stampIds.filter((id): id is string => !!id && id !== '0'))];
    if (ids.length > 0) this.state.stampUses.set(actId, ids);
  }

  /** The stamps an approval in progress places: they cannot be deleted. */
  stampsInUse(): Set<string> {
    const inUse = new Set<string>();
    for (const [actId, stampIds] of this.state.stampUses) {
      const approval = this.state.approvals.find((a) => a.act.id === actId);
      if (approval?.act.status === ApprovalStatus.InProgress) for (const id of stampIds) inUse.add(id);
    }
    return inUse;
  }

  // -------------------------------------------------------------------------------------------------------------
  // CA certificates of stamps
  // -------------------------------------------------------------------------------------------------------------

  /** A stamp's certificate status; an in-use certificate past its deadline counts as expired. */
  certificateStatus(stamp: Stamp): CertificateStatus {
    const status =
      stamp.certificateStatus ?? (stamp.signCertSn ? CertificateStatus.InUse : CertificateStatus.NotApplied);
    if (status === CertificateStatus.InUse && stamp.deadline && stamp.deadline < now().slice(0, 10)) {
      return CertificateStatus.Expired;
    }
    return status;
  }

  /**
   * Files a CA application for a stamp, as the server does: a new certificate (not applied or rejected; the stamp is
   * under review until it is decided), or a change, renewal or revocation of the issued one (renewal also when
   * expired; the certificate stays in use meanwhile). One pending application per stamp.
   */
  applyCa(
    user: Pick<FixtureUser, 'userId' | 'realname'>,
    input: { stampId: string; type: ApplicationType; caOrgId?: string | undefined; cdk?: string | undefined },
  ): FixtureCaApplication {
    const stamp = this.stamp(input.stampId);
    const status = this.certificateStatus(stamp);
    const pending = this.state.caApplications.some(
      (a) => a.stampId === stamp.stampId && a.status === CaApprovalStatus.Pending,
    );
    if (pending || status === CertificateStatus.UnderReview) {
      refuse(FixtureCode.Warning, '该印章已有待审核的CA申请，请等待审核或先撤回');
    }
    const allowed: Record<ApplicationType, CertificateStatus[]> = {
      [ApplicationType.Create]: [CertificateStatus.NotApplied, CertificateStatus.Rejected],
      [ApplicationType.Change]: [CertificateStatus.InUse],
      [ApplicationType.Renew]: [CertificateStatus.InUse, CertificateStatus.Expired],
      [ApplicationType.Revoke]: [CertificateStatus.InUse],
    };
    if (!allowed[input.type].includes(status)) {
      refuse(
        FixtureCode.Warning,
        input.type === ApplicationType.Create
          ? '该印章已有CA证书，如需变更、续期或注销请提交相应申请'
          : '该印章尚无CA证书，请先申请',
      );
    }
    const caOrgId = input.caOrgId ?? stamp.caOrgId ?? refuse(FixtureCode.Error, '请选择认证机构');
    const organisation =
      this.state.caOrganisations.find((o) => o.caOrgId === caOrgId) ?? refuse(FixtureCode.Error, '认证机构不存在');
    if (input.cdk !== undefined) {
      const key = this.state.caRecords.find((r) => r.cdk === input.cdk) ?? refuse(FixtureCode.Error, '激活码无效');
      if (key.status !== KeyStatus.Unused) refuse(FixtureCode.Warning, '激活码已使用或已作废');
      key.status = KeyStatus.Used;
      key.descInfo = JSON.stringify({ ...safeJson(key.descInfo), realName: user.realname, stampId: stamp.stampId });
    }
    const application: FixtureCaApplication = {
      id: this.nextId('ca-app'),
      stampId: stamp.stampId,
      stampName: stamp.name,
      stampType: stamp.stampType,
      ownerType: stamp.ownerType,
      applicant: { userId: user.userId, realname: user.realname },
      type: input.type,
      status: CaApprovalStatus.Pending,
      caOrgId: organisation.caOrgId,
      caOrgName: organisation.caOrgName,
      createTime: now(),
      remarks: null,
      cdk: input.cdk,
    };
    this.state.caApplications.push(application);
    if (input.type === ApplicationType.Create) stamp.certificateStatus = CertificateStatus.UnderReview;
    return application;
  }

  /** Withdraws a stamp's pending application: a new certificate's stamp goes back to not applied. */
  withdrawCa(stampId: string): void {
    const stamp = this.stamp(stampId);
    const pending =
      this.state.caApplications.find((a) => a.stampId === stampId && a.status === CaApprovalStatus.Pending) ??
      refuse(FixtureCode.Warning, '该印章没有待审核的CA申请');
    pending.status = CaApprovalStatus.Withdrawn;
    if (pending.type === ApplicationType.Create) stamp.certificateStatus = CertificateStatus.NotApplied;
  }

  /**
   * The administrator decides an application. Passing issues (create, change, renew: a new serial, valid a year)
   * or revokes (back to not applied); refusing a new certificate rejects it (审核驳回), refusing a change of an
   * issued one leaves that certificate as it was (as the server does).
   */
  reviewCa(id: string, pass: boolean, remarks: string | undefined): void {
    const application = this.state.caApplications.find((a) => a.id === id) ?? refuse(FixtureCode.Error, 'CA申请不存在');
    if (application.status !== CaApprovalStatus.Pending) refuse(FixtureCode.Warning, '该申请已处理，请刷新后查看');
    const stamp = this.stamp(application.stampId);
    application.status = pass ? CaApprovalStatus.Passed : CaApprovalStatus.Refused;
    application.remarks = remarks || (pass ? '同意' : null);
    if (!pass) {
      if (application.type === ApplicationType.Create) stamp.certificateStatus = CertificateStatus.Rejected;
      return;
    }
    if (application.type === ApplicationType.Revoke) {
      Object.assign(stamp, {
        certificateStatus: CertificateStatus.NotApplied,
        signCertSn: null,
        caOrgId: null,
        caOrgName: null,
        deadline: null,
      });
      return;
    }
    const issued = new Date();
    const deadline = new Date(issued.getFullYear() + 1, issued.getMonth(), issued.getDate());
    const pad = (n: number) => String(n).padStart(2, '0');
    Object.assign(stamp, {
      certificateStatus: CertificateStatus.InUse,
      signCertSn: `HZCA-${issued.getFullYear()}-${this.nextId('sn').replace(/\D/g, '').padStart(4, '0')}`,
      caOrgId: application.caOrgId,
      caOrgName: application.caOrgName,
      deadline: `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}`,
    });
  }

  /** A stamp's CA log: its applications, newest first. */
  caLog(stampId: string): CaLog[] {
    this.stamp(stampId);
    return this.state.caApplications
      .filter((a) => a.stampId === stampId)
      .map((a) => ({
        id: a.id,
        stampId: a.stampId,
        type: a.type,
        status: a.status,
        createTime: a.createTime,
        remarks: a.remarks ?? null,
      }))
      .reverse();
  }
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The seeded quick signing in progress (a-001) places the output stamp and 陈建国's registration stamp. */
function seedStampUses(): Map<string, string[]> {
  return new Map([['a-001', ['st-101', 'st-301']]]);
}

/** Creates a fresh fixture store from a seed (the default firm when none is given). */
export function createFixtureStore(seed?: FixtureSeed): FixtureStore {
  return new FixtureStore(seed ?? createSeed());
}

import { Flag, FolderPermission, PermissionLevel, RecognitionStatus } from '../../entities/constants';
import type { ProjectResource, ProjectUser } from '../../entities/project';
import type { StampLog } from '../../entities/stamp';
import type { UploadedFile, UploadedPart } from '../../entities/upload';
import type { EnterpriseEntry, LoginResult, UserInfo, UserOption } from '../../entities/user';
import { EnterpriseMessage, enterpriseDaysLeft, isEnterpriseExpired } from '../../rules/enterprises';
import { FileMessage } from '../../rules/files';
import { FOLDER_NAME_TAKEN } from '../../rules/messages';
import { memberLevels } from '../../rules/projects';
import type { ProofMark, ProoLogEntry } from '../../rules/proofreading';
import { CommonMessage, type RuleRefusal } from '../../rules/refusal';
import { fileExtension } from '../../rules/rules';
import {
  createSeed,
  type FixtureCaApplication,
  type FixturePublishPlan,
  type FixtureResource,
  type FixtureSeed,
  type FixtureShareLink,
  type FixtureUser,
  localDateTime,
  seedCaApplications,
  seedShareLinks,
  seedStampLogs,
  seedStampUses,
} from '../seed';
import type { FixtureNotification } from './notifications';

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

/** Answers a shared rule's refusal (`../../rules`), if it refuses. */
export function enforce(refusal: RuleRefusal | null): void {
  if (refusal) throw new FixtureRefusal(refusal.code, refusal.message);
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
  /** Notifications of everyone, newest first (./notifications.ts). */
  notifications: FixtureNotification[];
  /** The print shop each publish approval launched here sends its drawings to (approval id to shop id). */
  publishShops: Map<string, string>;
  /** Marks of proofreadings with their opinions and replies, oldest first (msw/proofreading.ts). */
  proofMarks: ProofMark[];
  /** The proofreadings' operation records, newest first (getProoActLog). */
  proofLog: (ProoLogEntry & { actId: string })[];
  /** Publish plans with their drawings, latest first (msw/publishPlans.ts). */
  publishPlans: FixturePublishPlan[];
}

/** A page of a list. */
export function paginate<T>(items: readonly T[], pageNum = 1, pageSize = 50): { list: T[]; total: number } {
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length };
}

/** Local 'YYYY-MM-DD HH:mm:ss' of now, as the fixture stamps its records. */
export const fixtureNow = (): string => localDateTime(new Date());

/** The state a store starts from: a copy of the seed and what the seed does not hold. */
function freshState(seed: FixtureSeed): FixtureState {
  return {
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
    notifications: [],
    publishShops: new Map(),
    proofMarks: [],
    proofLog: [],
    publishPlans: [],
  };
}

const realNow = () => new Date();

/**
 * The store's core: the state, ids, sessions and users, enterprises, projects and their files. The areas (recognition,
 * templates, approvals, stamps) extend it in the files beside this one; `FixtureStore` (./index.ts) is the last.
 */
export class StoreCore {
  readonly state: FixtureState;
  private sequence = 0;
  /** Files kept at a recognition status by `holdRecognition` (./recognition.ts). */
  protected readonly held = new Map<string, RecognitionStatus>();
  /**
   * The store's clock for rules that count days from a record's time (the project recycle bin's 30 days): the real
   * one unless a story pins it, so that its picture does not change from day to day.
   */
  now: () => Date = realNow;

  constructor(seed: FixtureSeed = createSeed()) {
    this.state = freshState(seed);
  }

  /** Puts the store back to a seed (the default firm when none is given), e.g. between stories. */
  reset(seed: FixtureSeed = createSeed()): void {
    Object.assign(this.state, freshState(seed));
    this.sequence = 0;
    this.held.clear();
    this.now = realNow;
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
    if (!found || found.password !== password) refuse(FixtureCode.BadCredentials, CommonMessage.BadCredentials);
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
    return this.state.users.find((u) => u.userId === userId) ?? refuse(FixtureCode.Error, CommonMessage.UserNotFound);
  }

  userOption(userId: string): UserOption {
    const u = this.user(userId);
    return { userId: u.userId, realname: u.realname, phone: u.phone, avatar: null };
  }

  userInfo(user: FixtureUser): UserInfo {
    if (!user.curEnterpriseId) {
      // A new account (registration): no enterprise yet.
      const { userId, username, realname, phone, email } = user;
      return {
        userId,
        username,
        realname,
        phone,
        email,
        avatar: null,
        curEnterpriseId: null,
        curEnterpriseName: null,
        enterpriseExpired: false,
        enterpriseExpireDate: null,
        enterpriseDaysLeft: null,
      };
    }
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
      enterpriseExpired: isEnterpriseExpired(enterprise.expiresAt, new Date()),
      enterpriseExpireDate: enterprise.expiresAt ? localDateTime(enterprise.expiresAt).slice(0, 10) : null,
      enterpriseDaysLeft: enterpriseDaysLeft(enterprise.expiresAt, new Date()),
    };
  }

  enterprise(enterpriseId: string) {
    return (
      this.state.enterprises.find((e) => e.enterpriseId === enterpriseId) ??
      refuse(FixtureCode.Error, EnterpriseMessage.EnterpriseNotFound)
    );
  }

  enterprisesOf(user: FixtureUser): EnterpriseEntry[] {
    return user.enterpriseIds.map((enterpriseId) => {
      const e = this.enterprise(enterpriseId);
      return {
        enterpriseId,
        enterpriseName: e.enterpriseName,
        isCurEnterprise: enterpriseId === user.curEnterpriseId ? Flag.Yes : Flag.No,
        expired: isEnterpriseExpired(e.expiresAt, new Date()),
      };
    });
  }

  switchEnterprise(user: FixtureUser, enterpriseId: string): void {
    if (!user.enterpriseIds.includes(enterpriseId)) refuse(FixtureCode.Error, CommonMessage.NotEnterpriseMember);
    user.curEnterpriseId = enterpriseId;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Projects and resources
  // -------------------------------------------------------------------------------------------------------------

  project(projectId: string) {
    return (
      this.state.projects.find((p) => p.id === projectId) ?? refuse(FixtureCode.Error, CommonMessage.ProjectNotFound)
    );
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
          folderLevel:
            m.folderLevel ?? memberLevels(m.staffType, m.permissionLevel === PermissionLevel.Creator).folderLevel,
        };
      })
      .filter((u) => !keyword || u.realname.includes(keyword) || u.phone.includes(keyword));
  }

  resource(resId: string): FixtureResource {
    return this.state.resources.find((r) => r.resId === resId) ?? refuse(FixtureCode.Error, FileMessage.NotFound);
  }

  byRecord(recordId: string): FixtureResource {
    return (
      this.state.resources.find((r) => r.recordId === recordId) ?? refuse(FixtureCode.Error, FileMessage.RecordNotFound)
    );
  }

  children(projectId: string, parentId: string): FixtureResource[] {
    return this.state.resources.filter((r) => r.projectId === projectId && r.parentId === parentId);
  }

  /** A resource as the API shows it (without the fixture's private fields). */
  publicResource(resource: FixtureResource): ProjectResource {
    const { fileMd5: _md5, ocrOutcome: _outcome, ocrReason: _reason, sheetSize: _sheetSize, ...shown } = resource;
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
      updateTime: fixtureNow(),
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
      updateTime: fixtureNow(),
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

  /**
   * A project file with these bytes (MD5 and size) in one of these enterprises' projects, as the server's rapid upload
   * looks for it (issue 21): another enterprise's file is never fetched by its MD5 and size, nor one `readable`
   * refuses (a project upload: a file the caller may not read).
   */
  knownBytes(
    md5: string,
    size: number,
    enterpriseIds: readonly string[],
    readable: (resource: FixtureResource) => boolean = () => true,
  ): { fileSize: number } | undefined {
    const enterpriseOf = new Map(this.state.projects.map((p) => [p.id, p.enterpriseId]));
    const resource = this.state.resources.find(
      (r) =>
        r.fileMd5 === md5 &&
        (r.fileSize ?? 0) === size &&
        enterpriseIds.includes(enterpriseOf.get(r.projectId) ?? '') &&
        readable(r),
    );
    return resource ? { fileSize: resource.fileSize ?? 0 } : undefined;
  }
}

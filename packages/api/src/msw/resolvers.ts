import type { AnyEndpoint, EndpointRequestOutput, EndpointResultInput } from '../contract/define';
import { type Api, type Area, api } from '../contract/endpoints/index';
import type { CheckedFile, CheckReason, DrawingRef, StampBatch } from '../entities/approval';
import {
  ApplicationType,
  ApprovalType,
  CaApprovalStatus,
  CertificateStatus,
  DrawingCheckReason,
  EnterpriseStampListType,
  FixedRoleId,
  KeyStatus,
  LinearMode,
  OwnerType,
  PageSize,
  RecognitionStatus,
  recognitionStatusText,
  StampEnabled,
  StampingState,
  StampType,
  TemplateChange,
  TransformStatus,
} from '../entities/constants';
import type { Stamp } from '../entities/stamp';
import {
  APPROVAL_NAME_TAKEN,
  FILE_NAME_TAKEN,
  STAMP_CONFIG_INCOMPLETE,
  STAMP_CONFIG_PDF_ONLY,
  TEMPLATE_NAME_TAKEN,
} from '../rules/messages';
import { checkRegisteredExtension, UPLOAD_PART_BYTES } from '../rules/rules';
import { checkStampImage, probeStampImage } from '../rules/stampImage';
import { fixturePdf } from './pdf';
import {
  confirmPublish,
  createShareLink,
  launchPublish,
  liveShareLink,
  PublishRefusal,
  publishApprovers,
  publishFlags,
  publishQuote,
} from './publish';
import type { FixtureUser } from './seed';
import { FixtureDuty } from './seed';
import { FIXTURE_ROOT_CERTIFICATE, FixtureCode, type FixtureStore, paginate, refuse } from './store';

/** What a resolver receives: the store, the validated request and the session. */
export interface ResolverContext<Req> {
  readonly store: FixtureStore;
  readonly data: Req;
  readonly request: Request;
  readonly token: string | null;
  /** X-Ent, or the user's current enterprise. */
  readonly enterpriseId: string;
  /** The signed-in user (a public endpoint without a session refuses when it reads this). */
  readonly user: FixtureUser;
  /** Origin of the request, for links the fixture hands out. */
  readonly origin: string;
}

/** Answers one endpoint: returns the result (or a Blob for a file), or throws a refusal. */
export type Resolver<E extends AnyEndpoint> = (
  ctx: ResolverContext<EndpointRequestOutput<E>>,
) => EndpointResultInput<E> | Promise<EndpointResultInput<E>>;

/** Resolvers by area and endpoint name; endpoints without one answer a minimal valid result. */
export type Resolvers = {
  [A in Area]?: { [N in keyof Api[A]]?: Api[A][N] extends AnyEndpoint ? Resolver<Api[A][N]> : never };
};

/** The storage host presigned part URLs point at. */
export const FIXTURE_STORAGE_ORIGIN = 'https://fixture-storage.atelier.test';

/**
 * The link a real server hands out for what the browser opens itself (a preview, a download): the declared ticket
 * endpoint under the same prefix as the call being answered. The fixture's ticket names what it stands for.
 */
function ticketLink(request: Request, answering: AnyEndpoint, target: AnyEndpoint, ticket: string): string {
  const url = new URL(request.url);
  const prefix = url.pathname.endsWith(answering.path) ? url.pathname.slice(0, -answering.path.length) : '';
  return `${url.origin}${prefix}${target.path}?${new URLSearchParams({ ticket })}`;
}

const pdf = (text: string) => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });

/** Signers of a drawing in the fixture: the examine and authorize people of its top folder's specialty. */
/** The duties a fixture drawing is signed for (examine and authorize, by the drawing's specialty). */
const SIGNING_DUTIES = [FixtureDuty.examine, FixtureDuty.authorize] as const;

/** The signers of a fixture drawing by duty: the specialty's examiner and authoriser, drawing-check corrections win. */
function signersByDuty(store: FixtureStore, drawing: { resId: string }): Map<string, string> {
  const file = store.resource(drawing.resId);
  const top = file.path.split('/')[1] ?? '';
  const specialty = store.state.specialties.find((s) => s.dictName === top);
  const signers = new Map<string, string>();
  for (const dutyId of SIGNING_DUTIES) {
    const user = specialty && store.state.users.find((u) => u.specialtyId === specialty.id && u.dutyId === dutyId);
    if (user) signers.set(dutyId, user.userId);
  }
  for (const [dutyId, userId] of store.state.signerCorrections.get(drawing.resId) ?? []) signers.set(dutyId, userId);
  return signers;
}

function signersOf(store: FixtureStore, drawing: { resId: string }): string[] {
  return [...new Set(signersByDuty(store, drawing).values())];
}

function batchesOf(store: FixtureStore, projectId: string, drawings: readonly DrawingRef[]): StampBatch[] {
  const batches = new Map<string, StampBatch>();
  for (const ref of drawings) {
    const signers = signersOf(store, ref);
    const key = signers.join(',');
    const file = store.resource(ref.resId);
    const parent = file.parentId === '0' ? undefined : store.resource(file.parentId);
    const batch = batches.get(key) ?? {
      userInfoVoList: signers.map((id) => store.userOption(id)),
      resOwnerDTOList: [],
      moreThanOne: signers.length > 1,
    };
    batch.resOwnerDTOList.push({
      resId: file.resId,
      recordId: file.recordId ?? ref.recordId,
      resName: file.resName,
      fileExt: file.fileExt ?? '',
      pathName: parent?.path ?? '/',
      path: file.path,
      parentId: file.parentId,
      parentName: parent?.resName ?? '',
      projectId,
      isFolder: false,
      distinguishType: file.distinguishType ?? null,
      printCopies: file.printCopies ?? 1,
    });
    batches.set(key, batch);
  }
  return [...batches.values()];
}

const notRecognised = (store: FixtureStore, refs: readonly DrawingRef[]) =>
  refs.map((ref) => store.resource(ref.resId)).filter((f) => f.distinguishType !== RecognitionStatus.Success);

const approvalQuery = (data: {
  moduleType?: number | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}) => data;

/** The fixture server's answers, backed by the store. */
export const fixtureResolvers: Resolvers = {
  auth: {
    login: ({ store, data }) => store.login(data.username, data.password),
    logout: ({ store, token }) => {
      store.logout(token);
      return null;
    },
    phoneLogin: ({ store, data }) => {
      const found = store.state.users.find((u) => u.phone === data.phone);
      if (!found || data.code !== '123456') refuse(FixtureCode.BadCredentials, '验证码错误');
      return store.openSession(found);
    },
    redirectLogin: ({ store, data }) => {
      const found = store.sessionUser(data.token) ?? refuse(FixtureCode.BadCredentials, '登录已失效，请重新登录');
      return store.openSession(found);
    },
  },
  user: {
    info: ({ store, user }) => store.userInfo(user),
    permissions: ({ store }) => ({ menuList: store.state.menus, authList: store.state.buttonKeys }),
    permissionKeys: ({ store }) => {
      const keys: string[] = [];
      const visit = (nodes: typeof store.state.menus) => {
        for (const node of nodes) {
          keys.push(node.perms);
          if (node.children) visit(node.children);
        }
      };
      visit(store.state.menus);
      return [...keys, ...store.state.buttonKeys];
    },
    roles: ({ user }) =>
      user.roleIds.map((roleId) => ({
        roleId,
        roleName:
          roleId === 'role-enterprise-admin'
            ? '企业管理员'
            : roleId === 'role-archive-admin'
              ? '档案管理员'
              : '发布管理员',
      })),
  },
  enterprise: {
    list: ({ store, user }) => store.enterprisesOf(user),
    switch: ({ store, user, data }) => {
      store.switchEnterprise(user, data.id);
      return null;
    },
    isCloud: ({ store, enterpriseId, data }) => ({
      isCloud: store.enterprise(data.enterpriseId ?? enterpriseId).isCloud,
    }),
    stampIsCloud: ({ store, enterpriseId, data }) => ({
      stampIsCloud: store.enterprise(data.enterpriseId ?? enterpriseId).stampIsCloud,
    }),
    duties: ({ store, data }) => paginate(store.state.duties, data.pageNum, data.pageSize ?? 100),
    specialties: ({ store }) => store.state.specialties,
    auditors: ({ store }) =>
      store.state.users.filter((u) => u.dutyId === FixtureDuty.examine).map((u) => store.userOption(u.userId)),
    countersigners: ({ store }) =>
      store.state.users.filter((u) => u.dutyId === FixtureDuty.authorize).map((u) => store.userOption(u.userId)),
  },
  project: {
    list: ({ store, user, data }) => {
      const projects = store
        .projectsOf(user, data.keyword)
        .filter((p) => data.isCreator === undefined || p.isCreator === (data.isCreator === 0));
      return { pageInfo: paginate(projects, data.pageNum, data.pageSize ?? 100) };
    },
    search: ({ store, user, data }) =>
      paginate(
        store.projectsOf(user, data.keyword).filter((p) => !data.proType || p.proType === data.proType),
        data.pageNum,
        data.pageSize,
      ),
    all: ({ store, user, data }) => paginate(store.projectsOf(user, data.keyword), data.pageNum, data.pageSize ?? 100),
    detail: ({ store, data }) => store.project(data.projectId),
    last: ({ store, user }) => store.projectsOf(user)[0] ?? null,
    checkName: ({ store, user, data }) => {
      const taken = store.state.projects.some(
        (p) => p.enterpriseId === user.curEnterpriseId && p.name === data.name && p.id !== data.projectId,
      );
      return taken ? refuse(FixtureCode.Warning, '项目名称已存在') : true;
    },
    users: ({ store, data }) => store.members(data.projectId, data.keyword),
    joinedUsers: ({ store, data }) => store.members(data.projectId).map((m) => store.userOption(m.userId)),
    highestPermission: ({ store, user, data }) => ({
      permissionLevel: store.members(data.projectId).find((m) => m.userId === user.userId)?.permissionLevel ?? null,
    }),
    duties: ({ store, data }) => dutiesOf(store, data.projectId),
    dutyList: ({ store, data }) => dutiesOf(store, data.projectId),
  },
  files: {
    folderTree: ({ store, data }) => {
      const folders = store.children(data.projectId, data.parentId ?? '0').filter((r) => r.isFolder);
      return paginate(
        folders.map((f) => ({
          resId: f.resId,
          resName: f.resName,
          parentId: f.parentId,
          isLeaf: !store.children(data.projectId, f.resId).some((c) => c.isFolder),
          folderType: f.folderType ?? null,
          permission: f.permission,
        })),
        data.pageNum,
        data.pageSize ?? 500,
      );
    },
    list: ({ store, data }) =>
      paginate(
        store
          .children(data.projectId, data.parentId)
          .filter((r) => data.isFolder === undefined || r.isFolder === data.isFolder)
          .map((r) => store.publicResource(r)),
        data.pageNum,
        data.pageSize,
      ),
    search: ({ store, data }) =>
      paginate(
        store.state.resources
          .filter((r) => r.projectId === data.projectId && r.resName.includes(data.keyword))
          .map((r) => store.publicResource(r)),
        data.pageNum,
        data.pageSize,
      ),
    approvalFiles: ({ store, data }) =>
      store.filesUnder(data.projectId, data.resIds).map((r) => store.publicResource(r)),
    info: ({ store, data }) => store.publicResource(store.resource(data.resId)),
    createFolder: ({ store, data }) =>
      store.publicResource(store.createFolder(data.projectId, data.parentId, data.resName)),
    rename: ({ store, data }) => {
      const resource = store.resource(data.resId);
      if (store.children(data.projectId, resource.parentId).some((r) => r.resName === data.resName && r !== resource)) {
        refuse(FixtureCode.Warning, FILE_NAME_TAKEN);
      }
      resource.path = `${resource.path.slice(0, resource.path.lastIndexOf('/'))}/${data.resName}`;
      resource.resName = data.resName;
      return null;
    },
    delete: ({ store, data }) => {
      const ids = new Set(data.resIds);
      store.state.resources = store.state.resources.filter((r) => !ids.has(r.resId));
      return null;
    },
    previewUrl: ({ store, data, request }) => ({
      url: ticketLink(
        request,
        api.files.previewUrl,
        api.files.previewFile,
        `preview-${store.byRecord(data.recordId).recordId ?? data.recordId}`,
      ),
    }),
    previewFile: ({ store, data }) => {
      // The ticket previewUrl hands out names the record it stands for.
      const recordId = data.ticket.startsWith('preview-') ? data.ticket.slice('preview-'.length) : '';
      const file = store.byRecord(recordId);
      const sheet = (n: number) => ['Atelier fixture drawing', `${file.resId} / ${recordId}`, `Sheet ${n} of 2`];
      return new Blob([fixturePdf([sheet(1), sheet(2)])], { type: 'application/pdf' });
    },
    transformStatus: ({ store, data }) =>
      data.recordIds.map((recordId) => ({
        recordId,
        transformId: `tf-${recordId}`,
        status: TransformStatus.Success,
        distinguishType: store.byRecord(recordId).distinguishType ?? null,
      })),
  },
  upload: {
    rapidUpload: ({ store, data }) => {
      const known = store.knownByMd5(data.md5);
      if (!known) refuse(FixtureCode.NewFile, '文件不存在，请上传');
      return store.uploadedFile(store.addFile(data.projectId, data.parentId, data.name, data.size, data.md5));
    },
    registerProjectFile: ({ store, data }) => {
      const stored = store.state.storedObjects.get(data.ossMultiUpload.ossKey);
      if (!stored || stored.fileMd5 !== data.ossMultiUpload.fileMd5) refuse(FixtureCode.Error, '文件上传未完成');
      const { projectId, parentId } = data.resOwner;
      const { fileName, fileLength, fileMd5 } = data.ossMultiUpload;
      const changed = checkRegisteredExtension(fileName, stored.fileName);
      if (changed) refuse(FixtureCode.Error, changed);
      return store.uploadedFile(store.addFile(projectId, parentId, fileName, fileLength, fileMd5));
    },
    authorization: ({ data }) => ({
      dir: `uploads/${data.fileMd5}/`,
      bucket: 'atelier-fixture',
      endpoint: FIXTURE_STORAGE_ORIGIN,
      accessKeyId: 'FIXTUREACCESSKEY',
      accessKeySecret: 'fixture-secret',
      securityToken: 'fixture-sts-token',
      expiration: '2099-12-31T23:59:59Z',
    }),
    multipartStart: ({ store, data }) => {
      const uploadId = store.nextId('upload');
      const ossKey = `uploads/${data.fileMd5}/${data.fileName}`;
      store.state.uploads.set(uploadId, { uploadId, ossKey, ...data, parts: new Map(), completed: false });
      return { uploadId, ossKey, partSize: UPLOAD_PART_BYTES };
    },
    multipartPart: ({ store, data }) => {
      const upload = store.state.uploads.get(data.uploadId) ?? refuse(FixtureCode.Error, '上传任务不存在');
      const query = new URLSearchParams({ uploadId: upload.uploadId, partNumber: String(data.partNumber) });
      return { partNumber: data.partNumber, url: `${FIXTURE_STORAGE_ORIGIN}/${encodeURI(upload.ossKey)}?${query}` };
    },
    multipartListParts: ({ store, data }) => {
      const upload = store.state.uploads.get(data.uploadId) ?? refuse(FixtureCode.Error, '上传任务不存在');
      return [...upload.parts.values()].sort((a, b) => a.partNumber - b.partNumber);
    },
    multipartComplete: ({ store, data }) => {
      const upload = store.state.uploads.get(data.uploadId) ?? refuse(FixtureCode.Error, '上传任务不存在');
      for (const part of data.parts) {
        if (upload.parts.get(part.partNumber)?.etag !== part.etag)
          refuse(FixtureCode.Error, `分片${part.partNumber}校验失败`);
      }
      const fileLength = data.parts.reduce((sum, p) => sum + (upload.parts.get(p.partNumber)?.size ?? 0), 0);
      upload.completed = true;
      store.state.storedObjects.set(upload.ossKey, { fileMd5: data.fileMd5, fileLength, fileName: upload.fileName });
      return { ossKey: upload.ossKey, fileMd5: data.fileMd5, fileLength };
    },
    multipartAbort: ({ store, data }) => store.state.uploads.delete(data.uploadId),
    createProjectFolders: ({ store, data }) => {
      const created: { fileLocalPath: string; resId: string }[] = [];
      const visit = (nodes: typeof data.tree, parentId: string, localPath: string) => {
        for (const node of nodes) {
          if (!node.isFolder) continue;
          const path = node.fileLocalPath ?? `${localPath}/${node.resName}`;
          const existing = store
            .children(data.projectId, parentId)
            .find((r) => r.isFolder && r.resName === node.resName);
          const folder = existing ?? store.createFolder(data.projectId, parentId, node.resName);
          created.push({ fileLocalPath: path, resId: folder.resId });
          visit(node.children ?? [], folder.resId, path);
        }
      };
      visit(data.tree, data.parentId, '');
      return created;
    },
    attachment: ({ store, data }) => ({
      id: store.nextId('att'),
      fileName: data.fileName,
      fileSize: data.fileLength,
      fileExt: data.fileExt,
    }),
  },
  download: {
    projectFiles: ({ store, data, request }) => {
      const files = store.filesUnder(data.projectId, data.resIds);
      const size = files.reduce((sum, f) => sum + (f.fileSize ?? 0), 0);
      if (size > 1024 * 1024 * 1024) refuse(40010, '文件过大，请使用客户端下载');
      const single = files.length === 1 && data.resIds.length === 1 ? files[0] : undefined;
      return {
        url: ticketLink(
          request,
          api.download.projectFiles,
          api.download.projectFile,
          `download-${data.resIds.join('-')}`,
        ),
        fileName: single ? single.resName : `${files.length}个文件.zip`,
      };
    },
    clientUrl: ({ origin }) => ({ url: `${origin}/fixture-downloads/Atelier-Setup-3.2.0.exe`, version: '3.2.0' }),
  },
  flowTemplate: {
    list: ({ store, user, data }) =>
      paginate(store.templatesOf(data.projectId, user.userId), data.pageNum, data.pageSize ?? 10),
    detail: ({ store, data }) => store.loadedTemplate(store.template(data.actId)),
    defaultTemplate: ({ store, data }) =>
      store.loadedTemplate(store.defaultTemplate(data.projectId, data.dictSpecialtyId, data.uuid)),
    create: ({ store, user, data }) => ({ id: store.createTemplate(data, user).id }),
    update: ({ store, user, data }) => {
      store.updateTemplate(data.actInfo.id, data, user);
      return null;
    },
    updateDefault: ({ store, data }) => {
      const template =
        store.state.templates.find((t) => t.uuid === data.uuid) ?? refuse(FixtureCode.Error, '默认模板不存在');
      template.isLinear = data.actInfo.isLinear;
      template.tasks = data.tasks.map((t) => ({
        dictDutyId: t.dictDutyId,
        userIdList: t.userIdList,
        taskName: t.taskName ?? store.state.duties.find((d) => d.id === t.dictDutyId)?.dictName ?? '',
      }));
      return null;
    },
    delete: ({ store, user, data }) => {
      store.deleteTemplate(data.actId, user);
      return null;
    },
    checkName: ({ store, data }) =>
      store.isTemplateNameTaken(data.projectId, data.actName, data.actId)
        ? refuse(FixtureCode.Warning, TEMPLATE_NAME_TAKEN)
        : true,
  },
  quickApproval: {
    uid: ({ store }) => store.nextId('uid'),
    startOcr: ({ store, data }) => {
      store.startRecognition(data.recordIdList);
      return null;
    },
    ocrStatus: ({ store, data }) => store.pollRecognition(data.recordIdList),
    reOcr: ({ store, data }) => {
      store.startRecognition(data.recordIdList);
      return null;
    },
    checkTemplateChanges: () => ({ hasChange: TemplateChange.None, recordIdList: [] }),
    checkApprovalName: ({ store, data }) =>
      store.isApprovalNameTaken(data.projectId, data.actName) ? refuse(FixtureCode.Warning, APPROVAL_NAME_TAKEN) : true,
    batches: ({ store, data }) => {
      const pending = notRecognised(store, data.fileList);
      if (pending.length > 0) refuse(FixtureCode.Warning, '存在未识别成功的文件，请处理后再试');
      return batchesOf(store, data.projectId, data.fileList);
    },
    classifyFiles: ({ store, data }) => {
      const byFolder = new Map<
        string,
        { resId: string; resName: string; children: ReturnType<typeof batchesOf>[number]['resOwnerDTOList'] }
      >();
      for (const batch of batchesOf(store, data.projectId, data.fileList)) {
        for (const file of batch.resOwnerDTOList) {
          const group = byFolder.get(file.parentId) ?? { resId: file.parentId, resName: file.parentName, children: [] };
          group.children.push(file);
          byFolder.set(file.parentId, group);
        }
      }
      return [...byFolder.values()];
    },
    signers: ({ store, data }) =>
      store
        .members(data.projectId)
        .filter((m) => m.dictDutyId === FixtureDuty.projectLeader || m.dictDutyId === FixtureDuty.specialtyLeader)
        .map((m) => store.userOption(m.userId)),
    checkFiles: ({ store, data }) => {
      const failed = data.recordIdList
        .map((id) => store.byRecord(id))
        .filter((f) => f.distinguishType !== RecognitionStatus.Success);
      return {
        passed: failed.length === 0,
        errorFileList: failed.map((f) => ({
          recordId: f.recordId ?? '',
          resName: f.resName,
          path: f.path,
          reason: '文件未识别成功',
        })),
      };
    },
    submit: ({ store, user, data }) => {
      const pending = notRecognised(
        store,
        data.fastInfoVOS.flatMap((b) => b.drawings),
      );
      if (pending.length > 0) refuse(FixtureCode.Warning, '存在未识别成功的文件，请处理后再试');
      const approvers = [...new Set(data.fastInfoVOS.flatMap((b) => b.userIdList))];
      if (approvers.length === 0) refuse(FixtureCode.Warning, '请至少选择一位审批人');
      const actId = store.launch(user, {
        id: data.id,
        projectId: data.projectId,
        approvalName: data.approvalName,
        remarks: data.remarks,
        isCa: data.isCa,
        isLinear: LinearMode.Parallel,
        tasks: [{ taskName: '审批', userIdList: approvers }],
        drawings: data.fastInfoVOS.flatMap((b) => b.drawings),
      });
      // The stamps it places cannot be deleted while it is in progress.
      store.recordStampUse(actId, [
        data.entStampId,
        ...data.customizedStampIds,
        ...data.fastInfoVOS.flatMap((b) => b.stampIdList),
      ]);
      return { actId };
    },
    saveErrorReport: ({ store, data }) => {
      const uuid = store.nextId('report');
      store.state.errorReports.set(uuid, data.errorFileList);
      return uuid;
    },
  },
  drawingCheck: {
    check: ({ store, data }) => {
      const files = data.fileList.map((ref) => store.resource(ref.resId));
      const checked = (f: (typeof files)[number], errorReason: CheckReason[]): CheckedFile => {
        const parent = f.parentId === '0' ? undefined : store.resource(f.parentId);
        return {
          resId: f.resId,
          recordId: f.recordId ?? null,
          resName: f.resName,
          isFolder: false,
          fileExt: f.fileExt ?? '',
          pathName: parent?.path ?? '/',
          parentId: f.parentId,
          errorReason,
        };
      };
      const dutyName = (dutyId: string) => store.state.duties.find((d) => d.id === dutyId)?.dictName ?? dutyId;
      const ocr = files
        .filter((f) => f.distinguishType !== RecognitionStatus.Success)
        .map((f) =>
          checked(f, [
            {
              errorReason: DrawingCheckReason.titleBlockUnread(
                recognitionStatusText[f.distinguishType ?? RecognitionStatus.Waiting],
              ),
            },
          ]),
        );
      const setting = files
        .filter((f) => f.distinguishType === RecognitionStatus.Success)
        .flatMap((f) => {
          const signers = signersByDuty(store, f);
          // The fixture reads names per specialty, not per field: a drawing with anybody signing passes.
          if (signers.size > 0) return [];
          const reasons = SIGNING_DUTIES.filter((dutyId) => !signers.has(dutyId)).map((dutyId) => ({
            errorReason: DrawingCheckReason.signerMissing(dutyName(dutyId)),
            dutyId,
            dutyName: dutyName(dutyId),
            realname: null,
          }));
          return reasons.length > 0 ? [checked(f, reasons)] : [];
        });
      const hasError = ocr.length + setting.length > 0;
      let downLoadURL: string | null = null;
      if (hasError) {
        downLoadURL = store.nextId('report');
        store.state.errorReports.set(
          downLoadURL,
          [...ocr, ...setting].map((f) => ({ resName: f.resName, path: f.pathName ?? '/' })),
        );
      }
      return {
        hasError,
        ocrCheckResult: { fileList: ocr },
        settingCheckResult: { fileList: setting },
        sizeUnitCheckResult: { fileList: [] },
        downLoadURL,
      };
    },
    correct: ({ store, data }) => {
      const member = store.members(data.projectId).some((m) => m.userId === data.modifyResult);
      if (!member) refuse(FixtureCode.Error, '所选人员不是项目成员');
      for (const resId of data.modifyIdList) {
        store.resource(resId);
        const corrections = store.state.signerCorrections.get(resId) ?? new Map<string, string>();
        corrections.set(data.dutyId, data.modifyResult);
        store.state.signerCorrections.set(resId, corrections);
      }
      return null;
    },
    downloadReport: ({ store, data }) => {
      const rows = store.state.errorReports.get(data.uuid) ?? refuse(FixtureCode.Error, '报告不存在');
      return pdf(rows.map((r) => `${r.path} ${r.resName}`).join('\n'));
    },
  },
  orderedSigning: {
    submit: ({ store, user, data }) => {
      if (data.calculationTemplate) {
        const files = data.fileList.map((ref) => store.resource(ref.resId));
        if (files.some((f) => (f.fileExt ?? '').toLowerCase() !== 'pdf')) {
          refuse(FixtureCode.Warning, STAMP_CONFIG_PDF_ONLY);
        }
        if (data.fileList.some((ref) => !store.state.calcInfos.has(ref.recordId))) {
          refuse(FixtureCode.Warning, STAMP_CONFIG_INCOMPLETE);
        }
      }
      const actId = store.launch(user, {
        id: data.id,
        projectId: data.projectId,
        approvalName: data.approvalName,
        remarks: data.remarks,
        isCa: data.isCa,
        isLinear: data.isLinear,
        tasks: data.tasks,
        drawings: data.fileList,
      });
      store.recordStampUse(actId, [
        data.entStampId,
        ...data.customizedStampIds,
        ...data.stampKeyList.map((k) => k.stampId),
        ...(data.autographStampList ?? []).map((k) => k.stampId),
      ]);
      return { actId };
    },
    saveCalcInfo: ({ store, data }) => {
      store.state.calcInfos.set(data.recordId, { templateId: data.templateId ?? null, info: data.info });
      return null;
    },
    calcInfo: ({ store, data }) => {
      const saved = store.state.calcInfos.get(data.recordId);
      return saved ? { recordId: data.recordId, templateId: saved.templateId, info: saved.info } : null;
    },
    matchInfo: ({ store, data }) =>
      data.recordIdList.map((recordId) => ({
        recordId,
        templateId: store.state.calcInfos.get(recordId)?.templateId ?? null,
        matched: store.state.calcInfos.has(recordId),
      })),
  },
  approval: {
    todoList: ({ store, user, data }) => store.approvals('todo', user, approvalQuery(data)),
    doneList: ({ store, user, data }) => store.approvals('done', user, approvalQuery(data)),
    launchedList: ({ store, user, data }) => store.approvals('launched', user, approvalQuery(data)),
    allTodoList: ({ store, user, data }) => store.approvals('todo', user, approvalQuery(data)),
    launchedBySelf: ({ store, user, data }) => store.approvals('launched', user, approvalQuery(data)),
    todoCount: ({ store, user }) => store.todoCount(user),
    launchedBySelfCount: ({ store, user }) => store.approvals('launched', user, { pageSize: 10_000 }).total,
    detail: ({ store, user, data }) => {
      const { act } = store.approval(data.actId);
      return {
        ...act,
        formId: store.pendingForm(act, user.userId)?.id ?? null,
        ...(act.moduleType === ApprovalType.Publish ? publishFlags(store, act, user) : {}),
      };
    },
    files: ({ store, data }) => store.approval(data.actId).files,
    pass: ({ store, user, data }) => {
      const form =
        store.pendingForm(store.approval(data.actId).act, user.userId) ??
        refuse(FixtureCode.Warning, '当前审批无需您处理');
      store.pass(form.id, user, data.common);
      return null;
    },
    refuse: ({ store, user, data }) => {
      const form =
        store.pendingForm(store.approval(data.actId).act, user.userId) ??
        refuse(FixtureCode.Warning, '当前审批无需您处理');
      store.refuse(form.id, user, data.common);
      return null;
    },
    withdraw: ({ store, user, data }) => {
      store.withdraw(data.actId, user);
      return null;
    },
    /** A share link kept in the store with its expiry: {origin}/publish-info/{key}. */
    createDownUrl: ({ store, user, data, origin }) => {
      const link = createShareLink(store, user, data.actId, data.days);
      return { key: link.key, url: `${origin}/publish-info/${link.key}`, expireTime: link.expireTime };
    },
    /** Public: what a share link shows; unknown or expired keys are refused with 分享链接已失效. */
    downloadInfo: ({ store, data }) => {
      const link = liveShareLink(store, data.key);
      const { act, files } = store.approval(link.actId);
      return {
        actName: act.actName,
        expireTime: link.expireTime,
        files,
        projectName: act.projectName ?? null,
        launcherName: act.launchManInfo.realname,
        additionInfo: act.additionInfo ?? null,
      };
    },
    /** Public: a download link of one shared file, several (a zip), or all of them. */
    shareDownload: ({ store, data, request }) => {
      const link = liveShareLink(store, data.key);
      const shared = store.approval(link.actId).files.flatMap((group) => group.children);
      const chosen = data.resIds?.length ? data.resIds : shared.map((file) => file.resId);
      const files = chosen.map(
        (resId) =>
          shared.find((file) => file.resId === resId) ?? refuse(FixtureCode.Error, PublishRefusal.FileNotShared),
      );
      const single = files.length === 1 ? files[0] : undefined;
      return {
        url: ticketLink(
          request,
          api.approval.shareDownload,
          api.download.projectFile,
          `share-${link.key}-${chosen.join('-')}`,
        ),
        fileName: single ? single.resName : `${store.approval(link.actId).act.actName}.zip`,
      };
    },
    launchPublish: ({ store, user, data }) => ({ actId: launchPublish(store, user, data) }),
    publishQuote: ({ store, data }) => publishQuote(store, data),
    publishApprovers: ({ store, data }) => publishApprovers(store, data.projectId),
    publish: ({ store, user, data }) => {
      confirmPublish(store, user, data.actId);
      return null;
    },
    checkActName: ({ store, data }) =>
      store.state.approvals.some(
        (a) =>
          a.act.actName === data.actName &&
          (data.projectId ? a.act.projectId === data.projectId : a.act.moduleType === data.moduleType),
      )
        ? refuse(FixtureCode.Warning, APPROVAL_NAME_TAKEN)
        : true,
  },
  approvalCenter: {
    launchedByMe: ({ store, user, data }) => store.approvals('launched', user, approvalQuery(data)),
    forMe: ({ store, user, data }) => store.approvals('todo', user, approvalQuery(data)),
    approvedByMe: ({ store, user, data }) => store.approvals('done', user, approvalQuery(data)),
    detail: ({ store, user, data }) => {
      const { act } = store.approval(data.actId);
      return {
        ...act,
        formId: data.formId ?? store.pendingForm(act, user.userId)?.id ?? null,
        ...(act.moduleType === ApprovalType.Publish ? publishFlags(store, act, user) : {}),
      };
    },
    /** Stamps again what failed: the launcher's (or the stamp signer's) call after a failed stamping. */
    restamp: ({ store, user, data }) => {
      const { act } = store.approval(data.actId);
      if (act.stampingState !== StampingState.Failed) refuse(FixtureCode.Warning, '当前审批没有盖章失败的图纸');
      if (act.launchManInfo.id !== user.userId && act.signMan?.realName !== user.realname) {
        refuse(FixtureCode.Warning, '只有发起人或签章人可以重新盖章');
      }
      act.stampingState = StampingState.Stamped;
      act.stampingErrors = null;
      act.canRestamp = false;
      return StampingState.Stamped;
    },
    files: ({ store, data }) => store.approval(data.actId).files,
    withdraw: ({ store, user, data }) => {
      store.withdraw(data.actId, user);
      return null;
    },
    pass: ({ store, user, data }) => {
      store.pass(data.formId, user, data.remark);
      return null;
    },
    refuse: ({ store, user, data }) => {
      store.refuse(data.formId, user, data.remark);
      return null;
    },
  },
  publish: {
    publishers: ({ store, data }) =>
      paginate(
        store.state.publishers.filter((p) => !data.keyword || p.name.includes(data.keyword)),
        data.pageNum,
        data.pageSize ?? PageSize.PublishList,
      ),
    calcRules: ({ store, data }) =>
      paginate(store.state.calcRules, data.pageNum, data.pageSize ?? PageSize.PublishList),
  },
  stamp: {
    list: ({ store, user, data }) =>
      paginate(
        store.state.stamps.filter(
          (s) =>
            s.ownerType === data.ownerType &&
            (data.ownerType === OwnerType.Enterprise || s.userId === user.userId) &&
            (!data.stampName || s.name.includes(data.stampName)) &&
            (!data.status || s.isEnable === data.status),
        ),
        data.pageNum,
        data.pageSize,
      ),
    /**
     * As the server: enterprise stamps (output, custom, registration) by an administrator, optionally naming a
     * manager; personal ones by their owner (an administrator may issue a registration stamp to a member); the
     * image must have been uploaded.
     */
    create: ({ store, user, data }) => {
      const admin = isStampAdmin(user);
      if (data.ownerType === OwnerType.Enterprise && data.stampType === StampType.PersonalSignature) {
        refuse(FixtureCode.Error, StampRefusal.EnterpriseStampType);
      }
      if (data.ownerType === OwnerType.Personal && data.stampType === StampType.Output) {
        refuse(FixtureCode.Error, StampRefusal.PersonalStampType);
      }
      let ownerId: string | null;
      if (data.ownerType === OwnerType.Enterprise) {
        if (!admin) refuse(FixtureCode.Error, StampRefusal.OnlyAdminManagesEnterpriseStamps);
        ownerId = data.userId ?? null;
      } else {
        ownerId = data.userId ?? user.userId;
        if (ownerId !== user.userId && !(admin && data.stampType === StampType.Registration)) {
          refuse(FixtureCode.Error, StampRefusal.PersonalStampForOthers);
        }
      }
      if (!store.state.stampImages.has(data.uuid)) refuse(FixtureCode.Error, StampRefusal.ImageNotFound);
      const owner = ownerId ? store.user(ownerId) : null;
      const stampId = store.nextId('st');
      const created = {
        stampId,
        id: stampId,
        name: data.name,
        stampType: data.stampType,
        ownerType: data.ownerType,
        userId: ownerId,
        uuid: data.uuid,
        isManager: data.isManager,
        fileMd5: data.fileMd5,
        isEnable: StampEnabled.Enabled,
        deadline: null,
        filePath: `/fixtures/stamps/${stampId}.png`,
        stampFileName: `${data.name}.png`,
        signCertSn: null,
        caOrgId: null,
        caOrgName: null,
        certificateStatus: CertificateStatus.NotApplied,
        userInfoVO: owner ? { realname: owner.realname, phone: owner.phone } : null,
      };
      store.state.stamps.push(created);
      return created;
    },
    /** Refused while an approval in progress places the stamp; only its manager may delete it. */
    delete: ({ store, user, data }) => {
      const found = store.stamp(data.stampId);
      requireStampManager(user, found);
      if (store.stampsInUse().has(found.stampId)) refuse(FixtureCode.Warning, StampRefusal.StampInUse);
      store.state.stamps = store.state.stamps.filter((s) => s.stampId !== data.stampId);
      return null;
    },
    setEnabled: ({ store, user, data }) => {
      const found = store.stamp(data.stampId);
      requireStampManager(user, found);
      found.isEnable = data.isEnable;
      return null;
    },
    enterpriseStamps: ({ store, data }) => {
      const stampType =
        data.type === EnterpriseStampListType.Output
          ? StampType.Output
          : data.type === EnterpriseStampListType.Custom
            ? StampType.Custom
            : StampType.Registration;
      const stamps = store.state.stamps.filter(
        (s) =>
          s.stampType === stampType && (stampType === StampType.Registration || s.ownerType === OwnerType.Enterprise),
      );
      return paginate(stamps, data.pageNum, data.pageSize);
    },
    personalSign: ({ store, user }) =>
      store.state.stamps.filter((s) => s.userId === user.userId && s.ownerType === OwnerType.Personal),
    personalStamps: ({ store, data }) =>
      store.members(data.projectId, data.userName).map((m) => {
        const own = store.state.stamps.filter((s) => s.userId === m.userId && s.ownerType === OwnerType.Personal);
        return {
          userId: m.userId,
          realname: m.realname,
          signList: own.filter((s) => s.stampType === StampType.PersonalSignature),
          squareStampList: own.filter((s) => s.stampType === StampType.Custom),
          stampList: own.filter((s) => s.stampType === StampType.Registration),
        };
      }),
    uploadImage: async ({ store, data }) => {
      const bytes = new Uint8Array(await data.file.arrayBuffer());
      const problem = checkStampImage(bytes);
      const header = probeStampImage(bytes);
      if (problem || !header) return refuse(FixtureCode.Error, problem ?? '图片已损坏，无法读取');
      const uuid = store.nextId('stamp-image');
      store.state.stampImages.set(uuid, new Blob([bytes], { type: `image/${header.format}` }));
      return { uuid, fileMd5: fixtureMd5(bytes), width: header.width, height: header.height };
    },
    /** An uploaded image; a seeded stamp draws a seal with its name (SVG); a signature slot has none. */
    image: ({ store, data }) => {
      const found = store.stamp(data.stampId);
      if (found.fileMd5 === '') return refuse(FixtureCode.Error, StampRefusal.NoImage);
      return store.state.stampImages.get(found.uuid) ?? seedSealImage(found);
    },
    /**
     * Renames (the stamp's manager), sets or clears the deadline (an administrator; not a CA stamp's), or hands an
     * enterprise stamp to another member (`managerId`, an administrator).
     */
    updateInfo: ({ store, user, data }) => {
      const found = store.stamp(data.stampId);
      requireStampManager(user, found);
      const deadline = data.deadline === undefined ? undefined : data.deadline?.trim() || null;
      if (deadline !== undefined && deadline !== (found.deadline ?? null)) {
        if (!isStampAdmin(user)) refuse(FixtureCode.Error, StampRefusal.OnlyAdmin);
        if (found.signCertSn) refuse(FixtureCode.Error, StampRefusal.CaDeadline);
        if (deadline !== null && !isCalendarDate(deadline)) refuse(FixtureCode.Error, StampRefusal.DeadlineFormat);
      }
      let manager: FixtureUser | undefined;
      if (data.managerId !== undefined && data.managerId !== found.userId) {
        if (!isStampAdmin(user)) refuse(FixtureCode.Error, StampRefusal.OnlyAdmin);
        if (found.ownerType !== OwnerType.Enterprise) refuse(FixtureCode.Error, StampRefusal.ManagerOnlyForEnterprise);
        manager = store.state.users.find((u) => u.userId === data.managerId);
        if (!manager?.enterpriseIds.includes(user.curEnterpriseId)) {
          refuse(FixtureCode.Error, StampRefusal.ManagerNotMember);
        }
      }
      if (data.name !== undefined) found.name = data.name;
      if (deadline !== undefined) found.deadline = deadline;
      if (manager) {
        found.userId = manager.userId;
        found.userInfoVO = { realname: manager.realname, phone: manager.phone };
      }
      return null;
    },
    /** Replaces the image: a personal stamp by its owner (a registration stamp also by an administrator). */
    updateMd5: ({ store, user, data }) => {
      const found = store.stamp(data.id);
      const admin = isStampAdmin(user);
      if (found.ownerType === OwnerType.Enterprise) {
        if (!admin) refuse(FixtureCode.Error, StampRefusal.OnlyAdminManagesEnterpriseStamps);
      } else if (found.userId !== user.userId && !(admin && found.stampType === StampType.Registration)) {
        refuse(FixtureCode.Error, StampRefusal.OnlyOwnerReplacesImage);
      }
      if (!store.state.stampImages.has(data.uuid)) refuse(FixtureCode.Error, StampRefusal.ImageNotFound);
      found.uuid = data.uuid;
      found.fileMd5 = data.fileMd5;
      return null;
    },
    /** An empty signature (no image) for each chosen member who has none; an administrator's call. */
    batchCreate: ({ store, user, data }) => {
      if (!isStampAdmin(user)) refuse(FixtureCode.Error, StampRefusal.OnlyAdmin);
      const people = [...new Set(data.userIdList)].map((userId) => store.state.users.find((u) => u.userId === userId));
      if (people.some((p) => !p?.enterpriseIds.includes(user.curEnterpriseId))) {
        refuse(FixtureCode.Error, StampRefusal.MembersNotInEnterprise);
      }
      for (const person of people) {
        if (!person || personalSignatures(store, person.userId).length > 0) continue;
        const stampId = store.nextId('st');
        store.state.stamps.push({
          stampId,
          id: stampId,
          name: person.realname,
          stampType: StampType.PersonalSignature,
          ownerType: OwnerType.Personal,
          userId: person.userId,
          uuid: '',
          isManager: false,
          fileMd5: '',
          isEnable: StampEnabled.Enabled,
          deadline: null,
          filePath: '',
          stampFileName: null,
          signCertSn: null,
          caOrgId: null,
          caOrgName: null,
          certificateStatus: CertificateStatus.NotApplied,
          userInfoVO: { realname: person.realname, phone: person.phone },
        });
      }
      return null;
    },
    /** Stamps of a type and owner kind that no approval in progress places (a member: their own personal ones). */
    notInUse: ({ store, user, data }) => {
      const admin = isStampAdmin(user);
      const owner =
        data.ownerType === OwnerType.Personal ? (data.userId ?? (admin ? undefined : user.userId)) : data.userId;
      if (data.ownerType === OwnerType.Personal && owner !== undefined && owner !== user.userId && !admin) {
        refuse(FixtureCode.Error, StampRefusal.OtherPersonsStamps);
      }
      const inUse = store.stampsInUse();
      return store.state.stamps.filter(
        (s) =>
          s.stampType === data.type &&
          s.ownerType === data.ownerType &&
          (owner === undefined || s.userId === owner) &&
          !inUse.has(s.stampId),
      );
    },
    /** The enterprise's members with their personal stamps, by name or phone; an administrator's page. */
    personnelStamps: ({ store, user, data }) => {
      if (!isStampAdmin(user)) refuse(FixtureCode.Error, StampRefusal.OnlyAdmin);
      const search = data.searchString?.trim();
      const people = store.state.users
        .filter((u) => u.enterpriseIds.includes(user.curEnterpriseId))
        .filter((u) => !search || u.realname.includes(search) || u.phone.includes(search));
      const page = paginate(people, data.pageNum, data.pageSize ?? PageSize.StampList);
      return {
        total: page.total,
        list: page.list.map((p) => ({
          userId: p.userId,
          realname: p.realname,
          phone: p.phone,
          stamps: store.state.stamps.filter((s) => s.ownerType === OwnerType.Personal && s.userId === p.userId),
        })),
      };
    },
    /** The stamp usage log, newest first; by stamp, by user, and by time ('YYYY-MM-DD' or a full time, inclusive). */
    log: ({ store, data }) => {
      const end = data.endTime && data.endTime.length === 10 ? `${data.endTime} 23:59:59` : data.endTime;
      const rows = store.state.stampLogs
        .filter(
          (entry) =>
            (!data.stampId || entry.stampId === data.stampId) &&
            (!data.userId || entry.userId === data.userId) &&
            (!data.startTime || entry.createTime >= data.startTime) &&
            (!end || entry.createTime <= end),
        )
        .reverse();
      return paginate(rows, data.pageNum, data.pageSize ?? PageSize.StampList);
    },
  },
  ca: {
    keys: ({ store, data }) =>
      store.state.caRecords.filter((r) => data.status === undefined || r.status === data.status),
    keyInfo: ({ store, data }) =>
      store.state.caRecords.find((r) => r.cdk === data.cdk) ?? refuse(FixtureCode.Error, '激活码无效'),
    organisations: ({ store }) => store.state.caOrganisations,
    apply: ({ store, user, data }) => {
      store.applyCa(user, {
        stampId: data.stampId,
        type: ApplicationType.Create,
        caOrgId: data.caOrgId,
        cdk: data.cdk,
      });
      return null;
    },
    applyChange: ({ store, user, data }) => {
      if (data.type === ApplicationType.Create) refuse(FixtureCode.Error, '请使用CA申请');
      store.applyCa(user, { stampId: data.stampId, type: data.type });
      return null;
    },
    withdrawApply: ({ store, data }) => {
      store.withdrawCa(data.stampId);
      return null;
    },
    log: ({ store, data }) => store.caLog(data.stampId),
    /** Pending first, then newest first; filtered by status and by a part of the stamp's name. */
    applications: ({ store, user, data }) => {
      if (!user.roleIds.includes('role-enterprise-admin')) refuse(FixtureCode.Warning, '仅企业管理员可审核CA申请');
      const rows = store.state.caApplications
        .filter(
          (a) =>
            (data.status === undefined || a.status === data.status) &&
            (!data.stampName || a.stampName.includes(data.stampName)),
        )
        .map((a, index) => ({ a, index }))
        .sort(
          (x, y) =>
            Number(y.a.status === CaApprovalStatus.Pending) - Number(x.a.status === CaApprovalStatus.Pending) ||
            y.a.createTime.localeCompare(x.a.createTime) ||
            y.index - x.index,
        )
        .map(({ a }) => a);
      return paginate(rows, data.pageNum, data.pageSize ?? PageSize.CaList);
    },
    review: ({ store, user, data }) => {
      if (!user.roleIds.includes('role-enterprise-admin')) refuse(FixtureCode.Warning, '仅企业管理员可审核CA申请');
      store.reviewCa(data.id, data.pass, data.remarks);
      return null;
    },
    /** Only an unused key is given to a member; the key records whom it went to. */
    assignKey: ({ store, data }) => {
      const key = store.state.caRecords.find((r) => r.id === data.id) ?? refuse(FixtureCode.Error, '激活码不存在');
      if (key.status !== KeyStatus.Unused) refuse(FixtureCode.Warning, '激活码已使用或已作废，不能分配');
      const member = store.user(data.userId);
      key.descInfo = JSON.stringify({ userId: member.userId, realName: member.realname });
      return null;
    },
    rootCertificate: () => FIXTURE_ROOT_CERTIFICATE,
  },
};

/** Stamp management's refusals, in the server's words (apps/server/src/stamps/stampRules.ts). */
const StampRefusal = {
  OnlyAdminManagesEnterpriseStamps: '只有企业管理员可以管理企业印章',
  OnlyAdmin: '只有企业管理员可以进行此操作',
  OnlyOwnerManagesPersonalStamp: '只能管理自己的个人印章',
  OnlyOwnerReplacesImage: '只能由本人更换个人签名或印章的图片',
  PersonalStampForOthers: '只能为自己创建个人印章',
  EnterpriseStampType: '企业印章只能是出图章、自定义章或注册章',
  PersonalStampType: '个人印章只能是个人签名、自定义章或注册章',
  ImageNotFound: '印章图片不存在，请重新上传',
  NoImage: '该印章没有图片',
  StampInUse: '印章正在审批中使用，无法删除',
  ManagerOnlyForEnterprise: '只有企业印章可以指定管理人',
  ManagerNotMember: '印章管理人必须是本企业成员',
  MembersNotInEnterprise: '所选人员不是本企业成员',
  CaDeadline: 'CA印章的有效期以证书为准，不能修改',
  DeadlineFormat: '有效期格式应为YYYY-MM-DD',
  OtherPersonsStamps: '只能查看自己的印章',
} as const;

const isStampAdmin = (user: FixtureUser) => user.roleIds.includes(FixedRoleId.EnterpriseAdmin);

/** An enterprise stamp is managed by an administrator; a personal one by its owner (or an administrator). */
function requireStampManager(user: FixtureUser, stamp: Stamp): void {
  if (isStampAdmin(user)) return;
  if (stamp.ownerType === OwnerType.Enterprise)
    refuse(FixtureCode.Error, StampRefusal.OnlyAdminManagesEnterpriseStamps);
  if (stamp.userId !== user.userId) refuse(FixtureCode.Error, StampRefusal.OnlyOwnerManagesPersonalStamp);
}

function personalSignatures(store: FixtureStore, userId: string): Stamp[] {
  return store.state.stamps.filter(
    (s) => s.ownerType === OwnerType.Personal && s.stampType === StampType.PersonalSignature && s.userId === userId,
  );
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The image of a seeded stamp, which has none uploaded: a red seal with the stamp's name (a signature: the name in
 * red strokes) on a transparent background, so pages and stories show something like the real thing.
 */
function seedSealImage(stamp: Pick<Stamp, 'name' | 'stampType'>): Blob {
  const name = escapeXml(stamp.name);
  const svg =
    stamp.stampType === StampType.PersonalSignature
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96"><text x="120" y="62" font-size="${Math.min(40, Math.floor(200 / Math.max(1, [...stamp.name].length)))}" font-style="italic" text-anchor="middle" fill="#b01c1c" font-family="serif">${name}</text></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="92" fill="none" stroke="#c8161d" stroke-width="8"/><text x="100" y="112" font-size="${Math.min(28, Math.floor(160 / Math.max(1, [...stamp.name].length)))}" text-anchor="middle" fill="#c8161d" font-family="sans-serif">${name}</text><text x="100" y="150" font-size="28" text-anchor="middle" fill="#c8161d">★</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** A stand-in for an MD5 in the fixture: 32 hex digits that change with the bytes (FNV-1a, four lanes). */
function fixtureMd5(bytes: Uint8Array): string {
  const lanes = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
  bytes.forEach((b, i) => {
    const lane = i % 4;
    lanes[lane] = Math.imul((lanes[lane] ?? 0) ^ b, 0x01000193) >>> 0;
  });
  return lanes.map((l) => l.toString(16).padStart(8, '0')).join('');
}

function dutiesOf(store: FixtureStore, projectId: string) {
  const members = store.members(projectId);
  return store.state.duties.map((duty) => ({
    dictDutyId: duty.id,
    dutyName: duty.dictName,
    users: members.filter((m) => m.dictDutyId === duty.id).map((m) => store.userOption(m.userId)),
  }));
}

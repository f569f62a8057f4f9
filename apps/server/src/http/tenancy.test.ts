import {
  type AnyEndpoint,
  ApplicationType,
  allEndpoints,
  api,
  CaApprovalStatus,
  LabelColor,
  LinearMode,
  MarkShape,
  OpinionType,
  ProoType,
  PublishPlanType,
  ReadState,
  ResourceOwnerType,
  ResponseCode,
} from '@atelier/api';
import { sampleOf } from '@atelier/api/msw';
import type { PersonKey } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../routes/index';
import { recordOf, refOf, versionRow } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { sealPng } from '../testing/images';
import { startUpload, testBytes } from '../testing/uploads';
import { formatDate } from '../util/format';

/**
 * The tenancy matrix, generated from the contract (issue 21, "the tests that keep it so"): every served endpoint
 * whose request names something by id is called with the ids of enterprise A (华筑, the demo firm) by
 *  - B's person (许文博, admin of 同创 and a member of nothing in 华筑): another enterprise;
 *  - an A-member outside the project (何静, only in 高新区人才公寓): another project;
 *  - an A-member on the project without permission on its folder 04 暖通 (李婷, 不继承): a hidden folder.
 * Each must be refused (success false, not 200-with-data) and its body must hold none of A's secret markers; the
 * few that legitimately answer are allow-listed with their reason (ALLOWED). Then: rapid upload does not hand A's
 * bytes to whoever knows their MD5, and A's things are as they were. Each case prints its counts (covered, skipped,
 * id fields the table has no A id for); TENANCY_TRACE=1 prints every call's answer.
 */

let server: TestServer;
/** The unique marker in the names of what the setup makes in A. */
const MARK = 'TNCY7Q';
const HIDDEN_FOLDER = '04 暖通';
const HIDDEN_FILE = '04 暖通/暖施-01 通风平面图.pdf';
const DRAWING = '01 建筑/施工图/建施-01 总平面图.pdf';

/** The kinds of A's things a request can name, and A's id of each (filled by the setup). */
type Kind =
  | 'project'
  | 'folder'
  | 'file'
  | 'record'
  | 'approval'
  | 'flowTemplate'
  | 'stamp'
  | 'label'
  | 'notice'
  | 'enterprise'
  | 'person'
  | 'specialty'
  | 'duty'
  | 'frameTemplate'
  | 'publisher'
  | 'calcRule'
  | 'department'
  | 'projectTemplate'
  | 'mark'
  | 'role'
  | 'plan'
  | 'notification'
  | 'upload'
  | 'uploadKey'
  | 'device'
  | 'stampImage'
  | 'planResource'
  | 'errorReport'
  | 'caApplication';
const A = {} as Record<Kind, string>;
/** The MD5 of A's uploaded stamp image. */
let stampImageMd5 = '';
/** The same for the hidden-folder case: the folder and a file in it. */
const HIDDEN = {} as Partial<Record<Kind, string>>;

/** Request field -> the kind of A's id substituted for it (anywhere in the request, lists included). */
const FIELD_KIND: Record<string, Kind> = {
  projectId: 'project',
  parentId: 'folder',
  targetId: 'folder',
  resId: 'file',
  resIds: 'file',
  sourceIds: 'file',
  recordId: 'record',
  recordIds: 'record',
  recordIdList: 'record',
  transformIds: 'record',
  sourceRecordId: 'record',
  targetRecordIds: 'record',
  actId: 'approval',
  actIds: 'approval',
  formId: 'approval',
  commonId: 'approval',
  stampId: 'stamp',
  entStampId: 'stamp',
  customizedStampIds: 'stamp',
  stampIdList: 'stamp',
  labelIdList: 'label',
  enterpriseId: 'enterprise',
  userId: 'person',
  userIds: 'person',
  userIdList: 'person',
  approvalUserIdList: 'person',
  signMan: 'person',
  dictSpecialtyId: 'specialty',
  specialtyIds: 'specialty',
  dutyId: 'duty',
  dictDutyId: 'duty',
  dutyIds: 'duty',
  templateId: 'frameTemplate',
  templateIds: 'frameTemplate',
  publisherId: 'publisher',
  calcRuleId: 'calcRule',
  departId: 'department',
  markId: 'mark',
  roleId: 'role',
  planId: 'plan',
  uploadId: 'upload',
  ossKey: 'uploadKey',
};

/** Fields whose kind depends on the area: `area.field` -> kind. */
const AREA_FIELD_KIND: Record<string, Kind> = {
  'mark.ids': 'mark',
  'stamp.uuid': 'stampImage',
  'publish.ids': 'planResource',
  'drawingCheck.uuid': 'errorReport',
};

/** What a bare `id` names, by endpoint id or area (the first match). */
const ID_KIND: [RegExp, Kind][] = [
  [/^enterprise\.(switch|auditPass|toExamine)$/, 'enterprise'],
  [/^project\.(templateInfo|updateTemplate|delTemplate)$/, 'projectTemplate'],
  [/^project\.(quitPro|switchProPerm)$/, 'project'],
  [/^notice\./, 'notice'],
  [/^label\./, 'label'],
  [/^mark\./, 'mark'],
  [/^publish\.(updatePlan|deletePlan)$/, 'plan'],
  [/^notify\./, 'notification'],
  [/^user\.signOutDevice$/, 'device'],
  [/^structure\./, 'department'],
  [/^ocrTemplate\./, 'frameTemplate'],
  [/^stamp\./, 'stamp'],
  [/^flowTemplate\./, 'flowTemplate'],
  [/^publish\.(updatePublisher|deletePublisher)$/, 'publisher'],
  [/^publish\.(updateCalcRule|deleteCalcRule)$/, 'calcRule'],
  [/^enterpriseSetup\.\w+Specialty$/, 'specialty'],
  [/^enterpriseSetup\.\w+Duty$/, 'duty'],
  [/^ca\.review$/, 'caApplication'],
];

/**
 * The kinds that belong to a project (the other-project case substitutes only these). An error report lists files
 * of a project and is its author's alone: 何静 must not read 陈建国's either.
 */
const PROJECT_KINDS = new Set<Kind>([
  'errorReport',
  'project',
  'folder',
  'file',
  'record',
  'approval',
  'flowTemplate',
  'mark',
  'plan',
  'planResource',
]);
/** The kinds of a folder or file (the hidden-folder case substitutes only these, in the caller's own project). */
const FOLDER_KINDS = new Set<Kind>(['folder', 'file', 'record']);
const IN_PROJECT = new Set<Kind>([...FOLDER_KINDS, 'project']);

/**
 * Endpoints that legitimately answer for an id of another enterprise, each with its reason. They are still called
 * and their bodies checked for A's markers.
 */
const ALLOWED: Record<string, string> = {
  'enterprise.join': 'applying to join an enterprise names an enterprise one is not a member of',
  'notify.subjectMessages': "the caller's own notifications about a subject, filtered by the caller: never another's",
  'notify.clickRead': "marks the caller's own notification read: another's id changes nothing (checked below)",
  'stamp.removeUserFromEnterprise':
    "removes a person's stamps from the caller's own enterprise only (meant for people who left it): a stranger has none there",
};

type Data = Record<string, unknown>;

/**
 * Valid values for the other fields whose sample the server's own rules refuse before they look at an id: the
 * request must reach the tenancy check, not stop at a misspelt phone number.
 */
function filler(endpoint: AnyEndpoint, key: string): unknown {
  switch (key) {
    case 'keyword':
      return MARK;
    case 'deliveryTime':
      return formatDate(new Date());
    case 'planType':
      return PublishPlanType.Construction;
    case 'phone':
      return '13900000099';
    case 'realname':
      return '测试人员';
    case 'sizeName':
      return 'A1';
    case 'type':
      return endpoint.id === api.ca.applyChange.id ? ApplicationType.Change : undefined;
    case 'fileMd5':
      // The stamp image's own MD5, so that stamp.create and updateMd5 reach the check of whose image it is.
      return endpoint.area === 'stamp' ? stampImageMd5 : undefined;
    case 'tasks':
      return endpoint.area === 'flowTemplate' ? [{ dictDutyId: A.duty, userIdList: [A.person] }] : undefined;
    default:
      return undefined;
  }
}

/** The request with A's ids in every id-like field the table knows; the kinds substituted. */
function substitute(endpoint: AnyEndpoint, ids: Partial<Record<Kind, string>>, allowed: Set<Kind>) {
  const used = new Set<Kind>();
  const idKind = ID_KIND.find(([pattern]) => pattern.test(endpoint.id))?.[1];
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object' || value instanceof Blob) return value;
    const out: Data = {};
    for (const [key, field] of Object.entries(value as Data)) {
      const kind = key === 'id' ? idKind : (AREA_FIELD_KIND[`${endpoint.area}.${key}`] ?? FIELD_KIND[key]);
      const id = kind && allowed.has(kind) ? ids[kind] : undefined;
      if (kind && id) {
        used.add(kind);
        out[key] = Array.isArray(field) ? [id] : id;
      } else if (filler(endpoint, key) !== undefined) {
        out[key] = filler(endpoint, key);
      } else {
        out[key] = walk(field);
      }
    }
    return out;
  };
  const sample = sampleOf(endpoint.request);
  const data = walk(sample && typeof sample === 'object' ? sample : {}) as Data;
  return { data, used };
}

/** Destructive endpoints last, so that a wrongful success cannot hide what the others would answer. */
const destructive = (endpoint: AnyEndpoint) => /(del|delete|purge|remove|quit|clear)/i.test(endpoint.name);

const served = new Set(Object.values(AREAS).flatMap((plugin) => plugin.implemented));

interface Outcome {
  covered: string[];
  /** Endpoints without a field this case substitutes (lists, creations, the caller's own settings). */
  skipped: string[];
  /** Skipped endpoints whose request still has an id-like field the table has no A id for, with those fields. */
  unmapped: string[];
  failures: string[];
}

/** Field names that look like ids (the skipped endpoints that have one are listed: the table may grow). */
const ID_LIKE = /(^id$|Id$|Ids$|^ids$|IdList$|^uuid$)/;
const idLikeKeys = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) idLikeKeys(item, into);
  else if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, field] of Object.entries(value as Data)) {
      if (ID_LIKE.test(key)) into.add(key);
      idLikeKeys(field, into);
    }
  }
  return into;
};

/**
 * Not called: the public endpoints (login, captcha, SMS, share and ticket links: they take a secret key or ticket,
 * not an id, and the fuzz and ticket tests cover them) and the auth area (the caller's own session and password).
 */
const NOT_CALLED = (endpoint: AnyEndpoint) => endpoint.public || endpoint.area === 'auth';

async function runMatrix(
  person: PersonKey,
  ids: Partial<Record<Kind, string>>,
  kinds: Set<Kind>,
  markers: readonly string[],
  counted: ReadonlySet<Kind>,
  only: (endpoint: AnyEndpoint) => boolean = () => true,
): Promise<Outcome> {
  const token = await server.login(person);
  const outcome: Outcome = { covered: [], skipped: [], unmapped: [], failures: [] };
  const endpoints = allEndpoints
    .filter((endpoint) => served.has(endpoint.id) && !NOT_CALLED(endpoint))
    .sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
  for (const endpoint of endpoints) {
    if (!only(endpoint)) continue;
    const { data, used } = substitute(endpoint, ids, kinds);
    if (![...used].some((kind) => counted.has(kind))) {
      outcome.skipped.push(endpoint.id);
      const idKind = ID_KIND.find(([pattern]) => pattern.test(endpoint.id))?.[1];
      const unmapped = [...idLikeKeys(sampleOf(endpoint.request))].filter((key) =>
        key === 'id' ? !idKind : !(AREA_FIELD_KIND[`${endpoint.area}.${key}`] ?? FIELD_KIND[key]),
      );
      if (unmapped.length) outcome.unmapped.push(`${endpoint.id} (${unmapped.join(', ')})`);
      continue;
    }
    outcome.covered.push(endpoint.id);
    // A launch carries a fresh submission id of the caller's, as the wizards ask for one before they submit.
    if (endpoint.id === api.quickApproval.submit.id || endpoint.id === api.orderedSigning.submit.id) {
      data.id = (await server.call(api.quickApproval.uid, {}, { token })).body.result;
    }
    const { status, body, response } = await server.call(endpoint, data, { token });
    const text = response.body;
    const refused = status >= 400 || body.success === false;
    const what = `${endpoint.id} [${[...used].join(',')}]`;
    if (!refused && !(endpoint.id in ALLOWED)) {
      outcome.failures.push(`${what}: answered HTTP ${status} ${text.slice(0, 160)}`);
    }
    if (process.env.TENANCY_TRACE) console.info(`TRACE ${person} ${what} ${status} ${text.slice(0, 200)}`);
    const marker = markers.find((m) => text.includes(m));
    if (marker) outcome.failures.push(`${what}: the body shows ${marker}: ${text.slice(0, 160)}`);
  }
  const notCalled = allEndpoints.filter((endpoint) => served.has(endpoint.id) && NOT_CALLED(endpoint)).length;
  console.info(
    [
      `tenancy matrix as ${person}: ${outcome.covered.length} covered, ${outcome.failures.length} failures;`,
      `${outcome.skipped.length} skipped (no field of a kind this case substitutes), of which with an id-like field`,
      `the table has no A id for: ${outcome.unmapped.join('; ') || 'none'};`,
      `${notCalled} public or auth endpoints not called (secret keys and tickets, the caller's own session).`,
    ].join(' '),
  );
  return outcome;
}

/** A's secret markers: the names given in the setup, and A's project name. */
const MARKERS = [MARK, '滨江新城综合体', 'HZ2024-017'];

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  const ids = server.ids;
  const token = await server.login('chenjianguo');
  // What A holds, marked through the real endpoints: a label, a notice, a file, an approval.
  const label = await server.call(api.label.add, { name: `${MARK}标签`, color: LabelColor.Red }, { token });
  expect(label.body.success).toBe(true);
  const notice = await server.call(api.notice.insert, { title: `${MARK}公告`, content: `${MARK}正文` }, { token });
  expect(notice.body.success).toBe(true);
  const project = ids.projects.binjiang;
  const renamed = await server.call(
    api.files.rename,
    { projectId: project, resId: server.resource('binjiang', HIDDEN_FILE), resName: `${MARK}通风平面图.pdf` },
    { token },
  );
  expect(renamed.body.success).toBe(true);
  // An approval in progress (a proofreading of one drawing, 李婷 proofreads) and an opinion marked on it.
  const drawing = await refOf(server, 'binjiang', DRAWING);
  const approval = await server.call(
    api.approval.launchProofreading,
    {
      projectId: project,
      actName: `${MARK}校审`,
      parentId: server.resource('binjiang', '01 建筑/施工图'),
      isLinear: LinearMode.Linear,
      arcResList: [{ resId: drawing.resId, recordId: drawing.recordId }],
      newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: [server.person('liting')] }],
    },
    { token },
  );
  expect(approval.body.success).toBe(true);
  const actId = approval.body.result.actId as string;
  const marked = await server.call(
    api.mark.insert,
    {
      actId,
      recordId: drawing.recordId,
      page: 1,
      geometry: { shape: MarkShape.Rect, x: 100, y: 120, width: 80, height: 40 },
      opinionType: OpinionType.Mandatory,
      comment: `${MARK}意见`,
    },
    { token: await server.login('liting') },
  );
  expect(marked.body.success).toBe(true);
  // A custom role, a publishing plan, an upload under way, and 李婷's notification of the proofreading.
  const role = await server.call(api.enterpriseSetup.addRole, { roleName: `${MARK}角色` }, { token });
  expect(role.body.success).toBe(true);
  const plan = await server.call(
    api.publish.addPlan,
    { planName: `${MARK}计划`, planType: PublishPlanType.Construction, projectId: project },
    { token },
  );
  expect(plan.body.success).toBe(true);
  const planned = await server.call(
    api.publish.addResources,
    { planId: plan.body.result.id, resIds: [drawing.resId] },
    { token },
  );
  expect(planned.body.success).toBe(true);
  const planResources = await server.call(api.publish.resources, { planId: plan.body.result.id }, { token });
  const bytes = testBytes(1024);
  const upload = await startUpload(server, token, `${MARK}上传.pdf`, bytes);
  const devices = await server.call(api.user.loginDevices, {}, { token });
  const image = await server.call(
    api.stamp.uploadImage,
    { file: new Blob([sealPng().bytes], { type: 'image/png' }) },
    { token },
  );
  expect(image.body.success).toBe(true);
  stampImageMd5 = image.body.result.fileMd5;
  const notifications = await server.call(api.notify.list, {}, { token: await server.login('liting') });
  const notification = JSON.stringify(notifications.body.result).match(/"id":"([^"]+)"/)?.[1];
  // An error report of the drawing check (its file names marked) and 吴磊's CA application pending review.
  const report = await server.call(
    api.quickApproval.saveErrorReport,
    { errorFileList: [{ resName: `${MARK}异常图纸.pdf`, path: '/01 建筑/施工图' }] },
    { token },
  );
  expect(report.body.success).toBe(true);
  const wulei = await server.login('wulei');
  const caOrgId = (await server.call(api.ca.organisations, {}, { token: wulei })).body.result[0]?.caOrgId;
  const applied = await server.call(
    api.ca.apply,
    { stampId: server.stamp('一级注册建筑师 吴磊'), caOrgId },
    { token: wulei },
  );
  expect(applied.body.success).toBe(true);
  const applications = await server.call(api.ca.applications, { status: CaApprovalStatus.Pending }, { token });
  const templates = await server.call(api.project.templateList, {}, { token });
  const departments = await server.call(api.structure.tree, {}, { token });
  const firstDepartment = JSON.stringify(departments.body.result).match(/"(?:id|key)":"([^"]+)"/)?.[1];
  Object.assign(A, {
    project,
    folder: server.resource('binjiang', '01 建筑/施工图'),
    file: drawing.resId,
    record: drawing.recordId,
    approval: actId,
    role: role.body.result.roleId,
    plan: plan.body.result.id,
    upload: upload.uploadId,
    uploadKey: upload.ossKey,
    notification,
    device: JSON.stringify(devices.body.result).match(/"id":"([^"]+)"/)?.[1],
    stampImage: image.body.result.uuid,
    planResource: JSON.stringify(planResources.body.result).match(/"id":"([^"]+)"/)?.[1],
    mark: JSON.stringify(marked.body.result).match(/"(?:id|markId)":"([^"]+)"/)?.[1],
    flowTemplate: ids.flowTemplates.建筑两级审批,
    stamp: server.stamp('华筑设计出图专用章'),
    label: label.body.result.id,
    notice: notice.body.result.id,
    enterprise: ids.enterprises.huazhu,
    person: server.person('wanghaitao'),
    specialty: ids.specialties.huazhu.arch,
    duty: ids.duties.huazhu.examine,
    frameTemplate: ids.frameTemplates.huazhu.A1,
    publisher: Object.values(ids.publishers)[0],
    calcRule: Object.values(ids.calcRules)[0],
    department: firstDepartment,
    projectTemplate: JSON.stringify(templates.body.result).match(/"id":"([^"]+)"/)?.[1],
    errorReport: report.body.result,
    caApplication: applications.body.result.list[0]?.id,
  } satisfies Partial<Record<Kind, string | undefined>>);
  Object.assign(HIDDEN, {
    folder: server.resource('binjiang', HIDDEN_FOLDER),
    file: server.resource('binjiang', HIDDEN_FILE),
    record: await recordOf(server, 'binjiang', HIDDEN_FILE),
    project,
  });
  for (const [kind, id] of Object.entries(A)) if (!id) throw new Error(`the setup found no ${kind} of A`);
  for (const [kind, id] of Object.entries(HIDDEN)) if (!id) throw new Error(`the setup found no hidden ${kind}`);
}, 120_000);
afterAll(() => server?.close());

describe('the tenancy matrix', () => {
  it("refuses another enterprise's ids, without A's data", async () => {
    const all = new Set(Object.keys(A) as Kind[]);
    const outcome = await runMatrix('xuwenbo', A, all, MARKERS, all);
    expect(outcome.failures).toEqual([]);
    expect(outcome.covered.length).toBeGreaterThanOrEqual(201);
    expect(outcome.covered).toEqual(expect.arrayContaining([api.drawingCheck.downloadReport.id, api.ca.review.id]));
    for (const id of Object.keys(ALLOWED)) expect(outcome.covered).toContain(id);
  }, 120_000);

  it("refuses another project's ids to an enterprise member outside it", async () => {
    // 何静 is in 华筑 and in 高新区人才公寓 only; 滨江新城综合体's name is not hers to see.
    const outcome = await runMatrix('hejing', A, PROJECT_KINDS, MARKERS, PROJECT_KINDS);
    expect(outcome.failures).toEqual([]);
    expect(outcome.covered.length).toBeGreaterThanOrEqual(136);
    expect(outcome.covered).toContain(api.drawingCheck.downloadReport.id);
  }, 120_000);

  it('refuses a hidden folder and its file to a project member without permission on it', async () => {
    // 李婷 edits in 滨江新城综合体 but 04 暖通 is 不继承 for her: she may not see it or what it holds.
    const outcome = await runMatrix('liting', HIDDEN, IN_PROJECT, [`${MARK}通风`], FOLDER_KINDS, (endpoint) =>
      ['files', 'download', 'upload', 'disk'].includes(endpoint.area),
    );
    expect(outcome.failures).toEqual([]);
    expect(outcome.covered.length).toBeGreaterThanOrEqual(42);
  }, 120_000);

  it("does not hand another enterprise's file to whoever knows its MD5 and size (rapid upload)", async () => {
    const { md5, size } = await versionRow(server, A.record);
    const known = { md5, size, name: `秒传-${MARK}.pdf` };
    const stranger = await server.login('xuwenbo');
    // Into 许文博's own project and his own network disk: the bytes are unknown to 同创, so they must be sent.
    const project = await server.call(
      api.upload.rapidUpload,
      { ...known, projectId: server.ids.projects.jiangbei, parentId: '0', ownerType: ResourceOwnerType.NormalProject },
      { token: stranger },
    );
    expect(project.body).toMatchObject({ success: false, code: ResponseCode.NewFile });
    const disk = await server.call(api.upload.diskRapidUpload, { ...known, parentId: '0' }, { token: stranger });
    expect(disk.body).toMatchObject({ success: false, code: ResponseCode.NewFile });
    // Within 华筑 the same bytes are still known at once.
    const owner = await server.call(
      api.upload.rapidUpload,
      { ...known, projectId: A.project, parentId: '0', ownerType: ResourceOwnerType.NormalProject },
      { token: await server.login('chenjianguo') },
    );
    expect(owner.body).toMatchObject({ success: true });
  });

  it('reuses bytes across the enterprise’s projects only for someone who may read a file holding them (秒传)', async () => {
    const { md5, size } = await versionRow(server, A.record);
    const into = (projectId: string, name: string) => ({
      md5,
      size,
      name,
      projectId,
      parentId: '0',
      ownerType: ResourceOwnerType.NormalProject,
    });
    // 何静 edits in 高新区人才公寓 but is not on 滨江新城综合体: its drawing's bytes are not hers to take by their MD5.
    const outsider = await server.call(
      api.upload.rapidUpload,
      into(server.ids.projects.gaoxin, `秒传-何静-${MARK}.pdf`),
      { token: await server.login('hejing') },
    );
    expect(outsider.body).toMatchObject({ success: false, code: ResponseCode.NewFile });
    // 陈建国 reads it: the stored bytes serve his upload into his other project, a file of its own there.
    const reader = await server.call(
      api.upload.rapidUpload,
      into(server.ids.projects.gaoxin, `秒传-陈建国-${MARK}.pdf`),
      { token: await server.login('chenjianguo') },
    );
    expect(reader.body).toMatchObject({ success: true, result: { fileMd5: md5, fileSize: size } });
    expect(reader.body.result.resId).not.toBe(A.file);
    // 李婷 is on the project, but 04 暖通 is hidden from her: its file's bytes are not hers either.
    const hidden = await versionRow(server, HIDDEN.record ?? '');
    const member = await server.call(
      api.upload.rapidUpload,
      { ...into(A.project, `秒传-李婷-${MARK}.pdf`), md5: hidden.md5, size: hidden.size },
      { token: await server.login('liting') },
    );
    expect(member.body).toMatchObject({ success: false, code: ResponseCode.NewFile });
  });

  it("leaves A's things as they were", async () => {
    const token = await server.login('chenjianguo');
    const project = await server.call(api.project.detail, { projectId: A.project }, { token });
    expect(project.body).toMatchObject({ success: true, result: { id: A.project, name: '滨江新城综合体' } });
    const notice = await server.call(api.notice.details, { id: A.notice }, { token });
    expect(notice.body).toMatchObject({ success: true, result: { title: `${MARK}公告` } });
    const approval = await server.call(api.approval.detail, { actId: A.approval }, { token });
    expect(approval.body.success).toBe(true);
    expect(JSON.stringify(approval.body.result)).toContain(`${MARK}校审`);
    const stamps = await server.call(api.stamp.image, { stampId: A.stamp }, { token });
    expect(stamps.status).toBe(200);
    const labels = await server.call(api.label.list, { keyword: MARK }, { token });
    expect(JSON.stringify(labels.body.result)).toContain(`${MARK}标签`);
    // 李婷's notification is still unread, though 许文博 clicked its id.
    const mine = await server.call(api.notify.list, {}, { token: await server.login('liting') });
    const notification = (mine.body.result.list as { id: string; isRead: string }[]).find(
      (n) => n.id === A.notification,
    );
    expect(notification?.isRead).toBe(ReadState.Unread);
    // The error report still downloads for its author; 吴磊's CA application is still pending.
    const report = await server.call(api.drawingCheck.downloadReport, { uuid: A.errorReport }, { token });
    expect(report.response.body).toContain(`${MARK}异常图纸.pdf`);
    const pending = await server.call(api.ca.applications, { status: CaApprovalStatus.Pending }, { token });
    expect(pending.body.result.list).toEqual([expect.objectContaining({ id: A.caApplication })]);
    const hidden = await server.call(api.files.info, { projectId: A.project, resId: HIDDEN.file }, { token });
    expect(hidden.body).toMatchObject({ success: true, result: { resName: `${MARK}通风平面图.pdf` } });
  });
});

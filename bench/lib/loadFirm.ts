// The firm the load bench works in, made through the public API as a firm would make it: the demo firm's
// administrator adds people (accounts 未激活), each person logs in by SMS code from an address of its own (the server
// trusts X-Forwarded-For from the loopback only, TRUST_PROXY), joins the demo projects, and launches a quick stamp
// approval that two other people must pass. So every simulated user has projects, files, to-dos and launched approvals.
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import {
  ClientAgent,
  Flag,
  finalRecognitionStatuses,
  HeaderNames,
  NO_OUTPUT_STAMP_ID,
  SmsPurpose,
  StaffType,
} from '@atelier/api';
import { type ApiClient, createApiClient } from '@atelier/api/client';

/** One signed-in person of the bench. */
export interface LoadUser {
  index: number;
  phone: string;
  userId: string;
  enterpriseId: string;
  token: string;
  /** The address the user speaks from (X-Forwarded-For; the server trusts it from the loopback only). */
  address: string;
  /** The approvals the user launched or must pass. */
  approvals: string[];
}

export interface LoadFirm {
  users: LoadUser[];
  projectId: string;
  /** The folder whose list the users open, and the drawings in it. */
  folderId: string;
  folderPath: string;
  drawingIds: string[];
  projectNames: string[];
}

interface Session {
  token: string;
  enterpriseId: string;
  userId: string;
}

/** The loopback server trusts X-Forwarded-For; each user gets an address in 10.21.0.0/16 (the admin 10.21.255.1). */
export const addressOf = (index: number) => `10.21.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Headers of a user's session, as the portal sends them. */
export function sessionHeaders(session: Session, address: string): Record<string, string> {
  return {
    [HeaderNames.Token]: session.token,
    [HeaderNames.Enterprise]: session.enterpriseId,
    [HeaderNames.UserId]: session.userId,
    [HeaderNames.UserAgent]: ClientAgent.Web,
    'X-Forwarded-For': address,
  };
}

export function clientFor(baseUrl: string, session: Session, address: string): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: () => session.token,
    getEnterpriseId: () => session.enterpriseId,
    getUserId: () => session.userId,
    userAgent: ClientAgent.Web,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Forwarded-For', address);
      return fetch(input, { ...init, headers });
    },
  });
}

/** The latest code texted to a phone, from the outbox provider's mirror file in DATA_DIR. */
async function smsCode(outboxFile: string, phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let text = '';
    try {
      text = readFileSync(outboxFile, 'utf8');
    } catch {
      // not written yet
    }
    const lines = text.trim().split('\n').reverse();
    for (const line of lines) {
      if (!line) continue;
      const message = JSON.parse(line) as { phone: string; text: string };
      const code = message.phone === phone ? /(\d{6})/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await delay(50);
  }
  throw new Error(`no SMS code for ${phone} in ${outboxFile}`);
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

const ADMIN = {
  username: process.env.BENCH_USERNAME ?? 'chenjianguo',
  password: process.env.BENCH_PASSWORD ?? 'Atelier2026',
};
/** The folder of 滨江新城综合体 the users open (three drawings). */
const FOLDER_PATH = ['01 建筑', '施工图'];

/**
 * Makes `count` users and their data on a freshly seeded server. `outboxFile` is DATA_DIR/sms-outbox.log of the
 * server the setup talks to.
 */
export async function makeLoadFirm(
  baseUrl: string,
  count: number,
  outboxFile: string,
  log: (message: string) => void,
): Promise<LoadFirm> {
  const adminAddress = '10.21.255.1';
  const admin: Session = { token: '', enterpriseId: '', userId: '' };
  const adminClient = clientFor(baseUrl, admin, adminAddress);
  const login = await adminClient.auth.login(ADMIN);
  admin.token = login.token;
  admin.userId = login.userInfo.userId;
  admin.enterpriseId = login.userInfo.curEnterpriseId ?? login.enterpriseVoList[0]?.enterpriseId ?? '';

  const projects = (await adminClient.project.list({ enterpriseId: admin.enterpriseId, pageNum: 1, pageSize: 50 }))
    .pageInfo.list;
  const project = projects.find((entry) => entry.name === '滨江新城综合体') ?? projects[0];
  if (!project) throw new Error(`${ADMIN.username} sees no project`);
  let folderId = '0';
  for (const name of FOLDER_PATH) {
    const page = await adminClient.files.list({ projectId: project.id, parentId: folderId, pageNum: 1, pageSize: 100 });
    const folder = page.list.find((entry) => entry.isFolder && entry.resName === name);
    if (!folder) throw new Error(`no folder ${name} in ${project.name}`);
    folderId = folder.resId;
  }
  const drawings = (
    await adminClient.files.list({ projectId: project.id, parentId: folderId, pageNum: 1, pageSize: 100 })
  ).list.filter((entry) => !entry.isFolder && entry.fileExt?.toLowerCase().replace('.', '') === 'pdf');
  if (drawings.length === 0) throw new Error(`no drawing in ${FOLDER_PATH.join('/')}`);

  // People: added by the administrator with a specialty and a duty (a project takes no one without), each
  // activated by an SMS login from its own address.
  const specialty = (await adminClient.enterprise.specialties({ enterpriseId: admin.enterpriseId }))[0];
  const duty = (
    await adminClient.enterprise.duties({ enterpriseId: admin.enterpriseId, pageNum: 1, pageSize: 50 })
  ).list.find((entry) => !entry.disabled);
  if (!specialty || !duty) throw new Error('the enterprise has no specialty or no duty');
  const users: LoadUser[] = [];
  const indexes = Array.from({ length: count }, (_, index) => index);
  await inBatches(indexes, 10, async (index) => {
    const phone = `1390021${String(index).padStart(4, '0')}`;
    const added = await adminClient.structure.addPersonnel({
      enterpriseId: admin.enterpriseId,
      phone,
      realname: `压测用户${index}`,
      specialtyIds: [specialty.id],
      dutyIds: [duty.id],
    });
    const address = addressOf(index);
    const session: Session = { token: '', enterpriseId: admin.enterpriseId, userId: added.userId };
    const client = clientFor(baseUrl, session, address);
    await client.auth.sendSms({ phone, type: SmsPurpose.Login });
    const result = await client.auth.phoneLogin({ phone, code: await smsCode(outboxFile, phone) });
    session.token = result.token;
    users.push({
      index,
      phone,
      userId: added.userId,
      enterpriseId: admin.enterpriseId,
      token: result.token,
      address,
      approvals: [],
    });
  });
  users.sort((a, b) => a.index - b.index);
  log(`load: ${users.length} people added and signed in by SMS code, each from its own address`);

  // Every project of the enterprise the administrator sees: the users join them as ordinary members.
  const joined: string[] = [];
  for (const entry of projects) {
    const userIds = users.map((user) => user.userId);
    try {
      await adminClient.project.addProProUsers({
        projectId: entry.id,
        users: userIds.map((userId) => ({ userId, staffType: StaffType.Member })),
      });
    } catch {
      await adminClient.project.addFastProUser({ projectId: entry.id, userIds });
    }
    joined.push(entry.name);
  }

  // The drawings recognised (a stamp approval takes recognised drawings only), as the wizard starts it.
  const refs = drawings.map((entry) => ({
    resId: entry.resId,
    recordId: entry.recordId ?? '',
    resName: entry.resName,
  }));
  const recordIdList = refs.map((ref) => ref.recordId);
  await adminClient.quickApproval.startOcr({ recordIdList, projectId: project.id });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const statuses = await adminClient.quickApproval.ocrStatus({ recordIdList });
    if (recordIdList.every((id) => finalRecognitionStatuses.includes(statuses[id] as never))) break;
    if (Date.now() > deadline) throw new Error(`recognition did not finish: ${JSON.stringify(statuses)}`);
    await delay(250);
  }

  // The person who applies the enterprise's stamps, as the wizard offers it (the first of the list).
  const signMan = (await adminClient.quickApproval.signers({ projectId: project.id }))[0];
  if (!signMan) throw new Error(`no one may apply the stamps in ${project.name}`);

  // Each user launches one quick stamp approval of one drawing (no stamps), to be passed by the next two users.
  await inBatches(users, 5, async (user) => {
    const client = clientFor(baseUrl, user, user.address);
    const id = await client.quickApproval.uid({});
    const approvers = [users[(user.index + 1) % users.length], users[(user.index + 2) % users.length]];
    await client.quickApproval.submit({
      id,
      projectId: project.id,
      projectName: project.name,
      approvalName: `压测审批${user.index}`,
      entStampId: NO_OUTPUT_STAMP_ID,
      customizedStampIds: [],
      signMan: signMan.userId,
      fastInfoVOS: [
        {
          stampIdList: [],
          userIdList: approvers.flatMap((approver) => (approver ? [approver.userId] : [])),
          drawings: refs.filter((_, at) => at === user.index % refs.length),
        },
      ],
      isCa: Flag.No,
    });
    user.approvals.push(id);
    for (const approver of approvers) approver?.approvals.push(id);
  });
  log(`load: ${users.length} quick approvals launched in ${project.name}; users joined ${joined.join(', ')}`);

  return {
    users,
    projectId: project.id,
    folderId,
    folderPath: `${project.name}/${FOLDER_PATH.join('/')}`,
    drawingIds: drawings.map((entry) => entry.resId),
    projectNames: joined,
  };
}

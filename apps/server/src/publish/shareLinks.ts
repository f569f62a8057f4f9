import {
  type ApprovalStatus,
  api,
  browserDownloadRefusal,
  type FolderGroup,
  PublishMessage,
  type ServicePrefixes,
  SHAREABLE_STATUSES,
  type ShareLinkDays,
  shareRefusal,
} from '@atelier/api';
import { loadFolderIndex } from '../access/folderIndex';
import type { MemberRow } from '../access/projectAccess';
import { approvalFileGroups, viewableApproval } from '../approvals/detail';
import { newToken } from '../auth/password';
import { hashToken } from '../auth/session';
import type { Database } from '../db/index';
import { ROOT_PARENT_ID } from '../db/schema';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage, enforce } from '../domain/errors';
import type { DownloadEntry } from '../files/collect';
import { createTicket, purgeExpiredTickets, readShareTicket, TicketKind, ticketUrl } from '../files/tickets';
import { formatDateTime } from '../util/format';
import { publishActor, publishFacts } from './access';
import { publishAdditionInfo } from './info';
import { PublishRefusal } from './messages';
import {
  type ApprovalRow,
  findShareLinkById,
  findShareLinkByKeyHash,
  insertShareLink,
  type ProjectRow,
  realnameOf,
  sharedDrawingRows,
} from './shareLinkRepository';

/**
 * Share links of passed publish approvals (000 sections 4 and 9: {domain}/publish-info/{key}, 1/3/5/7 days): made
 * by the launcher or a holder of toPublish:share; opened by anyone holding the key, who sees the approval's files
 * and downloads their approved versions (never a later version of the file) through a short-lived ticket.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An unknown, expired or no longer shareable link: 40009, an error toast 分享链接已失效. */
const linkExpired = (): never => {
  throw new DomainError(ErrorCode.Denied, PublishMessage.ShareLinkExpired);
};

/**
 * Makes a link of a passed (or published) publish approval, valid `days` days, opening on `origin` (the portal's
 * origin, read from the request by the plugin).
 */
export async function createShareLink(
  db: Database,
  actor: Actor,
  actId: string,
  days: ShareLinkDays,
  origin: string,
  now = new Date(),
) {
  const { approval } = await viewableApproval(db, actor, actId);
  enforce(shareRefusal(publishFacts(approval), publishActor(actor, approval)));
  const key = newToken();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  await insertShareLink(db, {
    keyHash: hashToken(key),
    approvalId: approval.id,
    createdBy: actor.userId,
    expiresAt,
    createdAt: now,
  });
  return { key, url: `${origin}/publish-info/${key}`, expireTime: formatDateTime(expiresAt) };
}

/** The link of a key with its approval and project, while it works; otherwise 分享链接已失效. */
export async function liveShareLink(db: Database, key: string, now = new Date()) {
  const row = await findShareLinkByKeyHash(db, hashToken(key));
  if (!row || row.link.expiresAt <= now || !SHAREABLE_STATUSES.includes(row.approval.status as ApprovalStatus)) {
    return linkExpired();
  }
  return row;
}

/** The public page behind a link: the approval's name, files, project, launcher and publish info. */
export async function shareLinkInfo(db: Database, key: string) {
  const { link, approval, project } = await liveShareLink(db, key);
  const launcherName = await realnameOf(db, approval.launchedBy);
  const files: FolderGroup[] = await approvalFileGroups(db, approval, project, approval.launchedBy);
  return {
    actName: approval.actName,
    expireTime: formatDateTime(link.expiresAt),
    files,
    projectName: project.name,
    launcherName,
    additionInfo: await publishAdditionInfo(db, approval.id),
  };
}

/**
 * The approved versions of a link's drawings (all, or those of `resourceIds`, each of which must be among them),
 * with their paths in the project for a zip. Files deleted from the project since are left out.
 */
async function sharedEntries(
  db: Database,
  approval: ApprovalRow,
  project: ProjectRow,
  resourceIds: readonly string[] | undefined,
): Promise<DownloadEntry[]> {
  const wanted = resourceIds?.length ? [...new Set(resourceIds)] : null;
  const rows = await sharedDrawingRows(db, approval.id, wanted);
  if (wanted && rows.length !== wanted.length) deny(PublishRefusal.FileNotShared);
  // Paths only (the link's holder is no member): levels do not matter here.
  const index = await loadFolderIndex(db, {
    project,
    member: { folderLevel: 0 } as MemberRow,
    userId: approval.launchedBy,
    overrides: new Map(),
  });
  const taken = new Set<string>();
  return rows.map(({ resource, record }) => {
    const folder = resource.parentId === ROOT_PARENT_ID ? '' : (index.pathOf(resource.parentId) ?? '');
    let zipPath = `${folder}/${resource.name}`.replace(/^\//, '');
    // Two files of one path cannot happen in a project; an unreachable folder might: keep names apart.
    for (let n = 2; taken.has(zipPath); n += 1) zipPath = `${zipPath} (${n})`;
    taken.add(zipPath);
    return { resource, record, zipPath };
  });
}

/** One file's own name, or a zip named after the approval. */
const shareFileName = (actName: string, entries: readonly DownloadEntry[]) => {
  const [single] = entries;
  return entries.length === 1 && single ? single.resource.name : `${actName}.zip`;
};

/**
 * A download link of a share link's files (getShareDownUrl): a ticket for anyone holding the key. Larger than the
 * browser takes: 40010 (the portal offers the desktop client).
 */
export async function shareDownloadLink(
  db: Database,
  prefixes: ServicePrefixes,
  request: { key: string; resIds?: string[] | undefined },
) {
  const { link, approval, project } = await liveShareLink(db, request.key);
  const entries = await sharedEntries(db, approval, project, request.resIds);
  const totalBytes = entries.reduce((sum, e) => sum + e.record.size, 0);
  enforce(browserDownloadRefusal({ files: entries.length, totalBytes }));
  await purgeExpiredTickets(db);
  const fileName = shareFileName(approval.actName, entries);
  const ticket = await createTicket(db, {
    // The ticket row needs a person: the link's maker (who shared it); what it opens is the link's, not theirs.
    userId: link.createdBy,
    projectId: project.id,
    kind: TicketKind.Share,
    resourceIds: entries.map((e) => e.resource.id),
    fileName,
    shareLinkId: link.id,
  });
  return { url: ticketUrl(api.download.projectFile, prefixes, ticket), fileName };
}

/**
 * What a share ticket opens, or null when the ticket is no share ticket (the project download handles it). The
 * link must still work: a ticket outlives neither its link nor the approval's drawings.
 */
export async function sharedTicketFiles(
  db: Database,
  ticket: string,
): Promise<{ entries: DownloadEntry[]; fileName: string } | null> {
  const row = await readShareTicket(db, ticket);
  if (!row) return null;
  const found = await findShareLinkById(db, row.shareLinkId ?? '');
  if (!found || found.link.expiresAt <= new Date()) return linkExpired();
  const entries = await sharedEntries(db, found.approval, found.project, row.resourceIds);
  if (entries.length === 0) deny(ErrorMessage.NothingToDownload);
  return { entries, fileName: row.fileName };
}

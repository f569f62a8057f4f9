/**
 * Downloads from a person's network disk (001 section 7.6 downloadRes): one file as itself, folders and several
 * files as a streamed zip, behind the same short-lived, single-use ticket as a project download (its project
 * null). Only the holder's own live files are handed out, checked again when the link is opened.
 */
import { browserDownloadRefusal } from '@atelier/api';
import type { Database } from '../db/index';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { liveTree } from './disk';
import type { DiskRow } from './diskRepository';
import type { DownloadLinkDeps } from './downloads';
import type { FileContent } from './fileContent';
import { createTicket, purgeExpiredTickets, TicketKind, type TicketRow, ticketUrl } from './tickets';
import { type ZipItem, zipItems } from './zip';

interface DiskSelection {
  chosen: DiskRow[];
  items: (ZipItem & { row: DiskRow })[];
  totalBytes: number;
}

/** The chosen live rows of the owner's disk and every stored file under them, with their paths in a zip. */
export async function collectDiskDownloads(
  db: Database,
  ownerId: string,
  resIds: readonly string[],
): Promise<DiskSelection> {
  const tree = await liveTree(db, ownerId);
  const byId = new Map(tree.rows.map((r) => [r.id, r]));
  const childrenOf = new Map<string, DiskRow[]>();
  for (const row of tree.rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const chosen = resIds.map((id) => {
    const row = byId.get(id);
    if (!row || tree.chainOf(row) === null) deny(ErrorMessage.ResourceNotFound);
    return row;
  });
  const items: DiskSelection['items'] = [];
  const taken = new Set<string>();
  const visit = (row: DiskRow, path: string) => {
    if (row.isFolder) {
      for (const child of childrenOf.get(row.id) ?? []) visit(child, `${path}/${child.name}`);
      return;
    }
    if (!row.storageKey || taken.has(path)) return;
    taken.add(path);
    items.push({ row, zipPath: path, storageKey: row.storageKey, size: row.size, ext: row.ext, mtime: row.updatedAt });
  };
  for (const row of chosen) visit(row, row.name);
  return { chosen, items, totalBytes: items.reduce((sum, item) => sum + item.size, 0) };
}

const check = (selection: DiskSelection) =>
  enforce(browserDownloadRefusal({ files: selection.items.length, totalBytes: selection.totalBytes }));

const isSingleFile = (selection: DiskSelection) =>
  selection.chosen.length === 1 && selection.chosen[0]?.isFolder === false;

function downloadName(selection: DiskSelection): string {
  const [first] = selection.chosen;
  if (selection.chosen.length === 1 && first) return first.isFolder ? `${first.name}.zip` : first.name;
  return `网盘-${selection.items.length}个文件.zip`;
}

/** A link to the chosen resources of the person's own disk (one file, or a zip). */
export async function diskDownloadLink(
  db: Database,
  ownerId: string,
  deps: DownloadLinkDeps,
  resIds: readonly string[],
): Promise<{ url: string; fileName: string }> {
  const selection = await collectDiskDownloads(db, ownerId, resIds);
  check(selection);
  await purgeExpiredTickets(db);
  const fileName = downloadName(selection);
  const ticket = await createTicket(db, {
    ...deps.holder,
    projectId: null,
    kind: TicketKind.Download,
    resourceIds: selection.chosen.map((r) => r.id),
    fileName,
  });
  return { url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket), fileName };
}

/** Every file under the chosen disk resources with its own link (the desktop client's downBaseFileList). */
export async function diskDownloadLinks(
  db: Database,
  ownerId: string,
  deps: DownloadLinkDeps,
  resIds: readonly string[],
): Promise<{ resId: string; resName: string; path: string; url: string }[]> {
  const selection = await collectDiskDownloads(db, ownerId, resIds);
  check(selection);
  const answer = [];
  for (const item of selection.items) {
    const ticket = await createTicket(db, {
      ...deps.holder,
      projectId: null,
      kind: TicketKind.Download,
      resourceIds: [item.row.id],
      fileName: item.row.name,
    });
    answer.push({
      resId: item.row.id,
      resName: item.row.name,
      path: item.zipPath,
      url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket),
    });
  }
  return answer;
}

/** The bytes behind a redeemed disk ticket: what its holder still owns (live) of what it named. */
export async function diskDownloadContent(db: Database, files: FileStore, row: TicketRow): Promise<FileContent> {
  const selection = await collectDiskDownloads(db, row.userId, row.resourceIds);
  check(selection);
  const [single] = selection.items;
  if (isSingleFile(selection) && single) {
    return {
      body: await files.get(single.storageKey),
      fileName: single.row.name,
      contentType: single.row.contentType ?? 'application/octet-stream',
      disposition: 'attachment',
      size: single.size,
    };
  }
  return {
    body: zipItems(files, selection.items),
    fileName: row.fileName,
    contentType: 'application/zip',
    disposition: 'attachment',
  };
}

import {
  type AnyEndpoint,
  type FolderTreeNode,
  PageSize,
  type ProjectResource,
  ResourceSortField,
  type ServicePrefixes,
  SortOrder,
} from '@atelier/api';
import {
  allows,
  inheritLevel,
  type LocatedResource,
  locateFolder,
  locateResource,
  Need,
  type ProjectAccess,
  projectAccessOf,
  type ResourceRow,
} from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { folderTreeNode, projectResource } from '../domain/views';
import type { FileStore } from '../storage/fileStore';
import { formatDateTime, nameCollator, paginate } from '../util/format';
import type { FileContent } from './fileContent';
import {
  childrenOf,
  findRecord,
  projectIdOfResource,
  recordsWithAuthors,
  stampingApprovalsOf,
  subfoldersOf,
} from './repository';
import { ticketAccess } from './ticketAccess';
import { createTicket, purgeExpiredTickets, type TicketHolder, TicketKind, ticketUrl } from './tickets';

/** Files list pages hold 50 unless asked otherwise. */
const LIST_PAGE_SIZE = 50;
const PDF = 'pdf';

type Comparator = (a: ResourceRow, b: ResourceRow) => number;

const byName: Comparator = (a, b) => nameCollator.compare(a.name, b.name);
const COMPARATORS: Readonly<Record<ResourceSortField, Comparator>> = {
  [ResourceSortField.Name]: byName,
  [ResourceSortField.UpdateTime]: (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || byName(a, b),
  [ResourceSortField.Size]: (a, b) => a.size - b.size || byName(a, b),
  [ResourceSortField.Type]: (a, b) => nameCollator.compare(a.ext, b.ext) || byName(a, b),
};

/** Folders first, then by the field, ascending or descending. Sorted here (not in SQL) for pinyin order. */
function sortResources(rows: ResourceRow[], field: ResourceSortField = ResourceSortField.Name, descending = false) {
  const compare = COMPARATORS[field];
  return rows.sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || (descending ? -1 : 1) * compare(a, b));
}

/** The children of a folder the user may see, with their levels. */
async function visibleChildren(
  db: Database,
  access: ProjectAccess,
  folder: { id: string; level: number | null },
  foldersOnly: boolean,
) {
  const rows = await childrenOf(db, access.project.id, folder.id, foldersOnly);
  const levels = new Map<string, number>();
  const visible: ResourceRow[] = [];
  for (const row of rows) {
    const level = inheritLevel(access, folder.level, row.id);
    if (allows(level, Need.Read)) {
      levels.set(row.id, level);
      visible.push(row);
    }
  }
  return { visible, levels };
}

/** Which of these folders have a subfolder the user may see. */
async function foldersWithVisibleSubfolders(db: Database, access: ProjectAccess, levels: ReadonlyMap<string, number>) {
  const subfolders = await subfoldersOf(db, access.project.id, [...levels.keys()]);
  const withChildren = new Set<string>();
  for (const sub of subfolders) {
    if (allows(inheritLevel(access, levels.get(sub.parentId) ?? null, sub.id), Need.Read)) {
      withChildren.add(sub.parentId);
    }
  }
  return withChildren;
}

/** The path of a located resource's parent ('' for the root). */
const parentPath = (located: LocatedResource) => located.ancestors.map((a) => `/${a.name}`).join('');

/** Subfolders of one folder (the root without parentId), pages of up to 500 (001 section 7.4). */
export async function folderTree(
  db: Database,
  access: ProjectAccess,
  query: {
    parentId?: string;
    folderType?: string;
    field?: ResourceSortField;
    order?: SortOrder;
    pageNum?: number;
    pageSize?: number;
  },
): Promise<{ list: FolderTreeNode[]; total: number }> {
  const folder = await locateFolder({ db }, access, query.parentId);
  const { visible, levels } = await visibleChildren(db, access, folder, true);
  const kept = visible.filter((f) => query.folderType === undefined || f.folderType === query.folderType);
  const withChildren = await foldersWithVisibleSubfolders(db, access, levels);
  const nodes: FolderTreeNode[] = sortResources(kept, query.field, query.order === SortOrder.Desc).map((f) =>
    folderTreeNode(f, levels.get(f.id) ?? Need.Read, !withChildren.has(f.id)),
  );
  return paginate(nodes, query.pageNum, query.pageSize ?? PageSize.FolderTree);
}

/** One folder's content: folders first, sorted, paged; only what the user may see, counted in `total`. */
export async function folderContent(
  db: Database,
  access: ProjectAccess,
  query: {
    parentId: string;
    isFolder?: boolean;
    order?: ResourceSortField;
    desc?: boolean;
    pageNum?: number;
    pageSize?: number;
  },
): Promise<{ list: ProjectResource[]; total: number }> {
  const folder = await locateFolder({ db }, access, query.parentId);
  const { visible, levels } = await visibleChildren(db, access, folder, query.isFolder === true);
  const kept = visible.filter((r) => query.isFolder === undefined || r.isFolder === query.isFolder);
  const page = paginate(
    sortResources(kept, query.order, query.desc === true),
    query.pageNum,
    query.pageSize ?? LIST_PAGE_SIZE,
  );
  const stamped = await stampingApprovalsOf(
    db,
    page.list.map((r) => r.currentRecordId),
  );
  const list: ProjectResource[] = page.list.map((r) =>
    projectResource(
      r,
      folder.path,
      levels.get(r.id) ?? Need.Read,
      r.currentRecordId ? stamped.get(r.currentRecordId) : undefined,
    ),
  );
  return { list, total: page.total };
}

/** One file or folder the user may read. */
export async function resourceInfo(db: Database, access: ProjectAccess, resId: string): Promise<ProjectResource> {
  const located = await locateResource({ db }, access, resId);
  if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  return projectResource(located.resource, parentPath(located), located.level);
}

/** The versions of a file, newest first: the file's project is the one checked. */
export async function fileRecordsOf(db: Database, actor: Actor, resId: string) {
  const projectId = await projectIdOfResource(db, resId);
  if (projectId === undefined) deny(ErrorMessage.ResourceNotFound);
  const access = await projectAccessOf(db, actor, projectId);
  const located = await locateResource({ db }, access, resId);
  if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  const rows = await recordsWithAuthors(db, resId);
  const stamped = await stampingApprovalsOf(
    db,
    rows.map(({ record }) => record.id),
  );
  return rows.map(({ record, author }) => ({
    recordId: record.id,
    resId: record.resourceId,
    verNum: record.version,
    createTime: formatDateTime(record.createdAt),
    createBy: author ?? '',
    fileSize: record.size,
    stampedBy: stamped.get(record.id) ?? null,
  }));
}

/** A resource the user may read, found through its record (a version). */
async function readableRecord(db: Database, actor: Actor, recordId: string, projectId: string | undefined) {
  const record = await findRecord(db, recordId);
  if (!record) deny(ErrorMessage.RecordNotFound);
  const owner = await projectIdOfResource(db, record.resourceId);
  if (owner === undefined) deny(ErrorMessage.ResourceNotFound);
  if (projectId !== undefined && owner !== projectId) deny(ErrorMessage.ResourceOfAnotherProject);
  const access = await projectAccessOf(db, actor, owner);
  const located = await locateResource({ db }, access, record.resourceId);
  if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  return { record, access, located };
}

/** What a preview link needs: where the preview file endpoint lives, and who asks (their session ends the link). */
export interface PreviewLinkDeps {
  holder: TicketHolder;
  prefixes: ServicePrefixes;
  /** The endpoint that answers the PDF behind the link. */
  fileEndpoint: AnyEndpoint;
}

/** A link to the PDF of one version, shown inline in a new tab. Other formats answer 20004 with a message. */
export async function previewLink(
  db: Database,
  actor: Actor,
  deps: PreviewLinkDeps,
  query: { recordId: string; projectId?: string },
): Promise<{ url: string }> {
  const { record, access, located } = await readableRecord(db, actor, query.recordId, query.projectId);
  if (located.resource.ext.toLowerCase() !== PDF) {
    throw new DomainError(ErrorCode.PreviewUnavailable, ErrorMessage.PreviewPdfOnly);
  }
  await purgeExpiredTickets(db);
  const ticket = await createTicket(db, {
    ...deps.holder,
    projectId: access.project.id,
    kind: TicketKind.Preview,
    recordId: record.id,
    fileName: located.resource.name,
  });
  return { url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket) };
}

/**
 * The PDF behind a preview link, while the session that asked for it is open; the link may be loaded again during
 * its short life (the viewer reloads it). The holder's access is checked again now.
 */
export async function previewContent(db: Database, files: FileStore, ticket: string): Promise<FileContent> {
  const { ticket: row, access } = await ticketAccess(db, ticket, TicketKind.Preview, { consume: false });
  const record = row.recordId ? await findRecord(db, row.recordId) : undefined;
  if (!record) deny(ErrorMessage.RecordNotFound);
  const located = await locateResource({ db }, access, record.resourceId);
  if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  return {
    body: await files.get(record.storageKey),
    fileName: located.resource.name,
    contentType: 'application/pdf',
    disposition: 'inline',
    size: record.size,
  };
}

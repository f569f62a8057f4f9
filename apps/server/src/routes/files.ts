import { api, type FolderTreeNode, PageSize, type ProjectResource, ResourceSortField, SortOrder } from '@atelier/api';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  allows,
  inheritLevel,
  type LocatedResource,
  locateFolder,
  locateResource,
  Need,
  type ProjectAccess,
  type ResourceRow,
  requireProject,
} from '../access/projectAccess';
import { listApprovalFiles } from '../approvals/approvalFiles';
import type { Database } from '../db/index';
import { fileRecords, resources, users } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { folderTreeNode, projectResource } from '../domain/views';
import { ticketAccess } from '../files/ticketAccess';
import { createTicket, purgeExpiredTickets, TicketKind, ticketHolder, ticketUrl } from '../files/tickets';
import { FileAnswer, type HandlerContext, registerEndpoint } from '../http/registerEndpoint';
import { formatDateTime, nameCollator, paginate } from '../util/format';

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
  const conditions = [
    eq(resources.projectId, access.project.id),
    eq(resources.parentId, folder.id),
    isNull(resources.deletedAt),
  ];
  if (foldersOnly) conditions.push(eq(resources.isFolder, true));
  const rows = await db
    .select()
    .from(resources)
    .where(and(...conditions));
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
  const ids = [...levels.keys()];
  if (ids.length === 0) return new Set<string>();
  const subfolders = await db
    .select({ id: resources.id, parentId: resources.parentId })
    .from(resources)
    .where(
      and(
        eq(resources.projectId, access.project.id),
        inArray(resources.parentId, ids),
        eq(resources.isFolder, true),
        isNull(resources.deletedAt),
      ),
    );
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

/** A resource the user may read, found through its record (a version). */
async function readableRecord(ctx: HandlerContext<unknown>, recordId: string, projectId: string | undefined) {
  const [record] = await ctx.db.select().from(fileRecords).where(eq(fileRecords.id, recordId)).limit(1);
  if (!record) deny(ErrorMessage.RecordNotFound);
  const [owner] = await ctx.db
    .select({ projectId: resources.projectId })
    .from(resources)
    .where(eq(resources.id, record.resourceId))
    .limit(1);
  if (!owner) deny(ErrorMessage.ResourceNotFound);
  if (projectId !== undefined && owner.projectId !== projectId) deny(ErrorMessage.ResourceOfAnotherProject);
  const access = await requireProject(ctx, owner.projectId);
  const located = await locateResource(ctx, access, record.resourceId);
  if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  return { record, access, located };
}

/** The project directory: the lazy folder tree, folder content, file info, versions, PDF previews. */
export function registerFileRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.files.approvalFiles, listApprovalFiles);

  /** Subfolders of one folder (the root without parentId), pages of up to 500 (001 section 7.4). */
  registerEndpoint(app, api.files.folderTree, async (ctx) => {
    const { db, data } = ctx;
    const access = await requireProject(ctx, data.projectId);
    const folder = await locateFolder(ctx, access, data.parentId);
    const { visible, levels } = await visibleChildren(db, access, folder, true);
    const kept = visible.filter((f) => data.folderType === undefined || f.folderType === data.folderType);
    const withChildren = await foldersWithVisibleSubfolders(db, access, levels);
    const nodes: FolderTreeNode[] = sortResources(kept, data.field, data.order === SortOrder.Desc).map((f) =>
      folderTreeNode(f, levels.get(f.id) ?? Need.Read, !withChildren.has(f.id)),
    );
    return paginate(nodes, data.pageNum, data.pageSize ?? PageSize.FolderTree);
  });

  /** One folder's content: folders first, sorted, paged; only what the user may see, counted in `total`. */
  registerEndpoint(app, api.files.list, async (ctx) => {
    const { db, data } = ctx;
    const access = await requireProject(ctx, data.projectId);
    const folder = await locateFolder(ctx, access, data.parentId);
    const { visible, levels } = await visibleChildren(db, access, folder, data.isFolder === true);
    const kept = visible.filter((r) => data.isFolder === undefined || r.isFolder === data.isFolder);
    const list: ProjectResource[] = sortResources(kept, data.order, data.desc === true).map((r) =>
      projectResource(r, folder.path, levels.get(r.id) ?? Need.Read),
    );
    return paginate(list, data.pageNum, data.pageSize ?? LIST_PAGE_SIZE);
  });

  registerEndpoint(app, api.files.info, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const located = await locateResource(ctx, access, ctx.data.resId);
    if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
    return projectResource(located.resource, parentPath(located), located.level);
  });

  /** The versions of a file, newest first. */
  registerEndpoint(app, api.files.records, async (ctx) => {
    const [owner] = await ctx.db
      .select({ projectId: resources.projectId })
      .from(resources)
      .where(eq(resources.id, ctx.data.resId))
      .limit(1);
    if (!owner) deny(ErrorMessage.ResourceNotFound);
    const access = await requireProject(ctx, owner.projectId);
    const located = await locateResource(ctx, access, ctx.data.resId);
    if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
    const rows = await ctx.db
      .select({ record: fileRecords, author: users.realname })
      .from(fileRecords)
      .leftJoin(users, eq(users.id, fileRecords.createdBy))
      .where(eq(fileRecords.resourceId, ctx.data.resId))
      .orderBy(desc(fileRecords.version));
    return rows.map(({ record, author }) => ({
      recordId: record.id,
      resId: record.resourceId,
      verNum: record.version,
      createTime: formatDateTime(record.createdAt),
      createBy: author ?? '',
      fileSize: record.size,
    }));
  });

  /** A link to the PDF of one version, shown inline in a new tab. Other formats answer 20004 with a message. */
  registerEndpoint(app, api.files.previewUrl, async (ctx) => {
    const { record, access, located } = await readableRecord(ctx, ctx.data.recordId, ctx.data.projectId);
    if (located.resource.ext.toLowerCase() !== PDF) {
      throw new DomainError(ErrorCode.PreviewUnavailable, ErrorMessage.PreviewPdfOnly);
    }
    await purgeExpiredTickets(ctx.db);
    const ticket = await createTicket(ctx.db, {
      ...ticketHolder(ctx),
      projectId: access.project.id,
      kind: TicketKind.Preview,
      recordId: record.id,
      fileName: located.resource.name,
    });
    return { url: ticketUrl(api.files.previewFile, ctx.prefixes, ticket) };
  });

  /**
   * The PDF behind a preview link, while the session that asked for it is open; the link may be loaded again during
   * its short life (the viewer reloads it). The holder's access is checked again now.
   */
  registerEndpoint(app, api.files.previewFile, async ({ db, files, data }) => {
    const { ticket, access } = await ticketAccess(db, data.ticket, TicketKind.Preview, { consume: false });
    const [record] = ticket.recordId
      ? await db.select().from(fileRecords).where(eq(fileRecords.id, ticket.recordId)).limit(1)
      : [];
    if (!record) deny(ErrorMessage.RecordNotFound);
    const located = await locateResource({ db }, access, record.resourceId);
    if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
    return new FileAnswer(
      await files.get(record.storageKey),
      located.resource.name,
      'application/pdf',
      'inline',
      record.size,
    );
  });
}

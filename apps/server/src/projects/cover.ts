/**
 * A project's cover (issue 25; 001 sections 3.5 and 7.4): a project picture (image type 9) uploaded by a member, a
 * PNG or JPEG under 2 MB by its bytes (rules/projectCover.ts), made the cover by the project's managers
 * (editCoverImage), shown on the project's card through a public URL by its random id (an image element sends no
 * token). Stored under project-covers/<project id>/, so that a project's cover is only ever its own picture.
 */
import { randomBytes } from 'node:crypto';
import {
  api,
  endpointPath,
  memberManagerRefusal,
  PROJECT_COVER_ID_PATTERN,
  ProjectCoverMessage,
  projectCoverId,
  projectCoverRefusal,
  type ServicePrefixes,
  type StaffType,
} from '@atelier/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { projects } from '../db/schema';
import { DomainError, ErrorCode, enforce } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';

const FOLDER = 'project-covers';
const keyOf = (projectId: string, imageId: string) => `${FOLDER}/${projectId}/${imageId}`;

/** The URL a project's card shows for its cover id (the default prefixes unless the deployment's are given). */
export function coverUrl(imageId: string, prefixes: Partial<ServicePrefixes> = {}): string {
  return `${endpointPath(api.project.coverImage, prefixes)}?key=${imageId}`;
}

/** uploadProImage: stores a project picture for the project; answers its id. */
export async function uploadCover(files: FileStore, access: ProjectAccess, file: Blob): Promise<{ imageId: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  enforce(projectCoverRefusal({ size: file.size, bytes }));
  const imageId = projectCoverId(randomBytes(16).toString('hex'), bytes);
  await files.put(keyOf(access.project.id, imageId), Buffer.from(bytes));
  return { imageId };
}

/** editCoverImage: the project's managers set its cover to one of its pictures, or back to the default (null). */
export async function editCover(
  db: Database,
  files: FileStore,
  access: ProjectAccess,
  input: { imageId: string | null },
): Promise<null> {
  enforce(
    memberManagerRefusal({
      userId: access.userId,
      staffType: access.member.staffType as StaffType,
      roleLevel: access.member.roleLevel,
    }),
  );
  const { imageId } = input;
  if (imageId !== null) {
    const stored =
      PROJECT_COVER_ID_PATTERN.test(imageId) && (await files.size(keyOf(access.project.id, imageId))) !== null;
    if (!stored) throw new DomainError(ErrorCode.InvalidRequest, ProjectCoverMessage.NotFound);
  }
  await db
    .update(projects)
    .set({ coverImage: imageId, updatedAt: new Date() })
    .where(eq(projects.id, access.project.id));
  return null;
}

/** The bytes of a live project's current cover by its id; anything else is not found. */
export async function coverImage(db: Database, files: FileStore, imageId: string) {
  const [project] = PROJECT_COVER_ID_PATTERN.test(imageId)
    ? await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.coverImage, imageId), isNull(projects.deletedAt)))
        .limit(1)
    : [];
  if (!project) throw new DomainError(ErrorCode.Denied, ProjectCoverMessage.NotFound);
  return {
    body: await files.get(keyOf(project.id, imageId)),
    contentType: imageId.endsWith('.png') ? 'image/png' : 'image/jpeg',
    fileName: imageId,
  };
}

import {
  type EnterpriseEntry,
  enterpriseDaysLeft,
  Flag,
  type FolderPermission,
  type FolderTreeNode,
  isEnterpriseExpired,
  type PermissionLevel,
  type ProjectDetail,
  type ProjectListEntry,
  type ProjectResource,
  type ProjectType,
  type RecognitionStatus,
  type StaffType,
  type UserInfo,
} from '@atelier/api';
import type { ProjectRow, ResourceRow } from '../access/projectAccess';
import type { AuthUser } from '../auth/session';
import type { Database } from '../db/index';
import { membershipsOf } from '../enterprises/repository';
import { coverUrl } from '../projects/cover';
import { formatDate, formatDateTime } from '../util/format';

/** The enterprises a user belongs to, oldest membership first. */
export async function enterprisesOf(db: Database, userId: string) {
  const rows = await membershipsOf(db, userId);
  const now = new Date();
  return rows.map((row) => ({ ...row, expired: isEnterpriseExpired(row.expiresAt, now) }));
}

export function enterpriseEntry(
  enterprise: { id: string; name: string; expired: boolean },
  currentId: string | null,
): EnterpriseEntry {
  return {
    enterpriseId: enterprise.id,
    enterpriseName: enterprise.name,
    isCurEnterprise: enterprise.id === currentId ? Flag.Yes : Flag.No,
    expired: enterprise.expired,
  };
}

/** The user as GET /userInfo/user and login show them. */
export async function userInfo(db: Database, user: AuthUser): Promise<UserInfo> {
  const mine = await enterprisesOf(db, user.id);
  const current = mine.find((e) => e.id === user.currentEnterpriseId) ?? null;
  return {
    userId: user.id,
    username: user.username,
    realname: user.realname,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
    curEnterpriseId: current?.id ?? null,
    curEnterpriseName: current?.name ?? null,
    enterpriseExpired: current?.expired ?? false,
    enterpriseExpireDate: current?.expiresAt ? formatDate(current.expiresAt) : null,
    enterpriseDaysLeft: current ? enterpriseDaysLeft(current.expiresAt, new Date()) : null,
  };
}

export function projectListEntry(project: ProjectRow, userId: string): ProjectListEntry {
  return {
    id: project.id,
    name: project.name,
    simpleName: project.simpleName,
    proType: project.proType as ProjectType,
    createTime: formatDateTime(project.createdAt),
    isCreator: project.createdBy === userId,
    ...(project.coverImage ? { coverImage: coverUrl(project.coverImage) } : {}),
  };
}

export function projectDetail(
  project: ProjectRow,
  userId: string,
  enterpriseName: string,
  favourite: boolean,
): ProjectDetail {
  return {
    ...projectListEntry(project, userId),
    enterpriseId: project.enterpriseId,
    enterpriseName,
    year: project.year,
    designNum: project.designNum,
    address: project.address,
    scale: project.scale,
    cooOrg: project.cooOrg,
    Development: project.development,
    type: project.buildingType,
    description: project.description,
    updateTime: formatDateTime(project.updatedAt),
    isFav: favourite ? Flag.Yes : Flag.No,
    permissionSwitch: project.permissionSwitch ? Flag.Yes : Flag.No,
  };
}

/** A project member's levels as the contract's enums (the database holds the same codes as integers). */
export const asPermissionLevel = (level: number) => level as PermissionLevel;
export const asStaffType = (staffType: string) => staffType as StaffType;
export const asFolderPermission = (level: number) => level as FolderPermission;

/** A file or folder as the API shows it. */
export function projectResource(
  row: ResourceRow,
  parentPath: string,
  level: number,
  stampedBy?: ProjectResource['stampedBy'],
): ProjectResource {
  return {
    resId: row.id,
    resName: row.name,
    parentId: row.parentId,
    projectId: row.projectId,
    isFolder: row.isFolder,
    fileExt: row.isFolder ? null : row.ext,
    fileSize: row.isFolder ? null : row.size,
    updateTime: formatDateTime(row.updatedAt),
    path: `${parentPath}/${row.name}`,
    recordId: row.currentRecordId,
    folderType: row.folderType,
    permission: asFolderPermission(level),
    distinguishType: row.recognitionStatus as RecognitionStatus | null,
    printCopies: row.printCopies,
    ...(stampedBy ? { stampedBy } : {}),
  };
}

export function folderTreeNode(row: ResourceRow, level: number, isLeaf: boolean): FolderTreeNode {
  return {
    resId: row.id,
    resName: row.name,
    parentId: row.parentId,
    isLeaf,
    folderType: row.folderType,
    permission: asFolderPermission(level),
  };
}

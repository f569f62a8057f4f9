import { z } from 'zod';
import { dateTimeSchema, flagSchema, idSchema } from './common';
import {
  FolderPermission,
  LabelColor,
  LabelType,
  PermissionLevel,
  ProjectType,
  RecognitionStatus,
  StaffType,
} from './constants';
import { userOptionSchema } from './user';

export const projectTypeSchema = z.enum(ProjectType);
export const recognitionStatusSchema = z.enum(RecognitionStatus);
export const folderPermissionSchema = z.enum(FolderPermission);

/** A label as a project shows it (001 section 3.3: the project's labelList). */
export const projectLabelSchema = z.object({ id: idSchema, name: z.string(), color: z.enum(LabelColor) });
export type ProjectLabel = z.output<typeof projectLabelSchema>;

/** A label of the caller's (001 section 3.3: enterpriseId, name, type, color, id), with the projects it is on. */
export const labelSchema = projectLabelSchema.extend({
  type: z.enum(LabelType),
  enterpriseId: idSchema,
  projectCount: z.number().int(),
});
export type Label = z.output<typeof labelSchema>;

/** A project in the left panel's list. */
export const projectListEntrySchema = z.object({
  id: idSchema,
  name: z.string(),
  simpleName: z.string(),
  proType: projectTypeSchema,
  createTime: dateTimeSchema.optional(),
  isCreator: z.boolean().optional(),
  /** The caller's favourite (收藏) or not (issue 25). */
  isFav: flagSchema.optional(),
  /** The caller's own labels on the project, by name (issue 25). */
  labelList: z.array(projectLabelSchema).optional(),
  /** The cover's URL (project.coverImage), or null: the card shows the default picture (issue 25). */
  coverImage: z.string().nullish(),
});
export type ProjectListEntry = z.output<typeof projectListEntrySchema>;

/** A project's details. */
export const projectDetailSchema = projectListEntrySchema.extend({
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  year: z.number().int(),
  designNum: z.string(),
  address: z.string().nullish(),
  scale: z.number().nullish(),
  cooOrg: z.string().nullish(),
  Development: z.string().nullish(),
  type: z.string().nullish(),
  description: z.string().nullish(),
  updateTime: dateTimeSchema,
  isFav: flagSchema,
  permissionSwitch: flagSchema,
});
export type ProjectDetail = z.output<typeof projectDetailSchema>;

/** A member of a project, with specialty and duty. */
export const projectUserSchema = userOptionSchema.extend({
  id: idSchema,
  projectId: idSchema,
  staffType: z.enum(StaffType),
  permissionLevel: z.enum(PermissionLevel),
  dictSpecialtyId: idSchema.nullish(),
  entSpecialtyName: z.string().nullish(),
  dictDutyId: idSchema.nullish(),
  entDutyName: z.string().nullish(),
  /**
   * The member's level at the project's root: a quick project's menu level (0-5), an ordinary project's default
   * folder level (issue 25).
   */
  folderLevel: z.number().int().optional(),
});
export type ProjectUser = z.output<typeof projectUserSchema>;

/** The people holding one duty in a project. */
export const projectDutySchema = z.object({
  dictDutyId: idSchema,
  dutyName: z.string(),
  users: z.array(userOptionSchema),
});
export type ProjectDuty = z.output<typeof projectDutySchema>;

/**
 * The approval whose stamping produced a file version (issue 22 item 9): the version is marked 已盖章 and names it.
 */
export const stampedBySchema = z.object({ approvalId: idSchema, actName: z.string() });
export type StampedBy = z.output<typeof stampedBySchema>;

/** A file or folder of a project (001 section 3.3). */
export const projectResourceSchema = z.object({
  resId: idSchema,
  resName: z.string(),
  parentId: idSchema,
  projectId: idSchema,
  isFolder: z.boolean(),
  fileExt: z.string().nullish(),
  fileSize: z.number().nullish(),
  updateTime: dateTimeSchema,
  path: z.string(),
  recordId: idSchema.nullish(),
  folderType: z.string().nullish(),
  permission: folderPermissionSchema.optional(),
  distinguishType: recognitionStatusSchema.nullish(),
  printCopies: z.number().int().optional(),
  /** Set when the current version is a stamped one: the approval that stamped it (directory listings). */
  stampedBy: stampedBySchema.nullish(),
});
export type ProjectResource = z.output<typeof projectResourceSchema>;

/** A node of the lazily loaded folder tree. */
export const folderTreeNodeSchema = z.object({
  resId: idSchema,
  resName: z.string(),
  parentId: idSchema,
  isLeaf: z.boolean(),
  folderType: z.string().nullish(),
  permission: folderPermissionSchema.optional(),
});
export type FolderTreeNode = z.output<typeof folderTreeNodeSchema>;

/** A personal (network disk) resource. */
export const personalResourceSchema = z.object({
  resId: idSchema,
  resName: z.string(),
  parentId: idSchema,
  isFolder: z.boolean(),
  fileExt: z.string().nullish(),
  fileSize: z.number().nullish(),
  updateTime: dateTimeSchema,
  category: z.string().nullish(),
});
export type PersonalResource = z.output<typeof personalResourceSchema>;

/** Disk capacity. */
export const diskCapacitySchema = z.object({
  usedRate: z.number(),
  usedCapacity: z.number(),
  maxCapacity: z.number(),
});

/** A file version record. */
export const fileRecordSchema = z.object({
  recordId: idSchema,
  resId: idSchema,
  verNum: z.number().int(),
  createTime: dateTimeSchema,
  createBy: z.string(),
  fileSize: z.number().nullish(),
  /** Set when this version is a stamped one: the approval that stamped it. */
  stampedBy: stampedBySchema.nullish(),
});
export type FileRecord = z.output<typeof fileRecordSchema>;

/** A folder or file in a recycle bin: where it was, who deleted it and when, and the days left before it is purged. */
export const recycleEntrySchema = z.object({
  resId: idSchema,
  resName: z.string(),
  isFolder: z.boolean(),
  fileExt: z.string().nullish(),
  fileSize: z.number().nullish(),
  /** The folder it was deleted from ('' for the root). */
  path: z.string(),
  parentId: idSchema,
  deleteTime: dateTimeSchema,
  deleteBy: z.string(),
  daysLeft: z.number().int(),
});
export type RecycleEntry = z.output<typeof recycleEntrySchema>;

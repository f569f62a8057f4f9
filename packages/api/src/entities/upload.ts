import { z } from 'zod';
import { ConflictChoice } from '../rules/files';
import { fileNameSchema } from '../rules/rules';
import { enterpriseIdField, idSchema } from './common';
import { ResourceOwnerType } from './constants';

/** The file part of a multipart registration (ossMultiUpload). */
export const ossMultiUploadSchema = z.object({
  fileName: fileNameSchema,
  fileLength: z.number().int().min(0),
  fileMd5: z.string().length(32),
  ossKey: z.string(),
});
export type OssMultiUpload = z.output<typeof ossMultiUploadSchema>;

/** Owner of a network-disk upload. */
export const perResOwnerSchema = z.object({ parentId: idSchema });
/** Owner of a project upload. */
export const resOwnerSchema = z.object({
  projectId: idSchema,
  parentId: idSchema,
  enterpriseId: enterpriseIdField,
  resourceOwnerType: z.enum(ResourceOwnerType),
  specialtyId: idSchema.nullish(),
  subprojectId: idSchema.nullish(),
  /** Set when uploading a new version of an existing file. */
  resId: idSchema.nullish(),
});
/** Owner of an archive upload. */
export const arcResOwnerSchema = z.object({
  arcProId: idSchema,
  parentId: idSchema,
  enterpriseId: enterpriseIdField,
  arcType: z.string().nullish(),
  arcResId: idSchema.nullish(),
});
/** Owner of a pre-archive upload. */
export const arcPreResOwnerSchema = z.object({
  arcPreProId: idSchema,
  parentId: idSchema,
  enterpriseId: enterpriseIdField,
  preTaskId: idSchema.nullish(),
});

/** Object-storage sign-in: where parts go and with which temporary credentials. */
export const storageAuthorizationSchema = z.object({
  dir: z.string(),
  bucket: z.string(),
  endpoint: z.string(),
  accessKeyId: z.string(),
  accessKeySecret: z.string(),
  securityToken: z.string(),
  expiration: z.string(),
});
export type StorageAuthorization = z.output<typeof storageAuthorizationSchema>;

/** A multipart upload that has started. */
export const multipartStartSchema = z.object({
  uploadId: z.string(),
  ossKey: z.string(),
  partSize: z.number().int(),
});
export type MultipartStart = z.output<typeof multipartStartSchema>;

/** A part of a multipart upload: where to PUT it. */
export const partTargetSchema = z.object({
  partNumber: z.number().int().min(1),
  url: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** A part already stored (checkpoint for resume). */
export const uploadedPartSchema = z.object({
  partNumber: z.number().int().min(1),
  etag: z.string(),
  size: z.number().int(),
});
export type UploadedPart = z.output<typeof uploadedPartSchema>;

/** A registered file (the answer of a completion or instant upload). */
export const uploadedFileSchema = z.object({
  resId: idSchema,
  recordId: idSchema.nullish(),
  resName: z.string(),
  fileSize: z.number(),
  fileMd5: z.string(),
});
export type UploadedFile = z.output<typeof uploadedFileSchema>;

/** A node of a folder tree to create before a folder upload. */
export interface FolderUploadNode {
  resName: string;
  isFolder: boolean;
  fileLocalPath?: string | undefined;
  resourceOwnerType?: number | undefined;
  children?: FolderUploadNode[] | undefined;
}
export const folderUploadNodeSchema: z.ZodType<FolderUploadNode> = z.lazy(() =>
  z.object({
    resName: fileNameSchema,
    isFolder: z.boolean(),
    fileLocalPath: z.string().optional(),
    resourceOwnerType: z.number().int().optional(),
    children: z.array(folderUploadNodeSchema).optional(),
  }),
);

/** The folders created for a folder upload: local path to the new parent id. */
export const createdFoldersSchema = z.array(z.object({ fileLocalPath: z.string(), resId: idSchema }));

/** A knowledge or flow attachment after upload. */
export const attachmentSchema = z.object({
  id: idSchema,
  fileName: z.string(),
  fileSize: z.number(),
  fileExt: z.string(),
});
export type Attachment = z.output<typeof attachmentSchema>;

/**
 * What a move, copy or upload does with names already taken in the target folder (rules/files `ConflictChoices`):
 * `choices` one per name, `onConflict` for every other name (the conflict dialog's "apply to all"); a clash no
 * choice covers answers 40007 with the names.
 */
export const conflictChoicesShape = {
  onConflict: z.enum(ConflictChoice).optional(),
  choices: z.record(z.string(), z.enum(ConflictChoice)).optional(),
};

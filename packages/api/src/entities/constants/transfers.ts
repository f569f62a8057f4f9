/** Uploads and downloads (001 sections 3.5 and 4.1). */
import type { Texts, ValueOf } from './types';

/** Upload item status (001 section 4.1). Cancelled (4) comes from a separate list. */
export const UploadItemStatus = {
  Waiting: 0,
  Checking: 1,
  Uploading: 2,
  Paused: 3,
  Cancelled: 4,
  Success: 5,
  Failed: 6,
  InstantSuccess: 7,
  ExtensionTooLong: 8,
  SizeLimit: 9,
  NotPdf: 10,
} as const;
export type UploadItemStatus = ValueOf<typeof UploadItemStatus>;
export const uploadItemStatusText: Texts<typeof UploadItemStatus> = {
  0: '等待上传',
  1: '校验中',
  2: '上传中',
  3: '已暂停',
  4: '已取消',
  5: '上传成功',
  6: '上传失败',
  7: '秒传成功',
  8: '后缀名过长',
  9: '文件大小超出限制',
  10: '仅支持pdf格式',
};
export const uploadItemStatusTextEn: Texts<typeof UploadItemStatus> = {
  0: 'Waiting',
  1: 'Checking',
  2: 'Uploading',
  3: 'Paused',
  4: 'Cancelled',
  5: 'Uploaded',
  6: 'Failed',
  7: 'Instantly uploaded',
  8: 'Extension too long',
  9: 'Size limit exceeded',
  10: 'PDF only',
};

/** Upload target of an item (fileStatus). */
export const UploadTarget = {
  Disk: 'disk',
  Project: 'project',
  ProjectEdition: 'projectEdition',
  Schedule: 'schedule',
  Archive: 'archive',
  ArchiveEdition: 'archiveEdition',
  PreArchive: 'preArchive',
} as const;
export type UploadTarget = ValueOf<typeof UploadTarget>;

/** Disk type. */
export const DiskType = { User: 1, Enterprise: 2, System: 4 } as const;
export type DiskType = ValueOf<typeof DiskType>;

/** Resource owner type (001 section 3.5). */
export const ResourceOwnerType = {
  NormalProject: 1,
  QuickProject: 2,
  Personal: 3,
  ArchiveCenter: 4,
  ConfigFile: 5,
  AnnotationPicture: 6,
  TaskPicture: 7,
  MeetingOrKnowledgePicture: 8,
  CaApplicationFile: 9,
  HelpFile: 10,
  TemplateFile: 11,
  PcJournal: 12,
  Attachment: 13,
  AwardPicture: 14,
  CleanGovernmentEducation: 17,
} as const;
export type ResourceOwnerType = ValueOf<typeof ResourceOwnerType>;

/** Download task status. */
export const DownloadTaskStatus = { Failed: 0, Completed: 1, InProgress: 2, Paused: 3, Waiting: 4 } as const;
export type DownloadTaskStatus = ValueOf<typeof DownloadTaskStatus>;
export const downloadTaskStatusText: Texts<typeof DownloadTaskStatus> = {
  0: '下载失败',
  1: '已完成',
  2: '下载中',
  3: '已暂停',
  4: '等待中',
};
export const downloadTaskStatusTextEn: Texts<typeof DownloadTaskStatus> = {
  0: 'Failed',
  1: 'Completed',
  2: 'In progress',
  3: 'Paused',
  4: 'Waiting',
};

/** Download scene. */
export const DownloadScene = {
  ProjectCenter: 0,
  ArchiveCenter: 1,
  MeetingCenter: 2,
  NetworkDisk: 3,
  PreArchive: 4,
  DrawingCheckCenter: 5,
} as const;
export type DownloadScene = ValueOf<typeof DownloadScene>;

/** Usage state and sync state. */
export const UsageState = { Unused: 0, InUse: 1 } as const;
export type UsageState = ValueOf<typeof UsageState>;
export const SyncState = { NotSynced: 0, Synced: 1, Syncing: 2 } as const;
export type SyncState = ValueOf<typeof SyncState>;

/** Client app types (download link by appType). */
export const AppType = { Pc: 'pc' } as const;
export type AppType = ValueOf<typeof AppType>;

/** Values of the X-User-Agent header. */
export const ClientAgent = { Web: 'web', Pc: 'pc' } as const;
export type ClientAgent = ValueOf<typeof ClientAgent>;

/** Archive format codes (also the disk categories). */
export const ArchiveFormat = {
  Document: 'FMT01',
  Picture: 'FMT02',
  Audio: 'FMT03',
  Video: 'FMT04',
  Other: 'FMT06',
  Compressed: 'FMT07',
  Cad: 'FMT08',
} as const;
export type ArchiveFormat = ValueOf<typeof ArchiveFormat>;
export const archiveFormatText: Texts<typeof ArchiveFormat> = {
  FMT01: '文档',
  FMT02: '图片',
  FMT03: '音频',
  FMT04: '视频',
  FMT06: '其他',
  FMT07: '压缩包',
  FMT08: 'CAD',
};
export const archiveFormatTextEn: Texts<typeof ArchiveFormat> = {
  FMT01: 'Documents',
  FMT02: 'Images',
  FMT03: 'Audio',
  FMT04: 'Video',
  FMT06: 'Other',
  FMT07: 'Archives',
  FMT08: 'CAD',
};

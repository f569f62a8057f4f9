/**
 * Refusals of files that every flow naming a drawing shares (a launch, a quote, a download), one definition for the
 * server and the fixtures. Atelier's texts.
 */
export const FileMessage = {
  /** A version (record id) that is not the file's, or no version at all. */
  RecordNotFound: '文件版本不存在',
  /** A file of another project than the one the call names. */
  OfAnotherProject: '该文件不属于当前项目，无权访问',
} as const;

/** Refusals of uploads both sides answer (Atelier's texts). */
export const UploadMessage = {
  /** Rapid upload: no stored file has this MD5 and size (20003: the portal uploads it). */
  NewFile: '文件不存在，请上传',
  /** A registration naming an upload that has not completed (or whose bytes do not match). */
  NotCompleted: '文件上传未完成',
  /** A multipart call naming an upload that does not exist. */
  NotFound: '上传任务不存在',
} as const;

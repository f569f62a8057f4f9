import type { ApiClient } from '@atelier/api/client';
import { fetchPutPart, hashInThread, type Md5Hasher, type PutPart } from '../UploadPanel';

export interface AttachmentUploadOptions {
  /** MD5 of the file (the Worker hasher in the browser). */
  hash?: Md5Hasher;
  /** PUTs a part to its signed URL. */
  putPart?: PutPart;
  signal?: AbortSignal;
}

/**
 * Uploads an approval's attachment through the multipart flow (start, a signed URL per part, complete; no rapid
 * upload: the server counts only completed uploads of the launcher) and answers its upload id, which the
 * submission's attachmentIdList carries.
 */
export async function uploadAttachment(
  client: ApiClient,
  file: File,
  { hash = hashInThread, putPart = fetchPutPart, signal = new AbortController().signal }: AttachmentUploadOptions = {},
): Promise<string> {
  const fileMd5 = await hash(file, () => undefined, signal);
  const started = await client.upload.multipartStart(
    { fileName: file.name, fileLength: file.size, fileMd5 },
    { signal },
  );
  const stored = { uploadId: started.uploadId, ossKey: started.ossKey };
  const parts: { partNumber: number; etag: string }[] = [];
  const count = Math.max(1, Math.ceil(file.size / started.partSize));
  for (let partNumber = 1; partNumber <= count; partNumber++) {
    const target = await client.upload.multipartPart({ ...stored, partNumber }, { signal });
    const body = file.slice((partNumber - 1) * started.partSize, partNumber * started.partSize);
    const etag = await putPart(target.url, target.headers ?? {}, body, () => undefined, signal);
    parts.push({ partNumber, etag });
  }
  await client.upload.multipartComplete({ ...stored, fileMd5, parts }, { signal });
  return started.uploadId;
}

/** Uploads every attachment one after another; answers their ids in order. */
export async function uploadAttachments(
  client: ApiClient,
  files: readonly File[],
  options?: AttachmentUploadOptions,
): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push(await uploadAttachment(client, file, options));
  return ids;
}

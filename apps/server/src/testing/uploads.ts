import { createHash } from 'node:crypto';
import { api } from '@atelier/api';
import type { TestServer } from './harness';

export const md5Hex = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Bytes that differ from file to file (a seed) but are the same on every run. */
export function testBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed * 2_654_435_761;
  for (let i = 0; i < size; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

export interface PartAnswer {
  status: number;
  /** The ETag header as answered (quoted). */
  etag: string | undefined;
  headers: Record<string, string | undefined>;
  text: string;
}

/** PUTs one part the way the browser does: to this server (a relative URL) or to the bucket (an absolute one). */
export async function putPart(
  server: TestServer,
  url: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<PartAnswer> {
  if (/^https?:/.test(url)) {
    const response = await fetch(url, { method: 'PUT', body: bytes, headers });
    return {
      status: response.status,
      etag: response.headers.get('etag') ?? undefined,
      headers: Object.fromEntries(response.headers.entries()),
      text: await response.text(),
    };
  }
  const response = await server.app.inject({ method: 'PUT', url, payload: bytes, headers });
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(response.headers)) flat[name] = value?.toString();
  return { status: response.statusCode, etag: flat.etag, headers: flat, text: response.body };
}

/** Starts an upload of these bytes as `fileName` (declaring `declaredMd5`, their own MD5 by default). */
export async function startUpload(
  server: TestServer,
  token: string,
  fileName: string,
  bytes: Buffer,
  declared?: string,
) {
  const { body } = await server.call(
    api.upload.multipartStart,
    { fileName, fileLength: bytes.length, fileMd5: declared ?? md5Hex(bytes) },
    { token },
  );
  if (!body.success) throw new Error(`multipartStart refused: ${body.message}`);
  return body.result as { uploadId: string; ossKey: string; partSize: number };
}

/** Asks for a part's URL and sends the part; answers the part's etag (quotes stripped). */
export async function sendPart(
  server: TestServer,
  token: string,
  upload: { uploadId: string; ossKey: string },
  partNumber: number,
  bytes: Buffer,
): Promise<string> {
  const { body } = await server.call(api.upload.multipartPart, { ...upload, partNumber }, { token });
  if (!body.success) throw new Error(`multipartPart refused: ${body.message}`);
  const answer = await putPart(server, body.result.url, bytes, body.result.headers ?? {});
  if (answer.status !== 200 || !answer.etag)
    throw new Error(`part ${partNumber}: HTTP ${answer.status} ${answer.text}`);
  return answer.etag.replace(/"/g, '');
}

/** The part of `bytes` numbered `partNumber` (from 1). */
export const sliceOf = (bytes: Buffer, partSize: number, partNumber: number) =>
  bytes.subarray((partNumber - 1) * partSize, partNumber * partSize);

/** A whole upload: start, every part, complete. Answers the completion's envelope and the upload. */
export async function uploadWhole(server: TestServer, token: string, fileName: string, bytes: Buffer) {
  const upload = await startUpload(server, token, fileName, bytes);
  const count = Math.max(1, Math.ceil(bytes.length / upload.partSize));
  const parts = [];
  for (let partNumber = 1; partNumber <= count; partNumber++) {
    const etag = await sendPart(server, token, upload, partNumber, sliceOf(bytes, upload.partSize, partNumber));
    parts.push({ partNumber, etag });
  }
  const { body } = await server.call(
    api.upload.multipartComplete,
    { uploadId: upload.uploadId, ossKey: upload.ossKey, fileMd5: md5Hex(bytes), parts },
    { token },
  );
  return { upload, parts, body };
}

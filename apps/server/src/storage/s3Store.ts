import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  type ListPartsCommandOutput,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from '../config';
import type { DirectMultipart, FileStore, StoredPart } from './fileStore';

/** Streams of unknown length go up in parts of this size (S3's minimum is 5 MiB). */
const STREAM_PART_BYTES = 8 * 1024 * 1024;

/** Quotes stripped: S3 answers ETags as `"md5"`. */
export const bareEtag = (etag: string) => etag.replace(/"/g, '').toLowerCase();
const quotedEtag = (etag: string) => `"${bareEtag(etag)}"`;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || (error instanceof S3ServiceException && error.name === 'NotFound');

/** A store that does not implement a call (an emulator): 405, 501 or NotImplemented. */
const isUnsupported = (error: unknown) =>
  statusOf(error) === 405 ||
  statusOf(error) === 501 ||
  (error instanceof S3ServiceException && (error.name === 'NotImplemented' || error.name === 'MethodNotAllowed'));

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Otherwise presigned part URLs carry a checksum header the browser cannot send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Reads a stream in chunks of `size` bytes (the last one shorter). */
async function* chunksOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(bytes);
    length += bytes.length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0 || pending.length === 0) yield Buffer.concat(pending);
}

/** Files in an S3-compatible bucket, keys as object keys; multipart uploads through presigned part URLs. */
export function createS3FileStore(config: S3StorageConfig, client: S3Client = createS3Client(config)): FileStore {
  const Bucket = config.bucket;

  /** A stream of unknown length: one PUT when it is small, a multipart upload otherwise. */
  async function putStream(Key: string, body: Readable): Promise<number> {
    const chunks = chunksOf(body, STREAM_PART_BYTES);
    const first = await chunks.next();
    const head = first.done ? Buffer.alloc(0) : first.value;
    const second = await chunks.next();
    if (second.done) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: head, ContentLength: head.length }));
      return head.length;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    if (!UploadId) throw new Error(`S3 answered no upload id for ${Key}`);
    try {
      const parts: { PartNumber: number; ETag: string }[] = [];
      let size = 0;
      const send = async (bytes: Buffer) => {
        const PartNumber = parts.length + 1;
        const answer = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: bytes, ContentLength: bytes.length }),
        );
        parts.push({ PartNumber, ETag: answer.ETag ?? '' });
        size += bytes.length;
      };
      await send(head);
      await send(second.value);
      for await (const bytes of chunks) await send(bytes);
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
      return size;
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  const direct: DirectMultipart = {
    async start(Key) {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      if (!UploadId) throw new Error(`S3 answered no upload id for ${Key}`);
      return UploadId;
    },
    partUrl(Key, UploadId, PartNumber, expiresIn) {
      return getSignedUrl(client, new UploadPartCommand({ Bucket, Key, UploadId, PartNumber }), { expiresIn });
    },
    async listParts(Key, UploadId) {
      const parts: StoredPart[] = [];
      let marker: string | undefined;
      try {
        for (;;) {
          const page: ListPartsCommandOutput = await client.send(
            new ListPartsCommand({ Bucket, Key, UploadId, PartNumberMarker: marker }),
          );
          for (const part of page.Parts ?? []) {
            if (part.PartNumber === undefined || !part.ETag) continue;
            parts.push({ partNumber: part.PartNumber, etag: bareEtag(part.ETag), size: part.Size ?? 0 });
          }
          if (!page.IsTruncated || !page.NextPartNumberMarker) break;
          marker = page.NextPartNumberMarker;
        }
      } catch (error) {
        if (isUnsupported(error)) return null;
        throw error;
      }
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },
    async complete(Key, UploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: quotedEtag(p.etag) })) },
        }),
      );
    },
    async abort(Key, UploadId) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    },
  };

  return {
    kind: 's3',
    direct,
    async put(Key, body) {
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length }));
        return { size: body.length };
      }
      return { size: await putStream(Key, body) };
    },
    async get(Key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(Body instanceof Readable)) throw new Error(`S3 answered no readable body for ${Key}`);
      return Body;
    },
    async size(Key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

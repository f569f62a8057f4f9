import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StampImage } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { normaliseStampImage, StampImageRefusal } from './stampImage';
import { findStampImage, insertStampImage, type StampImageRow } from './stampRepository';
import { findStamp, invalid, StampMessage } from './stampRules';

/** A stamp or signature image: checked with the shared rule, decoded whole, kept as an RGBA PNG. */
export async function uploadStampImage(db: Database, files: FileStore, actor: Actor, file: Blob): Promise<StampImage> {
  const bytes = Buffer.from(await file.arrayBuffer());
  let image: ReturnType<typeof normaliseStampImage>;
  try {
    image = normaliseStampImage(bytes);
  } catch (error) {
    if (error instanceof StampImageRefusal) invalid(error.message);
    throw error;
  }
  const uuid = randomUUID();
  const storageKey = `stamp-images/${uuid}.png`;
  await files.put(storageKey, image.png);
  await insertStampImage(db, {
    uuid,
    enterpriseId: actor.enterpriseId,
    uploadedBy: actor.userId,
    storageKey,
    fileMd5: image.md5,
    width: image.width,
    height: image.height,
  });
  return { uuid, fileMd5: image.md5, width: image.width, height: image.height };
}

/** A stamp's image (PNG), to the members of its enterprise. */
export async function stampImageFile(
  db: Database,
  files: FileStore,
  actor: Actor,
  stampId: string,
): Promise<{ body: Readable; fileName: string; size: number }> {
  const stamp = await findStamp(db, actor, stampId);
  if (!stamp.fileKey) deny(StampMessage.NoImage);
  const size = await files.size(stamp.fileKey);
  if (size === null) deny(StampMessage.NoImage);
  return { body: await files.get(stamp.fileKey), fileName: `${stamp.name}.png`, size };
}

/** An uploaded image the actor may use: uploaded by them in this enterprise, with this MD5. */
export async function ownImage(db: Database, actor: Actor, uuid: string, fileMd5: string): Promise<StampImageRow> {
  const image = await findStampImage(db, uuid, actor.enterpriseId, actor.userId);
  if (!image) deny(StampMessage.ImageNotFound);
  if (image.fileMd5 !== fileMd5.toLowerCase()) invalid(StampMessage.ImageMd5Mismatch);
  return image;
}

import { createHash } from 'node:crypto';
import { checkStampImage, probeStampImage, StampImageMessage } from '@atelier/api';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A stamp image as the server keeps it: a PNG with an alpha channel. */
export interface NormalisedStampImage {
  png: Buffer;
  md5: string;
  width: number;
  height: number;
}

/** The upload breaks a rule of the stamp image (`StampImageMessage`). */
export class StampImageRefusal extends Error {
  override readonly name = 'StampImageRefusal';
}

/**
 * Background removal for images without transparency (a JPEG, an opaque PNG): a scanned seal or signature on
 * white paper would otherwise hide the drawing under it. Pixels whose darkest channel is at least WHITE become
 * fully transparent, below INK they stay opaque, and in between the alpha ramps so that anti-aliased edges stay
 * smooth.
 */
export const WHITE = 235;
export const INK = 190;

/** Makes the near-white pixels of opaque RGBA pixels transparent, in place. */
export function clearWhiteBackground(rgba: Uint8Array): void {
  for (let at = 0; at < rgba.length; at += 4) {
    const lightest = Math.min(rgba[at] ?? 0, rgba[at + 1] ?? 0, rgba[at + 2] ?? 0);
    if (lightest >= WHITE) rgba[at + 3] = 0;
    else if (lightest > INK) rgba[at + 3] = Math.round((255 * (WHITE - lightest)) / (WHITE - INK));
  }
}

function hasTransparency(rgba: Uint8Array): boolean {
  for (let at = 3; at < rgba.length; at += 4) if ((rgba[at] ?? 255) < 255) return true;
  return false;
}

function decode(bytes: Buffer, format: 'png' | 'jpeg'): { width: number; height: number; data: Uint8Array } {
  try {
    if (format === 'png') {
      // CRCs checked; palette, grey and 16-bit images come out as 8-bit RGBA with tRNS applied.
      const png = PNG.sync.read(bytes, { checkCRC: true });
      return { width: png.width, height: png.height, data: png.data };
    }
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: 17,
      maxMemoryUsageInMB: 256,
    });
  } catch {
    throw new StampImageRefusal(StampImageMessage.Unreadable);
  }
}

/**
 * Checks an uploaded stamp image with the shared rule (same messages as the portal), decodes it whole (a file
 * that does not decode is Unreadable) and re-encodes it as an RGBA PNG: a PNG's transparency is kept as it is; an
 * image without any (every JPEG) gets its near-white background made transparent.
 */
export function normaliseStampImage(bytes: Buffer): NormalisedStampImage {
  const problem = checkStampImage(bytes);
  if (problem) throw new StampImageRefusal(problem);
  const header = probeStampImage(bytes);
  if (!header) throw new StampImageRefusal(StampImageMessage.Format);
  const image = decode(bytes, header.format);
  if (
    image.width !== header.width ||
    image.height !== header.height ||
    image.data.length < image.width * image.height * 4
  ) {
    throw new StampImageRefusal(StampImageMessage.Unreadable);
  }
  const rgba = new Uint8Array(image.data.subarray(0, image.width * image.height * 4));
  if (!hasTransparency(rgba)) clearWhiteBackground(rgba);
  const out = new PNG({ width: image.width, height: image.height });
  out.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const png = PNG.sync.write(out, { colorType: 6, inputHasAlpha: true, deflateLevel: 9 });
  return { png, md5: createHash('md5').update(png).digest('hex'), width: image.width, height: image.height };
}

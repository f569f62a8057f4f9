/**
 * The stamp and signature image rule (000 section 7 "Stamps", 001 section 7: images are PNG or JPG). The portal
 * checks a picked file with it before sending; the MSW store and the server refuse with the same messages (the
 * server then decodes the whole image and re-encodes it as PNG).
 */

/** Largest stamp image accepted, in bytes. */
export const STAMP_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest side of a stamp image, in pixels (a stamp printed at 40 mm needs about 600 px at 400 dpi). */
export const STAMP_IMAGE_MAX_SIDE = 4096;
/** Smallest side, in pixels: anything smaller cannot be read once printed. */
export const STAMP_IMAGE_MIN_SIDE = 32;

export const StampImageMessage = {
  Format: '请上传PNG或JPG格式的图片',
  Empty: '图片不能为空',
  TooLarge: '图片大小不能超过2MB',
  TooSmall: `图片尺寸不能小于${STAMP_IMAGE_MIN_SIDE}×${STAMP_IMAGE_MIN_SIDE}像素`,
  TooWide: `图片尺寸不能超过${STAMP_IMAGE_MAX_SIDE}×${STAMP_IMAGE_MAX_SIDE}像素`,
  Unreadable: '图片已损坏，无法读取',
} as const;
export type StampImageMessage = (typeof StampImageMessage)[keyof typeof StampImageMessage];

export interface StampImageHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format and pixel size from a PNG's IHDR or a JPEG's first SOF marker; null when it is neither. */
export function probeStampImage(bytes: Uint8Array): StampImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    // The first chunk must be IHDR: width and height as big-endian 32-bit numbers.
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] ?? 0;
      // Fill bytes and markers without a length.
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        at += 2;
        continue;
      }
      const length = view.getUint16(at + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { format: 'jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      }
      at += 2 + length;
    }
    return null;
  }
  return null;
}

/** The first rule a stamp image breaks, or null when it may be uploaded. */
export function checkStampImage(bytes: Uint8Array): StampImageMessage | null {
  if (bytes.length === 0) return StampImageMessage.Empty;
  const header = probeStampImage(bytes);
  if (!header) return StampImageMessage.Format;
  if (bytes.length > STAMP_IMAGE_MAX_BYTES) return StampImageMessage.TooLarge;
  if (header.width < STAMP_IMAGE_MIN_SIDE || header.height < STAMP_IMAGE_MIN_SIDE) return StampImageMessage.TooSmall;
  if (header.width > STAMP_IMAGE_MAX_SIDE || header.height > STAMP_IMAGE_MAX_SIDE) return StampImageMessage.TooWide;
  return null;
}

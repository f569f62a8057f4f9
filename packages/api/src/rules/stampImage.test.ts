import { describe, expect, it } from 'vitest';
import { checkStampImage, probeStampImage, STAMP_IMAGE_MAX_BYTES, StampImageMessage } from './stampImage';

/** A PNG's signature and IHDR chunk (enough for the header rule). */
function pngHeader(width: number, height: number, extra = 0): Uint8Array {
  const bytes = new Uint8Array(33 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's SOI, an APP0 segment and a SOF2 (progressive) segment. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc2, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 3, 0x11, 1, 0xff, 0xd9]);
}

describe('stamp images', () => {
  it('reads the size of a PNG and of a JPEG past its APP segments', () => {
    expect(probeStampImage(pngHeader(400, 300))).toEqual({ format: 'png', width: 400, height: 300 });
    expect(probeStampImage(jpegHeader(640, 480))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('refuses other formats, empty and broken files with their messages', () => {
    expect(checkStampImage(new Uint8Array())).toBe(StampImageMessage.Empty);
    expect(checkStampImage(new TextEncoder().encode('GIF89a........'))).toBe(StampImageMessage.Format);
    const broken = pngHeader(400, 300);
    broken.set([0x58, 0x58, 0x58, 0x58], 12);
    expect(checkStampImage(broken)).toBe(StampImageMessage.Format);
  });

  it('keeps the size limits', () => {
    expect(checkStampImage(pngHeader(400, 300))).toBeNull();
    expect(checkStampImage(pngHeader(400, 300, STAMP_IMAGE_MAX_BYTES))).toBe(StampImageMessage.TooLarge);
    expect(checkStampImage(pngHeader(20, 300))).toBe(StampImageMessage.TooSmall);
    expect(checkStampImage(pngHeader(5000, 300))).toBe(StampImageMessage.TooWide);
    expect(checkStampImage(jpegHeader(640, 480))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  PROJECT_COVER_ID_PATTERN,
  PROJECT_COVER_MAX_BYTES,
  ProjectCoverMessage,
  projectCoverId,
  projectCoverRefusal,
} from './projectCover';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38]);

describe('projectCoverRefusal', () => {
  it('takes a PNG or a JPEG up to 2 MB', () => {
    expect(projectCoverRefusal({ size: PNG.length, bytes: PNG })).toBeNull();
    expect(projectCoverRefusal({ size: JPEG.length, bytes: JPEG })).toBeNull();
    const largest = new Uint8Array(PROJECT_COVER_MAX_BYTES);
    largest.set(PNG);
    expect(projectCoverRefusal({ size: largest.length, bytes: largest })).toBeNull();
  });

  it('refuses another image by its bytes, and a larger one', () => {
    expect(projectCoverRefusal({ size: GIF.length, bytes: GIF })?.message).toBe(ProjectCoverMessage.Format);
    const big = new Uint8Array(PROJECT_COVER_MAX_BYTES + 1);
    big.set(PNG);
    expect(projectCoverRefusal({ size: big.length, bytes: big })?.message).toBe(ProjectCoverMessage.TooLarge);
  });

  it('names a cover by its content', () => {
    expect(projectCoverId('a'.repeat(32), PNG)).toBe(`${'a'.repeat(32)}.png`);
    expect(projectCoverId('b'.repeat(32), JPEG)).toMatch(PROJECT_COVER_ID_PATTERN);
  });
});

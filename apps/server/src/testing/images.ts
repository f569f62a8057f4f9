import { PNG } from 'pngjs';

/** A 64×64 RGBA PNG: a transparent field, an opaque red disc, a half-transparent ring around it. */
export function sealPng(): { bytes: Buffer; rgba: Buffer } {
  const png = new PNG({ width: 64, height: 64 });
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const at = (y * 64 + x) * 4;
      const r = Math.hypot(x - 32, y - 32);
      png.data[at] = 200;
      png.data[at + 1] = 16;
      png.data[at + 2] = 24;
      png.data[at + 3] = r < 20 ? 255 : r < 26 ? 128 : 0;
    }
  }
  return { bytes: PNG.sync.write(png), rgba: png.data };
}

import { SlideGeometry } from '@atelier/api';
import { PNG } from 'pngjs';

/**
 * The slide captcha's two pictures, drawn on the server with pngjs (already the server's PNG library; no canvas or
 * font is needed): a background of soft random shapes with a darkened, outlined hole where the piece belongs, and
 * the piece itself cut from the same background, transparent around its shape. Only the hole's position is secret;
 * the pictures are made fresh for every challenge from a random source.
 */

const { width: W, height: H, piece: P, body: B, knob: K } = SlideGeometry;
/** Where the body square starts inside the piece's box; the knobs stick out to the right and the top. */
const OFFSET = (P - B - K) / 2;
const BODY_X = OFFSET;
const BODY_Y = OFFSET + K;

/** Whether a point of the piece's box (pixel centre) is inside the piece: the square and its two round knobs. */
export function insidePiece(px: number, py: number): boolean {
  const x = px + 0.5;
  const y = py + 0.5;
  if (x >= BODY_X && x < BODY_X + B && y >= BODY_Y && y < BODY_Y + B) return true;
  const right = (x - (BODY_X + B)) ** 2 + (y - (BODY_Y + B / 2)) ** 2 <= K * K;
  const top = (x - (BODY_X + B / 2)) ** 2 + (y - BODY_Y) ** 2 <= K * K;
  return right || top;
}

/** Inside the piece and within two pixels of its edge: drawn as the outline. */
function onEdge(px: number, py: number): boolean {
  if (!insidePiece(px, py)) return false;
  for (const [dx, dy] of [
    [-2, 0],
    [2, 0],
    [0, -2],
    [0, 2],
  ] as const) {
    if (!insidePiece(px + dx, py + dy)) return true;
  }
  return false;
}

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A background: a diagonal gradient between two hues, soft circles and a few bands, all from `random`. */
function drawBackground(random: () => number): Uint8Array {
  const pixels = new Uint8Array(W * H * 3);
  const hue = random() * 360;
  const from = hsl(hue, 0.55, 0.62);
  const to = hsl((hue + 60 + random() * 120) % 360, 0.55, 0.45);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const t = (x / W + y / H) / 2;
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t);
    }
  }
  const blend = (x: number, y: number, colour: Rgb, alpha: number) => {
    const i = (y * W + x) * 3;
    for (let c = 0; c < 3; c += 1)
      pixels[i + c] = Math.round((pixels[i + c] ?? 0) * (1 - alpha) + (colour[c] ?? 0) * alpha);
  };
  for (let n = 0; n < 9; n += 1) {
    const cx = random() * W;
    const cy = random() * H;
    const r = 12 + random() * 40;
    const colour = hsl(random() * 360, 0.5 + random() * 0.3, 0.35 + random() * 0.4);
    const alpha = 0.35 + random() * 0.35;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(H, Math.ceil(cy + r)); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(W, Math.ceil(cx + r)); x += 1) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(x, y, colour, alpha);
      }
    }
  }
  for (let n = 0; n < 3; n += 1) {
    const slope = random() * 2 - 1;
    const start = random() * H;
    const thickness = 3 + random() * 6;
    const colour = hsl(random() * 360, 0.4, 0.85);
    for (let x = 0; x < W; x += 1) {
      const centre = start + slope * x;
      for (let y = Math.max(0, Math.floor(centre)); y < Math.min(H, Math.ceil(centre + thickness)); y += 1) {
        blend(x, y, colour, 0.4);
      }
    }
  }
  return pixels;
}

const dataUrl = (png: PNG) => `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;

/**
 * The two pictures of a challenge whose hole is at (`xPosition`, `yPosition`) (the piece's box's top left corner),
 * as `data:image/png;base64,…` URLs: the background (W x H) and the piece (P x P).
 */
export function drawSlideImages(
  position: { xPosition: number; yPosition: number },
  random: () => number,
): { backgroundImage: string; sliderImage: string } {
  const pixels = drawBackground(random);
  const background = new PNG({ width: W, height: H, colorType: 2 });
  const piece = new PNG({ width: P, height: P, colorType: 6 });
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = (y * W + x) * 3;
      const o = (y * W + x) * 4;
      background.data[o] = pixels[i] ?? 0;
      background.data[o + 1] = pixels[i + 1] ?? 0;
      background.data[o + 2] = pixels[i + 2] ?? 0;
      background.data[o + 3] = 255;
    }
  }
  for (let py = 0; py < P; py += 1) {
    for (let px = 0; px < P; px += 1) {
      const o = (py * P + px) * 4;
      if (!insidePiece(px, py)) {
        piece.data[o + 3] = 0;
        continue;
      }
      const bx = position.xPosition + px;
      const by = position.yPosition + py;
      const i = (by * W + bx) * 3;
      const b = (by * W + bx) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c += 1) {
        const value = pixels[i + c] ?? 0;
        // The piece: the background it covers, with a light outline.
        piece.data[o + c] = edge ? Math.round(value * 0.3 + 255 * 0.7) : value;
        // The hole: darkened, with a lighter rim.
        background.data[b + c] = edge ? Math.round(value * 0.5 + 255 * 0.5) : Math.round(value * 0.4);
      }
      piece.data[o + 3] = 255;
    }
  }
  return { backgroundImage: dataUrl(background), sliderImage: dataUrl(piece) };
}

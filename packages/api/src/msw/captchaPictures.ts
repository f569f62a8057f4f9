import { SlideGeometry } from '../rules/captcha';

/**
 * The fixtures' slide captcha pictures: SVG data URLs drawn from a [0, 1) source (the store's seeded one, so a story
 * shows the same picture every time), with the same geometry as the server's PNGs: a background of soft circles on a
 * gradient with a darkened hole, and the piece cut from the same background.
 */

const { width: W, height: H, piece: P, body: B, knob: K } = SlideGeometry;
const X0 = (P - B - K) / 2;
const Y0 = X0 + K;

/** The piece's outline in its box: the square body with a round knob on its top and right edges. */
export const SLIDE_PIECE_PATH =
  `M${X0},${Y0} H${X0 + B / 2 - K} A${K},${K} 0 0 1 ${X0 + B / 2 + K},${Y0} H${X0 + B} ` +
  `V${Y0 + B / 2 - K} A${K},${K} 0 0 1 ${X0 + B},${Y0 + B / 2 + K} V${Y0 + B} H${X0} Z`;

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

/** The picture's shapes, as SVG elements (drawn in both pictures, the piece's shifted by the hole's position). */
function scene(random: () => number): string {
  const hue = Math.floor(random() * 360);
  const shapes = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},55%,62%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 90) % 360},55%,45%)"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
  ];
  for (let n = 0; n < 9; n += 1) {
    const [cx, cy, r] = [random() * W, random() * H, 12 + random() * 40].map(Math.round);
    const colour = `hsl(${Math.floor(random() * 360)},60%,${35 + Math.floor(random() * 40)}%)`;
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="0.5"/>`);
  }
  return shapes.join('');
}

export function drawFixtureSlidePictures(
  position: { xPosition: number; yPosition: number },
  random: () => number,
): { backgroundImage: string; sliderImage: string } {
  const shapes = scene(random);
  const { xPosition: x, yPosition: y } = position;
  const open = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`;
  const background =
    `${open(W, H)}${shapes}` +
    `<path transform="translate(${x},${y})" d="${SLIDE_PIECE_PATH}" fill="rgba(0,0,0,0.6)" ` +
    `stroke="rgba(255,255,255,0.7)" stroke-width="2"/></svg>`;
  const piece =
    `${open(P, P)}<clipPath id="c"><path d="${SLIDE_PIECE_PATH}"/></clipPath>` +
    `<g clip-path="url(#c)"><g transform="translate(${-x},${-y})">${shapes}</g></g>` +
    `<path d="${SLIDE_PIECE_PATH}" fill="none" stroke="rgba(255,255,255,0.85)" stroke-width="2"/></svg>`;
  return { backgroundImage: svgUrl(background), sliderImage: svgUrl(piece) };
}

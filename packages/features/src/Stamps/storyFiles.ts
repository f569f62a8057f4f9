/**
 * Image files for the stamp stories and their play functions: a real PNG drawn in the browser (a red seal on a
 * transparent background), a GIF, and PNG headers too large or too small for the stamp image rule.
 */
import { STAMP_IMAGE_MAX_BYTES } from '@atelier/api';
import { expect, userEvent, waitFor } from 'storybook/test';

/** A transparent PNG with a red seal, drawn on a canvas. */
export async function sealPng(name = '印章.png', size = 200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2d canvas');
  g.strokeStyle = '#c8161d';
  g.lineWidth = size / 24;
  g.beginPath();
  g.arc(size / 2, size / 2, size / 2 - g.lineWidth, 0, Math.PI * 2);
  g.stroke();
  g.fillStyle = '#c8161d';
  // A named face: the picture must not change with the other Chinese fonts a machine has.
  g.font = `${Math.round(size / 7)}px "Noto Sans CJK SC", sans-serif`;
  g.textAlign = 'center';
  g.fillText('专用章', size / 2, size / 2 + size / 20);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas.toBlob gave nothing');
  return new File([blob], name, { type: 'image/png' });
}

/** The first bytes of a PNG of this size, padded to `length` bytes (the rule reads the header and the size). */
export function pngHeader(name: string, width: number, height: number, length = 64): File {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

/** A GIF: not a format stamps take. */
export function gifFile(): File {
  const bytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
  return new File([bytes], '签名.gif', { type: 'image/gif' });
}

/** A PNG over the 2 MB limit. */
export const tooLargePng = () => pngHeader('扫描件.png', 2000, 2000, STAMP_IMAGE_MAX_BYTES + 1);

/** A PNG under the 32-pixel minimum. */
export const tooSmallPng = () => pngHeader('图标.png', 16, 16);

/** Picks a file in the image upload inside `scope` (its hidden file input). */
export async function pickImage(scope: HTMLElement, file: File) {
  const input = await waitFor(() => {
    const found = scope.querySelector<HTMLInputElement>('fieldset input[type="file"]');
    expect(found).not.toBeNull();
    return found as HTMLInputElement;
  });
  await userEvent.upload(input, file);
}

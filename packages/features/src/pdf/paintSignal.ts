import { useState } from 'react';

/**
 * pdf.js paints a page asynchronously, so a test or a picture taken too early sees a blank or half-drawn page. The
 * page's wrapper carries `data-painted` once react-pdf has painted what it was last asked for (`target`: the file,
 * the page, the size; compared item by item), and `data-painting` until then. Stories wait for `[data-painted]`; the
 * picture harness waits until no `[data-painting]` is left (a resize repaints).
 */
export function usePaintSignal(target: readonly unknown[]) {
  const [painted, setPainted] = useState<readonly unknown[] | null>(null);
  const isPainted =
    painted !== null && painted.length === target.length && painted.every((value, i) => Object.is(value, target[i]));
  return {
    attributes: { 'data-painted': isPainted ? '' : undefined, 'data-painting': isPainted ? undefined : '' },
    /** For `<Page onRenderSuccess>`: the page now shows `target`. */
    onRenderSuccess: () => setPainted(target),
  };
}

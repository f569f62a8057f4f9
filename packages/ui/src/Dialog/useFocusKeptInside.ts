import { useEffect } from 'react';

/** The open modal overlays (dialogs, drawers), innermost last: only the innermost takes the focus back. */
const openOverlays: HTMLElement[] = [];

/**
 * Takes the focus back into the innermost open overlay when it has fallen to the page's body while the overlay is
 * open: the focused control went (an approval's 通过 button, gone once the approval is passed), or a nested dialog
 * closed after the control that opened it went. Browsers fire no event when a focused element is removed, and React
 * Aria only returns the focus to an opener still in the page; without this, the keyboard is left on the body behind
 * the modal and Escape reaches nothing. React Aria's own return (in its animation frame) comes first: this checks
 * in the frame after it, so a nested dialog's opener still present gets the focus back as usual.
 */
export function useFocusKeptInside(overlay: HTMLElement | null, isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen || !overlay) return;
    openOverlays.push(overlay);
    let frame = 0;
    const takeBack = () => {
      frame = 0;
      const active = overlay.ownerDocument.activeElement;
      const lost = active === null || active === overlay.ownerDocument.body || !active.isConnected;
      if (lost && overlay.isConnected && openOverlays.at(-1) === overlay) overlay.focus({ preventScroll: true });
    };
    // Two frames after the LAST change, not the first: a wait begun by an earlier change (a nested dialog's exit)
    // could otherwise end in the very frame of React Aria's return to the opener, before it, and take the focus first
    // (UI/Dialog / Nested Opener Goes failed so, once in 2,800 plays).
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(takeBack)));
    });
    observer.observe(overlay.ownerDocument.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      openOverlays.splice(openOverlays.lastIndexOf(overlay), 1);
    };
  }, [overlay, isOpen]);
}

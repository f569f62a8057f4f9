import { createContext, useContext } from 'react';

/**
 * The element a popover opened inside an overlay must stay within (issue 22 item 12): a dialog's scrolling body, so
 * a list opened from its last field flips or shrinks instead of covering the dialog's 确定. `null` outside one
 * (the popover keeps to the window).
 */
export const PopoverBoundaryContext = createContext<Element | null>(null);

/** The boundary for a popover's `boundaryElement`: the enclosing dialog's body, or undefined (the window). */
export const usePopoverBoundary = (): Element | undefined => useContext(PopoverBoundaryContext) ?? undefined;

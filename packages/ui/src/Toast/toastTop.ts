/**
 * The custom property an app sets (on `:root`) to move toasts below a fixed header of its own, so that they never
 * cover the header's links; unset, toasts sit at the top of the window.
 */
export const TOAST_TOP_PROPERTY = '--atelier-toast-top';

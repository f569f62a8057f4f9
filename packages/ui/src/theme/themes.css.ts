import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

/** Class that applies the light theme to a subtree. */
export const lightTheme = createTheme(vars, lightTokens);

/**
 * Class that applies the dark theme: the same contract, filled with `darkTokens`. Switch at run time with
 * `<AtelierProvider themeClassName={darkTheme}>`; the provider also puts it on <body> while mounted, so portalled
 * overlays (dialogs, popovers, toasts) take it too.
 */
export const darkTheme = createTheme(vars, darkTokens);

// The light theme is also the document default, so content portalled to <body> (dialogs, popovers, toasts) resolves
// the same variables. Only custom properties under hashed names: nothing of the host page is restyled. The page's
// own base (body's margin, font and colours) is opt-in: '@atelier/ui/document.css' (document.css.ts).
globalStyle(':root', { vars: assignVars(vars, lightTokens) });

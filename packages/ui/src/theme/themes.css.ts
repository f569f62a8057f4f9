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

// The light theme is also the document default, so content portalled to <body>
// (dialogs, popovers, toasts) resolves the same variables.
globalStyle(':root', { vars: assignVars(vars, lightTokens) });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.neutral.text,
  background: vars.color.neutral.surface,
  WebkitFontSmoothing: 'antialiased',
});

import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The document's base in the theme's font and colours: opt-in ('@atelier/ui/document.css', once at the entry of an
 * app that is Atelier's whole page, as the portal and Storybook are), so that a host app's own body stays its own.
 */
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.neutral.text,
  background: vars.color.neutral.surface,
  WebkitFontSmoothing: 'antialiased',
});

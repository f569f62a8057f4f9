import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export { form, header, hint, section, title } from '../shared/section.css';

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

/** A notice's title in the list: a link-styled button that may wrap. */
export const titleButton = style({ textAlign: 'start', overflowWrap: 'anywhere' });

/** The details' line under the title. */
export const meta = style({ margin: 0, color: vars.color.neutral.textSecondary, fontSize: vars.font.size.sm });

/** The notice's text as written: its line breaks kept, long words wrapped. */
export const content = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.neutral.text,
  lineHeight: vars.font.lineHeight.md,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

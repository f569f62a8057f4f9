import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

/**
 * A settings section's frame, shared by the enterprise setup (specialties, duties, roles) and the project templates:
 * the section, its header row (title or hint, then the actions), its title, a hint and a dialog's form.
 */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: 600,
  color: neutral.text,
});

export const hint = style({ margin: 0, color: neutral.textSecondary, fontSize: vars.font.size.sm });

/** A dialog's fields, one under another. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

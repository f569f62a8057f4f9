import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export { form, header, hint, section } from '../shared/section.css';

/**
 * The six label colours (Ant Design's preset tag colours: text, background, border). The theme has status tones
 * only (brand and info are the same blue), so the label palette is its own, each text colour at least 4.5:1 on its
 * background.
 */
const palette = {
  blue: { color: '#0b4aa8', background: '#e6f4ff', borderColor: '#91caff' },
  green: { color: '#23660f', background: '#f6ffed', borderColor: '#b7eb8f' },
  orange: { color: '#8a3c00', background: '#fff7e6', borderColor: '#ffd591' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  purple: { color: '#531dab', background: '#f9f0ff', borderColor: '#d3adf7' },
  cyan: { color: '#00565c', background: '#e6fffb', borderColor: '#87e8de' },
} as const;

export const labelTag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    padding: `0 ${vars.space.xs}`,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: { color: palette },
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const rows = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.neutral.divider}`,
});

export const rowName = style({ flex: 1, minWidth: 0 });

export const count = style({ color: vars.color.neutral.textSecondary, fontSize: vars.font.size.sm });

export const swatch = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const starred = style({ color: vars.color.warning.solid });

export const tagItem = style({ minWidth: 0, maxWidth: '100%' });

/** A project's cover on its card: a small square picture, or the default (its name's first character). */
const coverBox = {
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  flex: 'none',
  borderRadius: vars.radius.md,
} as const;
export const cover = style({ ...coverBox, objectFit: 'cover', display: 'block' });
export const defaultCover = style({
  ...coverBox,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brand.subtle,
  color: vars.color.brand.text,
  border: `1px solid ${vars.color.brand.border}`,
  fontWeight: vars.font.weight.medium,
});

export const coverPicker = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

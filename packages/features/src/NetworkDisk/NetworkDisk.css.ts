import { vars } from '@atelier/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const capacity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const capacityHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: neutral.textSecondary,
});

export const track = style({
  height: 6,
  borderRadius: vars.radius.full,
  background: neutral.divider,
  overflow: 'hidden',
});

const fillBase = style({ height: '100%', borderRadius: vars.radius.full, transition: 'width 0.3s' });

export const fill = styleVariants({
  normal: [fillBase, { background: vars.color.brand.solid }],
  warning: [fillBase, { background: vars.color.warning.solid }],
  full: [fillBase, { background: vars.color.error.solid }],
});

export const capacityNote = styleVariants({
  normal: { display: 'none' },
  warning: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.warning.text },
  full: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.error.text },
});

export const disk = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, width: 280 });
// The field takes the form's width, so the button sits flush with the toolbar's right edge (issue 22).
globalStyle(`${search} > :first-child`, { flex: 1, minWidth: 0 });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
});

export const crumb = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const current = style({ color: neutral.text, fontWeight: vars.font.weight.semibold });

export const muted = style({ color: neutral.textSecondary });

export const nameCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space.sm });

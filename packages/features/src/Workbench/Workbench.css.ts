import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, brand } = vars.color;

/**
 * The panels in a grid of two columns (one below 992px): the counts across the top, then the approvals beside the
 * unread list and the shortcuts; the schedule's tasks and meetings panels join as further cells later.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: neutral.text,
});

export const counts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md });
export const count = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: neutral.surfaceSubtle,
});
export const countValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: brand.text,
});
export const countLabel = style({ fontSize: vars.font.size.sm, color: neutral.textSecondary });

export const filters = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'end' });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${neutral.divider}`,
  minWidth: 0,
});
export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const rowTitle = style({ alignSelf: 'flex-start', textAlign: 'start', overflowWrap: 'anywhere' });
export const rowMeta = style({ fontSize: vars.font.size.xs, color: neutral.textSecondary });

export const shortcuts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
});
export const shortcut = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: 360,
  overflowY: 'auto',
});
export const treeChildren = style({
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

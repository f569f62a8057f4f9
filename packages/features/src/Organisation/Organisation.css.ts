import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

/** The page: the tree at the side (fixed width), the people beside it; fits 992 px with the 260 px sidebar. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 32,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: neutral.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const toolbarEnd = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });

export const search = style({ width: 220 });

export const actions = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xs, whiteSpace: 'nowrap' });

/** The selected department's actions: on one line, the ones that do not fit in 更多 (ActionBar). */
export const treeActions = style({ display: 'flex', minWidth: 0 });
export const treeBar = style({ justifyContent: 'flex-start' });

export const muted = style({ color: neutral.textSecondary, fontSize: vars.font.size.sm });

export const count = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.sm,
  marginInlineStart: vars.space.xs,
});

/** The people list scrolls inside itself; its end loads the next page. */
export const scroller = style({ maxHeight: 560, overflowY: 'auto', minWidth: 0 });

export const sentinel = style({ height: 1 });

export const footerNote = style({
  padding: vars.space.sm,
  textAlign: 'center',
  color: neutral.textSecondary,
  fontSize: vars.font.size.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const nameCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.lg, letterSpacing: '0.1em' });

export const pickerLayout = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr) 180px',
  gap: vars.space.md,
  minHeight: 360,
});

export const pickerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 360,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const pickerItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const picked = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, error } = vars.color;

/** The print shops' and the price rules' pages: a title row, a search and add row, the table. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  color: neutral.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const search = style({ width: 280, maxWidth: '100%' });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({ color: neutral.textSecondary });

/**
 * A rule's prices in the list: a list (read item by item) of whole items that wrap between, never inside, one
 * another; without the list's own margin, indent and markers.
 */
export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const price = style({ whiteSpace: 'nowrap' });

/** The price grid: sizes down, lengthening across; scrolls sideways in a narrow window. */
export const gridScroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  minWidth: '100%',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  paddingBlockEnd: vars.space.xs,
});

export const headCell = style({
  padding: vars.space.xs,
  color: neutral.textSecondary,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${neutral.divider}`,
});

export const rowHead = style([headCell, { textAlign: 'start', color: neutral.text }]);

export const cell = style({ padding: vars.space.xxs });

export const cellInput = style({
  width: 64,
  height: vars.size.controlSm,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  color: neutral.text,
  background: neutral.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: error.solid },
  },
});

export const gridError = style({ margin: 0, color: error.text, fontSize: vars.font.size.xs });

export const hint = style({ margin: 0, color: neutral.textSecondary, fontSize: vars.font.size.xs });

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  color: neutral.text,
});

/** The year's totals above the tables. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxl, margin: 0 });

export const summaryItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const summaryValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: neutral.text,
});

/** The four tables, two a row where there is room (one at 992 px with the side menu). */
export const statisticGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
  gap: vars.space.xl,
});

/** The months' view: across the whole grid, its chart as wide as the page. */
export const statisticWide = style([section, { gridColumn: '1 / -1' }]);

/** A filter of the publish list's toolbar (a select or a date). */
export const filter = style({ width: 160 });

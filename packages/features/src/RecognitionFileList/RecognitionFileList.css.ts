import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, error, warning } = vars.color;

/** Heights of the virtualised rows: fixed, so nothing is measured while 2000 rows scroll. */
export const FOLDER_ROW_HEIGHT = 36;
export const FILE_ROW_HEIGHT = 44;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const selectedCount = style({
  color: neutral.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const frame = style({
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: neutral.surface,
});

export const scroll = style({ overflowY: 'auto', overscrollBehavior: 'contain', position: 'relative' });

export const rows = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

const rowBase = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
});

export const folderRow = style([
  rowBase,
  {
    height: FOLDER_ROW_HEIGHT,
    background: neutral.surfaceSubtle,
    borderBlockEnd: `1px solid ${neutral.divider}`,
    color: neutral.textSecondary,
    fontSize: vars.font.size.xs,
  },
]);

export const folderPath = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: neutral.text,
  fontWeight: vars.font.weight.medium,
});

export const folderCount = style({ flex: 'none', fontVariantNumeric: 'tabular-nums' });

export const fileRow = style([
  rowBase,
  {
    height: FILE_ROW_HEIGHT,
    borderBlockEnd: `1px solid ${neutral.divider}`,
    // A bar at the start rather than a tint: the status texts keep their contrast.
    selectors: { '&[data-abnormal]': { boxShadow: `inset 3px 0 0 ${error.solid}` } },
  },
]);

export const fileExtra = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 200,
  fontSize: vars.font.size.xs,
  color: neutral.textSecondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&[data-tone="error"]': { color: error.text },
    '&[data-tone="warning"]': { color: warning.text },
  },
});

export const statusText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** What recognition read (图号 · 图名) or why it refused the file. */
export const detail = style({
  flex: 'none',
  width: 220,
  fontSize: vars.font.size.xs,
  color: neutral.textSecondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const pinnedMark = style({ flex: 'none', display: 'inline-flex', color: error.text });

export const rowActions = style({ flex: 'none', display: 'flex', gap: vars.space.xxs });

/** Where a row's actions go while it was mounted during a fast scroll: the same room, no controls yet. */
export const actionSlot = style({ width: vars.size.controlSm, height: vars.size.controlSm });

export const empty = style({ paddingBlock: vars.space.xl });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tree = style({ maxHeight: 360, overflowY: 'auto' });

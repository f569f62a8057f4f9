import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, error } = vars.color;

/** Floats over the page's bottom end corner, above the content, like the desktop clients' transfer lists. */
export const panel = style({
  position: 'fixed',
  insetInlineEnd: vars.space.xl,
  insetBlockEnd: vars.space.xl,
  zIndex: 900,
  width: 520,
  maxWidth: `calc(100vw - 2 * ${vars.space.xl})`,
  display: 'flex',
  flexDirection: 'column',
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: neutral.text,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${neutral.divider}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const counts = style({
  display: 'inline-flex',
  gap: vars.space.sm,
  color: neutral.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const failedCount = style({ color: error.text });

export const headerActions = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.xxs });

export const scroll = style({ overflowY: 'auto', overscrollBehavior: 'contain', position: 'relative' });

export const rows = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: 48,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${neutral.divider}`,
});

export const info = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  color: neutral.textSecondary,
  minWidth: 0,
});

export const size = style({ flex: 'none', minWidth: 56, fontVariantNumeric: 'tabular-nums' });

export const detail = style({ flex: 1, minWidth: 0 });

export const statusText = style({ whiteSpace: 'nowrap' });

export const errorText = style({
  display: 'block',
  color: error.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowActions = style({ flex: 'none', display: 'flex', gap: vars.space.xxs });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const picked = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  color: neutral.textSecondary,
});

export const destination = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const pickedList = style({
  border: `1px solid ${neutral.divider}`,
  borderRadius: vars.radius.md,
});

export const pickedRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 32,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const pickedPath = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pickedSize = style({
  color: neutral.textSecondary,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const batchList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const batch = style({
  padding: vars.space.md,
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  background: neutral.surface,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.error.border },
  },
});

export const batchBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const batchHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const batchTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.medium,
  color: neutral.text,
});

export const drawingCount = style({
  flex: 1,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.textSecondary,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

// The drawing viewer

export const viewer = style({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: vars.space.md,
  minHeight: 480,
});

export const viewerList = style({
  maxHeight: 560,
  overflowY: 'auto',
  border: `1px solid ${neutral.divider}`,
  borderRadius: vars.radius.md,
});

export const viewerPane = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
});

export const pages = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  width: '100%',
});

export const document = style({
  display: 'flex',
  width: '100%',
});

/** Page navigation, at the end of the viewer's toolbar. */
export const pageBar = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: neutral.text,
});

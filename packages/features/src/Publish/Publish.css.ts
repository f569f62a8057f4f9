import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const form = style({ minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const batch = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const batchField = style({ width: 160 });

export const fileScroller = style({
  maxHeight: 320,
  overflowY: 'auto',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
});

export const fileTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
});

export const fileHead = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: neutral.surfaceSubtle,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${neutral.border}`,
});

export const fileCell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${neutral.divider}`,
  verticalAlign: 'top',
  wordBreak: 'break-all',
});

export const copiesCell = style({ width: 200 });

export const sum = style({
  margin: 0,
  alignSelf: 'flex-end',
  color: neutral.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({
  margin: 0,
  color: neutral.textSecondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});

export const shareBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const linkRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const linkField = style({ flex: 1, minWidth: 0 });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: 960,
  margin: '0 auto',
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'break-all',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const term = style({ color: neutral.textSecondary });

export const value = style({ margin: 0, color: neutral.text, wordBreak: 'break-all' });

export const folder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const folderName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${neutral.divider}` } },
});

export const fileItemName = style({ minWidth: 0, wordBreak: 'break-all' });

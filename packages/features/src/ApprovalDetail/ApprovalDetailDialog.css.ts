import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/**
 * Name, CA and the status tags: a status dot sits 8px from its own text, so neighbours keep 12px (issue 22 item 10:
 * 已通过 · 已盖章 read as one).
 */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

/** The header's link to the files: at the end of the line. */
export const jump = style({ marginInlineStart: 'auto' });

export const name = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  wordBreak: 'break-all',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // The files section takes the focus from the header's link (tabindex -1, a skip target): scrolled to, no ring.
  selectors: { '&:focus': { outline: 'none' } },
});

export const sectionTitle = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
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

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** An approver's name, status, remark and time: 12px apart, so the status dot belongs to its text, not the name. */
export const approver = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const muted = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

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

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});

export const footerStart = style({ marginInlineEnd: 'auto' });

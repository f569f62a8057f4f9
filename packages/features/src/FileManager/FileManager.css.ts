import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const picker = style({
  maxHeight: 360,
  overflow: 'auto',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const muted = style({ color: neutral.textSecondary, margin: 0 });

/** The clash asked about, under the list. */
export const current = style({ margin: 0, color: neutral.text, overflowWrap: 'anywhere' });

export const names = style({ margin: 0, paddingInlineStart: vars.space.lg, maxHeight: 160, overflow: 'auto' });

export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: neutral.text,
});

export const versionRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${neutral.divider}`,
});

/** 已盖章 and the approval that stamped the version, on one line beside the version or file name. */
export const stampedMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  minWidth: 0,
});

/** The approval's name beside 已盖章: cut with an ellipsis rather than pushing the row wider. */
export const stampedApproval = style({
  maxWidth: '16em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

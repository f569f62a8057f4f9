import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 32,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral.text,
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const muted = style({ color: vars.color.neutral.textSecondary });

export const strip = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, minWidth: 0 });

export const stripGroup = style({ flex: 1, minWidth: 0 });

export const stripCards = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const stripActions = style({ display: 'flex', gap: vars.space.sm, paddingBlockStart: 28 });

/** A template card: the radio and its icons; the chosen one outlined in the brand colour. */
export const card = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand.solid, background: vars.color.brand.subtle },
  },
});

export const nodes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  maxWidth: 320,
});

export const nodeDuty = style({ fontWeight: vars.font.weight.medium, marginInlineEnd: vars.space.sm });

import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const picture = style({ paddingBlock: 0 });

export const title = style({
  margin: `${vars.space.xs} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.neutral.text,
});

export const bigTitle = style([title, { fontSize: 40, lineHeight: '48px', color: vars.color.neutral.textSecondary }]);

export const text = style({ margin: 0, maxWidth: 440, color: vars.color.neutral.textSecondary });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

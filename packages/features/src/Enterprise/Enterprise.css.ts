import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const regionRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: 600,
  color: neutral.text,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const term = style({ color: neutral.textSecondary });

export const value = style({ margin: 0, color: neutral.text, wordBreak: 'break-all' });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const avatar = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${neutral.border}`,
});

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** The locked-enterprise screen (001 section 2.4): a card in the page, its picture, words and actions centred. */
export const lockedCard = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  padding: vars.space.xl,
  margin: vars.space.lg,
  background: neutral.surface,
  borderRadius: vars.radius.lg,
});

export const lockedPicture = style({ paddingBlock: 0 });

export const lockedTitle = style({
  margin: `${vars.space.xs} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  color: neutral.text,
});

export const lockedText = style({ margin: 0, maxWidth: 440, color: neutral.textSecondary });

export const lockedActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

export const lockedSelect = style({ width: 240, textAlign: 'left' });

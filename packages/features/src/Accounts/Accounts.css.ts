import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

/** The code field and its send button on one line, the button level with the input (below the label). */
export const codeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const codeInput = style({ flex: 1, minWidth: 0 });

/** The label's height above the input, so that the button sits beside the box. */
export const sendButton = style({
  marginTop: `calc(${vars.font.lineHeight.sm} + ${vars.space.xs})`,
  minWidth: '8.5em',
  flexShrink: 0,
});

/** /account/basic: the avatar beside its buttons and hint. */
export const avatarRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBottom: vars.space.lg,
});
export const avatar = style({ width: '64px', height: '64px', borderRadius: '50%', objectFit: 'cover', flexShrink: 0 });
export const avatarPlaceholder = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.brand.solid,
    color: vars.color.brand.onSolid,
    fontSize: vars.font.size.xl,
  },
]);
export const avatarActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const hint = style({ color: vars.color.neutral.textSecondary, fontSize: vars.font.size.sm });
/** 用户名 and 手机号, read-only, as term and value pairs. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.neutral.textSecondary,
});

/** A form's fields one under another (the preference form, which is no react-hook-form Form). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The invitation page: whose invitation, above the form. */
export const invitation = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.neutral.text });

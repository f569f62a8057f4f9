import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, brand } = vars.color;

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `linear-gradient(180deg, ${brand.subtle} 0%, ${neutral.background} 45%)`,
});

export const top = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.md} ${vars.space.xl}`,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingTop: '8vh',
  paddingInline: vars.space.lg,
});

export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.xs,
});

export const logo = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.lg,
  background: brand.solid,
  color: brand.onSolid,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const productTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.xl,
  fontWeight: vars.font.weight.semibold,
});

export const tagline = style({
  margin: `0 0 ${vars.space.xxl}`,
  color: neutral.textSecondary,
});

export const card = style({
  width: 'min(368px, 100%)',
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
});

/** The invitation page's card, centred in the public layout. */
export const centredCard = style([card, { margin: `${vars.space.xl} auto` }]);

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
});

/** 注册账号 / 忘记密码 (or 返回登录) under the form. */
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  marginTop: vars.space.lg,
  fontSize: vars.font.size.sm,
});

/** The card's heading when the tabs name the views (read by screen readers, not shown). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

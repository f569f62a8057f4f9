import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

const toneStyle = (tone: 'success' | 'info' | 'warning' | 'error') => ({
  background: vars.color[tone].subtle,
  borderColor: vars.color[tone].border,
});

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.lg,
    color: neutral.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    wordBreak: 'break-word',
  },
  variants: {
    tone: {
      success: toneStyle('success'),
      info: toneStyle('info'),
      warning: toneStyle('warning'),
      error: toneStyle('error'),
    },
    withDescription: {
      true: { padding: `${vars.space.lg} ${vars.space.xl}`, gap: vars.space.md },
      false: { padding: `${vars.space.sm} ${vars.space.md}` },
    },
    banner: {
      // Full width at the top of a page or a panel: no border, no rounding.
      true: { borderRadius: 0, borderColor: 'transparent' },
      false: {},
    },
  },
  defaultVariants: { tone: 'info', withDescription: false, banner: false },
});

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-flex' },
  variants: {
    tone: {
      success: { color: vars.color.success.text },
      info: { color: vars.color.info.text },
      warning: { color: vars.color.warning.solid },
      error: { color: vars.color.error.text },
    },
    withDescription: { true: { marginTop: 2 }, false: { marginTop: 4 } },
  },
});

export const content = style({ flex: 1, minWidth: 0 });

export const title = recipe({
  base: { color: neutral.text },
  variants: {
    withDescription: {
      true: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md, marginBottom: vars.space.xs },
      false: {},
    },
  },
});

export const description = style({ color: neutral.text });

export const action = style({ flexShrink: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const closeButton = style({ flexShrink: 0, color: neutral.textSecondary, marginBlock: -1 });

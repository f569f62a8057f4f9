import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { statusTones } from '../theme/tokens';

const { neutral } = vars.color;

const toneColors = Object.fromEntries(
  statusTones.map((tone) => [
    tone,
    { background: vars.color[tone].subtle, borderColor: vars.color[tone].border, color: vars.color[tone].text },
  ]),
) as Record<(typeof statusTones)[number], { background: string; borderColor: string; color: string }>;

/** Ant Design's tag: a small bordered label, neutral or tinted by a status tone. */
export const tag = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.sm,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontWeight: vars.font.weight.regular,
  },
  variants: {
    color: {
      default: { background: neutral.surfaceSubtle, borderColor: neutral.border, color: neutral.text },
      ...toneColors,
    },
    size: {
      sm: { height: 20, paddingInline: 6, fontSize: vars.font.size.xs, lineHeight: '18px' },
      md: { height: 24, paddingInline: 7, fontSize: vars.font.size.sm, lineHeight: '22px' },
    },
    disabled: {
      // Secondary, not 'disabled' grey: the text must stay readable (AA) on the disabled surface.
      true: { background: neutral.surfaceDisabled, borderColor: neutral.border, color: neutral.textSecondary },
      false: {},
    },
  },
  defaultVariants: { color: 'default', size: 'md', disabled: false },
});

export const text = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 16,
  height: 16,
  marginInlineEnd: -3,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent' },
  },
});

const ripple = keyframes({
  from: { transform: 'scale(1)', opacity: 0.5 },
  to: { transform: 'scale(2.4)', opacity: 0 },
});

export const statusTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  whiteSpace: 'nowrap',
});

/** The status dot; `processing` pulses like Ant Design's Badge status. */
export const dot = recipe({
  base: {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 6,
    height: 6,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      success: { background: vars.color.success.solid },
      processing: {
        background: vars.color.brand.solid,
        '::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: 'inherit',
          border: `1px solid ${vars.color.brand.solid}`,
          animation: `${ripple} 1.2s ease-in-out infinite`,
        },
        '@media': { '(prefers-reduced-motion: reduce)': { '::after': { animation: 'none' } } },
      },
      warning: { background: vars.color.warning.solid },
      error: { background: vars.color.error.solid },
      default: { background: neutral.borderStrong },
    },
  },
  defaultVariants: { tone: 'default' },
});

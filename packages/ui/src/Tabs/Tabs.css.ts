import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand } = vars.color;

export const tabs = style({
  display: 'flex',
  minWidth: 0,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'column' },
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  position: 'relative',
  flexShrink: 0,
  selectors: {
    '&[data-orientation="horizontal"]': {
      gap: vars.space.xxl,
      borderBottom: `1px solid ${neutral.divider}`,
      marginBottom: vars.space.lg,
      overflowX: 'auto',
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderInlineEnd: `1px solid ${neutral.divider}`,
      marginInlineEnd: vars.space.xl,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  color: neutral.text,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  transition: `color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-orientation="vertical"] > &': { padding: `${vars.space.sm} ${vars.space.xl}` },
    '&[data-hovered]:not([data-disabled])': { color: brand.solidHover },
    '&[data-pressed]:not([data-disabled])': { color: brand.solidActive },
    '&[data-selected]': { color: brand.text },
    '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
    // The ink bar: under the selected tab (beside it when vertical).
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      background: brand.solid,
      pointerEvents: 'none',
    },
    '[data-orientation="horizontal"] > &[data-selected]::after': { insetInline: 0, bottom: -1, height: 2 },
    '[data-orientation="vertical"] > &[data-selected]::after': { insetBlock: 0, insetInlineEnd: -1, width: 2 },
  },
});

export const badge = style({ display: 'inline-flex', alignItems: 'center' });

export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { boxShadow: vars.shadow.focus } },
});

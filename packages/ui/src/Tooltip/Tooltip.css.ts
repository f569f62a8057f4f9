import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

/** Ant Design's dark tooltip. */
export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: 250,
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: neutral.tooltip,
  color: neutral.onTooltip,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflowWrap: 'break-word',
  zIndex: vars.zIndex.tooltip,
  outline: 'none',
});

export const arrowSvg = style({
  display: 'block',
  fill: neutral.tooltip,
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});

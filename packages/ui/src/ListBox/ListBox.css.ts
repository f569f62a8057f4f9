import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { listItemRule, listRule, sectionHeaderRule, sectionRule } from './listItem.css';

const { neutral, brand } = vars.color;

export const listBox = style({ ...listRule, color: neutral.text });

/** One option: Ant Design's 32px row; hover/keyboard focus grey, selected brand-tinted and bold. */
export const item = style(
  listItemRule({
    '&[data-selected]': { background: neutral.surfaceSelected, fontWeight: vars.font.weight.semibold },
    '&[data-selected][data-hovered], &[data-selected][data-focused]': { background: brand.subtle },
  }),
);

export const itemContent = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const itemLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemDescription = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  selectors: {
    '[data-disabled] &': { color: neutral.textDisabled },
  },
});

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 14,
  color: brand.text,
});

export const section = style(sectionRule);

export const sectionHeader = style(sectionHeaderRule);

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: neutral.textSecondary,
  textAlign: 'center',
});

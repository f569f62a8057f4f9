import { style } from '@vanilla-extract/css';
import { listItemRule, listRule, sectionHeaderRule, sectionRule } from '../ListBox/listItem.css';
import { vars } from '../theme/contract.css';

const { neutral, error } = vars.color;

export const popover = style({
  minWidth: 'max(var(--trigger-width), 120px)',
  maxHeight: 320,
  overflowY: 'auto',
  padding: vars.space.xs,
});

export const menu = style(listRule);

/** Ant Design's dropdown item: grey on hover and keyboard focus; danger items turn red. */
export const item = style(listItemRule());

export const danger = style({
  color: error.text,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: error.solid, color: error.onSolid },
    '&[data-disabled]': { color: neutral.textDisabled, background: 'transparent' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 14,
  justifyContent: 'center',
});

export const label = style({ flex: 1, minWidth: 0 });

export const shortcut = style({
  marginInlineStart: vars.space.lg,
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  selectors: {
    '[data-hovered] > &, [data-focused] > &': { color: 'inherit' },
  },
});

export const section = style(sectionRule);

export const sectionHeader = style(sectionHeaderRule);

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: neutral.divider,
});

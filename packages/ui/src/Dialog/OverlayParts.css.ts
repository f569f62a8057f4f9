import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The title in an overlay's header (Dialog, Drawer): 16px semibold, taking the free width. A plain
 * style object: each overlay's stylesheet makes its own class of it.
 */
export const overlayTitleRule = {
  flex: 1,
  minWidth: 0,
  margin: 0,
  color: vars.color.neutral.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
} satisfies StyleRule;

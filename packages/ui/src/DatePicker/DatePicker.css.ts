import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand } = vars.color;

/**
 * The field never gets narrower than its box: in a narrow column it keeps the width the date needs rather than
 * letting the box overflow it (its label and message may still wrap).
 */
export const root = style({ minWidth: 'min-content' });

/**
 * The box: the segments, then the calendar button at the end. A date never wraps and is never cut: the box is at
 * least as wide as the whole date and the button (at 110 px the day was clipped to 2026 / 11 /).
 */
export const surface = style({
  minWidth: 'max-content',
  paddingInlineEnd: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const input = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

/** One part of the date (year, month, day, or a separator): focusable, typed into, Ant's placeholder grey when empty. */
export const segment = style({
  padding: `0 1px`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: neutral.textPlaceholder },
    '&[data-type="literal"]': { color: neutral.textSecondary },
    '&[data-focused]': { background: brand.solid, color: brand.onSolid },
    '&[data-disabled]': { color: neutral.textDisabled },
  },
});

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: neutral.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: brand.solid },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${brand.solid}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: neutral.textDisabled },
  },
});

export const popover = style({ padding: vars.space.md });

export const dialog = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const calendarTitle = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const navButton = style([calendarButton, { width: 28, height: 28 }]);

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: 32,
  height: 28,
  padding: 0,
  color: neutral.textSecondary,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
});

/** A day: Ant's 24px square, the chosen day filled with the brand colour, today outlined. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: 2,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: neutral.surfaceHover },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${brand.solid}` },
    '&[data-selected]': { background: brand.solid, color: brand.onSolid },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${brand.solid}` },
    '&[data-disabled], &[data-unavailable]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
});

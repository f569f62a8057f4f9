import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';
import * as pages from '../pages.css';

/** The list's card: the tabs and search above the table, the table filling the width. */
export const listCard = style([pages.card, { display: 'flex', flexDirection: 'column' }]);

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.md,
});

export const search = style({ width: 260 });

export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

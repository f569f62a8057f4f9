import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

/** The enterprise scope's notices above the messages. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

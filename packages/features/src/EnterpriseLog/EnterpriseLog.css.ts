import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const filter = style({ width: '180px' });
// Long values still wrap, but at spaces first: an IP or a name is not broken in the middle (issue 22).
export const details = style({ color: vars.color.neutral.textSecondary, overflowWrap: 'anywhere' });

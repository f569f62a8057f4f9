import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export { header, hint, section, title } from '../shared/section.css';

export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 auto' });

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

export const comment = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

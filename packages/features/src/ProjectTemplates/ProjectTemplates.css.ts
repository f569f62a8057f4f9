import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export { header, hint, section, title } from '../shared/section.css';

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const folderName = style({ display: 'inline-block', overflowWrap: 'anywhere' });

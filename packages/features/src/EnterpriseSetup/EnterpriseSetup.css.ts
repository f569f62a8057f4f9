import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export { form, header, hint, section, title } from '../shared/section.css';

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

/** Roles on the left, the chosen role on the right; fits 992 px with the sidebar. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 240px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const roleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const roleButton = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: neutral.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: neutral.surfaceHover },
    '&[aria-current="true"]': { background: neutral.surfaceSelected, borderColor: vars.color.brand.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const roleMeta = style({ color: neutral.textSecondary, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });

export const tree = style({ maxHeight: 520, overflow: 'auto' });

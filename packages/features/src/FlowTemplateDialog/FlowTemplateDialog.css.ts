import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const nodesHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const nodesTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  color: neutral.text,
});

export const nodeCount = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: neutral.textSecondary,
});

export const nodeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const nodeItem = style({
  position: 'relative',
  padding: vars.space.sm,
  border: `1px solid ${neutral.divider}`,
  borderRadius: vars.radius.md,
  background: neutral.surface,
  selectors: {
    '&[data-dragging]': {
      zIndex: 1,
      borderColor: vars.color.brand.border,
      boxShadow: vars.shadow.md,
    },
    '&[data-invalid]': { borderColor: vars.color.error.border },
  },
});

export const nodeGroup = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
  display: 'grid',
  gridTemplateColumns: `${vars.size.controlMd} 56px 180px minmax(0, 1fr) ${vars.size.controlMd}`,
  alignItems: 'start',
  columnGap: vars.space.sm,
});

export const handle = style({
  boxSizing: 'border-box',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: neutral.textSecondary,
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: neutral.surfaceHover, color: neutral.text },
    '&:focus-visible': { boxShadow: vars.shadow.focus },
    '&[aria-pressed="true"]': { cursor: 'grabbing', color: vars.color.brand.text },
  },
});

export const nodeTitle = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.size.controlMd,
  color: neutral.text,
  whiteSpace: 'nowrap',
});

export const nodeError = style({
  margin: 0,
  marginTop: vars.space.xs,
  paddingInlineStart: `calc(${vars.size.controlMd} + 56px + 2 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.error.text,
});

export const footerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

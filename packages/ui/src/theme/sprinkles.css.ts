import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

const space = vars.space;
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    padding: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    margin: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    borderRadius: vars.radius,
    textAlign: ['left', 'center', 'right'],
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    minWidth: { 0: '0' },
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: {
      text: vars.color.neutral.text,
      textSecondary: vars.color.neutral.textSecondary,
      brand: vars.color.brand.text,
      success: vars.color.success.text,
      warning: vars.color.warning.text,
      error: vars.color.error.text,
    },
    background: {
      surface: vars.color.neutral.surface,
      surfaceSubtle: vars.color.neutral.surfaceSubtle,
      background: vars.color.neutral.background,
      brandSubtle: vars.color.brand.subtle,
    },
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];

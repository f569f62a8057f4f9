import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { statusTones } from '../theme/tokens';

export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  lineHeight: 1,
});

const toneColors = Object.fromEntries(
  statusTones.map((tone) => [tone, { background: vars.color[tone].solid, color: vars.color[tone].onSolid }]),
) as Record<(typeof statusTones)[number], { background: string; color: string }>;

/** Ant Design's badge: a 20px pill with the count, or a 6px dot, over the child's top end corner. */
export const indicator = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    boxShadow: `0 0 0 1px ${vars.color.neutral.surface}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    color: toneColors,
    dot: {
      true: { width: 6, height: 6, minWidth: 6 },
      false: { minWidth: 20, height: 20, paddingInline: 6, lineHeight: '20px' },
    },
    /** Over a child (absolute, half outside its corner) or inline on its own. */
    attached: {
      true: {
        position: 'absolute',
        top: 0,
        insetInlineEnd: 0,
        transform: 'translate(50%, -50%)',
        zIndex: 1,
      },
      false: { position: 'relative' },
    },
  },
  defaultVariants: { color: 'error', dot: false, attached: false },
});

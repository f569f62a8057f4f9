import { vars } from '@atelier/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { LABEL_FONT, LABEL_HEIGHT, REGION_BORDER } from './labels';

const { neutral } = vars.color;

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const spacer = style({ flex: 1 });
export const hint = style({ color: neutral.textSecondary, fontSize: vars.font.size.xs, margin: 0 });
/** The drawing and the list side by side; at 992 px and below the list goes under the drawing. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  minWidth: 0,
});
/** The zoom bar over the drawing's pane; the pane takes the row's width left beside the region list. */
export const canvasColumn = style({
  flex: '1 1 420px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const zoomLevel = style({ minWidth: '4em', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
/**
 * The drawing's pane, measured to fit the page (its max-height is what 适合页面 fits to). The scroll bar's room is
 * kept always, so a fitted page that grows a vertical scroll bar is not fitted again narrower, and again wider.
 */
export const canvasScroll = style({
  minWidth: 0,
  overflow: 'auto',
  scrollbarGutter: 'stable',
  border: `1px solid ${neutral.border}`,
  background: neutral.background,
  maxHeight: '72vh',
});
export const canvas = style({
  position: 'relative',
  margin: '0 auto',
  background: neutral.surface,
  userSelect: 'none',
  touchAction: 'none',
  cursor: 'crosshair',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const page = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });
export const overlay = style({ position: 'absolute', inset: 0 });

const kindColor = {
  title: neutral.borderStrong,
  anchor: vars.color.brand.solid,
  info: vars.color.info.text,
  signer: vars.color.success.solid,
  signature: vars.color.success.text,
  stamp: vars.color.error.solid,
  output: vars.color.warning.text,
  custom: vars.color.warning.solid,
} as const;

export const region = style({
  position: 'absolute',
  boxSizing: 'border-box',
  borderWidth: REGION_BORDER,
  borderStyle: 'solid',
  cursor: 'move',
  overflow: 'visible',
});
export const regionKind = styleVariants(kindColor, (color) => ({ borderColor: color, color }));
export const selected = style({
  boxShadow: `0 0 0 2px ${vars.color.focusRing}`,
  background: 'rgba(20, 99, 216, 0.08)',
});
/**
 * A region's label, placed by labels.ts (data-place): inside the region, above or below it, or hidden (shown while
 * the region is hovered, above the others) when no place is free of other labels and regions.
 */
export const regionLabel = style({
  // Placed from the region's outer edge (the offsets start inside its border), as labels.ts reckons.
  position: 'absolute',
  left: -REGION_BORDER,
  bottom: `calc(100% + ${REGION_BORDER}px)`,
  fontSize: LABEL_FONT,
  lineHeight: `${LABEL_HEIGHT}px`,
  whiteSpace: 'nowrap',
  background: neutral.surface,
  padding: '0 2px',
  pointerEvents: 'none',
  // Above the regions drawn after its own (they are its siblings' children, no stacking context between).
  zIndex: 1,
  selectors: {
    '&[data-place="inside"]': { bottom: 'auto', top: 0, left: 0 },
    '&[data-place="below"]': { bottom: 'auto', top: `calc(100% + ${REGION_BORDER}px)` },
    '&[data-place="hidden"]': { display: 'none' },
    [`${region}:hover > &[data-place="hidden"]`]: { display: 'block', zIndex: 2 },
    [`${selected} > &`]: { zIndex: 3 },
  },
});
export const handle = style({
  position: 'absolute',
  right: -5,
  bottom: -5,
  width: 10,
  height: 10,
  background: vars.color.focusRing,
  cursor: 'nwse-resize',
});
export const drawing = style({
  position: 'absolute',
  border: `1px dashed ${vars.color.focusRing}`,
  pointerEvents: 'none',
});

export const side = style({
  flex: '0 1 300px',
  minWidth: 260,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '72vh',
  overflow: 'auto',
});
export const sideTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: 600 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const item = style({
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const itemSelected = style({ borderColor: vars.color.focusRing, background: neutral.surfaceSelected });
export const itemHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifyContent: 'space-between',
});
export const itemButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  flex: 1,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const meta = style({ color: neutral.textSecondary, fontSize: vars.font.size.xs });
export const error = style({ color: vars.color.error.text, fontSize: vars.font.size.sm, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm });
export const muted = style({ color: neutral.textSecondary });

import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { overlayTitleRule } from './OverlayParts.css';

const { neutral } = vars.color;

/** The dialog's width, set inline from the `width` prop. */
export const dialogWidth = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.92)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

// The open and close animations are set on [data-entering]/[data-exiting], which outweigh a plain class rule:
// the reduced-motion rule names the same states, or it would never win.
const reducedMotion = {
  '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
};

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  boxSizing: 'border-box',
  // Ant's dialogs sit 100px from the top. No inline padding: a width in % is of the viewport.
  paddingBlock: 100,
  background: neutral.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.out}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': {
    ...reducedMotion,
    '(max-height: 600px)': { paddingBlock: vars.space.xl },
  },
});

export const modal = style({
  vars: { [dialogWidth]: '520px' },
  width: `min(${dialogWidth}, calc(100% - 32px))`,
  maxHeight: '100%',
  display: 'flex',
  boxSizing: 'border-box',
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${zoomIn} ${vars.motion.duration.normal} ${vars.motion.easing.out}` },
    '&[data-exiting]': { animation: `${zoomIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse` },
  },
  '@media': reducedMotion,
});

/** Ant's confirm is narrower than a dialog. */
export const confirmModal = style({ vars: { [dialogWidth]: '416px' } });

export const dialog = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: '20px 24px',
  outline: 'none',
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // 16 px between the title and the body's first field (issue 22 item 12: at 8 px the title crowded its label).
  marginBottom: vars.space.lg,
  flexShrink: 0,
});

export const title = style({ ...overlayTitleRule, wordBreak: 'break-word' });

export const closeButton = style({
  flexShrink: 0,
  marginTop: -1,
  marginInlineEnd: -8,
  color: neutral.textSecondary,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  wordBreak: 'break-word',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  flexShrink: 0,
});

/* The confirm dialog: a tone icon beside the title and content, Ant's layout. */
export const confirmLayout = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  alignItems: 'start',
});

export const confirmIcon = style({
  gridRow: '1 / span 2',
  marginTop: 1,
  flexShrink: 0,
});

export const confirmTone = {
  info: style({ color: vars.color.info.text }),
  success: style({ color: vars.color.success.text }),
  warning: style({ color: vars.color.warning.solid }),
  error: style({ color: vars.color.error.text }),
};

export const confirmContent = style({
  gridColumn: 2,
  color: neutral.text,
  wordBreak: 'break-word',
});

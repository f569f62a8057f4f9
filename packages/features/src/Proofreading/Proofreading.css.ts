import { vars } from '@atelier/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const spacer = style({ flex: 1 });
export const hint = style({ color: neutral.textSecondary, fontSize: vars.font.size.xs, margin: 0 });
/** The drawing and the list side by side; at 992 px the list keeps 300 px beside the drawing. */
export const body = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start', minWidth: 0 });
export const canvasScroll = style({
  flex: '1 1 0',
  minWidth: 0,
  overflow: 'auto',
  border: `1px solid ${neutral.border}`,
  background: neutral.background,
  height: '70vh',
  minHeight: 360,
});
export const canvas = style({
  position: 'relative',
  background: neutral.surface,
  userSelect: 'none',
  touchAction: 'none',
  cursor: 'crosshair',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const page = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });
export const overlay = style({ position: 'absolute', inset: 0, overflow: 'visible' });
export const side = style({
  flex: '0 0 300px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '70vh',
  minHeight: 360,
  overflow: 'auto',
});
export const sideTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: 600 });
export const filters = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });
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
  fontSize: vars.font.size.sm,
});
export const itemSelected = style({ borderColor: vars.color.focusRing, background: neutral.surfaceSelected });
export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
export const meta = style({ color: neutral.textSecondary, fontSize: vars.font.size.xs });
export const comment = style({ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
export const replies = style({
  listStyle: 'none',
  margin: 0,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${neutral.border}`,
});
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const form = style({
  border: `1px solid ${vars.color.focusRing}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const selectLink = style({
  all: 'unset',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

/** Each opinion type's colour on the drawing (mandatory clauses stand out). */
export const typeStroke = {
  1: vars.color.warning.solid,
  2: vars.color.info.text,
  4: vars.color.error.solid,
  6: vars.color.brand.solid,
} as const;

export const shape = styleVariants({
  normal: { fill: 'none', strokeWidth: 2, vectorEffect: 'non-scaling-stroke', cursor: 'pointer' },
  selected: { fill: 'none', strokeWidth: 4, vectorEffect: 'non-scaling-stroke', cursor: 'pointer' },
  draft: { fill: 'none', strokeWidth: 2, strokeDasharray: '6 4', vectorEffect: 'non-scaling-stroke' },
});
export const textLabel = style({ fontSize: 12, pointerEvents: 'none' });
export const cursor = style({
  fill: 'none',
  stroke: vars.color.focusRing,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});
/** The marks list inside the side column (the column scrolls, not the list). */
export const sideList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// 发起校审 --------------------------------------------------------------------------------------------------------

export const launchForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const launchFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, width: '100%' });
export const launchSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const launchSectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const launchSectionTitle = style({
  margin: 0,
  color: vars.color.neutral.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});
export const launchMuted = style({
  color: vars.color.neutral.textSecondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});
export const launchError = style({ margin: 0, color: vars.color.error.text, fontSize: vars.font.size.sm });
export const taskList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
/** Number, role, people and the row's buttons; the people take what is left and wrap below at 992 px. */
export const taskRow = style({
  display: 'grid',
  gridTemplateColumns: '24px minmax(120px, 160px) minmax(200px, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.neutral.border}`,
  borderRadius: vars.radius.md,
});
export const taskNumber = style({
  alignSelf: 'center',
  color: vars.color.neutral.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
export const taskRole = style({ minWidth: 0 });
export const taskPeople = style({ minWidth: 0 });
export const taskActions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const launchFiles = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  maxHeight: 160,
  overflowY: 'auto',
  color: vars.color.neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/** The files-busy warning above the launch form: the form's own gap (16 px) below it, not touching the name field. */
export const launchAlert = style({ marginBlockEnd: vars.space.lg });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
export const logList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 320,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const logItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  wordBreak: 'break-word',
});
export const versionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const versionItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const versionName = style({ minWidth: 0, wordBreak: 'break-word', fontSize: vars.font.size.sm });

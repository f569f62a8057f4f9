import { vars } from '@atelier/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const { neutral } = vars.color;

/** A checkerboard behind stamp images: the transparent background shows as squares, not as white. */
const checkerboard = style({
  backgroundColor: neutral.surface,
  backgroundImage: `conic-gradient(${neutral.divider} 25%, transparent 0 50%, ${neutral.divider} 0 75%, transparent 0)`,
  backgroundSize: '16px 16px',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  flexShrink: 0,
});

export const imageBox = styleVariants({
  sm: [checkerboard, { width: 48, height: 48, padding: vars.space.xxs }],
  md: [checkerboard, { width: 120, height: 120, padding: vars.space.xs }],
  lg: [checkerboard, { width: 160, height: 160, padding: vars.space.sm }],
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' });

export const imageText = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  textAlign: 'center',
  padding: vars.space.xs,
  // Wraps between words only: break-all read 无图 / 片 and No im / age in the table's 48px box (issue 22).
  wordBreak: 'keep-all',
});

export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const uploadLabel = style({
  padding: 0,
  marginBottom: vars.space.sm,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const uploadRow = style({ display: 'flex', gap: vars.space.lg, alignItems: 'stretch', flexWrap: 'wrap' });

export const uploadPreview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const uploadPicker = style({ flex: '1 1 240px', minWidth: 0 });

export const caption = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  margin: 0,
});

export const errorText = style({
  color: vars.color.error.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  margin: 0,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const sectionTitle = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.lg,
  background: neutral.surface,
});

export const cardName = style({
  margin: 0,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  wordBreak: 'break-all',
});

export const cardMeta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const search = style({ width: 220 });

export const stateSelect = style({ width: 140 });

export const table = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, wordBreak: 'break-all' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A stamp's name: at least eight characters wide, so that a narrow table scrolls rather than stack it. */
export const stampName = style({ display: 'inline-block', minWidth: '8em' });

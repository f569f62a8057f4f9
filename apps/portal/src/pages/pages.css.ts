import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, brand } = vars.color;

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minHeight: 0,
});

export const card = style({
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
});

export const cardFill = style([card, { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }]);

export const cardTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

// Dashboard
export const welcome = style([
  card,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    padding: vars.space.xl,
  },
]);

export const welcomeTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const welcomeMeta = style({ margin: `${vars.space.xs} 0 0`, color: neutral.textSecondary });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const projectGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const projectTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${neutral.divider}`,
  borderRadius: vars.radius.md,
  color: neutral.text,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: brand.border, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const tileName = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tileMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const shortcutList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Actions under a card's content, apart from it (the dashboard's 发起按序签章 under the shortcut tiles). */
export const cardFooter = style({
  marginBlockStart: vars.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: neutral.surfaceSubtle,
  color: neutral.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: brand.subtle, color: brand.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

// Home
export const hero = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxxl,
  textAlign: 'center',
});

export const heroTitle = style({ margin: 0, fontSize: 32, lineHeight: '40px', fontWeight: vars.font.weight.semibold });
export const heroText = style({ margin: 0, fontSize: vars.font.size.md, color: neutral.textSecondary });

export const featureList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fullPage = style([page, { height: '100vh', background: neutral.background }]);

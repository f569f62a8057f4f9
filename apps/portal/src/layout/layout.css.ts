import { TOAST_TOP_PROPERTY, vars } from '@atelier/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { neutral, brand } = vars.color;

/** Navbar height (Ant Design Pro's header). */
export const NAVBAR_HEIGHT = 48;
/** Sidebar width (001 section 9). */
export const SIDEBAR_WIDTH = 260;

globalStyle('html, body, #root', { height: '100%' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// Toasts open below the navbar, never over its links (issue 22 item 15).
globalStyle(':root:has([data-navbar])', {
  vars: { [TOAST_TOP_PROPERTY]: `calc(${NAVBAR_HEIGHT}px + ${vars.space.sm})` },
});

export const app = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  background: neutral.background,
});

export const navbar = style({
  flex: `0 0 ${NAVBAR_HEIGHT}px`,
  height: NAVBAR_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  background: neutral.surface,
  borderBottom: `1px solid ${neutral.divider}`,
  boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  minWidth: 0,
});

export const brandLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: neutral.text,
  textDecoration: 'none',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const logo = style({
  width: 28,
  height: 28,
  borderRadius: vars.radius.md,
  background: brand.solid,
  color: brand.onSolid,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

export const productName = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const moduleNav = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  display: 'flex',
  alignItems: 'center',
});

/** One row: items that wrap to a second line are hidden and offered in the "more" menu. */
export const moduleList = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  height: NAVBAR_HEIGHT,
  overflow: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const moduleHidden = style({ visibility: 'hidden', height: NAVBAR_HEIGHT });

/** Room for the "more" button is kept even when every module fits, so the row does not jump. */
export const moreSlot = style({ flex: '0 0 72px', display: 'flex', justifyContent: 'flex-start' });
export const moreSlotEmpty = style([moreSlot, { visibility: 'hidden' }]);
export const moreActive = style({ color: brand.text });

export const moduleLink = style({
  display: 'flex',
  alignItems: 'center',
  height: NAVBAR_HEIGHT,
  paddingInline: vars.space.md,
  color: neutral.textSecondary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  borderTop: '2px solid transparent',
  transition: `color ${vars.motion.duration.normal}, border-color ${vars.motion.duration.normal}`,
  selectors: {
    '&:hover': { color: brand.text },
    '&[aria-current="page"]': {
      color: brand.text,
      borderBottomColor: brand.solid,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});

export const navbarActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const enterpriseName = style({
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const avatar = style({
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  background: brand.subtle,
  color: brand.text,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  flexShrink: 0,
  '::before': { content: 'attr(data-initial)' },
});

export const menuTick = style({ color: brand.text });
export const menuTickSpace = style({ display: 'inline-block', width: 14 });

export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
});

export const sidebar = style({
  flex: `0 0 ${SIDEBAR_WIDTH}px`,
  width: SIDEBAR_WIDTH,
  background: neutral.surface,
  borderRight: `1px solid ${neutral.divider}`,
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
});

export const sidebarTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  color: neutral.textSecondary,
});

export const sidebarList = style({ margin: 0, padding: `0 ${vars.space.sm}`, listStyle: 'none' });

/** Under the sub-menu: the disk's capacity bar. */
export const sidebarFooter = style({ padding: `${vars.space.md} ${vars.space.md}` });

export const sidebarLink = style({
  display: 'flex',
  alignItems: 'center',
  height: 40,
  marginBlock: vars.space.xxs,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  color: neutral.text,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { background: neutral.surfaceHover },
    '&[aria-current="page"]': {
      background: brand.subtle,
      color: brand.text,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});

export const content = style({
  outline: 'none',
  flex: 1,
  minWidth: 0,
  overflow: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

export const publicShell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: neutral.background,
});

export const publicHeader = style({
  height: 56,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInline: vars.space.xl,
  background: neutral.surface,
  borderBottom: `1px solid ${neutral.divider}`,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The count at the end of a sidebar item. */
export const sidebarCount = style({ marginInlineStart: 'auto' });

/** Off screen until focused (the first Tab of a page): then over the navbar's corner. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: 1000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: neutral.surface,
  color: brand.text,
  boxShadow: vars.shadow.focus,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

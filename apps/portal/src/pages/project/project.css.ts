import { vars } from '@atelier/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { neutral, brand } = vars.color;

export const PANEL_WIDTH = 280;
export const TREE_WIDTH = 240;

export const centre = style({ flex: 1, minHeight: 0, display: 'flex' });

// The left project panel (001 section 2.5)
export const panel = style({
  flex: `0 0 ${PANEL_WIDTH}px`,
  width: PANEL_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  background: neutral.surface,
  borderRight: `1px solid ${neutral.divider}`,
  minHeight: 0,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Longer labels (en-US: Recycle bin, New project) wrap under the title rather than overflow the 280 px panel.
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.sm}`,
});

// Wraps too: in en-US the tag button, Recycle bin and New project are wider than the 280 px panel (seen at 992 px).
export const panelActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
});

export const panelFilters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  borderBottom: `1px solid ${neutral.divider}`,
});

export const panelList = style({ flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space.sm });

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const projectLink = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: neutral.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: neutral.surfaceHover },
    '&[aria-current="page"]': { background: brand.subtle },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});

/** A project of the panel: its link, then its star and label buttons beside it (not inside the link). */
export const projectRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });

/** The cover beside the project's name (issue 25), level with the link's first line. */
export const projectCover = style({ flex: 'none', paddingTop: vars.space.sm, paddingLeft: vars.space.xs });

export const projectActions = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  paddingTop: vars.space.xs,
});

export const projectName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${projectLink}[aria-current="page"] &`]: { color: brand.text, fontWeight: vars.font.weight.medium } },
});

export const projectMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: neutral.textSecondary,
  minWidth: 0,
});

export const simpleName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const panelFooter = style({ padding: vars.space.sm, display: 'flex', justifyContent: 'center' });

export const panelState = style({ padding: vars.space.lg });

// The project view
export const view = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minHeight: 0,
});

export const header = style({
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.lg} ${vars.space.xl} 0`,
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  color: neutral.textSecondary,
});

export const fact = style({ display: 'flex', gap: vars.space.xs, margin: 0 });
export const factValue = style({ margin: 0, color: neutral.text });

export const tabPanel = style({ flex: 1, minHeight: 0, display: 'flex' });

export const files = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  background: neutral.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const treePane = style({
  flex: `0 0 ${TREE_WIDTH}px`,
  width: TREE_WIDTH,
  borderRight: `1px solid ${neutral.divider}`,
  overflow: 'auto',
  padding: vars.space.sm,
});

export const paneTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  color: neutral.textSecondary,
});

export const listPane = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${neutral.divider}`,
  minHeight: 48,
});

export const count = style({ color: neutral.textSecondary, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });

export const crumbsNav = style({ flex: '0 1 auto', minWidth: 0, maxWidth: '40%' });

/** One line of crumbs, never wider than 40 % of the toolbar: a long name is cut (its full name in the title). */
export const crumbs = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflow: 'hidden',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const crumb = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: neutral.textSecondary,
  minWidth: 0,
  whiteSpace: 'nowrap',
});

/** A crumb's name: cut with an ellipsis rather than wrapped one character per line (issue 22 item 23). */
export const crumbName = style({ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '12em', display: 'block' });

export const crumbLink = style({
  color: neutral.textSecondary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: brand.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const crumbCurrent = style({ color: neutral.text, fontWeight: vars.font.weight.medium });

export const tableWrap = style({ flex: 1, minHeight: 0, overflow: 'auto', padding: `0 ${vars.space.sm}` });

export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
/** The name over its meta line (the compact list's size and date). */
export const nameStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const nameLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const nameMeta = style({ color: neutral.textSecondary, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const folderName = style([fileName, { cursor: 'pointer', selectors: { '&:hover': { color: brand.text } } }]);

export const rowActions = style({ display: 'flex', gap: vars.space.xs });

export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md });

export const muted = style({ color: neutral.textSecondary });

/**
 * The 流程中心 tab's card fills the tab (issue 22 item 12): as a bare card in the flex row it took its table's width,
 * which changed with the page's rows, and left the rest of the row grey.
 */
export const workflowCard = style({ flex: 1, minWidth: 0, overflow: 'auto' });

/**
 * At 200 % zoom on a 1280 px screen (a 640 CSS-px window) the three panes of the project centre side by side left
 * the file list ~120 px (issue 22 item 23). Below 768 px they stack: the project list on top (its own scroll), then
 * the project, its folder tree above the file list, and the page scrolls; the file list gets the window's width.
 */
const STACKED = '(max-width: 767px)';

globalStyle(`.${centre}`, {
  '@media': { [STACKED]: { flexDirection: 'column', flex: '1 0 auto', minHeight: 'auto' } },
});
globalStyle(`.${panel}`, {
  '@media': {
    [STACKED]: {
      flex: 'none',
      width: 'auto',
      maxHeight: 240,
      borderRight: 'none',
      borderBottom: `1px solid ${neutral.divider}`,
    },
  },
});
globalStyle(`.${view}`, { '@media': { [STACKED]: { flex: '1 0 auto', minHeight: 'auto' } } });
globalStyle(`.${tabPanel}`, { '@media': { [STACKED]: { flex: '1 0 auto', minHeight: 'auto' } } });
// The files sit in the tab panel's row: they keep its width (flex: 1, min-width: 0) and stack inside it.
globalStyle(`.${files}`, { '@media': { [STACKED]: { flexDirection: 'column', minWidth: 0, minHeight: 'auto' } } });
globalStyle(`.${treePane}`, {
  '@media': {
    [STACKED]: {
      flex: 'none',
      width: 'auto',
      maxHeight: 200,
      borderRight: 'none',
      borderBottom: `1px solid ${neutral.divider}`,
    },
  },
});
globalStyle(`.${listPane}`, { '@media': { [STACKED]: { flex: 'none', minHeight: 360 } } });

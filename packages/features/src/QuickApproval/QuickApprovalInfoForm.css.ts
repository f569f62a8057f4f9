import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

/**
 * The form takes its step's whole width (issue 22 item 12: at 720 px it left a dead column in the 1040 px wizard):
 * the name, the output stamp and the signer share the first row (three columns in the wizard, fewer when narrow),
 * the longer fields the full width below.
 */
export const form = style({ minWidth: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
});

export const attachments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.regular,
  color: neutral.text,
});

export const attachmentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const attachment = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
  selectors: {
    '&:hover': { background: neutral.surfaceHover },
    '&[data-invalid]': { color: vars.color.error.text },
  },
});

export const attachmentName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const attachmentSize = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
});

export const attachmentError = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.error.text,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const wizardSteps = style({ marginBlockEnd: vars.space.lg });

export const wizardFooter = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, width: '100%' });

/** The launch's success message and its 查看审批 link on one line. */
export const launchedMessage = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.sm });

/** A wizard step's panel: focused when its step opens, to say where the user is; not a control, so no ring. */
export const wizardPanel = style({ outline: 'none' });

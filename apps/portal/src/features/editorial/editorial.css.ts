import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/** What the writer wrote, as written: their line breaks kept, long words wrapped. */
export const entryText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const badgeTone = styleVariants({
  kind: { color: vars.color.text },
  pending: { background: vars.color.warningSurface, color: vars.color.warning },
  approved: { background: vars.color.successSurface, color: vars.color.success },
  rejected: { background: vars.color.criticalSurface, color: vars.color.critical },
});

export const files = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Staff's reason or Lindner's answer, set off from the writer's words. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.borderSubtle}`,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const emptyLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const body = style({ alignSelf: 'stretch', minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The state's word in its colour (text on the page's background: AA contrast). */
export const stateTone = styleVariants({
  dueSoon: { color: vars.color.warning, fontWeight: vars.fontWeight.medium },
  overdue: { color: vars.color.critical, fontWeight: vars.fontWeight.medium },
});

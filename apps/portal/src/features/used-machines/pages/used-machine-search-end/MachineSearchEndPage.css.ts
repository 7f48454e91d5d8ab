import { vars } from '@lindner/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '48rem',
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
  overflowWrap: 'anywhere',
});

/** The island's states, laid out as the page (its element takes the page's width). */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});
globalStyle(`${page} > [data-lindner-island]`, { alignSelf: 'stretch' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});

export const summaryValue = style({ margin: 0, minWidth: 0 });

export const notice = style({
  alignSelf: 'stretch',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** A link as tall as a button: a 44 px target. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

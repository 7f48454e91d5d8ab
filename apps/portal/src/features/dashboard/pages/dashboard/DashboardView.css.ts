import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@lindner/ui';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.medium,
  width: '100%',
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': { [minWidth('md')]: { padding: vars.space.large } },
});

/** A figure reads like a heading: larger than any text size, in the heading font. */
export const value = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.h3 });

/** A readable line length for the explanation. */
export const emptyText = style({ maxWidth: '40rem' });

/** The vehicles, each a link to its page: a wrapping row, each link a full touch target. */
export const vehicles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

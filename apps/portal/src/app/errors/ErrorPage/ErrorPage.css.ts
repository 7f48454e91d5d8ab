import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

/** A readable line length for the explanation. */
export const text = style({ maxWidth: '40rem' });

/** The ways on, one per line: each link a whole line, easy to hit on a phone. */
export const ways = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

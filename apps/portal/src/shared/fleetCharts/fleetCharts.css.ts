import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '@lindner/ui';

/** The two charts: one above the other on a phone, side by side from large screens. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  width: '100%',
  minWidth: 0,
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

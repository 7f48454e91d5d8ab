import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

/** Two columns where there is room; wide fields and groups take the whole row. */
export const form = style({
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
});

export const fullRow = style({ gridColumn: '1 / -1', minWidth: 0 });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const thanks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  outline: 'none',
});

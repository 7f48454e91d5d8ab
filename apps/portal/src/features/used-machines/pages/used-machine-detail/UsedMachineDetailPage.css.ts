import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlock: vars.space.medium,
});

/** Photos and facts, with contact and inquiry beside them from lg; one column on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

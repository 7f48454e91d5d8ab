import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
});

/** On a phone: facts, sign-up, description; from lg the sign-up beside them. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"facts" "signUp" "description"',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [minWidth('lg')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)',
      gridTemplateAreas: '"facts signUp" "description signUp"',
    },
  },
});

export const facts = style({
  gridArea: 'facts',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
});

export const signUp = style({ gridArea: 'signUp', minWidth: 0 });

export const description = style({
  gridArea: 'description',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
  minWidth: 0,
});

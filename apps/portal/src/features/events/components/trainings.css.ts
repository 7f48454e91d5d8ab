import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const conditions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const condition = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

export const fixLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** On a phone: facts, sign-up, description; from lg the sign-up beside them. */
export const detailLayout = style({
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
  gap: vars.space.medium,
  minWidth: 0,
});

export const signUp = style({
  gridArea: 'signUp',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const description = style({
  gridArea: 'description',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

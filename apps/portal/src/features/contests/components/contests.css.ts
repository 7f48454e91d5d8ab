import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The contest pages: the list of contests, a contest's page with its entries, the vote button.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
  minWidth: 0,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: '48rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
});

export const deadlineOver = style({
  fontWeight: 700,
});

export const takePart = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const vote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  marginTop: 'auto',
});

export const consent = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: '44px',
  cursor: 'pointer',
});

export const consentBox = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  margin: '10px',
  accentColor: vars.color.text,
});

export const voteStatus = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  ':empty': { display: 'none' },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '36rem',
  minWidth: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const success = style({
  margin: 0,
  fontWeight: 700,
});

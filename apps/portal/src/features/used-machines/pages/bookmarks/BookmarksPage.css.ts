import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export {
  actions,
  card,
  cardList as list,
  factValue,
  facts,
} from '../../../../shared/personalArea/cards.css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A bookmarked machine: its photo beside its facts from md, above them on a phone. */
export const machine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: '12rem minmax(0, 1fr)' },
  },
});

export const photo = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
});

/** Links as tall as a button: 44 px targets. */
export const targetLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

/** The compare box with its label: the whole row is the 44 px target. */
export const compareChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInlineEnd: vars.space.small,
  cursor: 'pointer',
  selectors: {
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const compareBox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The comparison's bar: the count, the hint and the link. */
export const compareBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const confirm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const notice = style({
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

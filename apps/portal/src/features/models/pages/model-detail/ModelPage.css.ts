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
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  // The section navigation's links land here: their heading stays below the sticky header.
  scrollMarginTop: '6rem',
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const sectionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const sectionPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

/** What a section holds beyond its text: the technical data, the calculator, links. */
export const sectionExtra = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': { [minWidth('lg')]: { gridColumn: '1 / -1' } },
});

export const listPrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
});

export const listPriceValue = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { minWidth, print, vars } from '@lindner/ui';

/** The vehicle cards: one column on a phone, as many as fit beside each other above. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
});

/** Images are 4:3; the placeholder keeps the same room. */
export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const placeholder = style([
  cardImage,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
  },
]);

export const placeholderIcon = style({ width: '40%', height: 'auto' });

/** A card's heading link covers the card's title; the text wraps, never overflows. */
export const cardTitle = style({ overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const badgeTone = styleVariants({
  pending: { background: vars.color.warningSurface, color: vars.color.warning },
  approved: { background: vars.color.successSurface, color: vars.color.success },
  rejected: { background: vars.color.criticalSurface, color: vars.color.critical },
});

/** Key figures of a vehicle, as on the dashboard. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
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
  minWidth: 0,
});

export const figureValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  overflowWrap: 'anywhere',
});

/** A section that takes its Stack's width. */
export const section = style({ alignSelf: 'stretch', minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The range filter: the two dates beside each other where there is room. */
export const rangeForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const rangeField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 9rem',
  minWidth: 0,
});

export const dateInput = style({
  minHeight: vars.size.touchTarget,
  width: '100%',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  font: 'inherit',
  background: vars.color.background,
  color: vars.color.text,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  minWidth: 0,
  '@media': { [print]: { padding: vars.space.xsmall, breakInside: 'avoid' } },
});

export const entryBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 14rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const imageRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const imageFigure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  width: '12rem',
  maxWidth: '100%',
});

export const imageForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const reviewItem = style([card, { height: 'auto' }]);

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** Only on paper: the print view's heading with vehicle and range. */
export const printOnly = style({
  display: 'none',
  '@media': { [print]: { display: 'block' } },
});

/** Controls, filters and other sections are left off the printed diary. */
export const noPrint = style({
  '@media': { [print]: { display: 'none' } },
});

/**
 * While the vehicle page is printed, only the diary goes on paper: the frame around it (side
 * navigation, header tabs, bottom banners) stays on screen.
 */
export const printRoot = style({});
globalStyle(`body:has(${printRoot}) :is(nav, aside, header)`, {
  '@media': { [print]: { display: 'none' } },
});

import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.brandDark} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.textOnBrand,
});

/** The hills behind the text: drawn, so nothing loads and nothing moves. */
export const hills = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  width: '100%',
  height: '45%',
  color: vars.color.textOnBrand,
  opacity: 0.08,
  pointerEvents: 'none',
});

export const heroInner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xxlarge}`,
  maxWidth: '46rem',
  '@media': {
    [minWidth('lg')]: { paddingBlock: '5rem' },
  },
});

export const intro = style({
  fontSize: vars.fontSize.large,
  maxWidth: '40rem',
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

/**
 * White outline on the brand red. Under the actions' class, so it outweighs the button's own
 * colours and their hover (`:hover:not(:disabled)`) whatever order the style sheets load in.
 */
export const heroOutline = style({
  selectors: {
    [`${heroActions} &`]: {
      background: 'transparent',
      color: vars.color.textOnBrand,
      borderColor: vars.color.textOnBrand,
    },
    [`${heroActions} &:hover:not(:disabled)`]: { background: 'rgba(255, 255, 255, 0.15)' },
  },
});

/** A part of the page under its h2: series, offers, events, the ways on. */
export const section = style({
  paddingBlock: `${vars.space.xxlarge} 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  selectors: { '&:last-child': { paddingBlockEnd: vars.space.xxlarge } },
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: '46rem',
});

export const more = style({ fontWeight: vars.fontWeight.medium });

/** Cards side by side from md, three in a row from lg; stacked on a phone. */
export const cardList = style({
  alignSelf: 'stretch',
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** A card that opens as a whole: its heading's link covers it. */
export const card = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.background,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  selectors: { '&:hover': { boxShadow: vars.shadow.large } },
});

/** A series' picture: a model's, 3:2, its space kept before it loads. */
export const seriesPicture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.color.surface,
});

/** 4:3, its space kept before it loads; a grey field where a machine has no photo. */
export const cardPicture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const cardBody = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
});

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&::after': { content: "''", position: 'absolute', inset: 0 },
  },
});

export const price = style({ marginTop: 'auto', color: vars.color.brandDark });

export const eventList = style({
  alignSelf: 'stretch',
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** An event: its date in a red band beside title and place; opens as a whole. */
export const event = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.standard,
});

export const eventDate = style({
  flexShrink: 0,
  width: '6.5rem',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandDark,
});

export const eventBody = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const teaserList = style({
  alignSelf: 'stretch',
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.standard,
});

export const teaserIcon = style({
  width: 32,
  height: 32,
  color: vars.color.brandDark,
});

export const teaserText = style({ flex: 1 });

import { minWidth, vars } from '@lindner/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The list's and the detail's pieces: cards, price, badges, filters, facts.

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  // A card below the screen is neither laid out nor painted until it comes near: a list of
  // twenty cards costs a phone's first render one screen of them. Its height is kept meanwhile,
  // the last one it had once shown.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 28rem',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** The photo's room is kept before it loads: a fixed ratio, the image fills it. */
export const cardPhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  flexGrow: 1,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large });

/** The whole card answers to its title's link; its focus ring is the card's. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceStrong,
  color: vars.color.text,
});

export const badgeOffer = style({ background: vars.color.brand, color: vars.color.textOnBrand });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column' });

export const factTerm = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.xsmall}`,
  margin: 0,
  marginTop: 'auto',
});

export const priceAmount = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.h4,
});

export const priceNote = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

// Filters

/** A disclosure on a phone ("Filter (3)"); open beside the results where there is room. */
export const disclosure = style({
  minWidth: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

// Browsers that can style a closed disclosure's content show the filters open from md on.
globalStyle(`${disclosure}::details-content`, {
  '@media': {
    [minWidth('md')]: {
      '@supports': {
        'selector(::details-content)': { contentVisibility: 'visible', blockSize: 'auto' },
      },
    },
  },
});

export const summaryWide = style({
  '@media': {
    [minWidth('md')]: {
      '@supports': { 'selector(::details-content)': { display: 'none' } },
    },
  },
});

export const filterForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxsmall,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const optionControl = style({
  width: 22,
  height: 22,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.brand,
});

export const rangeRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xsmall,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const input = style({
  minHeight: vars.size.touchTarget,
  width: '100%',
  padding: `0 ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
});

export const sortForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
});

// Facts of the detail

export const factGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const factList = style({ margin: 0 });

export const factRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.medium}`,
  paddingBlock: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const factRowValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

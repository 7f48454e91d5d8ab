import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The list's and the detail's pieces: cards, price, badges, filters, facts,
// documents and the reply.

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  overflow: 'hidden',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** The photo's room is kept before it loads: a fixed ratio, the image fills it. */
export const cardPhoto = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  flexGrow: 1,
  overflowWrap: 'anywhere',
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

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

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
  margin: 0,
  marginTop: 'auto',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.h4,
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// Filters

export const filterForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'end',
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  padding: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
});

export const range = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xsmall,
});

export const rangeLabel = style({ fontSize: vars.fontSize.small });

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

export const actions = style({
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
  fontWeight: vars.fontWeight.medium,
});

// Facts and documents of the detail

export const factList = style({ margin: 0 });

export const factRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `0 ${vars.space.medium}`,
  paddingBlock: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const factRowValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const documents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const documentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  overflowWrap: 'anywhere',
});

/** A paragraph of the ad's own text: its single line breaks stay. */
export const paragraph = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

// Reply

export const replyBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

export const replyForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  minWidth: 0,
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  outline: 'none',
});

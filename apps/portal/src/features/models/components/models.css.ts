import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The overview's filter form.

export const filterForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 14rem',
  maxWidth: '20rem',
  minWidth: 0,
});

// A model's card on the overview.

export const cardList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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

export const cardPicture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
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

/** The whole card answers to its name's link; its focus ring is the card's. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const factRow = style({ display: 'contents' });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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

// A model's page: its section navigation, technical data and related links.

export const sectionNav = style({
  minWidth: 0,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const sectionNavList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  margin: 0,
  padding: `${vars.space.xxsmall} 0`,
  listStyle: 'none',
});

export const sectionNavLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const dataBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const demoMark = style({ marginInlineStart: '0.15em', color: vars.color.brandDark });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const inlineLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [minWidth('md')]: { gap: vars.space.medium } },
});

// The overview's choice of models to compare: a checkbox on each card, the form's bar.

/** Above the card's stretched link, so that it takes its own clicks. */
export const compareOption = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  marginTop: 'auto',
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const compareBox = style({
  width: 22,
  height: 22,
  margin: 0,
  accentColor: vars.color.brand,
});

export const compareForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const compareBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  justifyContent: 'space-between',
});

// A model's page: its used machines and the upcoming events, beside the model.

/** One part beside the model, set off from its sections as they are from each other. */
export const relatedPart = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

/** At most three a row, as many as there are shown: one on a phone. */
const threeAtMost = `repeat(auto-fill, minmax(min(100%, max(16rem, calc((100% - 2 * ${vars.space.medium}) / 3))), 1fr))`;

export const machineList = style({
  display: 'grid',
  gridTemplateColumns: threeAtMost,
  gap: vars.space.medium,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The photo's room is kept before it loads: the list's ratio, the image fills it. */
export const machinePhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const machinePrice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.xsmall}`,
  margin: 0,
  marginTop: 'auto',
});

export const machinePriceAmount = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.h4,
});

export const eventList = style({
  display: 'grid',
  gridTemplateColumns: threeAtMost,
  gap: vars.space.medium,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const eventItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  overflowWrap: 'anywhere',
});

export const eventDate = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const eventLink = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
});

export const eventMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

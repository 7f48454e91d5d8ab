import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The pages of the old-timers: the list (decades, series, cards, the filter) and an old-timer's
// page (its facts, pictures and catalogues).

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: '48rem',
  minWidth: 0,
});

// The list's filter form.

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

// The list: decades, their series, the cards.

export const decade = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const series = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

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
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  flexGrow: 1,
  minWidth: 0,
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

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: 'auto',
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceStrong,
  color: vars.color.text,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

// An old-timer's page.

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const hero = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  minWidth: 0,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const story = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
});

export const factsBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: '40rem',
});

export const demoMark = style({ marginInlineStart: '0.15em', color: vars.color.brandDark });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

// The catalogues.

export const catalogueList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const catalogue = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  overflowWrap: 'anywhere',
});

export const catalogueTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const catalogueAction = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  minWidth: 0,
});

export const restrictedNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: `2px ${vars.space.xsmall}`,
  borderRadius: vars.radius.standard,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.warningSurface,
  color: vars.color.warning,
});

export const lockIcon = style({ width: 14, height: 14, flexShrink: 0 });

export const problem = style({
  margin: 0,
  padding: vars.space.xsmall,
  borderInlineStart: `3px solid ${vars.color.critical}`,
  background: vars.color.criticalSurface,
  color: vars.color.text,
});

export const done = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.success,
});

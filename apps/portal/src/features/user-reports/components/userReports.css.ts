import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The user reports' pages: the list (filter, cards, paging), a report, and the form.

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

export const label = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
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

export const cardModel = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  overflowWrap: 'anywhere',
});

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

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
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

// A report's page.

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '48rem',
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
});

export const factRow = style({ display: 'contents' });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** The writer's text as written: its line breaks kept, never HTML. */
export const reportText = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
});

export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

// The form's pictures.

export const pictureList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pictureItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.standard,
  minWidth: 0,
});

export const pictureName = style({ overflowWrap: 'anywhere', minWidth: 0 });

/** The file input, hidden behind its label-button but still focusable by keyboard. */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const problem = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const signOn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const pictureFieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const thanks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  selectors: { '&:focus': { outline: 'none' } },
});

export const formArea = style({ maxWidth: '48rem', minWidth: 0 });

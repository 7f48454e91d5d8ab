import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';
import { badge as cardBadge } from '../../shared/personalArea/cards.css';

// The upfront news: the list's cards (photo, date, title, teaser, unread mark) and the article
// (photo, body, links to its neighbours).

export const intro = style({ marginBlockEnd: vars.space.large, maxWidth: '70ch' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The whole card answers to its title's link; its focus ring is the card's. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:hover': { borderColor: vars.color.border },
  },
});

/** An unread article stands out by its border as well as by its badge (not by colour alone). */
export const unreadCard = style({
  borderInlineStart: `4px solid ${vars.color.brand}`,
});

/** The photo's room is kept before it loads: a fixed ratio, the image fills it. */
export const cardPhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
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

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const cardTitle = style({ margin: 0 });

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const unreadBadge = style([
  cardBadge,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    color: vars.color.brandDark,
    background: vars.color.brandLight,
  },
]);

/** A dot before the badge's word: the word carries the meaning, the dot catches the eye. */
export const unreadDot = style({
  width: '0.5em',
  height: '0.5em',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '75ch',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const articlePhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const teaser = style({ fontSize: vars.fontSize.large });

export const neighbours = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const nextItem = style({
  '@media': { [minWidth('md')]: { gridColumn: 2, textAlign: 'end' } },
});

/** Previous and next: large targets, each a box with its direction above the title. */
export const neighbourLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border, textDecoration: 'underline' },
  },
});

export const neighbourDirection = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const neighbourTitle = style({ fontWeight: vars.fontWeight.medium });

/** The link back to the list: at least a finger's height. */
export const toList = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

/** The note that an article exists only in German: set apart, not by colour alone. */
export const germanOnly = style({
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surface,
});

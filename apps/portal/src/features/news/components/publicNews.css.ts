import { vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The public news pages, beside the cards and the article of news.css.ts: the page's frame and
// the category links.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
  minWidth: 0,
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '48rem',
  minWidth: 0,
});

export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A category: a finger's height, the chosen one filled (and `aria-current`), not by colour alone. */
export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': {
      background: vars.color.text,
      color: vars.color.background,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const categoryLabel = style({ fontWeight: vars.fontWeight.medium });

export const articleHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

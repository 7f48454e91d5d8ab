import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The press pages: the release list, a release, the photo search, and the staff's photo page.

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
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: '48rem',
  minWidth: 0,
});

export const releaseList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const releaseCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const releaseLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.brandDark },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontStyle: 'italic',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

// A release.

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '48rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A download: the whole line is the link, at least a touch target high. */
export const fileLink = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const fileFacts = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontStyle: 'normal',
});

// The photo search.

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

export const filterField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 12rem',
  maxWidth: '22rem',
  minWidth: 0,
});

export const photoGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const photoCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
  margin: 0,
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.borderSubtle,
});

export const credit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

// The staff's page.

export const uploadForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '40rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

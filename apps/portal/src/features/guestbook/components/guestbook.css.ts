import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The guestbook page: its entries, and the form beside them from lg (below them on a phone).

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
  gap: vars.space.small,
  maxWidth: '48rem',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const questionMark = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

/** What a visitor wrote, as text: its line breaks kept, long words broken. */
export const text = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

export const picture = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.standard,
});

export const fileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  overflowWrap: 'anywhere',
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginInlineStart: vars.space.medium,
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const saveSearch = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: '40rem',
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignSelf: 'stretch',
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The sign-in way for visitors: a link as tall as a button (44 px target). */
export const signInLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
});

export const notice = style({
  alignSelf: 'stretch',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

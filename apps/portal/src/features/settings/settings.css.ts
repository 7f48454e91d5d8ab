import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/** A readable line length for the explanations. */
export const text = style({ maxWidth: '44rem' });

/** Stretched in the tab's left-aligned Stack, so a form inside has a width to fit its grid to. */
export const section = style({
  alignSelf: 'stretch',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '52rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: 0 });

export const history = style({ margin: 0, paddingInlineStart: vars.space.large });

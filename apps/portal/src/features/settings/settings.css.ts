import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/** A readable line length for the explanations. */
export const text = style({ maxWidth: '44rem' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '52rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: 0 });

export const history = style({ margin: 0, paddingInlineStart: vars.space.large });

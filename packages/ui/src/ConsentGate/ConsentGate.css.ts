import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
});

export const explanation = style({
  maxWidth: '60ch',
});

export const note = style({
  maxWidth: '60ch',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const loaded = style({
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outlineOffset: '4px' } },
});

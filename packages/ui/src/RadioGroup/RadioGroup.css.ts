import { style } from '@vanilla-extract/css';
import { invalidControl } from '../FormField/FormField.css';
import { vars } from '../theme/theme.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const radio = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  cursor: 'pointer',
  // A touch target around the 24 px circle; the inset counts from inside the 2 px border.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: `calc((100% - ${vars.size.touchTarget}) / 2)`,
    borderRadius: vars.radius.full,
  },
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '[aria-invalid="true"] > * > &': invalidControl,
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surface,
      borderColor: vars.color.borderSubtle,
    },
  },
});

export const indicator = style({
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { [`${radio}:disabled &`]: { background: vars.color.textMuted } },
});

export const optionLabel = style({
  cursor: 'pointer',
  selectors: { [`${radio}:disabled + &`]: { cursor: 'not-allowed', color: vars.color.textMuted } },
});

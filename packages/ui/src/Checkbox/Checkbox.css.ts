import { style } from '@vanilla-extract/css';
import { invalidControl } from '../FormField/FormField.css';
import { transitionOf } from '../theme/motion';
import { vars } from '../theme/theme.css';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  transition: transitionOf(['background-color', 'border-color']),
  // A touch target around the 24 px box; the inset counts from inside the 2 px border.
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: `calc((100% - ${vars.size.touchTarget}) / 2)`,
  },
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': invalidControl,
    '&[aria-invalid="true"][data-state="checked"]': { boxShadow: 'none' },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surface,
      borderColor: vars.color.borderSubtle,
    },
    '&:disabled[data-state="checked"]': {
      background: vars.color.textMuted,
      borderColor: vars.color.textMuted,
    },
  },
});

export const checkMark = style({
  display: 'flex',
  width: 16,
  height: 16,
});

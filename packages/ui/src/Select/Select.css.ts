import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
});

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xlarge,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** Drawn with borders rather than an image, so a strict Content-Security-Policy needs no data: URLs. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  top: '50%',
  width: 8,
  height: 8,
  marginTop: -6,
  borderRight: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`,
  transform: 'rotate(45deg)',
  pointerEvents: 'none',
  selectors: { [`${wrapper}:has(:disabled) &`]: { borderColor: vars.color.textMuted } },
});

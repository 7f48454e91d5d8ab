import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const chooser = style({
  position: 'relative',
  display: 'inline-flex',
});

/** The real input, invisible on top of our button: it takes the clicks, taps and focus. */
export const fileInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background,
  color: vars.color.brandText,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

globalStyle(`${fileInput}:hover:not(:disabled) + ${chooseButton}`, {
  background: vars.color.brandLight,
});

globalStyle(`${fileInput}:focus-visible + ${chooseButton}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(`${fileInput}[aria-invalid="true"] + ${chooseButton}`, {
  borderColor: vars.color.critical,
});

globalStyle(`${fileInput}:disabled + ${chooseButton}`, {
  borderColor: vars.color.borderSubtle,
  color: vars.color.textMuted,
  background: vars.color.surface,
});

export const fileName = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

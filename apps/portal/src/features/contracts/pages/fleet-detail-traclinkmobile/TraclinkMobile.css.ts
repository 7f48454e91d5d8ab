import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

/** The QR code on white with its quiet zone, whatever the theme, so that a camera reads it. */
export const qr = style({
  display: 'block',
  width: '12rem',
  maxWidth: '100%',
  height: 'auto',
  padding: vars.space.small,
  background: '#ffffff',
  borderRadius: vars.radius.standard,
});

/** The code to type: monospaced, in groups, wrapping on a narrow phone. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.125rem',
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

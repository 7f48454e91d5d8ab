import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const demoForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '32rem',
});

/** Two columns where there is room, so that a whole form fits one screenshot. */
export const wideForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
  maxWidth: '48rem',
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const submitted = style({
  display: 'block',
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
});

export const submittedValues = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

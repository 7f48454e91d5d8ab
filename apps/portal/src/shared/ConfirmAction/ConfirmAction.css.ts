import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/** The question in place of its button, on the critical tint, across the row. */
export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.criticalSurface,
  flexBasis: '100%',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

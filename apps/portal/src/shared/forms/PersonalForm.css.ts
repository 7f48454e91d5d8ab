import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/**
 * A form of the personal area: two columns where there is room. It takes the width of its
 * column even inside a left-aligned Stack: sized to its content there, the auto-fit grid counts
 * its columns from the maximum width (three, 816 px) and pushed phone pages sideways.
 */
export const form = style({
  alignSelf: 'stretch',
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
  maxWidth: '52rem',
});

export const fullRow = style({ gridColumn: '1 / -1', minWidth: 0 });

/** A section around a form in a left-aligned Stack: as wide as the Stack, as the form is. */
export const formSection = style({ alignSelf: 'stretch', minWidth: 0 });

export const group = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const groupOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.small,
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const notice = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.infoSurface,
  color: vars.color.text,
});

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.large });

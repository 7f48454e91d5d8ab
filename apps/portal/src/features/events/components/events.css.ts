import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

// The list's filter form.

export const filterForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'end',
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  '@media': {
    [minWidth('md')]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 14rem)) minmax(0, max-content) minmax(0, 1fr)',
    },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

export const optionControl = style({
  width: 22,
  height: 22,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.brand,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brandDark,
  fontWeight: vars.fontWeight.medium,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

export const page = style({ paddingBlock: vars.space.xlarge });

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '48rem',
  overflowWrap: 'anywhere',
});

export const intro = style({ fontSize: vars.fontSize.large });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const prices = style({ display: 'flex', flexDirection: 'column' });

export const priceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.medium}`,
  paddingBlock: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const priceValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

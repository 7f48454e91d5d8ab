import { style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

// Lists of cards in the personal area (contracts, orders): each card a bordered box with a header
// row, facts as a description list, actions and a status badge.

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.background,
  overflowWrap: 'anywhere',
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  margin: 0,
});

export const factValue = style({ margin: 0, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  border: '1px solid currentColor',
});

import { globalStyle, style } from '@vanilla-extract/css';
import { print, vars } from '@lindner/ui';

export const list = style({
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
  '@media': { [print]: { border: 'none', padding: 0 } },
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

export const history = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
});

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
  color: vars.color.textMuted,
  background: vars.color.surface,
});

export const address = style({ fontStyle: 'normal' });

export const totalRow = style({ fontWeight: vars.fontWeight.strong });

/** Screen only: the Print button and other controls. */
export const noPrint = style({
  '@media': { [print]: { display: 'none' } },
});

/**
 * While the confirmation is printed, only it goes on paper: the frame around it (side
 * navigation, header tabs, back link, the bottom area's banners) stays on screen.
 */
export const printRoot = style({});
globalStyle(`body:has(${printRoot}) :is(nav, aside, header, [data-bottom-area])`, {
  '@media': { [print]: { display: 'none' } },
});
/** Links lead nowhere on paper: the back link stays on screen too. */
globalStyle(`${printRoot} a`, {
  '@media': { [print]: { display: 'none' } },
});

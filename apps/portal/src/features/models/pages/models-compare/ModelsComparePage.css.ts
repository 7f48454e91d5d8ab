import { minWidth, vars } from '@lindner/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Printed on a page box of its own (`@page model-comparison` below): other pages keep theirs. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  paddingBottom: vars.space.xxlarge,
  '@media': { print: { padding: 0, maxWidth: 'none', page: 'model-comparison' } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: vars.space.medium,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
});

/**
 * The table scrolls inside its own region on a narrow screen, so the page itself never scrolls
 * sideways; the region takes the keyboard's focus to be scrolled with the arrow keys. Positioned,
 * so that the visually hidden texts in it stay inside it too.
 */
export const scroller = style({
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  '@media': { print: { overflow: 'visible', border: 'none' } },
});

// Fixed: every model gets a column of the same width, whatever its texts.
export const table = style({
  width: '100%',
  minWidth: 520,
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  '@media': { print: { minWidth: 0, fontSize: '9pt' } },
});

export const fieldColumn = style({
  width: '8rem',
  '@media': { [minWidth('md')]: { width: '12rem' }, print: { width: '45mm' } },
});

export const cell = style({
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const modelHead = style([
  cell,
  {
    minWidth: 140,
    fontWeight: vars.fontWeight.regular,
    '@media': { print: { minWidth: 0 } },
  },
]);

export const modelHeadBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  alignItems: 'flex-start',
});

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: 240,
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  '@media': { print: { maxWidth: '40mm' } },
});

export const modelName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
});

export const rowHead = style([cell, { fontWeight: vars.fontWeight.medium }]);

/** A row whose values differ: a tinted background and a bar at its start (not colour alone). */
export const differs = style({
  background: vars.color.warningSurface,
  '@media': { print: { printColorAdjust: 'exact' } },
});
globalStyle(`${differs} > th`, { boxShadow: `inset 4px 0 0 ${vars.color.warning}` });

/** "unterschiedlich" under the row's name: the mark in words, for eyes and screen readers. */
export const differsMark = style({
  display: 'block',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.warning,
});

export const noPrint = style({ '@media': { print: { display: 'none' } } });

// Printed: A4 landscape, only the comparison: no frame (header, navigation, footer, cookie
// banner), no buttons or links to follow.
globalStyle(
  [
    `body:has(${page}) header`,
    `body:has(${page}) footer`,
    `body:has(${page}) nav`,
    `body:has(${page}) a[href="#content"]`,
    `body:has(${page}) section:has(> form[data-consent-form])`,
  ].join(', '),
  { '@media': { print: { display: 'none' } } },
);
globalStyle(`${page} a`, {
  '@media': { print: { color: 'inherit', textDecoration: 'none' } },
});
globalStyle(`${table} tr`, { '@media': { print: { breakInside: 'avoid' } } });
// The comparison's page box: A4 landscape (vanilla-extract writes the rule as given; `size` is a
// page descriptor, not a property).
globalStyle('@page model-comparison', {
  size: 'A4 landscape',
  margin: '10mm',
} as Record<string, string>);

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // The chart takes its container's width, never more: inside a flex or grid item too.
  width: '100%',
  minWidth: 0,
  maxWidth: '100%',
  margin: 0,
});

export const caption = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** The box the chart measures: its width is the SVG's. */
export const plot = style({
  width: '100%',
  minWidth: 0,
});

export const svg = style({
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  overflow: 'hidden',
  fontFamily: vars.font.text,
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({
  fill: vars.color.brand,
  // Windows' high contrast themes replace colours: the bars keep the text's colour.
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const label = style({
  fill: vars.color.text,
  fontSize: vars.fontSize.small,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const gridLine = style({
  stroke: vars.color.borderSubtle,
  strokeWidth: 1,
  '@media': { '(forced-colors: active)': { stroke: 'GrayText' } },
});

export const baseline = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

// Without visx: the placeholder shown while a lazily loaded chart loads needs its height only.

/** Sizes in CSS pixels; the font sizes are those of BarChart.css.ts at a 16 px root size. */
export const barChartMetrics = {
  rowHeight: 32,
  top: 4,
  axisHeight: 24,
  labelFontSize: 14,
  tickFontSize: 12,
  /** A generous average advance of a character, in ems, so estimated texts never come out short. */
  charWidth: 0.55,
  gap: 8,
  /** The most the category names may take of the width, and the values. */
  labelShare: 0.45,
  valueShare: 0.3,
  /** Room per value tick along the axis. */
  tickSpacing: 72,
} as const;

/** The chart's height for a number of bars: known before its width, so nothing shifts. */
export function barChartHeight(barCount: number): number {
  const { top, rowHeight, axisHeight } = barChartMetrics;
  return top + barCount * rowHeight + axisHeight;
}

import { scaleBand, scaleLinear } from '@visx/scale';
import { barChartHeight, barChartMetrics } from './metrics';

/** One bar: a category with its value (zero or more). */
export interface Bar {
  /** Unique among the chart's bars. */
  key: string;
  /** The category's name, in the table and (unless `shortLabel` is given) beside the bar. */
  label: string;
  /** A shorter name shown beside the bar where space is scarce; the table keeps `label`. */
  shortLabel?: string;
  value: number;
}

export interface PositionedBar {
  key: string;
  /** The name beside the bar, shortened with an ellipsis when it does not fit. */
  text: string;
  value: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the value's text starts. */
  valueX: number;
  /** The vertical middle of the row. */
  middle: number;
}

export interface Tick {
  x: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
}

export interface BarChartLayout {
  width: number;
  height: number;
  /** Where the category names end and the bars start. */
  plotStart: number;
  plotEnd: number;
  /** The top of the value axis (the bottom of the last row). */
  axisY: number;
  bars: PositionedBar[];
  ticks: Tick[];
}

/** Text cut to at most `maxChars` characters, ending in an ellipsis when cut. */
export function fitText(text: string, maxChars: number): string {
  const characters = [...text];
  if (characters.length <= maxChars) return text;
  if (maxChars <= 1) return '…';
  return `${characters
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * A horizontal bar chart laid out in `width` pixels: a bar per row, its name before it and its
 * value after it, value ticks below. Every text's estimated extent stays within the width, so
 * the chart never grows wider than its container, however long the names and values.
 */
export function barChartLayout(
  width: number,
  bars: readonly Bar[],
  formatValue: (value: number) => string,
): BarChartLayout {
  const m = barChartMetrics;
  const labelChar = m.labelFontSize * m.charWidth;
  const tickChar = m.tickFontSize * m.charWidth;
  const height = barChartHeight(bars.length);
  const axisY = m.top + bars.length * m.rowHeight;

  const maxLabelChars = Math.max(1, Math.floor((width * m.labelShare - m.gap) / labelChar));
  const texts = bars.map((bar) => fitText(bar.shortLabel ?? bar.label, maxLabelChars));
  const longestText = Math.max(0, ...texts.map((text) => [...text].length));
  const plotStart = Math.min(width * m.labelShare, Math.ceil(longestText * labelChar + m.gap));

  const values = bars.map((bar) => Math.max(0, bar.value));
  const max = Math.max(0, ...values);
  const valueTexts = values.map(formatValue);
  const longestValue = Math.max(0, ...valueTexts.map((text) => [...text].length));
  const valueRoom = Math.min(width * m.valueShare, Math.ceil(longestValue * labelChar + m.gap));
  const plotEnd = Math.max(plotStart + 1, width - valueRoom);

  const x = scaleLinear<number>({
    domain: [0, max > 0 ? max : 1],
    range: [plotStart, plotEnd],
    nice: true,
  });
  const y = scaleBand<string>({
    domain: bars.map((bar) => bar.key),
    range: [m.top, axisY],
    paddingInner: 0.3,
    paddingOuter: 0.15,
  });

  const positioned = bars.map((bar, index): PositionedBar => {
    const end = x(values[index]!);
    const top = y(bar.key) ?? m.top + index * m.rowHeight;
    return {
      key: bar.key,
      text: texts[index]!,
      value: valueTexts[index]!,
      x: plotStart,
      y: top,
      width: Math.max(0, end - plotStart),
      height: y.bandwidth(),
      valueX: end + m.gap / 2,
      middle: top + y.bandwidth() / 2,
    };
  });

  // At least two: one would be zero alone.
  const tickCount = Math.max(2, Math.floor((plotEnd - plotStart) / m.tickSpacing));
  const tickValues = max > 0 ? x.ticks(tickCount) : [0];
  const ticks = tickValues.map((value): Tick => {
    const text = formatValue(value);
    const position = x(value);
    const half = ([...text].length * tickChar) / 2;
    const anchor =
      position + half > width ? 'end' : position - half < 0 ? 'start' : ('middle' as const);
    return { x: position, text, anchor };
  });

  return { width, height, plotStart, plotEnd, axisY, bars: positioned, ticks };
}

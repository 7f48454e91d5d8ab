import { Group } from '@visx/group';
import { Bar as BarShape } from '@visx/shape';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../classNames';
import { visuallyHidden } from '../theme/reset.css';
import * as styles from './BarChart.css';
import { barChartLayout, type Bar } from './layout';
import { barChartHeight } from './metrics';

export interface BarChartProps {
  /** What the chart shows: its caption, its accessible name and the table's caption. */
  title: string;
  /** The bars from top to bottom; the table lists them in the same order. */
  bars: readonly Bar[];
  /** A value as text, with its unit: the ticks, each bar's value and the table's cells. */
  formatValue: (value: number) => string;
  /** The header of the table's column of names ("Monat"). */
  labelHeader: string;
  /** The header of the table's column of values ("Kraftstoff"). */
  valueHeader: string;
  className?: string;
}

/**
 * A horizontal bar chart: a row per bar with its name and value, value ticks below. The drawing
 * is hidden from screen readers; a table with the same names and values (visually hidden) is
 * what they read. The chart takes its container's width, measured in the browser, and never
 * more: on a 360 px phone nothing overflows, long names are cut with an ellipsis (or give a
 * `shortLabel`). Its height follows from the number of bars alone, so nothing shifts when it
 * draws. No bars: nothing is rendered (callers say so in words).
 */
export function BarChart({
  title,
  bars,
  formatValue,
  labelHeader,
  valueHeader,
  className,
}: BarChartProps) {
  const captionId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const measure = () => setWidth(Math.floor(plot.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(plot);
    return () => observer.disconnect();
  }, [bars.length]);

  if (bars.length === 0) return null;
  const height = barChartHeight(bars.length);
  const layout = width > 0 ? barChartLayout(width, bars, formatValue) : null;

  return (
    <figure aria-labelledby={captionId} className={cx(styles.figure, className)}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div ref={plotRef} className={styles.plot}>
        <svg
          aria-hidden="true"
          focusable="false"
          className={styles.svg}
          height={height}
          {...(layout ? { width: layout.width, viewBox: `0 0 ${layout.width} ${height}` } : {})}
        >
          {layout ? (
            <>
              <Group>
                {layout.ticks.map((tick) => (
                  <g key={tick.x}>
                    <line
                      className={styles.gridLine}
                      x1={tick.x}
                      x2={tick.x}
                      y1={0}
                      y2={layout.axisY}
                    />
                    <text
                      className={styles.tickLabel}
                      x={tick.x}
                      y={layout.axisY + 6}
                      dominantBaseline="hanging"
                      textAnchor={tick.anchor}
                    >
                      {tick.text}
                    </text>
                  </g>
                ))}
              </Group>
              <Group>
                {layout.bars.map((bar) => (
                  <g key={bar.key}>
                    <text
                      className={styles.label}
                      x={layout.plotStart - 8}
                      y={bar.middle}
                      dominantBaseline="central"
                      textAnchor="end"
                    >
                      {bar.text}
                    </text>
                    <BarShape
                      className={styles.bar}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                    />
                    <text
                      className={styles.label}
                      x={bar.valueX}
                      y={bar.middle}
                      dominantBaseline="central"
                    >
                      {bar.value}
                    </text>
                  </g>
                ))}
              </Group>
              <line
                className={styles.baseline}
                x1={layout.plotStart}
                x2={layout.plotStart}
                y1={0}
                y2={layout.axisY}
              />
            </>
          ) : null}
        </svg>
      </div>
      <div className={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import { cx } from '../classNames';
import * as styles from './BarChart.css';
import { barChartHeight } from './metrics';

export interface BarChartPlaceholderProps {
  /** The title of the chart to come. */
  title: string;
  /** How many bars it will have. */
  barCount: number;
  className?: string;
}

/**
 * The space of a `BarChart` to come, for a chart that loads lazily (`React.lazy`): its title and
 * an empty drawing of the chart's height, so that nothing shifts when the chart arrives. It
 * needs none of the chart's code.
 */
export function BarChartPlaceholder({ title, barCount, className }: BarChartPlaceholderProps) {
  return (
    <div className={cx(styles.figure, className)}>
      <div className={styles.caption}>{title}</div>
      <div className={styles.plot}>
        <svg
          aria-hidden="true"
          focusable="false"
          className={styles.svg}
          height={barChartHeight(barCount)}
        />
      </div>
    </div>
  );
}

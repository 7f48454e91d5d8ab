import { Text } from '@lindner/ui';
import * as styles from './fleetCharts.css';

/** A chart without figures: its title and a sentence instead of an empty drawing. */
export function ChartEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.empty}>
      <Text weight="medium">{title}</Text>
      <Text size="small" tone="muted">
        {text}
      </Text>
    </div>
  );
}

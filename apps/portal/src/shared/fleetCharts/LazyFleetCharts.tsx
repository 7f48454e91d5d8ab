import { BarChartPlaceholder } from '@lindner/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ChartEmpty } from './ChartEmpty';
import { fuelChartTitle, hoursChartTitle } from './chartTitles';
import {
  hasFuel,
  hasOperationHours,
  hoursByType,
  type FleetChartFigures,
  type FleetChartPeriod,
} from './fleetChartData';
import * as styles from './fleetCharts.css';
import { fleetChartMessages as messages } from './messages';

// One chunk for both charts and their library, loaded only where charts have figures to show.
const FuelByMonthChart = lazy(() =>
  import('./FleetCharts').then((module) => ({ default: module.FuelByMonthChart })),
);
const OperationHoursChart = lazy(() =>
  import('./FleetCharts').then((module) => ({ default: module.OperationHoursChart })),
);

export interface LazyFleetChartsProps {
  figures: FleetChartFigures;
  /** The period the figures cover, for the charts' titles. */
  period: FleetChartPeriod;
}

/**
 * Fuel per month and hours per operation type, side by side on large screens. A chart without
 * figures is a sentence at once; one with figures loads lazily, its title and height reserved
 * meanwhile, so that nothing shifts when it arrives.
 */
export function LazyFleetCharts({ figures, period }: LazyFleetChartsProps) {
  const intl = useIntl();
  const fuelTitle = fuelChartTitle(intl, period);
  const hoursTitle = hoursChartTitle(intl, period);
  return (
    <div className={styles.charts}>
      {hasFuel(figures.litersByMonth) ? (
        <Suspense
          fallback={
            <BarChartPlaceholder title={fuelTitle} barCount={figures.litersByMonth.length} />
          }
        >
          <FuelByMonthChart litersByMonth={figures.litersByMonth} period={period} />
        </Suspense>
      ) : (
        <ChartEmpty title={fuelTitle} text={intl.formatMessage(messages.fuelEmpty)} />
      )}
      {hasOperationHours(figures.operationHoursByType) ? (
        <Suspense
          fallback={
            <BarChartPlaceholder
              title={hoursTitle}
              barCount={hoursByType(figures.operationHoursByType).length}
            />
          }
        >
          <OperationHoursChart
            operationHoursByType={figures.operationHoursByType}
            period={period}
          />
        </Suspense>
      ) : (
        <ChartEmpty title={hoursTitle} text={intl.formatMessage(messages.hoursEmpty)} />
      )}
    </div>
  );
}

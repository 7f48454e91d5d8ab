import type { IntlShape } from 'react-intl';
import type { FleetChartPeriod } from './fleetChartData';
import { fleetChartMessages as messages } from './messages';

// Apart from the charts: the placeholders shown while the charts load need the titles too.

export function fuelChartTitle(intl: IntlShape, period: FleetChartPeriod): string {
  return intl.formatMessage(
    period === 'lastTwelveMonths' ? messages.fuelTitleLastYear : messages.fuelTitle,
  );
}

export function hoursChartTitle(intl: IntlShape, period: FleetChartPeriod): string {
  return intl.formatMessage(
    period === 'lastTwelveMonths' ? messages.hoursTitleLastYear : messages.hoursTitle,
  );
}

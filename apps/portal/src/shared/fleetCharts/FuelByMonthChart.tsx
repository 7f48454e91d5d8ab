import { BarChart } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { fuelChartTitle } from './chartTitles';
import { ChartEmpty } from './ChartEmpty';
import { hasFuel, type FleetChartFigures, type FleetChartPeriod } from './fleetChartData';
import { fleetChartMessages as messages } from './messages';

export interface FuelByMonthChartProps {
  litersByMonth: FleetChartFigures['litersByMonth'];
  period: FleetChartPeriod;
}

/** The first of a `YYYY-MM` month, in UTC so that no time zone moves it to another month. */
function firstOf(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1));
}

/** Litres fuelled per month, oldest month first; months by name in the page's language. */
export function FuelByMonthChart({ litersByMonth, period }: FuelByMonthChartProps) {
  const intl = useIntl();
  const title = fuelChartTitle(intl, period);
  if (!hasFuel(litersByMonth)) {
    return <ChartEmpty title={title} text={intl.formatMessage(messages.fuelEmpty)} />;
  }
  return (
    <BarChart
      title={title}
      labelHeader={intl.formatMessage(messages.fuelMonth)}
      valueHeader={intl.formatMessage(messages.fuelLiters)}
      formatValue={(liters) =>
        intl.formatNumber(liters, { style: 'unit', unit: 'liter', maximumFractionDigits: 1 })
      }
      bars={litersByMonth.map(({ month, liters }) => ({
        key: month,
        label: intl.formatDate(firstOf(month), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
        shortLabel: intl.formatDate(firstOf(month), {
          month: 'short',
          year: '2-digit',
          timeZone: 'UTC',
        }),
        value: liters,
      }))}
    />
  );
}

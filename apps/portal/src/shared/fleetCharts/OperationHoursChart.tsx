import { BarChart } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { hoursChartTitle } from './chartTitles';
import { ChartEmpty } from './ChartEmpty';
import {
  hasOperationHours,
  hoursByType,
  type FleetChartFigures,
  type FleetChartPeriod,
} from './fleetChartData';
import { fleetChartMessages as messages, operationTypeMessages } from './messages';

export interface OperationHoursChartProps {
  operationHoursByType: FleetChartFigures['operationHoursByType'];
  period: FleetChartPeriod;
}

/** Hours of the diary's operations per operation type, every type (zero ones too). */
export function OperationHoursChart({ operationHoursByType, period }: OperationHoursChartProps) {
  const intl = useIntl();
  const title = hoursChartTitle(intl, period);
  if (!hasOperationHours(operationHoursByType)) {
    return <ChartEmpty title={title} text={intl.formatMessage(messages.hoursEmpty)} />;
  }
  return (
    <BarChart
      title={title}
      labelHeader={intl.formatMessage(messages.hoursType)}
      valueHeader={intl.formatMessage(messages.hoursValue)}
      formatValue={(hours) =>
        intl.formatNumber(hours, { style: 'unit', unit: 'hour', maximumFractionDigits: 2 })
      }
      bars={hoursByType(operationHoursByType).map(({ type, hours }) => ({
        key: type,
        label: intl.formatMessage(operationTypeMessages[type]),
        value: hours,
      }))}
    />
  );
}

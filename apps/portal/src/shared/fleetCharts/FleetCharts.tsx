// The lazily loaded part of the fleet's charts (LazyFleetCharts.tsx): the charts with their
// library, in a chunk of their own.
export { FuelByMonthChart } from './FuelByMonthChart';
export { OperationHoursChart } from './OperationHoursChart';

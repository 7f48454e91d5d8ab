import { operationTypes, type DiaryTotals } from '@lindner/api/schema';

/** The figures the fleet's charts show: a diary's totals or the whole fleet's statistics. */
export type FleetChartFigures = Pick<DiaryTotals, 'litersByMonth' | 'operationHoursByType'>;

/** Which period the figures cover: the diary's range, or the fleet's last twelve months. */
export type FleetChartPeriod = 'range' | 'lastTwelveMonths';

/** Whether a month has any fuel: without, the chart gives way to a sentence. */
export function hasFuel(litersByMonth: FleetChartFigures['litersByMonth']): boolean {
  return litersByMonth.some(({ liters }) => liters > 0);
}

/** The operation types in their usual order, each with its hours (0 when left out). */
export function hoursByType(operationHoursByType: FleetChartFigures['operationHoursByType']) {
  return operationTypes.map((type) => ({ type, hours: operationHoursByType[type] ?? 0 }));
}

export function hasOperationHours(
  operationHoursByType: FleetChartFigures['operationHoursByType'],
): boolean {
  return hoursByType(operationHoursByType).some(({ hours }) => hours > 0);
}

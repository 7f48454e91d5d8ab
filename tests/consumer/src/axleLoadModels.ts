import type { AxleLoadModel } from '@lindner/api/schema';

/** The calculator's models given by the app, so that it needs no API. */
export const axleLoadModels: AxleLoadModel[] = [
  {
    id: 'lintrac-130',
    name: 'Lintrac 130',
    series: 'Lintrac',
    netWeight: 5200,
    netFrontAxleLoad: 2300,
    netRearAxleLoad: 2900,
    wheelbase: 2.5,
    permittedFrontAxleLoad: 4000,
    permittedRearAxleLoad: 6000,
    permittedTotalWeight: 9000,
  },
];

import type { AxleLoadModel } from '@lindner/api/schema';

/**
 * Models for stories and tests; the first one is the worked example. The Geotrac has no
 * front-axle share, as from an API before it had one.
 */
export const demoModels: AxleLoadModel[] = [
  {
    id: 'demo-5000',
    name: 'Lintrac 130',
    series: 'Lintrac',
    netWeight: 5000,
    netFrontAxleLoad: 2100,
    netRearAxleLoad: 2900,
    wheelbase: 2.5,
    permittedFrontAxleLoad: 3500,
    permittedRearAxleLoad: 5500,
    permittedTotalWeight: 8000,
    minimumFrontAxleShare: 0.2,
  },
  {
    id: 'demo-3000',
    name: 'Geotrac 74ep',
    series: 'Geotrac',
    netWeight: 3000,
    netFrontAxleLoad: 1200,
    netRearAxleLoad: 1800,
    wheelbase: 2.2,
    permittedFrontAxleLoad: 2000,
    permittedRearAxleLoad: 3200,
    permittedTotalWeight: 4500,
  },
  // A transporter whose manual asks more of the front axle: 25 % of the total weight.
  {
    id: 'demo-unitrac',
    name: 'Unitrac 112 LDrive',
    series: 'Unitrac',
    netWeight: 4100,
    netFrontAxleLoad: 1640,
    netRearAxleLoad: 2460,
    wheelbase: 2.85,
    permittedFrontAxleLoad: 4700,
    permittedRearAxleLoad: 5500,
    permittedTotalWeight: 10000,
    minimumFrontAxleShare: 0.25,
  },
];

/** The worked example as typed into the form. */
export const workedExampleValues = {
  netWeight: '5000',
  netFrontAxleLoad: '2100',
  netRearAxleLoad: '2900',
  wheelbase: '2,5',
  permittedFrontAxleLoad: '3500',
  permittedRearAxleLoad: '5500',
  permittedTotalWeight: '8000',
  frontWeight: '600',
  frontDistance: '1',
  rearWeight: '1000',
  rearDistance: '4,05',
};

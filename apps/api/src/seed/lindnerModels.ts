import type { VehicleModelRow } from '../plugins/vehicleModels';

/**
 * The Lindner model range: reference data, inserted by migration
 * 0016_reference_lindner_models.sql (written from this list by
 * apps/api/scripts/referenceDataMigration.ts; see seed/referenceData.ts). Names, series, kind,
 * power and transmission are the public facts gathered in shared/data/lindner-models.json
 * (sources there; null where none was found).
 *
 * Weights, axle loads and wheelbases were not public: the figures below are PLAUSIBLE DEMO
 * VALUES chosen for the size class of each model, not Lindner's specifications. Replace them
 * from Lindner's spec sheets before anyone relies on the axle-load calculator.
 */
export const lindnerModels: VehicleModelRow[] = [
  model(
    'lintrac-90',
    'Lintrac 90',
    'Lintrac',
    'tractor',
    102,
    'ZF continuously variable',
    [4300, 7500, 3500, 5000, 2300],
  ),
  model(
    'lintrac-100',
    'Lintrac 100',
    'Lintrac',
    'tractor',
    117,
    null,
    [4500, 7500, 3500, 5000, 2300],
  ),
  model(
    'lintrac-110',
    'Lintrac 110',
    'Lintrac',
    'tractor',
    113,
    'continuously variable',
    [4600, 8000, 4000, 5500, 2400],
  ),
  model(
    'lintrac-115-ls',
    'Lintrac 115 LS',
    'Lintrac',
    'tractor',
    115,
    'semi-powershift',
    [4700, 8000, 4000, 5500, 2400],
  ),
  model(
    'lintrac-130',
    'Lintrac 130',
    'Lintrac',
    'tractor',
    136,
    'ZF continuously variable (LDrive)',
    [5000, 8500, 4200, 5800, 2500],
  ),
  model(
    'geotrac-74ep',
    'Geotrac 74ep',
    'Geotrac',
    'tractor',
    null,
    null,
    [3100, 5500, 2500, 3800, 2200],
  ),
  model(
    'geotrac-84ep',
    'Geotrac 84ep',
    'Geotrac',
    'tractor',
    95,
    null,
    [3500, 6000, 2800, 4200, 2250],
  ),
  model(
    'geotrac-94ep',
    'Geotrac 94ep',
    'Geotrac',
    'tractor',
    102,
    null,
    [3900, 6500, 3000, 4500, 2340],
  ),
  model(
    'geotrac-104ep',
    'Geotrac 104ep',
    'Geotrac',
    'tractor',
    113,
    null,
    [4200, 7000, 3300, 4800, 2400],
  ),
  model(
    'geotrac-124',
    'Geotrac 124',
    'Geotrac',
    'tractor',
    126,
    'ZF semi-powershift 24F/8R',
    [4800, 8000, 3800, 5500, 2500],
  ),
  model(
    'geotrac-134ep',
    'Geotrac 134ep',
    'Geotrac',
    'tractor',
    144,
    null,
    [5000, 9000, 4200, 6000, 2550],
  ),
  model(
    'unitrac-112-ldrive',
    'Unitrac 112 LDrive',
    'Unitrac',
    'transporter',
    109,
    'LDrive continuously variable, power-split',
    [4100, 10000, 4700, 5500, 2850],
  ),
  model(
    'unitrac-122-ldrive',
    'Unitrac 122 LDrive',
    'Unitrac',
    'transporter',
    null,
    'LDrive continuously variable',
    [4300, 11000, 5000, 6000, 3000],
  ),
];

function model(
  id: string,
  name: string,
  series: string,
  kind: VehicleModelRow['kind'],
  powerHp: number | null,
  transmission: string | null,
  // Demo values, see above: unladen weight, permitted total, front and rear axle load (kg), wheelbase (mm).
  [unladen, total, front, rear, wheelbase]: [number, number, number, number, number],
): VehicleModelRow {
  return {
    id,
    name,
    series,
    kind,
    powerHp,
    transmission,
    unladenWeightKg: unladen,
    permittedTotalWeightKg: total,
    permittedFrontAxleLoadKg: front,
    permittedRearAxleLoadKg: rear,
    wheelbaseMm: wheelbase,
  };
}

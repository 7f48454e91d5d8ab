import type { AxleLoadModel } from '@lindner/api/schema';
import { asc } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels, type VehicleModelRow } from '../../plugins/vehicleModels';

/**
 * The front axle's share of the unladen weight. The table holds no unladen axle loads (not
 * public, see seed/lindnerModels.ts); 40 % front is typical of standard tractors and is a DEMO
 * value like the weights it splits.
 */
export const demoFrontAxleShare = 0.4;

/** The model range for the axle-load calculator, by series and name. */
export async function loadAxleLoadModels(orm: Orm): Promise<AxleLoadModel[]> {
  const rows = await orm
    .select()
    .from(vehicleModels)
    .orderBy(asc(vehicleModels.series), asc(vehicleModels.name));
  return rows.map(toAxleLoadModel);
}

export function toAxleLoadModel(row: VehicleModelRow): AxleLoadModel {
  const netWeight = row.unladenWeightKg;
  const netFrontAxleLoad = netWeight === null ? null : Math.round(netWeight * demoFrontAxleShare);
  return {
    id: row.id,
    name: row.name,
    series: row.series,
    netWeight,
    netFrontAxleLoad,
    netRearAxleLoad:
      netWeight === null || netFrontAxleLoad === null ? null : netWeight - netFrontAxleLoad,
    wheelbase: row.wheelbaseMm === null ? null : row.wheelbaseMm / 1000,
    permittedFrontAxleLoad: row.permittedFrontAxleLoadKg,
    permittedRearAxleLoad: row.permittedRearAxleLoadKg,
    permittedTotalWeight: row.permittedTotalWeightKg,
  };
}

import type { AxleLoadModel } from '@lindner/api/schema';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { success } from '../api/envelope';
import { allowAnyOrigin } from '../api/publicCors';
import type { Database } from '../database/connection';
import { vehicleModels, type VehicleModelRow } from '../database/tables';

/**
 * The front axle's share of the unladen weight. The table holds no unladen axle loads (not
 * public, see seed/lindnerModels.ts); 40 % front is typical of standard tractors and is a DEMO
 * value like the weights it splits.
 */
export const demoFrontAxleShare = 0.4;

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

/**
 * Public (no sign-on) model data for the axle-load calculator on CMS pages and the portal.
 * Registered as its own plugin so apiRoutes' token check does not reach it.
 */
export async function modelRoutes(app: FastifyInstance, { database }: { database: Database }) {
  allowAnyOrigin(app);
  app.get('/models', async () => {
    const rows = await database.orm
      .select()
      .from(vehicleModels)
      .orderBy(asc(vehicleModels.series), asc(vehicleModels.name));
    return success(rows.map(toAxleLoadModel));
  });
}

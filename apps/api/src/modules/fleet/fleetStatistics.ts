import { latestToday, type Fleet } from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels } from '../../plugins/vehicleModels';
import { vehicles } from '../../plugins/vehicles';
import { diaryTotals } from './consumption';
import { loadDiaries } from './diary';
import { litresPerHour, toFleetVehicle } from './vehicles';

// The fleet as the dashboard shows it: every vehicle, and the statistics over all of them.

/** The months of the dashboard's charts: the current one and the eleven before it. */
export const fleetChartMonths = 12;

/**
 * The user's vehicles with the dashboard's statistics over all of them; the charts' figures
 * over the diaries of the last `fleetChartMonths` months up to the month of `today` where it is
 * latest on earth (diary dates go no further, see `latestToday`).
 */
export async function loadFleet(orm: Orm, userId: string, today = new Date()): Promise<Fleet> {
  const rows = await orm
    .select({ vehicle: vehicles, model: vehicleModels })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(eq(vehicles.userId, userId))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.vin));
  const diaries = await loadDiaries(
    orm,
    rows.map(({ vehicle }) => vehicle.id),
  );
  const fleetVehicles = rows.map(({ vehicle, model }) =>
    toFleetVehicle(vehicle, model, diaries.get(vehicle.id) ?? []),
  );

  const operatingHours = sum(fleetVehicles.map((vehicle) => vehicle.operatingHours));
  const fuelUsedLiters = sum(fleetVehicles.map((vehicle) => vehicle.fuelUsedLiters));
  const months = monthsUpTo(latestToday(today).slice(0, 7), fleetChartMonths);
  const since = `${months[0]}-01`;
  // The diary's own totals over the fleet's entries of those months: one way of counting.
  const totals = diaryTotals(
    [...diaries.values()].flat().filter((entry) => 'date' in entry && entry.date >= since),
  );
  const litersOf = new Map(totals.litersByMonth.map(({ month, liters }) => [month, liters]));
  return {
    vehicles: fleetVehicles,
    statistics: {
      vehicleCount: fleetVehicles.length,
      operatingHours,
      fuelUsedLiters,
      averageConsumption: litresPerHour(fuelUsedLiters, operatingHours),
      litersByMonth: months.map((month) => ({ month, liters: litersOf.get(month) ?? 0 })),
      operationHoursByType: totals.operationHoursByType,
    },
  };
}

/** `count` months (`YYYY-MM`) ending with `last`, oldest first. */
function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - count + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

function sum(values: number[]): number {
  // Rounded to a tenth: float sums of hours like 1843.5 + 3120 must not print 4963.499999.
  return Math.round(values.reduce((total, value) => total + value, 0) * 10) / 10;
}

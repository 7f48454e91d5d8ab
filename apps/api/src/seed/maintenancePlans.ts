import type { ModelSeries } from '@lindner/api/schema';
import type { Database } from '../database/connection';
import {
  maintenanceDone,
  maintenancePlanItems,
  type NewMaintenanceDoneRow,
  type NewMaintenancePlanItemRow,
} from '../modules/fleet/maintenance/tables';

/**
 * PLAUSIBLE DEMO VALUES, not Lindner's published service intervals: the maintenance plan of each
 * series (issue 33 point 2), in operating hours and months, whichever comes first. They follow
 * the usual pattern of tractors of this size (first service at 50 h, engine oil every 500 h or
 * yearly, hydraulic oil every 1000 h or two years); replace them with the operator's manuals'
 * figures before going live.
 */
export const demoMaintenancePlans: Record<
  ModelSeries,
  [key: string, hours: number | null, months: number | null, firstAt?: number][]
> = {
  Lintrac: [
    ['firstService', null, null, 50],
    ['engineOil', 500, 12],
    ['fuelFilter', 1000, 24],
    ['airFilter', 1000, 24],
    ['hydraulicOil', 1000, 24],
    ['transmissionOil', 1200, 24],
    ['coolant', 3000, 48],
  ],
  Geotrac: [
    ['firstService', null, null, 50],
    ['engineOil', 500, 12],
    ['fuelFilter', 500, 12],
    ['airFilter', 1000, 24],
    ['hydraulicOil', 1000, 24],
    ['transmissionOil', 1000, 24],
    ['coolant', 2000, 48],
  ],
  Unitrac: [
    ['firstService', null, null, 50],
    ['engineOil', 500, 12],
    ['fuelFilter', 500, 12],
    ['airFilter', 1000, 24],
    ['hydraulicOil', 800, 24],
    ['coolant', 2000, 48],
  ],
};

export function demoPlanRows(): NewMaintenancePlanItemRow[] {
  return Object.entries(demoMaintenancePlans).flatMap(([series, items]) =>
    items.map(([itemKey, hoursInterval, monthsInterval, firstAtHours], position) => ({
      series: series as ModelSeries,
      itemKey,
      hoursInterval,
      monthsInterval,
      firstAtHours: firstAtHours ?? null,
      position,
    })),
  );
}

/**
 * What the farmer's vehicles have had done, dated relative to `today`. The Lintrac (1843.5 h)
 * had its engine oil changed at 1360 h eight months ago: due at 1860 h, 16.5 h ahead, so it is
 * due soon; everything else is fine. The Geotrac (3120 h) is fine throughout. Fixed ids:
 * seeding again adds nothing twice.
 */
export function farmerMaintenanceDone(
  ids: { geotrac: string; lintrac: string },
  today: Date,
): NewMaintenanceDoneRow[] {
  const monthsAgo = (months: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 10))
      .toISOString()
      .slice(0, 10);
  const id = (n: number) => `6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1f${String(n).padStart(2, '0')}`;
  const done = (
    n: number,
    vehicleId: string,
    itemKey: string,
    months: number,
    hours: number,
  ): NewMaintenanceDoneRow => ({ id: id(n), vehicleId, itemKey, doneOn: monthsAgo(months), hours });
  const { lintrac, geotrac } = ids;
  return [
    done(1, lintrac, 'firstService', 22, 52),
    done(2, lintrac, 'engineOil', 8, 1360),
    done(3, lintrac, 'fuelFilter', 8, 1360),
    done(4, lintrac, 'airFilter', 8, 1360),
    done(5, lintrac, 'hydraulicOil', 14, 1000),
    done(6, lintrac, 'transmissionOil', 14, 1000),
    done(11, geotrac, 'firstService', 16, 55),
    done(12, geotrac, 'engineOil', 4, 3000),
    done(13, geotrac, 'fuelFilter', 4, 3000),
    done(14, geotrac, 'airFilter', 11, 2600),
    done(15, geotrac, 'hydraulicOil', 11, 2600),
    done(16, geotrac, 'transmissionOil', 11, 2600),
    done(17, geotrac, 'coolant', 11, 2600),
  ];
}

/** The demo plans of every series and the farmer's vehicles' records. */
export async function seedMaintenance(
  tx: Pick<Database['orm'], 'insert'>,
  today: Date,
  ids: { geotrac: string; lintrac: string },
): Promise<void> {
  await tx.insert(maintenancePlanItems).values(demoPlanRows()).onConflictDoNothing();
  await tx.insert(maintenanceDone).values(farmerMaintenanceDone(ids, today)).onConflictDoNothing();
}

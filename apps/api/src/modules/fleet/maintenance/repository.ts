import type {
  FleetVehicle,
  MaintenanceItem,
  ModelSeries,
  ServiceBooking,
} from '@lindner/api/schema';
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Orm } from '../../../database/connection';
import type { Texts } from '../../../plugins/texts';
import { dueOf, planOf, type DoneRecord, type PlanItem } from './due';
import { maintenanceDone, maintenancePlanItems } from './tables';
import { maintenanceItemNames } from './texts';

/** The plan of a model: its series' items with the model's own in their place. */
export async function loadPlan(
  orm: Orm,
  model: { id: string; series: string },
): Promise<PlanItem[]> {
  const rows = await orm
    .select()
    .from(maintenancePlanItems)
    .where(
      or(
        eq(maintenancePlanItems.series, model.series as ModelSeries),
        eq(maintenancePlanItems.modelId, model.id),
      ),
    )
    .orderBy(asc(maintenancePlanItems.position), asc(maintenancePlanItems.id));
  const item = (row: (typeof rows)[number]): PlanItem => ({
    key: row.itemKey,
    hoursInterval: row.hoursInterval,
    monthsInterval: row.monthsInterval,
    firstAtHours: row.firstAtHours,
  });
  return planOf(
    rows.filter((row) => row.modelId === null).map(item),
    rows.filter((row) => row.modelId !== null).map(item),
  );
}

/** When each item was last done on each of the vehicles: the latest record by day, then entry. */
export async function loadLastDone(
  orm: Orm,
  vehicleIds: string[],
): Promise<Map<string, Map<string, DoneRecord>>> {
  const byVehicle = new Map<string, Map<string, DoneRecord>>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await orm
    .select()
    .from(maintenanceDone)
    .where(inArray(maintenanceDone.vehicleId, vehicleIds))
    .orderBy(desc(maintenanceDone.doneOn), desc(maintenanceDone.createdAt));
  for (const row of rows) {
    const items = byVehicle.get(row.vehicleId) ?? new Map<string, DoneRecord>();
    if (!items.has(row.itemKey)) items.set(row.itemKey, { date: row.doneOn, hours: row.hours });
    byVehicle.set(row.vehicleId, items);
  }
  return byVehicle;
}

/** Records that an item was done on a vehicle, by whom. */
export async function addDone(
  orm: Orm,
  done: { vehicleId: string; itemKey: string; date: string; hours: number; recordedBy: string },
): Promise<void> {
  await orm.insert(maintenanceDone).values({
    vehicleId: done.vehicleId,
    itemKey: done.itemKey,
    doneOn: done.date,
    hours: done.hours,
    recordedBy: done.recordedBy,
  });
}

/** Each item of a vehicle's plan with when it is next due and its state on `today`. */
export function maintenanceItems(
  texts: Texts,
  plan: PlanItem[],
  lastDone: Map<string, DoneRecord> | undefined,
  operatingHours: number,
  today: string,
  bookings?: Map<string, ServiceBooking>,
): MaintenanceItem[] {
  return plan.map((item) => {
    const last = lastDone?.get(item.key) ?? null;
    const name = maintenanceItemNames[item.key];
    return {
      ...item,
      name: name ? texts.t(name) : item.key,
      lastDone: last,
      ...dueOf(item, last, operatingHours, today),
      booking: bookings?.get(item.key) ?? null,
    };
  });
}

/** Today's date, `YYYY-MM-DD` in UTC: what due dates are compared with. */
export function todayOf(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The plans of several models at once, by model id. */
export async function loadPlans(
  orm: Orm,
  vehicles: readonly Pick<FleetVehicle, 'model'>[],
): Promise<Map<string, PlanItem[]>> {
  const plans = new Map<string, PlanItem[]>();
  for (const { model } of vehicles) {
    if (!plans.has(model.id)) plans.set(model.id, await loadPlan(orm, model));
  }
  return plans;
}

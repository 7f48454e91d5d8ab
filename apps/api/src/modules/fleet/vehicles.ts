import type { DiaryEntry, FleetVehicle, ValidAddVehicleInput } from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels, type VehicleModelRow } from '../../plugins/vehicleModels';
import { isUuid, vehicles, type VehicleRow } from '../../plugins/vehicles';
import { diaryConsumption, readingsOf, round2 } from './consumption';
import { loadDiaries } from './diary';

// The vehicles of a fleet: adding, showing and removing one (the table is plugins/vehicles.ts).

/** A vehicle as the API shows it, with its diary's figures. */
export async function loadVehicle(orm: Orm, row: VehicleRow): Promise<FleetVehicle> {
  const [model] = await orm.select().from(vehicleModels).where(eq(vehicleModels.id, row.modelId));
  const diaries = await loadDiaries(orm, [row.id]);
  return toFleetVehicle(row, model!, diaries.get(row.id) ?? []);
}

export type AddVehicleOutcome = { added: VehicleRow } | { problem: 'unknownModel' | 'vinTaken' };

/** Adds a vehicle, 'pending' until staff check it. A VIN is in one fleet at most. */
export async function addVehicle(
  orm: Orm,
  userId: string,
  input: ValidAddVehicleInput,
): Promise<AddVehicleOutcome> {
  const [model] = await orm
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, input.modelId));
  if (!model) return { problem: 'unknownModel' };
  const [row] = await orm
    .insert(vehicles)
    .values({
      userId,
      vin: input.vin,
      modelId: model.id,
      dataSource: input.dataSource,
      status: 'pending',
    })
    .onConflictDoNothing({ target: vehicles.vin })
    .returning();
  return row ? { added: row } : { problem: 'vinTaken' };
}

/** Removes one of the user's vehicles with its diary and image; false when there is none. */
export async function deleteVehicle(orm: Orm, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await orm
    .delete(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
    .returning({ id: vehicles.id });
  return deleted.length > 0;
}

/** A vehicle with its model and the figures of its diary. */
export function toFleetVehicle(
  vehicle: VehicleRow,
  model: Pick<VehicleModelRow, 'id' | 'name' | 'series'>,
  diary: readonly DiaryEntry[],
): FleetVehicle {
  const readings = readingsOf(diary).map((reading) => reading.hours);
  const operatingHours = Math.max(vehicle.operatingHours, ...readings);
  const fuelUsedLiters = round2(
    vehicle.fuelUsedLiters +
      diary.reduce((total, entry) => total + (entry.kind === 'fuelStop' ? entry.liters : 0), 0),
  );
  const lastEntryAt = diary.reduce<string | null>((latest, entry) => {
    const date = entry.kind === 'average' ? entry.dateEnd : entry.date;
    return latest === null || date > latest ? date : latest;
  }, null);
  return {
    id: vehicle.id,
    vin: vehicle.vin,
    model: { id: model.id, name: model.name, series: model.series },
    image: vehicle.imageUrl,
    imageAsset: vehicle.imageAsset ?? null,
    yearOfConstruction: vehicle.yearOfConstruction,
    dataSource: vehicle.dataSource,
    status: vehicle.status,
    rejectionReason: vehicle.status === 'rejected' ? vehicle.rejectionReason : null,
    createdAt: vehicle.createdAt.toISOString(),
    lastEntryAt,
    operatingHours,
    fuelUsedLiters,
    // TracLink measures fuel and hours; a diary vehicle's figure is its diary's consumption.
    averageConsumption:
      vehicle.dataSource === 'traclinkMobile'
        ? litresPerHour(fuelUsedLiters, operatingHours)
        : diaryConsumption(vehicle.dataSource, diary).litersPerHour,
  };
}

/** Litres per operating hour to a tenth, null without hours. */
export function litresPerHour(litres: number, hours: number): number | null {
  return hours > 0 ? Math.round((litres / hours) * 10) / 10 : null;
}

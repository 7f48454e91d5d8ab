import { randomBytes } from 'node:crypto';
import {
  latestToday,
  vehicleImageVersion,
  type DiaryEntry,
  type DiaryRange,
  type Fleet,
  type FleetVehicle,
  type ImageAssetPayload,
  type ReviewVehicle,
  type ValidAddVehicleInput,
} from '@lindner/api/schema';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels, type VehicleModelRow } from '../models/tables';
import { users, type UserRow } from '../user/tables';
import { displayName } from '../user/userData';
import { diaryConsumption, diaryTotals, readingsOf, round2 } from './consumption';
import { byDateDescending } from './csv';
import {
  diaryEntries,
  vehicleImageFiles,
  vehicles,
  type DiaryEntryRow,
  type NewDiaryEntryRow,
  type VehicleRow,
} from './tables';
import {
  vehicleImageAspect,
  vehicleImagePixelWidths,
  vehicleImageRenditions,
  type VehicleImageFile,
  type VehicleImageRendition,
} from './vehicleImages';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path can be a row's id (anything else is nobody's: 404, not a 500). */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}

// --- Vehicles --------------------------------------------------------------------------------

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

/** One of the user's vehicles, undefined for anyone else's (or no) vehicle. */
export async function loadVehicleRow(
  orm: Orm,
  userId: string,
  id: string,
): Promise<VehicleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
  return row;
}

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

function toFleetVehicle(
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

function litresPerHour(litres: number, hours: number): number | null {
  return hours > 0 ? Math.round((litres / hours) * 10) / 10 : null;
}

function sum(values: number[]): number {
  // Rounded to a tenth: float sums of hours like 1843.5 + 3120 must not print 4963.499999.
  return Math.round(values.reduce((total, value) => total + value, 0) * 10) / 10;
}

// --- Vehicle images --------------------------------------------------------------------------

/** `{apiPath}/vehicle-images/{uploadId}/{rendition}.webp`. */
export function vehicleImageFileUrl(
  apiPath: string,
  uploadId: string,
  rendition: VehicleImageRendition,
): string {
  return `${apiPath}/vehicle-images/${uploadId}/${rendition}.webp`;
}

/** Replaces the vehicle's image with the files of a new upload; returns the updated row. */
export async function saveVehicleImage(
  orm: Orm,
  vehicleId: string,
  files: VehicleImageFile[],
  apiPath: string,
): Promise<VehicleRow> {
  const uploadId = randomBytes(16).toString('base64url');
  const renditions = Object.fromEntries(
    vehicleImageRenditions.map((rendition) => [
      rendition,
      vehicleImageFileUrl(apiPath, uploadId, rendition),
    ]),
  ) as Record<VehicleImageRendition, string>;
  const image: ImageAssetPayload = {
    versions: { [vehicleImageVersion]: renditions },
    width: vehicleImagePixelWidths.xs,
    height: Math.round(vehicleImagePixelWidths.xs * vehicleImageAspect),
  };
  return orm.transaction(async (tx) => {
    await tx.delete(vehicleImageFiles).where(eq(vehicleImageFiles.vehicleId, vehicleId));
    await tx
      .insert(vehicleImageFiles)
      .values(files.map((file) => ({ ...file, uploadId, vehicleId })));
    const [row] = await tx
      .update(vehicles)
      .set({ imageUrl: renditions.md, imageAsset: image })
      .where(eq(vehicles.id, vehicleId))
      .returning();
    return row!;
  });
}

export async function loadVehicleImageFile(
  orm: Orm,
  uploadId: string,
  rendition: VehicleImageRendition,
) {
  const [file] = await orm
    .select({ contentType: vehicleImageFiles.contentType, bytes: vehicleImageFiles.bytes })
    .from(vehicleImageFiles)
    .where(
      and(eq(vehicleImageFiles.uploadId, uploadId), eq(vehicleImageFiles.rendition, rendition)),
    );
  return file;
}

// --- Diary -----------------------------------------------------------------------------------

/** The diary entries of vehicles, newest first, by vehicle id. */
async function loadDiaries(orm: Orm, vehicleIds: string[]): Promise<Map<string, DiaryEntry[]>> {
  const byVehicle = new Map<string, DiaryEntry[]>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await orm
    .select()
    .from(diaryEntries)
    .where(inArray(diaryEntries.vehicleId, vehicleIds))
    .orderBy(desc(diaryEntries.createdAt));
  for (const row of rows) {
    const list = byVehicle.get(row.vehicleId) ?? [];
    list.push(toDiaryEntry(row));
    byVehicle.set(row.vehicleId, list);
  }
  for (const list of byVehicle.values()) list.sort(byDateDescending);
  return byVehicle;
}

/**
 * A vehicle's diary entries of a range (dates inclusive, either end open), newest first. An
 * average counts when its period overlaps the range.
 */
export async function loadDiaryEntries(
  orm: Orm,
  vehicleId: string,
  { from, to }: DiaryRange = {},
): Promise<DiaryEntry[]> {
  const rows = await orm
    .select()
    .from(diaryEntries)
    .where(
      and(
        eq(diaryEntries.vehicleId, vehicleId),
        from
          ? or(
              gte(diaryEntries.endDate, from),
              and(isNull(diaryEntries.endDate), gte(diaryEntries.entryDate, from)),
            )
          : undefined,
        to ? lte(diaryEntries.entryDate, to) : undefined,
      ),
    )
    .orderBy(desc(diaryEntries.createdAt));
  return rows.map(toDiaryEntry).sort(byDateDescending);
}

export function toDiaryEntry(row: DiaryEntryRow): DiaryEntry {
  switch (row.kind) {
    case 'fuelStop':
      return {
        kind: 'fuelStop',
        id: row.id,
        date: row.entryDate,
        operatingHours: row.hours!,
        liters: row.liters!,
        fullTank: row.fullTank!,
      };
    case 'operation':
      return {
        kind: 'operation',
        id: row.id,
        date: row.entryDate,
        type: row.operationType!,
        durationHours: row.durationHours!,
        note: row.text,
      };
    case 'average':
      return {
        kind: 'average',
        id: row.id,
        dateStart: row.entryDate,
        dateEnd: row.endDate!,
        hoursStart: row.hours!,
        hoursEnd: row.endHours!,
        consumption: {
          field: row.consumptionField,
          gras: row.consumptionGras,
          other: row.consumptionOther,
        },
      };
    case 'note':
      return { kind: 'note', id: row.id, date: row.entryDate, text: row.text! };
  }
}

/** The columns of a new entry, without its vehicle and owner. */
export type NewEntry = Omit<NewDiaryEntryRow, 'vehicleId' | 'userId' | 'createdAt'>;

/** A reading of a new entry that contradicts the diary: on which field, against which reading. */
export interface HoursConflict {
  field: string;
  date: string;
  hours: number;
  problem: 'belowEarlier' | 'aboveLater';
}

export type AddEntryOutcome =
  { entry: DiaryEntry } | { problem: 'idTaken' } | { problem: 'hours'; conflict: HoursConflict };

/** Checks a new entry against the vehicle's whole diary; null when it fits. */
export type HoursCheck = (existing: DiaryEntry[]) => HoursConflict | null;

/**
 * Adds an entry to one of the user's vehicles, after `check` against the vehicle's diary. The
 * vehicle's row is locked meanwhile, so two entries sent at once are checked one after the
 * other. An entry with an id that is already stored for this vehicle is not stored again (the
 * answer is the stored one); an id of another vehicle's entry is refused.
 */
export async function addDiaryEntry(
  orm: Orm,
  vehicle: VehicleRow,
  entry: NewEntry,
  check: HoursCheck,
): Promise<AddEntryOutcome> {
  return orm.transaction(async (tx) => {
    await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id))
      .for('update');
    if (entry.id) {
      const [known] = await tx.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id));
      if (known) {
        return known.vehicleId === vehicle.id && known.userId === vehicle.userId
          ? { entry: toDiaryEntry(known) }
          : { problem: 'idTaken' as const };
      }
    }
    const existing = (
      await tx.select().from(diaryEntries).where(eq(diaryEntries.vehicleId, vehicle.id))
    ).map(toDiaryEntry);
    const conflict = check(existing);
    if (conflict) return { problem: 'hours' as const, conflict };
    const [row] = await tx
      .insert(diaryEntries)
      .values({ ...entry, vehicleId: vehicle.id, userId: vehicle.userId })
      .returning();
    return { entry: toDiaryEntry(row!) };
  });
}

/** Removes an entry of one of the user's vehicles; false when there is none. */
export async function deleteDiaryEntry(
  orm: Orm,
  vehicle: VehicleRow,
  entryId: string,
): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  const deleted = await orm
    .delete(diaryEntries)
    .where(
      and(
        eq(diaryEntries.id, entryId),
        eq(diaryEntries.vehicleId, vehicle.id),
        eq(diaryEntries.userId, vehicle.userId),
      ),
    )
    .returning({ id: diaryEntries.id });
  return deleted.length > 0;
}

// --- Review ----------------------------------------------------------------------------------

/** Vehicles waiting for staff's check, oldest first, with their owners. */
export async function loadPendingVehicles(orm: Orm): Promise<ReviewVehicle[]> {
  const rows = await orm
    .select({ vehicle: vehicles, model: vehicleModels, owner: users })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .innerJoin(users, eq(users.id, vehicles.userId))
    .where(eq(vehicles.status, 'pending'))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.vin));
  const diaries = await loadDiaries(
    orm,
    rows.map(({ vehicle }) => vehicle.id),
  );
  return rows.map(({ vehicle, model, owner }) =>
    toReviewVehicle(toFleetVehicle(vehicle, model, diaries.get(vehicle.id) ?? []), owner),
  );
}

/** Staff's decision on any vehicle; undefined when there is no such vehicle. */
export async function reviewVehicle(
  orm: Orm,
  staffId: string,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<ReviewVehicle | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .update(vehicles)
    .set({
      status: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      reviewedAt: new Date(),
      reviewedBy: staffId,
    })
    .where(eq(vehicles.id, id))
    .returning();
  if (!row) return undefined;
  const [owner] = await orm.select().from(users).where(eq(users.id, row.userId));
  return toReviewVehicle(await loadVehicle(orm, row), owner!);
}

function toReviewVehicle(vehicle: FleetVehicle, owner: UserRow): ReviewVehicle {
  return {
    ...vehicle,
    owner: { id: owner.id, name: displayName(owner), email: owner.email },
  };
}

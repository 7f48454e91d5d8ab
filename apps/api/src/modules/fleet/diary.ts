import type { DiaryEntry, DiaryRange } from '@lindner/api/schema';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { isUuid, vehicles, type VehicleRow } from '../../plugins/vehicles';
import { byDateDescending } from './csv';
import { diaryEntries, type DiaryEntryRow, type NewDiaryEntryRow } from './tables';

// The diary of each vehicle: its fuel stops, operations, averages and notes.

/** The diary entries of vehicles, newest first, by vehicle id. */
export async function loadDiaries(
  orm: Orm,
  vehicleIds: string[],
): Promise<Map<string, DiaryEntry[]>> {
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

import type { machineInquiryInputSchema, ParsedMachineQuery } from '@lindner/api/schema';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Orm } from '../../database/connection';
import { dealers } from '../../plugins/dealerDirectory';
import { vehicleModels } from '../../plugins/vehicleModels';
import { facetCountsQuery, type FacetCountRow, type RangeModel } from './facets';
import { distanceKm, searchCondition, sortOrder, type SearchOrigin } from './searchFilters';
import { machineImages, machineInquiries, machines, type MachineRow } from './tables';

export interface FoundMachine {
  row: MachineRow;
  /** The first photo's name. */
  photo: string | null;
  distanceKm: number | null;
}

export interface MachineSearch {
  query: ParsedMachineQuery;
  origin: SearchOrigin | null;
}

/** One page of a search, in its order; filtering, distance and paging happen in SQL. */
export async function findMachines(
  orm: Orm,
  { query, origin }: MachineSearch,
): Promise<FoundMachine[]> {
  const rows = await orm
    .select({
      row: getTableColumns(machines),
      distanceKm: origin ? distanceKm(origin) : sql<null>`NULL::double precision`,
    })
    .from(machines)
    .where(searchCondition(query, origin))
    .orderBy(...sortOrder(query.sort))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // The page's first photos on their own: joined in, the photos of every match would be read.
  const photos = rows.length
    ? await orm
        .select({ machineId: machineImages.machineId, photo: machineImages.photo })
        .from(machineImages)
        .where(
          and(
            eq(machineImages.position, 0),
            inArray(
              machineImages.machineId,
              rows.map(({ row }) => row.id),
            ),
          ),
        )
    : [];
  const photoOf = new Map(photos.map(({ machineId, photo }) => [machineId, photo]));
  return rows.map((found) => ({ ...found, photo: photoOf.get(found.row.id) ?? null }));
}

/** The range's models, by name: the values of the model facet. */
export async function loadRangeModels(orm: Orm): Promise<RangeModel[]> {
  const models = await orm
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels);
  return models.sort((a, b) => a.name.localeCompare(b.name, 'de', { numeric: true }));
}

/** The search's total and facet counts, in one statement (see facets.ts). */
export async function countMachines(
  orm: Orm,
  { query, origin }: MachineSearch,
): Promise<FacetCountRow[]> {
  const result = await orm.execute(facetCountsQuery(query, origin));
  return (result as unknown as { rows: FacetCountRow[] }).rows;
}

export interface MachineDetail {
  row: MachineRow;
  dealerName: string | null;
  photos: string[];
}

export async function loadMachine(orm: Orm, id: string): Promise<MachineDetail | null> {
  const [found] = await orm
    .select({ row: getTableColumns(machines), dealerName: dealers.name })
    .from(machines)
    .leftJoin(dealers, eq(dealers.id, machines.dealerId))
    .where(eq(machines.id, id));
  if (!found) return null;
  const photos = await orm
    .select({ photo: machineImages.photo })
    .from(machineImages)
    .where(eq(machineImages.machineId, id))
    .orderBy(asc(machineImages.position));
  return { ...found, photos: photos.map(({ photo }) => photo) };
}

/** What an inquiry needs of its machine: its name and where the mail goes. */
export async function loadInquiryTarget(orm: Orm, id: string) {
  const [found] = await orm
    .select({
      id: machines.id,
      identifier: machines.identifier,
      manufacturer: machines.manufacturer,
      model: machines.model,
      contactEmail: machines.contactEmail,
    })
    .from(machines)
    .where(eq(machines.id, id));
  return found ?? null;
}

/** Keeps an inquiry with its checked fields. */
export async function saveInquiry(
  orm: Orm,
  inquiry: { machineId: string; fields: ValidInquiry; locale: string },
) {
  const [row] = await orm
    .insert(machineInquiries)
    .values({
      machineId: inquiry.machineId,
      name: inquiry.fields.name,
      email: inquiry.fields.email,
      phone: inquiry.fields.phone ?? null,
      message: inquiry.fields.message,
      locale: inquiry.locale,
    })
    .returning();
  return row!;
}

/** An inquiry as `machineInquiryInputSchema` leaves it: texts trimmed, no phone null. */
export type ValidInquiry = z.output<typeof machineInquiryInputSchema>;

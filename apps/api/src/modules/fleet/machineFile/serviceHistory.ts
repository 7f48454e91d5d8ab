import type { MachineContract, ServiceEntry, ValidServiceEntryInput } from '@lindner/api/schema';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Orm } from '../../../database/connection';
import { isUuid } from '../../../plugins/vehicles';
import { contractItems } from '../../../plugins/orderRecords';
import { vehicleServiceEntries, type ServiceEntryRow } from './tables';

// The service history of a vehicle and its licences and warranties, read by the vehicle: the
// caller's ownership of the vehicle is checked before (ownVehicle).

/** Every column but the invoice's bytes: lists never carry files. */
const listColumns = (() => {
  const { invoiceBytes, ...columns } = getTableColumns(vehicleServiceEntries);
  void invoiceBytes;
  return columns;
})();
type ListedRow = Omit<ServiceEntryRow, 'invoiceBytes'>;

export function toServiceEntry(row: ListedRow): ServiceEntry {
  return {
    id: row.id,
    date: row.serviceDate,
    operatingHours: row.operatingHours,
    workDone: row.workDone,
    parts: row.parts === '' ? null : row.parts,
    doneBy: row.doneBy,
    dealerName: row.dealerName,
    writtenBy: row.writtenBy,
    invoice:
      row.invoiceName && row.invoiceType
        ? { fileName: row.invoiceName, contentType: row.invoiceType }
        : null,
  };
}

/** The vehicle's service history, newest first (by date, then by when it was entered). */
export async function loadServiceEntries(orm: Orm, vehicleId: string): Promise<ServiceEntry[]> {
  const rows = await orm
    .select(listColumns)
    .from(vehicleServiceEntries)
    .where(eq(vehicleServiceEntries.vehicleId, vehicleId))
    .orderBy(desc(vehicleServiceEntries.serviceDate), desc(vehicleServiceEntries.createdAt));
  return rows.map(toServiceEntry);
}

/** One entry of the vehicle (without its invoice's bytes), or undefined. */
export async function loadServiceEntry(
  orm: Orm,
  vehicleId: string,
  entryId: string,
): Promise<ListedRow | undefined> {
  if (!isUuid(entryId)) return undefined;
  const [row] = await orm
    .select(listColumns)
    .from(vehicleServiceEntries)
    .where(
      and(eq(vehicleServiceEntries.vehicleId, vehicleId), eq(vehicleServiceEntries.id, entryId)),
    );
  return row;
}

function columnsOf(input: ValidServiceEntryInput) {
  return {
    serviceDate: input.date,
    operatingHours: input.operatingHours,
    workDone: input.workDone,
    parts: input.parts ?? '',
    doneBy: input.doneBy,
    dealerName: input.doneBy === 'dealer' ? input.dealerName : null,
  };
}

/** A new entry the owner writes. */
export async function addServiceEntry(
  orm: Orm,
  vehicleId: string,
  authorUserId: string,
  input: ValidServiceEntryInput,
): Promise<ServiceEntry> {
  const [row] = await orm
    .insert(vehicleServiceEntries)
    .values({ vehicleId, writtenBy: 'owner', authorUserId, ...columnsOf(input) })
    .returning(listColumns);
  return toServiceEntry(row!);
}

/** Changes an entry the owner wrote (a dealer's is not matched). */
export async function updateServiceEntry(
  orm: Orm,
  vehicleId: string,
  entryId: string,
  input: ValidServiceEntryInput,
): Promise<ServiceEntry | undefined> {
  const [row] = await orm
    .update(vehicleServiceEntries)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(ownerEntry(vehicleId, entryId))
    .returning(listColumns);
  return row && toServiceEntry(row);
}

export async function deleteServiceEntry(
  orm: Orm,
  vehicleId: string,
  entryId: string,
): Promise<boolean> {
  const rows = await orm
    .delete(vehicleServiceEntries)
    .where(ownerEntry(vehicleId, entryId))
    .returning({ id: vehicleServiceEntries.id });
  return rows.length > 0;
}

const ownerEntry = (vehicleId: string, entryId: string) =>
  and(
    eq(vehicleServiceEntries.vehicleId, vehicleId),
    eq(vehicleServiceEntries.id, entryId),
    eq(vehicleServiceEntries.writtenBy, 'owner'),
  );

/** Stores (or with null removes) the invoice of an entry the owner wrote. */
export async function saveInvoice(
  orm: Orm,
  vehicleId: string,
  entryId: string,
  invoice: { name: string; type: 'application/pdf' | 'image/webp'; bytes: Buffer } | null,
): Promise<ServiceEntry | undefined> {
  const [row] = await orm
    .update(vehicleServiceEntries)
    .set({
      invoiceName: invoice?.name ?? null,
      invoiceType: invoice?.type ?? null,
      invoiceBytes: invoice?.bytes ?? null,
      updatedAt: new Date(),
    })
    .where(ownerEntry(vehicleId, entryId))
    .returning(listColumns);
  return row && toServiceEntry(row);
}

/** An entry's invoice file, if it has one. */
export async function loadInvoice(orm: Orm, vehicleId: string, entryId: string) {
  if (!isUuid(entryId)) return undefined;
  const [row] = await orm
    .select({
      name: vehicleServiceEntries.invoiceName,
      type: vehicleServiceEntries.invoiceType,
      bytes: vehicleServiceEntries.invoiceBytes,
    })
    .from(vehicleServiceEntries)
    .where(
      and(eq(vehicleServiceEntries.vehicleId, vehicleId), eq(vehicleServiceEntries.id, entryId)),
    );
  return row?.bytes && row.name && row.type
    ? { name: row.name, type: row.type, bytes: row.bytes }
    : undefined;
}

/**
 * The vehicle's licences and warranties of every status, newest first. By the vehicle alone:
 * they follow the vehicle (their terms decide what a new owner keeps, 33.3).
 */
export async function loadVehicleContracts(
  orm: Orm,
  vehicleId: string,
): Promise<MachineContract[]> {
  const rows = await orm
    .select({
      id: contractItems.id,
      kind: contractItems.kind,
      title: contractItems.title,
      status: contractItems.status,
      validFrom: contractItems.validFrom,
      validTo: contractItems.validTo,
    })
    .from(contractItems)
    .where(eq(contractItems.vehicleId, vehicleId))
    .orderBy(desc(contractItems.validTo), desc(contractItems.createdAt));
  return rows;
}

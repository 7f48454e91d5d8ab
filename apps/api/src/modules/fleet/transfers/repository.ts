import type { IncomingTransfer, OutgoingTransfer } from '@lindner/api/schema';
import { toLocale, type Locale } from '@lindner/i18n/core';
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../database/connection';
import { contractItems } from '../../../plugins/orderRecords';
import { textsFor } from '../../../plugins/texts';
import { users } from '../../../plugins/users';
import { vehicleModels } from '../../../plugins/vehicleModels';
import { isUuid, vehicles, type VehicleRow } from '../../../plugins/vehicles';
import { diaryCsv } from '../csv';
import { loadDiaryEntries } from '../diary';
import { serviceBookings } from '../maintenance/booking/tables';
import { maintenanceRemindersSent } from '../maintenance/reminders/tables';
import { diaryEntries } from '../tables';
import { toFleetVehicle } from '../vehicles';
import { vehicleTransfers, type VehicleTransferRow } from './tables';

// Transfers of ownership: offering a vehicle to an address, withdrawing, and the buyer's
// decision. Accepting moves the vehicle row to the buyer; what is keyed by the vehicle (its
// image, machine file, service history and invoices, maintenance records) moves with it.

export function toOutgoingTransfer(row: VehicleTransferRow): OutgoingTransfer {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    vin: row.vin,
    modelName: row.modelName,
    buyerEmail: row.buyerEmail,
    diaryGoes: row.diaryGoes,
    state: row.state,
    adId: row.adId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    diaryCsv: row.sellerDiaryCsv !== null,
  };
}

/** The user's e-mail address in lower case, when it is verified; else null. */
export async function verifiedEmailOf(orm: Orm, userId: string): Promise<string | null> {
  const [row] = await orm
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email && row.verifiedAt ? row.email.toLowerCase() : null;
}

/** The user's e-mail address in lower case, verified or not; null without one. */
export async function emailOf(orm: Orm, userId: string): Promise<string | null> {
  const [row] = await orm.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email?.toLowerCase() ?? null;
}

/** The vehicle's open transfer, if any. */
export async function loadOpenTransfer(
  orm: Orm,
  vehicleId: string,
): Promise<VehicleTransferRow | undefined> {
  const [row] = await orm
    .select()
    .from(vehicleTransfers)
    .where(and(eq(vehicleTransfers.vehicleId, vehicleId), eq(vehicleTransfers.state, 'offered')));
  return row;
}

/** Whether the id is one of the seller's classified ads marked sold. */
export async function isSoldAdOf(orm: Orm, sellerId: string, adId: string): Promise<boolean> {
  if (!isUuid(adId)) return false;
  // The marketplace's table, read by its columns only: a module does not import another.
  const result = await orm.execute(
    sql`SELECT 1 AS found FROM classified_ads
        WHERE id = ${adId} AND user_id = ${sellerId} AND status = 'sold'`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export interface NewTransfer {
  vehicle: VehicleRow;
  modelName: string;
  sellerId: string;
  buyerEmail: string;
  diaryGoes: boolean;
  adId: string | null;
  sellerLocale: Locale;
}

/** Offers the vehicle; undefined when one is open already (one per vehicle). */
export async function addTransfer(
  orm: Orm,
  transfer: NewTransfer,
): Promise<VehicleTransferRow | undefined> {
  const [row] = await orm
    .insert(vehicleTransfers)
    .values({
      vehicleId: transfer.vehicle.id,
      vin: transfer.vehicle.vin,
      modelName: transfer.modelName,
      sellerId: transfer.sellerId,
      buyerEmail: transfer.buyerEmail,
      diaryGoes: transfer.diaryGoes,
      adId: transfer.adId,
      sellerLocale: transfer.sellerLocale,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Withdraws the vehicle's open transfer; undefined when none is open. */
export function withdrawTransfer(
  orm: Orm,
  sellerId: string,
  vehicleId: string,
): Promise<VehicleTransferRow | undefined> {
  return closeOffer(
    orm,
    'withdrawn',
    and(eq(vehicleTransfers.vehicleId, vehicleId), eq(vehicleTransfers.sellerId, sellerId)),
  );
}

/** The seller's transfers of every state, newest first. */
export async function loadOutgoingTransfers(
  orm: Orm,
  sellerId: string,
): Promise<OutgoingTransfer[]> {
  const rows = await orm
    .select()
    .from(vehicleTransfers)
    .where(eq(vehicleTransfers.sellerId, sellerId))
    .orderBy(desc(vehicleTransfers.createdAt), desc(vehicleTransfers.id));
  return rows.map(toOutgoingTransfer);
}

/** One of the seller's transfers. */
export async function loadOutgoingTransfer(
  orm: Orm,
  sellerId: string,
  id: string,
): Promise<VehicleTransferRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(vehicleTransfers)
    .where(and(eq(vehicleTransfers.id, id), eq(vehicleTransfers.sellerId, sellerId)));
  return row;
}

/** The open offers to an address (in lower case), newest first. */
export async function loadIncomingTransfers(orm: Orm, email: string): Promise<IncomingTransfer[]> {
  const rows = await orm
    .select({
      transfer: vehicleTransfers,
      yearOfConstruction: vehicles.yearOfConstruction,
      seller: users,
    })
    .from(vehicleTransfers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleTransfers.vehicleId))
    .innerJoin(users, eq(users.id, vehicleTransfers.sellerId))
    .where(and(eq(vehicleTransfers.buyerEmail, email), eq(vehicleTransfers.state, 'offered')))
    .orderBy(desc(vehicleTransfers.createdAt), desc(vehicleTransfers.id));
  return rows.map(({ transfer, yearOfConstruction, seller }) => ({
    id: transfer.id,
    vehicleId: transfer.vehicleId!,
    vin: transfer.vin,
    modelName: transfer.modelName,
    yearOfConstruction,
    sellerName: [seller.firstName, seller.lastName].filter(Boolean).join(' ') || seller.username,
    diaryGoes: transfer.diaryGoes,
    createdAt: transfer.createdAt.toISOString(),
  }));
}

/** A transfer to the address (in lower case), whatever its state. */
export async function loadTransferTo(
  orm: Orm,
  email: string,
  id: string,
): Promise<VehicleTransferRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(vehicleTransfers)
    .where(and(eq(vehicleTransfers.id, id), eq(vehicleTransfers.buyerEmail, email)));
  return row;
}

/** Refuses an open transfer to the address; undefined when it is no longer open. */
export function refuseTransfer(
  orm: Orm,
  id: string,
  email: string,
): Promise<VehicleTransferRow | undefined> {
  return closeOffer(
    orm,
    'refused',
    and(eq(vehicleTransfers.id, id), eq(vehicleTransfers.buyerEmail, email)),
  );
}

/** Ends the open transfer the condition names, as withdrawn or refused. */
async function closeOffer(
  orm: Orm,
  state: 'withdrawn' | 'refused',
  which: SQL | undefined,
): Promise<VehicleTransferRow | undefined> {
  const [row] = await orm
    .update(vehicleTransfers)
    .set({ state, decidedAt: new Date() })
    .where(and(which, eq(vehicleTransfers.state, 'offered')))
    .returning();
  return row;
}

/** The licence statuses a transfer ends (an expired or cancelled one has ended already). */
const endedLicence = ['cancelled', 'expired'] as const;

/**
 * Accepts an open transfer to the address, in one transaction: the diary's CSV for the seller;
 * the diary to the buyer, or (when it stays) removed after the vehicle's own hours and fuel took
 * its latest figures; the vehicle to the buyer; the warranty to the buyer; the seller's TracLink
 * licence ended (cancelled, no renewal, its end kept) and its TracLink Mobile pairing removed;
 * the seller's open service booking withdrawn, and the reminders mailed to him forgotten.
 * Undefined when the transfer is no longer open or its vehicle no longer the seller's.
 */
export function acceptTransfer(
  orm: Orm,
  id: string,
  email: string,
  buyerId: string,
): Promise<VehicleTransferRow | undefined> {
  return orm.transaction(async (tx) => {
    const [transfer] = await tx
      .select()
      .from(vehicleTransfers)
      .where(
        and(
          eq(vehicleTransfers.id, id),
          eq(vehicleTransfers.buyerEmail, email),
          eq(vehicleTransfers.state, 'offered'),
        ),
      )
      .for('update');
    if (!transfer?.vehicleId) return undefined;
    const [vehicle] = await tx
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.id, transfer.vehicleId), eq(vehicles.userId, transfer.sellerId)))
      .for('update');
    if (!vehicle) return undefined;

    const entries = await loadDiaryEntries(tx, vehicle.id);
    const csv = diaryCsv(entries, textsFor(toLocale(transfer.sellerLocale)));
    if (!transfer.diaryGoes) {
      // Maintenance counts from the vehicle's hours: they keep the diary's latest reading.
      const [model] = await tx
        .select()
        .from(vehicleModels)
        .where(eq(vehicleModels.id, vehicle.modelId));
      const figures = toFleetVehicle(vehicle, model!, entries);
      await tx
        .update(vehicles)
        .set({ operatingHours: figures.operatingHours, fuelUsedLiters: figures.fuelUsedLiters })
        .where(eq(vehicles.id, vehicle.id));
      await tx.delete(diaryEntries).where(eq(diaryEntries.vehicleId, vehicle.id));
    }
    // The diary's entries that are left follow by the foreign key (ON UPDATE CASCADE).
    await tx.update(vehicles).set({ userId: buyerId }).where(eq(vehicles.id, vehicle.id));
    await tx
      .update(contractItems)
      .set({ userId: buyerId })
      .where(and(eq(contractItems.vehicleId, vehicle.id), eq(contractItems.kind, 'warranty')));
    const licence = and(
      eq(contractItems.vehicleId, vehicle.id),
      eq(contractItems.kind, 'traclink'),
    );
    await tx.update(contractItems).set({ renewsAutomatically: false }).where(licence);
    await tx
      .update(contractItems)
      .set({ status: 'cancelled' })
      .where(and(licence, notInArray(contractItems.status, [...endedLicence])));
    // The contracts module's table, by its columns: a module does not import another.
    await tx.execute(sql`DELETE FROM traclink_mobile_pairings WHERE vehicle_id = ${vehicle.id}`);
    // The seller's open booking carries his name and address to the dealer and is his to keep
    // or not: it ends (its link then says so). The buyer is reminded of what is due anew.
    await tx
      .update(serviceBookings)
      .set({ state: 'withdrawn', updatedAt: new Date() })
      .where(
        and(
          eq(serviceBookings.vehicleId, vehicle.id),
          inArray(serviceBookings.state, ['requested', 'confirmed', 'proposed']),
        ),
      );
    await tx
      .delete(maintenanceRemindersSent)
      .where(eq(maintenanceRemindersSent.vehicleId, vehicle.id));
    const [accepted] = await tx
      .update(vehicleTransfers)
      .set({ state: 'accepted', decidedAt: new Date(), buyerId, sellerDiaryCsv: csv })
      .where(eq(vehicleTransfers.id, transfer.id))
      .returning();
    return accepted;
  });
}

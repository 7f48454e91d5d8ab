import { createHash, randomBytes } from 'node:crypto';
import type { ServiceBooking } from '@lindner/api/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../../../database/connection';
import { isUuid } from '../../../../plugins/vehicles';
import { vehicleServiceEntries } from '../../machineFile/tables';
import { maintenanceDone } from '../tables';
import { serviceBookings, type ServiceBookingRow } from './tables';

/** How long the dealer's link works. */
export const dealerLinkDays = 14;

/** The states in which the dealer and the owner may still act. */
export const openStates = ['requested', 'confirmed', 'proposed'] as const;

/** A new link token: 32 random bytes as base64url. */
export function newBookingToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the table keeps of a token: a leak of the table lets nobody act as the dealer. */
export function bookingTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function toServiceBooking(row: ServiceBookingRow): ServiceBooking {
  return {
    id: row.id,
    state: row.state,
    dealerId: row.dealerId,
    dealerName: row.dealerName,
    dates: row.proposedDates,
    items: row.itemKeys,
    note: row.note === '' ? null : row.note,
    confirmedDate: row.confirmedDate,
    dealerProposal:
      row.state === 'proposed' && row.dealerProposalDate
        ? {
            date: row.dealerProposalDate,
            message: row.dealerMessage === '' ? null : row.dealerMessage,
          }
        : null,
  };
}

/** The open booking of each vehicle, by vehicle and then by each booked item's key. */
export async function loadOpenBookings(
  orm: Orm,
  vehicleIds: string[],
): Promise<Map<string, Map<string, ServiceBooking>>> {
  const byVehicle = new Map<string, Map<string, ServiceBooking>>();
  if (vehicleIds.length === 0) return byVehicle;
  const rows = await orm
    .select()
    .from(serviceBookings)
    .where(
      and(
        inArray(serviceBookings.vehicleId, vehicleIds),
        inArray(serviceBookings.state, [...openStates]),
      ),
    );
  for (const row of rows) {
    const booking = toServiceBooking(row);
    byVehicle.set(row.vehicleId, new Map(row.itemKeys.map((key) => [key, booking])));
  }
  return byVehicle;
}

/** The vehicle's bookings, newest first. */
export async function loadBookings(orm: Orm, vehicleId: string): Promise<ServiceBooking[]> {
  const rows = await orm
    .select()
    .from(serviceBookings)
    .where(eq(serviceBookings.vehicleId, vehicleId))
    .orderBy(desc(serviceBookings.createdAt));
  return rows.map(toServiceBooking);
}

/** One booking of the vehicle, or undefined. */
export async function loadBooking(
  orm: Orm,
  vehicleId: string,
  bookingId: string,
): Promise<ServiceBookingRow | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const [row] = await orm
    .select()
    .from(serviceBookings)
    .where(and(eq(serviceBookings.vehicleId, vehicleId), eq(serviceBookings.id, bookingId)));
  return row;
}

/** The booking a dealer's link names, or undefined for a token no booking has. */
export async function loadBookingByToken(
  orm: Orm,
  token: string,
): Promise<ServiceBookingRow | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await orm
    .select()
    .from(serviceBookings)
    .where(eq(serviceBookings.tokenHash, bookingTokenHash(token)));
  return row;
}

export type NewServiceBooking = Pick<
  ServiceBookingRow,
  | 'vehicleId'
  | 'bookedBy'
  | 'dealerId'
  | 'dealerName'
  | 'dealerEmail'
  | 'proposedDates'
  | 'itemKeys'
  | 'note'
  | 'dealerLocale'
  | 'ownerLocale'
>;

/**
 * Adds a booking with a new link token; answers the row and the token (which only the mail
 * carries), or undefined when the vehicle has an open booking already.
 */
export async function addBooking(
  orm: Orm,
  booking: NewServiceBooking,
  now: Date,
): Promise<{ row: ServiceBookingRow; token: string } | undefined> {
  const token = newBookingToken();
  const expires = new Date(now.getTime() + dealerLinkDays * 24 * 60 * 60_000);
  try {
    const [row] = await orm
      .insert(serviceBookings)
      .values({ ...booking, tokenHash: bookingTokenHash(token), tokenExpiresAt: expires })
      .returning();
    return { row: row!, token };
  } catch (error) {
    // The unique index of open bookings: another request booked meanwhile.
    if (String((error as { cause?: unknown }).cause ?? error).includes('service_bookings_open')) {
      return undefined;
    }
    throw error;
  }
}

/** Changes an open booking; answers the changed row, or undefined when it is not open. */
export async function updateOpenBooking(
  orm: Orm,
  id: string,
  change: Partial<
    Pick<
      ServiceBookingRow,
      'state' | 'confirmedDate' | 'dealerProposalDate' | 'dealerMessage' | 'tokenExpiresAt'
    >
  >,
): Promise<ServiceBookingRow | undefined> {
  const [row] = await orm
    .update(serviceBookings)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(serviceBookings.id, id), inArray(serviceBookings.state, [...openStates])))
    .returning();
  return row;
}

export interface ServiceDone {
  date: string;
  hours: number;
  workDone: string;
  parts: string;
}

/**
 * The dealer's entry of the service: the vehicle's service entry (written by the dealer), a
 * maintenance_done row for each booked item, the booking done. In one transaction, and only
 * while the booking is open, so a second call finds it done (undefined).
 */
export async function completeBooking(
  orm: Orm,
  booking: ServiceBookingRow,
  done: ServiceDone,
): Promise<ServiceBookingRow | undefined> {
  return orm.transaction(async (tx) => {
    const [claimed] = await tx
      .update(serviceBookings)
      .set({ state: 'done', updatedAt: new Date() })
      .where(
        and(eq(serviceBookings.id, booking.id), inArray(serviceBookings.state, [...openStates])),
      )
      .returning();
    if (!claimed) return undefined;
    const [entry] = await tx
      .insert(vehicleServiceEntries)
      .values({
        vehicleId: booking.vehicleId,
        writtenBy: 'dealer',
        dealerId: booking.dealerId,
        serviceDate: done.date,
        operatingHours: done.hours,
        workDone: done.workDone,
        parts: done.parts,
        doneBy: 'dealer',
        dealerName: booking.dealerName,
      })
      .returning({ id: vehicleServiceEntries.id });
    await tx.insert(maintenanceDone).values(
      booking.itemKeys.map((itemKey) => ({
        vehicleId: booking.vehicleId,
        itemKey,
        doneOn: done.date,
        hours: done.hours,
        recordedBy: null,
      })),
    );
    const [row] = await tx
      .update(serviceBookings)
      .set({ serviceEntryId: entry!.id })
      .where(eq(serviceBookings.id, booking.id))
      .returning();
    return row;
  });
}

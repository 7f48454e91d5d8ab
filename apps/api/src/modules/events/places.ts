import { and, eq } from 'drizzle-orm';
import type { Database, Orm } from '../../database/connection';
import { placesLeft } from './eventList';
import { eventRegistrations } from './tables';

// Sign-ups and their places: taken and given back by one UPDATE each, never beyond the
// capacity, in the transaction that writes the registration.

export interface Registration {
  companions: number;
  registeredAt: Date;
}

export async function findRegistration(
  orm: Orm,
  eventId: string,
  userId: string,
): Promise<Registration | null> {
  const [row] = await orm
    .select({
      companions: eventRegistrations.companions,
      registeredAt: eventRegistrations.registeredAt,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
}

/** What a change of places ended in: done with the event's places left, or why not. */
export type PlacesOutcome =
  | { status: 'done'; registration: Registration | null; placesLeft: number | null }
  | { status: 'full' | 'alreadyRegistered' | 'notRegistered' };

/** Thrown inside a transaction to roll it back with an outcome. */
class Refused extends Error {
  constructor(readonly outcome: PlacesOutcome) {
    super(outcome.status);
  }
}

interface PlacesRow {
  capacity: number | null;
  places_taken: number;
}

interface RegistrationSqlRow {
  companions: number;
  registered_at: Date | string;
}

const toRegistration = (row: RegistrationSqlRow): Registration => ({
  companions: row.companions,
  registeredAt: new Date(row.registered_at),
});

/**
 * Takes `n` places (a negative `n` gives them back) in one statement: none unless that many
 * are left, so parallel sign-ups never take more than the capacity.
 */
const takePlacesSql = `UPDATE events SET places_taken = places_taken + $2, updated_at = now()
  WHERE id = $1 AND ($2 <= 0 OR capacity IS NULL OR places_taken + $2 <= capacity)
  RETURNING capacity, places_taken`;

async function runRefusable(
  database: Database,
  work: Parameters<Database['transaction']>[0],
): Promise<PlacesOutcome> {
  try {
    return (await database.transaction(work)) as PlacesOutcome;
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Signs a user up with companions: the registration and its places in one transaction. */
export function register(
  database: Database,
  eventId: string,
  userId: string,
  companions: number,
): Promise<PlacesOutcome> {
  return runRefusable(database, async (session) => {
    const [inserted] = await session.rows<RegistrationSqlRow>(
      `INSERT INTO event_registrations (event_id, user_id, companions) VALUES ($1, $2, $3)
       ON CONFLICT (event_id, user_id) DO NOTHING RETURNING companions, registered_at`,
      [eventId, userId, companions],
    );
    if (!inserted) throw new Refused({ status: 'alreadyRegistered' });
    const [places] = await session.rows<PlacesRow>(takePlacesSql, [eventId, 1 + companions]);
    if (!places) throw new Refused({ status: 'full' });
    return {
      status: 'done',
      registration: toRegistration(inserted),
      placesLeft: placesLeft({ capacity: places.capacity, placesTaken: places.places_taken }),
    };
  });
}

/** Changes the companions of a sign-up; places follow by the difference, in one statement. */
export function changeRegistration(
  database: Database,
  eventId: string,
  userId: string,
  companions: number,
): Promise<PlacesOutcome> {
  return runRefusable(database, async (session) => {
    const [before] = await session.rows<RegistrationSqlRow>(
      `SELECT companions, registered_at FROM event_registrations
       WHERE event_id = $1 AND user_id = $2 FOR UPDATE`,
      [eventId, userId],
    );
    if (!before) throw new Refused({ status: 'notRegistered' });
    const [places] = await session.rows<PlacesRow>(takePlacesSql, [
      eventId,
      companions - before.companions,
    ]);
    if (!places) throw new Refused({ status: 'full' });
    const [after] = await session.rows<RegistrationSqlRow>(
      `UPDATE event_registrations SET companions = $3 WHERE event_id = $1 AND user_id = $2
       RETURNING companions, registered_at`,
      [eventId, userId, companions],
    );
    return {
      status: 'done',
      registration: toRegistration(after!),
      placesLeft: placesLeft({ capacity: places.capacity, placesTaken: places.places_taken }),
    };
  });
}

/** Signs a user out: the registration goes and its places are given back. */
export function cancelRegistration(
  database: Database,
  eventId: string,
  userId: string,
): Promise<PlacesOutcome> {
  return runRefusable(database, async (session) => {
    const [gone] = await session.rows<RegistrationSqlRow>(
      `DELETE FROM event_registrations WHERE event_id = $1 AND user_id = $2
       RETURNING companions, registered_at`,
      [eventId, userId],
    );
    if (!gone) throw new Refused({ status: 'notRegistered' });
    const [places] = await session.rows<PlacesRow>(takePlacesSql, [
      eventId,
      -(1 + gone.companions),
    ]);
    return {
      status: 'done',
      registration: null,
      placesLeft: places
        ? placesLeft({ capacity: places.capacity, placesTaken: places.places_taken })
        : null,
    };
  });
}

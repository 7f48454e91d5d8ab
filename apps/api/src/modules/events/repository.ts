import type {
  EventDetail,
  EventFormat,
  EventInput,
  EventSummary,
  TrainingEligibility,
} from '@lindner/api/schema';
import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../database/connection';
import { vehicles } from '../fleet/tables';
import { vehicleModels } from '../models/tables';
import type { UserRow } from '../user/tables';
import { eventRegistrations, events, type EventRow } from './tables';

/**
 * The model series whose vehicles qualify for a driver training: the Lintrac (rear-wheel
 * steering, TMT continuously variable transmission) and the Unitrac transporters (LDrive). The
 * Geotrac's manual range does not need a training for the portal's purposes.
 */
export const trainingSeries = ['Lintrac', 'Unitrac'] as const;

export interface EventFilter {
  format?: EventFormat;
  region?: string;
  trainingsOnly?: boolean;
}

/** Upcoming events (not yet ended at `now`), soonest first, by the filter. */
export async function findUpcomingEvents(
  orm: Orm,
  filter: EventFilter,
  now = new Date(),
): Promise<EventRow[]> {
  return orm
    .select()
    .from(events)
    .where(
      and(
        gt(events.endsAt, now),
        filter.format ? eq(events.format, filter.format) : undefined,
        filter.region ? eq(events.venueRegion, filter.region) : undefined,
        filter.trainingsOnly ? eq(events.training, true) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.slug));
}

/** The regions of upcoming on-site events, alphabetically. */
export async function upcomingRegions(orm: Orm, now = new Date()): Promise<string[]> {
  const rows = await orm
    .selectDistinct({ region: events.venueRegion })
    .from(events)
    .where(and(gt(events.endsAt, now), isNotNull(events.venueRegion)))
    .orderBy(asc(events.venueRegion));
  return rows.map((row) => row.region!);
}

export async function findEvent(orm: Orm, slug: string): Promise<EventRow | undefined> {
  const [row] = await orm.select().from(events).where(eq(events.slug, slug));
  return row;
}

const placesLeft = (event: Pick<EventRow, 'capacity' | 'placesTaken'>) =>
  event.capacity === null ? null : Math.max(0, event.capacity - event.placesTaken);

export function toEventSummary(event: EventRow): EventSummary {
  return {
    slug: event.slug,
    title: event.title,
    teaser: event.teaser,
    format: event.format,
    training: event.training,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    venue:
      event.format === 'onSite' && event.venueName
        ? {
            name: event.venueName,
            street: event.venueStreet ?? '',
            zip: event.venueZip ?? '',
            city: event.venueCity ?? '',
            country: event.venueCountry ?? 'AT',
            region: event.venueRegion ?? '',
            lat: event.venueLat ?? 0,
            lng: event.venueLng ?? 0,
          }
        : null,
    capacity: event.capacity,
    placesLeft: placesLeft(event),
    companionsAllowed: event.companionsAllowed,
  };
}

export function toEventDetail(event: EventRow, showOnlineUrl: boolean): EventDetail {
  return {
    ...toEventSummary(event),
    description: event.description,
    onlineUrl: showOnlineUrl ? event.onlineUrl : null,
  };
}

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

/** What a user has and lacks for a driver training (SPEC.md section 5). */
export async function trainingEligibility(
  orm: Orm,
  user: UserRow,
  now = new Date(),
): Promise<TrainingEligibility> {
  const [fleet, attended] = await Promise.all([
    orm
      .select({ series: vehicleModels.series })
      .from(vehicles)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(and(eq(vehicles.userId, user.id), eq(vehicles.status, 'approved'))),
    orm
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(
        and(
          eq(eventRegistrations.userId, user.id),
          eq(events.training, true),
          lt(events.endsAt, now),
        ),
      )
      .limit(1),
  ]);
  return {
    customerNumber: Boolean(user.customerNr?.trim()),
    approvedVehicle: fleet.length > 0,
    eligibleModel: fleet.some((vehicle) =>
      (trainingSeries as readonly string[]).includes(vehicle.series),
    ),
    attendedBefore: attended.length > 0,
  };
}

/** The first condition a user lacks for a training, in the order SPEC.md names them. */
export function missingCondition(
  eligibility: TrainingEligibility,
): 'noCustomerNumber' | 'noApprovedVehicle' | 'notEligibleModel' | null {
  if (!eligibility.customerNumber) return 'noCustomerNumber';
  if (!eligibility.approvedVehicle) return 'noApprovedVehicle';
  if (!eligibility.eligibleModel) return 'notEligibleModel';
  return null;
}

/** A slug from a title: lower case ASCII words joined by hyphens, umlauts spelt out. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'veranstaltung';
}

/** The columns of an event as staff wrote it. */
export function eventColumns(input: EventInput) {
  const venue = input.format === 'onSite' ? input.venue : null;
  return {
    title: input.title,
    teaser: input.teaser,
    description: input.description,
    format: input.format,
    training: input.training,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    venueName: venue?.name ?? null,
    venueStreet: venue?.street ?? null,
    venueZip: venue?.zip ?? null,
    venueCity: venue?.city ?? null,
    venueCountry: venue?.country ?? null,
    venueRegion: venue?.region ?? null,
    venueLat: venue?.lat ?? null,
    venueLng: venue?.lng ?? null,
    onlineUrl: input.onlineUrl,
    capacity: input.capacity,
    companionsAllowed: input.companionsAllowed,
  };
}

/** Creates an event under a free slug made from its title (`-2`, `-3`… when taken). */
export async function createEvent(orm: Orm, input: EventInput): Promise<EventRow> {
  const base = slugOf(input.title);
  const taken = new Set(
    (
      await orm
        .select({ slug: events.slug })
        .from(events)
        .where(sql`${events.slug} = ${base} OR ${events.slug} LIKE ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  const [row] = await orm
    .insert(events)
    .values({ slug, ...eventColumns(input) })
    .returning();
  return row!;
}

/**
 * Updates an event, keeping its slug; the capacity may not fall below the places taken (checked
 * in the statement). Undefined when the event is gone or the capacity is too small.
 */
export async function updateEvent(
  orm: Orm,
  id: string,
  input: EventInput,
): Promise<EventRow | undefined> {
  const [row] = await orm
    .update(events)
    .set({ ...eventColumns(input), updatedAt: new Date() })
    .where(
      and(
        eq(events.id, id),
        input.capacity === null ? undefined : sql`${events.placesTaken} <= ${input.capacity}`,
      ),
    )
    .returning();
  return row;
}

import type { EventDetail, EventFormat, EventSummary } from '@lindner/api/schema';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { Refusal } from '../../plugins/envelope';
import { events, type EventRow } from './tables';
import { eventMessages } from './texts';

// Finding events and showing them: the list with its filter, one event by its slug.

export interface EventFilter {
  format?: EventFormat;
  region?: string;
  trainingsOnly?: boolean;
}

/**
 * The columns of an event's summary: a list reads these only, not the description and the
 * other columns no entry of it shows (the list is not paged: with hundreds of upcoming events,
 * reading and decoding every column was most of its time; docs/api-benchmark.md).
 */
const summaryColumns = {
  slug: events.slug,
  title: events.title,
  teaser: events.teaser,
  format: events.format,
  training: events.training,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  venueName: events.venueName,
  venueStreet: events.venueStreet,
  venueZip: events.venueZip,
  venueCity: events.venueCity,
  venueCountry: events.venueCountry,
  venueRegion: events.venueRegion,
  venueLat: events.venueLat,
  venueLng: events.venueLng,
  capacity: events.capacity,
  placesTaken: events.placesTaken,
  companionsAllowed: events.companionsAllowed,
};

/** What an event's summary shows of it. */
export type EventSummaryRow = Pick<EventRow, keyof typeof summaryColumns>;

/** Upcoming events (not yet ended at `now`), soonest first, by the filter. */
export async function findUpcomingEvents(
  orm: Orm,
  filter: EventFilter,
  now = new Date(),
): Promise<EventSummaryRow[]> {
  return orm
    .select(summaryColumns)
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

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The event of a path's slug, or a 404 (also for a slug no event can have). */
export async function eventOfPath(
  orm: Orm,
  request: FastifyRequest,
  slug: string,
): Promise<EventRow> {
  const event = slugPattern.test(slug) ? await findEvent(orm, slug) : undefined;
  if (!event) throw new Refusal(404, request.t(eventMessages.notFound));
  return event;
}

/** The places an event has left; null for unlimited. */
export const placesLeft = (event: Pick<EventRow, 'capacity' | 'placesTaken'>) =>
  event.capacity === null ? null : Math.max(0, event.capacity - event.placesTaken);

export function toEventSummary(event: EventSummaryRow): EventSummary {
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

import type { EventDetail, EventFormat, EventSummary } from '@lindner/api/schema';
import { and, asc, eq, getTableColumns, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { languageOf } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { Refusal } from '../../plugins/envelope';
import { events, eventTexts, type EventRow, type EventTextLanguage } from './tables';
import { eventMessages } from './texts';

// Finding events and showing them: the list with its filter, one event by its slug, each with
// its texts in the language asked for where it has them, else in German (DESIGN.md Decisions).

export interface EventFilter {
  format?: EventFormat;
  region?: string;
  trainingsOnly?: boolean;
}

/** An event whose texts are in `textLanguage`: the language asked for, or German. */
export type LocalizedEvent = EventRow & { textLanguage: EventTextLanguage };

/** The event's translation into `language`, joined beside it (none for German, the source). */
const translationInto = (language: EventTextLanguage) =>
  and(eq(eventTexts.eventId, events.id), sql`${eventTexts.language} = ${language}`);

/** The texts of an event in the joined translation's language, or German without one. */
const localizedTexts = {
  title: sql<string>`coalesce(${eventTexts.title}, ${events.title})`,
  teaser: sql<string>`coalesce(${eventTexts.teaser}, ${events.teaser})`,
  textLanguage: sql<EventTextLanguage>`coalesce(${eventTexts.language}, 'de')`,
};

/**
 * The columns of an event's summary: a list reads these only, not the description and the
 * other columns no entry of it shows (the list is not paged: with hundreds of upcoming events,
 * reading and decoding every column was most of its time; docs/api-benchmark.md).
 */
const summaryColumns = {
  slug: events.slug,
  ...localizedTexts,
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
export type EventSummaryRow = Pick<LocalizedEvent, keyof typeof summaryColumns>;

/** Upcoming events (not yet ended at `now`), soonest first, by the filter, in `language`. */
export async function findUpcomingEvents(
  orm: Orm,
  filter: EventFilter,
  language: EventTextLanguage,
  now = new Date(),
): Promise<EventSummaryRow[]> {
  const conditions: (SQL | undefined)[] = [
    gt(events.endsAt, now),
    filter.format ? eq(events.format, filter.format) : undefined,
    filter.region ? eq(events.venueRegion, filter.region) : undefined,
    filter.trainingsOnly ? eq(events.training, true) : undefined,
  ];
  return orm
    .select(summaryColumns)
    .from(events)
    .leftJoin(eventTexts, translationInto(language))
    .where(and(...conditions))
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

/** The event of a slug, in `language`. */
export async function findEvent(
  orm: Orm,
  slug: string,
  language: EventTextLanguage,
): Promise<LocalizedEvent | undefined> {
  const [row] = await orm
    .select({
      ...getTableColumns(events),
      ...localizedTexts,
      description: sql<string>`coalesce(${eventTexts.description}, ${events.description})`,
    })
    .from(events)
    .leftJoin(eventTexts, translationInto(language))
    .where(eq(events.slug, slug));
  return row;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The event of a path's slug in the caller's language, or a 404 (also for a slug no event can
 * have).
 */
export async function eventOfPath(
  orm: Orm,
  request: FastifyRequest,
  slug: string,
): Promise<LocalizedEvent> {
  const event = slugPattern.test(slug)
    ? await findEvent(orm, slug, languageOf(request.locale))
    : undefined;
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
    textLanguage: event.textLanguage,
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

export function toEventDetail(event: LocalizedEvent, showOnlineUrl: boolean): EventDetail {
  return {
    ...toEventSummary(event),
    description: event.description,
    onlineUrl: showOnlineUrl ? event.onlineUrl : null,
  };
}

import type { EventSummary, EventVenue } from '@lindner/api/schema';
import { languageOf, type Locale } from '@lindner/i18n';

/**
 * The `lang` of an event's texts on a page in `locale`: their own language where it is not the
 * page's (German, where the event has no translation), else undefined.
 */
export function eventTextLang(
  event: Pick<EventSummary, 'textLanguage'>,
  locale: Locale,
): EventSummary['textLanguage'] | undefined {
  return event.textLanguage === languageOf(locale) ? undefined : event.textLanguage;
}

/** Events happen in Austria and its neighbours: their times are shown in Vienna's time. */
export const eventTimeZone = 'Europe/Vienna';

/**
 * An event's date and time in a language (`de-AT`, `en`, …), in Vienna's time: one day with its
 * start and end time ("Mittwoch, 24. März 2027, 09:00–16:00 Uhr"), or both dates when it lasts
 * longer.
 */
export function formatEventTime(language: string, startsAt: string, endsAt: string): string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: eventTimeZone,
  });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const text =
    end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
  // Node's ICU (on the server) writes thin and narrow spaces where Chromium writes plain ones
  // ("10:00 AM – 4:00 PM"): the same text on both sides, or hydration fails.
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** Where an on-site event is, as a card shows it: "Kundl, Tirol"; null for an online event. */
export function venuePlace(venue: EventVenue | null): string | null {
  if (!venue) return null;
  return venue.region && venue.region !== venue.city
    ? `${venue.city}, ${venue.region}`
    : venue.city;
}

/** The venue on OpenStreetMap, with a marker. */
export function mapUrl({ lat, lng }: Pick<EventVenue, 'lat' | 'lng'>): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

/** A plain-text description's paragraphs (separated by blank lines), trimmed, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export type PlacesBadge =
  { kind: 'unlimited' } | { kind: 'full' } | { kind: 'left'; count: number };

/** The places badge of an event: how many are left, "unbegrenzt", or "ausgebucht". */
export function placesBadge(placesLeft: EventSummary['placesLeft']): PlacesBadge {
  if (placesLeft === null) return { kind: 'unlimited' };
  if (placesLeft <= 0) return { kind: 'full' };
  return { kind: 'left', count: placesLeft };
}

/** The address of an event's calendar file under the API's base (`{base}/{segment}/events/…`). */
export function calendarUrl(
  api: { baseUrl: string; clientSegment: string },
  calendarPath: string,
): string {
  return `${api.baseUrl}/${api.clientSegment}${calendarPath}`;
}

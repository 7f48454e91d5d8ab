import type { EventRow } from './tables';

/** The domain of the events' calendar UIDs: one UID per event, stable across changes. */
const uidDomain = 'events.lindner-traktoren.at';

/** A UTC date-time as RFC 5545 writes it: `20270325T080000Z`. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded after 75 octets, each continuation starting with a space. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** Where an event takes place, in one line: venue, street, zip and city; or the word online. */
export function eventLocation(event: EventRow): string {
  if (event.format === 'online' || !event.venueName) return 'Online';
  const place = [event.venueZip, event.venueCity].filter(Boolean).join(' ');
  return [event.venueName, event.venueStreet, place].filter(Boolean).join(', ');
}

/** The file name of an event's calendar file. */
export const calendarFileName = (event: EventRow) => `${event.slug}.ics`;

/**
 * An event as an iCalendar file (RFC 5545): one VEVENT in UTC, lines ending in CRLF, text
 * escaped and folded. `url` is the event's page; `now` its DTSTAMP.
 */
export function eventCalendar(event: EventRow, { url, now }: { url?: string; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lindner Traktorenwerk//Kundenportal Veranstaltungen//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.id}@${uidDomain}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `LOCATION:${icsText(eventLocation(event))}`,
    `DESCRIPTION:${icsText([event.teaser, event.description].filter(Boolean).join('\n\n'))}`,
    ...(event.venueLat !== null && event.venueLng !== null
      ? [`GEO:${event.venueLat};${event.venueLng}`]
      : []),
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(folded).join('\r\n') + '\r\n';
}

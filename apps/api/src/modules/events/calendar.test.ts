import { describe, expect, it } from 'vitest';
import { eventCalendar, eventLocation, icsDateTime, icsText } from './calendar';
import { testEventRow } from './testEvent';

const now = new Date('2026-11-24T13:05:09.123Z');

describe('the calendar file', () => {
  it('writes dates in UTC and escapes text as RFC 5545 asks', () => {
    expect(icsDateTime(new Date('2027-03-27T08:00:00.000Z'))).toBe('20270327T080000Z');
    expect(icsDateTime(new Date('2027-10-30T07:30:45.999Z'))).toBe('20271030T073045Z');
    expect(icsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('is one VEVENT of the event, in CRLF lines', () => {
    const ics = eventCalendar(testEventRow(), { now });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Lindner Traktorenwerk//Kundenportal Veranstaltungen//DE',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:7e1c2a9e-4b7d-4e21-9a3c-0d5e8f7a0001@events.lindner-traktoren.at',
        'DTSTAMP:20261124T130509Z',
        'DTSTART:20270327T080000Z',
        'DTEND:20270327T160000Z',
        'SUMMARY:Frühjahrsausstellung im Werk Kundl',
        // 76 octets with the "ß": the last letter goes on the next line.
        'LOCATION:Lindner Traktorenwerk\\, Ing.-Hermann-Lindner-Straße 4\\, 6250 Kund',
        ' l',
        // 75 octets ("ü" takes two), then the rest after a space.
        'DESCRIPTION:Probefahrten\\, Werksführungen\\; Neuheiten\\n\\nKomm mit der Fami',
        ' lie.\\n\\nParken am Werk.',
        'GEO:47.4667;11.9833',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('folds long lines after 75 octets without splitting a character', () => {
    const title = 'Ü'.repeat(60);
    const ics = eventCalendar(testEventRow({ title }), { now });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // "SUMMARY:" is 8 octets, each Ü two: 33 fit on the first line (74 octets), the other 27 on the next.
    const at = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[at]).toBe(`SUMMARY:${'Ü'.repeat(33)}`);
    expect(lines[at + 1]).toBe(` ${'Ü'.repeat(27)}`);
    expect(ics.replace(/\r\n /g, '')).toContain(`\r\nSUMMARY:${title}\r\n`);
  });

  it('places an online event online, without GEO, and links the page when given', () => {
    const online = testEventRow({
      format: 'online',
      venueName: null,
      venueLat: null,
      venueLng: null,
      onlineUrl: 'https://meet.example.com/a',
    });
    expect(eventLocation(online)).toBe('Online');
    const ics = eventCalendar(online, { now, url: 'https://portal.example.com/e' });
    expect(ics).toContain('\r\nLOCATION:Online\r\n');
    expect(ics).not.toContain('GEO:');
    expect(ics).toContain('\r\nURL:https://portal.example.com/e\r\n');
  });
});

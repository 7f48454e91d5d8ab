import { describe, expect, it } from 'vitest';
import {
  calendarUrl,
  formatEventTime,
  mapUrl,
  paragraphsOf,
  placesBadge,
  venuePlace,
} from './eventFormat';

/** Intl's narrow and thin spaces as plain ones, to compare with text typed by hand. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('an event’s date and time', () => {
  it('shows one day with its start and end in Vienna’s time (summer time in April)', () => {
    expect(plain(formatEventTime('de-AT', '2027-04-14T07:00:00Z', '2027-04-14T14:30:00Z'))).toBe(
      'Mittwoch, 14. April 2027, 09:00–16:30 Uhr',
    );
  });

  it('writes plain spaces, as browsers do, where Node writes thin and narrow ones', () => {
    expect(formatEventTime('en', '2027-03-24T08:00:00Z', '2027-03-24T15:00:00Z')).toBe(
      'Wednesday, March 24, 2027, 9:00 AM – 4:00 PM',
    );
  });

  it('shows winter time in March before the change, in English', () => {
    expect(plain(formatEventTime('en', '2027-03-24T08:00:00Z', '2027-03-24T15:00:00Z'))).toBe(
      'Wednesday, March 24, 2027, 9:00 AM – 4:00 PM',
    );
  });

  // The clocks go back on the last Sunday of October (31 October 2027): still summer time.
  it('shows both dates of an event over two days', () => {
    expect(plain(formatEventTime('fr', '2027-10-29T07:00:00Z', '2027-10-30T15:00:00Z'))).toBe(
      'vendredi 29 octobre 2027 à 09:00 – samedi 30 octobre 2027 à 17:00',
    );
  });
});

describe('an event’s places and venue', () => {
  it('gives the places badge', () => {
    expect(placesBadge(null)).toEqual({ kind: 'unlimited' });
    expect(placesBadge(0)).toEqual({ kind: 'full' });
    expect(placesBadge(7)).toEqual({ kind: 'left', count: 7 });
  });

  it('names the city and region, the city once when they are the same', () => {
    const venue = {
      name: 'Lindner Werk',
      street: 'Ing.-Hermann-Lindner-Straße 4',
      zip: '6250',
      city: 'Kundl',
      country: 'AT' as const,
      region: 'Tirol',
      lat: 47.4667,
      lng: 11.9833,
    };
    expect(venuePlace(venue)).toBe('Kundl, Tirol');
    expect(venuePlace({ ...venue, city: 'Wien', region: 'Wien' })).toBe('Wien');
    expect(venuePlace(null)).toBeNull();
    expect(mapUrl(venue)).toBe(
      'https://www.openstreetmap.org/?mlat=47.4667&mlon=11.9833#map=15/47.4667/11.9833',
    );
  });

  it('splits a description into paragraphs at blank lines', () => {
    expect(
      paragraphsOf('Erster Absatz\nmit zwei Zeilen.\n\n  \n\nZweiter <b>Absatz</b>.\n'),
    ).toEqual(['Erster Absatz\nmit zwei Zeilen.', 'Zweiter <b>Absatz</b>.']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('puts the calendar file under the API’s base', () => {
    expect(
      calendarUrl(
        { baseUrl: 'https://lindner.example/api', clientSegment: 'portal' },
        '/events/feldtag-kundl/calendar.ics',
      ),
    ).toBe('https://lindner.example/api/portal/events/feldtag-kundl/calendar.ics');
  });
});

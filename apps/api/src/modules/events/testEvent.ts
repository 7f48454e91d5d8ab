import type { EventRow } from './tables';

/** An event row as the database gives it, for the unit tests of the calendar and the mail. */
export function testEventRow(overrides: Partial<EventRow> = {}): EventRow {
  return {
    id: '7e1c2a9e-4b7d-4e21-9a3c-0d5e8f7a0001',
    slug: 'fruehjahrsausstellung-kundl',
    title: 'Frühjahrsausstellung im Werk Kundl',
    teaser: 'Probefahrten, Werksführungen; Neuheiten',
    description: 'Komm mit der Familie.\n\nParken am Werk.',
    format: 'onSite',
    training: false,
    startsAt: new Date('2027-03-27T08:00:00Z'),
    endsAt: new Date('2027-03-27T16:00:00Z'),
    venueName: 'Lindner Traktorenwerk',
    venueStreet: 'Ing.-Hermann-Lindner-Straße 4',
    venueZip: '6250',
    venueCity: 'Kundl',
    venueCountry: 'AT',
    venueRegion: 'Tirol',
    venueLat: 47.4667,
    venueLng: 11.9833,
    onlineUrl: null,
    capacity: null,
    placesTaken: 0,
    companionsAllowed: 5,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-01T10:00:00Z'),
    ...overrides,
  };
}

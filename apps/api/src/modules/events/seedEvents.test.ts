import { describe, expect, it } from 'vitest';
import { demoEvents, eventDates, eventSeeds, lastSaturday, viennaTime } from '../../seed/events';

const seed = (slug: string) => eventSeeds.find((each) => each.slug === slug)!;
const iso = (dates: { startsAt: Date; endsAt: Date }) => [
  dates.startsAt.toISOString(),
  dates.endsAt.toISOString(),
];

describe('the demo events', () => {
  it('finds the last Saturday of a month', () => {
    expect(lastSaturday(2027, 3)).toBe(27);
    expect(lastSaturday(2028, 3)).toBe(25);
    expect(lastSaturday(2026, 10)).toBe(31);
    expect(lastSaturday(2027, 10)).toBe(30);
  });

  it('sets times in Vienna, summer time or not', () => {
    expect(viennaTime(2027, 3, 27, '09:00').toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(viennaTime(2027, 3, 28, '09:00').toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(viennaTime(2026, 10, 31, '18:30').toISOString()).toBe('2026-10-31T17:30:00.000Z');
    expect(viennaTime(2027, 7, 1, '10:00').toISOString()).toBe('2027-07-01T08:00:00.000Z');
  });

  it('puts the shows at the next two ends of March and October', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(iso(eventDates(seed('fruehjahrsausstellung-kundl'), today))).toEqual([
      '2027-03-27T08:00:00.000Z',
      '2027-03-27T16:00:00.000Z',
    ]);
    expect(iso(eventDates(seed('fruehjahrsausstellung-kundl-naechstes-jahr'), today))).toEqual([
      '2028-03-25T08:00:00.000Z',
      '2028-03-25T16:00:00.000Z',
    ]);
    // The last Saturday of October 2027 is the 30th, still summer time (UTC+2).
    expect(iso(eventDates(seed('herbstausstellung-kundl'), today))).toEqual([
      '2027-10-30T07:00:00.000Z',
      '2027-10-30T15:00:00.000Z',
    ]);
    // The training the day before the spring show.
    expect(iso(eventDates(seed('fahrertraining-lintrac-kundl'), today))).toEqual([
      '2027-03-26T07:30:00.000Z',
      '2027-03-26T15:30:00.000Z',
    ]);
  });

  it('keeps a show of this year until it has ended', () => {
    const spring = seed('fruehjahrsausstellung-kundl');
    const during = new Date('2027-03-27T15:59:00Z');
    expect(eventDates(spring, during).startsAt.toISOString()).toBe('2027-03-27T08:00:00.000Z');
    const after = new Date('2027-03-27T16:00:00Z');
    expect(eventDates(spring, after).startsAt.toISOString()).toBe('2028-03-25T08:00:00.000Z');
    expect(
      eventDates(
        seed('herbstausstellung-kundl'),
        new Date('2026-02-01T00:00:00Z'),
      ).startsAt.toISOString(),
    ).toBe(
      // 31 October 2026 is after the change to winter time (25 October): UTC+1.
      '2026-10-31T08:00:00.000Z',
    );
  });

  it('puts the others days after today, at their time in Vienna', () => {
    const today = new Date('2026-11-24T22:30:00Z');
    expect(iso(eventDates(seed('hoftag-rosenheim'), today))).toEqual([
      '2026-12-15T09:00:00.000Z',
      '2026-12-15T15:00:00.000Z',
    ]);
  });

  it('has at least 12 events, 4 trainings, a full one, and one open for the farmer', () => {
    const rows = demoEvents(new Date('2026-11-24T12:00:00Z'));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.filter((row) => row.training)).toHaveLength(4);
    expect(rows.filter((row) => row.format === 'online').length).toBeGreaterThanOrEqual(3);
    expect([...new Set(rows.map((row) => row.venueRegion).filter(Boolean))].sort()).toEqual([
      'Bayern',
      'Salzburg',
      'Steiermark',
      'Tirol',
    ]);
    const full = rows.find((row) => row.slug === 'werksfuehrung-kundl')!;
    expect([full.capacity, full.placesTaken]).toEqual([2, 2]);
    expect(rows.filter((row) => row.placesTaken > 0)).toHaveLength(1);
    const open = rows.find((row) => row.slug === 'hoftag-rosenheim')!;
    expect(open).toMatchObject({ format: 'onSite', training: false, capacity: 40 });
    expect(open.companionsAllowed).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.endsAt.getTime()).toBeGreaterThan(row.startsAt.getTime());
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (row.format === 'onSite') expect(row.venueName).not.toBeNull();
      else expect(row.onlineUrl).toMatch(/^https:\/\//);
    }
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  eventPlace,
  formatEventDays,
  formatFigure,
  formatListPrice,
  formatYesNo,
} from './modelFormat';
import { upcomingEvents } from './modelFixtures';

// The German source texts: the catalogs' own wording is checked by scripts/messages.mjs.
const intlOf = (locale: string) =>
  createIntl({ locale, defaultLocale: 'de', messages: {}, onError: () => {} });
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a model’s figures', () => {
  it('writes each with its unit, grouped as the language groups', () => {
    const de = intlOf('de');
    expect(formatFigure(de, 'powerHp', 136)).toBe('136 PS');
    expect(formatFigure(de, 'powerKw', 100)).toBe('100 kW');
    expect(spaces(formatFigure(de, 'unladenWeightKg', 5200))).toBe('5.200 kg');
    expect(spaces(formatFigure(de, 'maxSpeedKmh', 50))).toBe('50 km/h');
    expect(spaces(formatFigure(de, 'wheelbaseMm', 2490))).toBe('2.490 mm');
    expect(spaces(formatFigure(intlOf('en'), 'lengthMm', 4230))).toBe('4,230 mm');
    expect(spaces(formatFigure(intlOf('fr'), 'permittedTotalWeightKg', 8500))).toBe('8 500 kg');
  });

  it('says yes or no', () => {
    expect(formatYesNo(intlOf('de'), true)).toBe('Ja');
    expect(formatYesNo(intlOf('de'), false)).toBe('Nein');
  });

  it('shows a list price in whole euros', () => {
    expect(spaces(formatListPrice(intlOf('de-AT'), 16_890_000))).toBe('€ 168.900');
    expect(formatListPrice(intlOf('en'), 16_890_000)).toBe('€168,900');
  });
});

describe('an upcoming event', () => {
  const [fieldDay, webinar, training] = upcomingEvents;

  it('shows its day in Vienna, or its first and last day', () => {
    expect(spaces(formatEventDays(intlOf('de-AT'), fieldDay!))).toBe('Mi., 24. März 2027');
    expect(spaces(formatEventDays(intlOf('en'), fieldDay!))).toBe('Wed, March 24, 2027');
    // Late in the evening in UTC is the next day in Vienna.
    expect(
      spaces(
        formatEventDays(intlOf('de'), {
          startsAt: '2027-01-14T23:30:00Z',
          endsAt: '2027-01-14T23:45:00Z',
        }),
      ),
    ).toBe('Fr., 15. Januar 2027');
    const twoDays = spaces(formatEventDays(intlOf('de'), training!));
    expect(twoDays).toContain('23.');
    expect(twoDays).toContain('24. April 2027');
    // An evening's webinar: one day.
    expect(spaces(formatEventDays(intlOf('de'), webinar!))).toBe('Do., 8. April 2027');
  });

  it('says where it is: the town and its region, nothing for an online one', () => {
    expect(eventPlace(fieldDay!)).toBe('Kundl, Tirol');
    expect(eventPlace(training!)).toBe('Miesbach, Bayern');
    expect(eventPlace(webinar!)).toBeNull();
    expect(
      eventPlace({ venue: { ...fieldDay!.venue!, city: 'Salzburg', region: 'Salzburg' } }),
    ).toBe('Salzburg');
  });
});

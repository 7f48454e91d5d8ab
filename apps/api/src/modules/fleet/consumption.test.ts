import type { AverageEntry, FuelStopEntry } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  averageConsumption,
  contradictedReading,
  diaryTotals,
  fuelDiaryConsumption,
} from './consumption';
import { csvCell } from './csv';

let next = 0;
const id = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

const stop = (date: string, operatingHours: number, liters: number, fullTank = true) =>
  ({ kind: 'fuelStop', id: id(), date, operatingHours, liters, fullTank }) as FuelStopEntry;

const average = (
  hoursStart: number,
  hoursEnd: number,
  consumption: Partial<AverageEntry['consumption']>,
): AverageEntry => ({
  kind: 'average',
  id: id(),
  dateStart: '2026-03-01',
  dateEnd: '2026-03-31',
  hoursStart,
  hoursEnd,
  consumption: { field: null, gras: null, other: null, ...consumption },
});

describe('fuel diary consumption', () => {
  it('gives 6 l/h for full fill-ups at 1000 h and 1010 h with 60 l at the second', () => {
    expect(
      fuelDiaryConsumption([stop('2026-05-01', 1000, 45), stop('2026-05-08', 1010, 60)]),
    ).toEqual({
      litersPerHour: 6,
      reason: null,
      byCategory: { field: null, gras: null, other: null },
    });
  });

  it('needs two full fill-ups', () => {
    expect(fuelDiaryConsumption([])).toMatchObject({
      litersPerHour: null,
      reason: 'needsTwoFullFillUps',
    });
    expect(
      fuelDiaryConsumption([stop('2026-05-01', 1000, 45), stop('2026-05-08', 1010, 60, false)]),
    ).toMatchObject({ litersPerHour: null, reason: 'needsTwoFullFillUps' });
  });

  it('counts part fill-ups between and spans the first to the last full fill-up', () => {
    const stops = [
      stop('2026-05-20', 1030, 50),
      stop('2026-05-01', 1000, 45),
      stop('2026-05-05', 1004, 20, false),
      stop('2026-05-10', 1010, 40),
      // After the last full fill-up: not yet measured.
      stop('2026-05-25', 1040, 30, false),
    ];
    // (20 + 40 + 50) l over 30 h.
    expect(fuelDiaryConsumption(stops).litersPerHour).toBe(3.67);
  });
});

describe('average consumption', () => {
  it('weighs each entry by its hours, per category and overall', () => {
    const result = averageConsumption([
      average(100, 110, { field: 8, gras: 6 }),
      average(110, 140, { field: 4 }),
    ]);
    // field: (8 × 10 + 4 × 30) / 40 = 5; overall: (7 × 10 + 4 × 30) / 40 = 4.75.
    expect(result).toEqual({
      litersPerHour: 4.75,
      reason: null,
      byCategory: { field: 5, gras: 6, other: null },
    });
  });

  it('needs an average entry', () => {
    expect(averageConsumption([])).toMatchObject({
      litersPerHour: null,
      reason: 'needsAverageEntry',
    });
  });
});

describe('diary totals', () => {
  it('sums litres per month and covers the hours read', () => {
    const totals = diaryTotals([
      stop('2026-04-28', 990, 30.1),
      stop('2026-05-01', 1000, 45.2),
      stop('2026-05-08', 1010, 60),
      {
        kind: 'operation',
        id: id(),
        date: '2026-05-02',
        type: 'grasHard',
        durationHours: 2.5,
        note: null,
      },
    ]);
    expect(totals).toEqual({
      liters: 135.3,
      hours: 20,
      operationHoursByType: {
        fieldEasy: 0,
        fieldHard: 0,
        grasEasy: 0,
        grasHard: 2.5,
        otherEasy: 0,
        otherHard: 0,
      },
      litersByMonth: [
        { month: '2026-04', liters: 30.1 },
        { month: '2026-05', liters: 105.2 },
      ],
    });
  });
});

describe('operating hours never go backwards', () => {
  const readings = [
    { date: '2026-05-01', hours: 1000 },
    { date: '2026-05-10', hours: 1010 },
    { date: '2026-05-20', hours: 1030 },
  ];

  it('refuses fewer hours than an earlier reading, naming the highest one', () => {
    expect(contradictedReading(readings, { date: '2026-05-25', hours: 1005 })).toEqual({
      reading: { date: '2026-05-20', hours: 1030 },
      problem: 'belowEarlier',
    });
  });

  it('refuses more hours than a later reading, naming the lowest one', () => {
    expect(contradictedReading(readings, { date: '2026-04-25', hours: 1015 })).toEqual({
      reading: { date: '2026-05-01', hours: 1000 },
      problem: 'aboveLater',
    });
  });

  it('takes readings that fit, and any order within a day', () => {
    expect(contradictedReading(readings, { date: '2026-05-15', hours: 1020 })).toBeNull();
    expect(contradictedReading(readings, { date: '2026-05-10', hours: 1009 })).toBeNull();
  });
});

describe('CSV cells', () => {
  it('defuses formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")', ';')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+43 664', ';')).toBe("'+43 664");
    expect(csvCell('-1', ',')).toBe("'-1");
    expect(csvCell('@SUM(A1)', ',')).toBe("'@SUM(A1)");
    expect(csvCell('Heu; Grummet', ';')).toBe('"Heu; Grummet"');
    expect(csvCell('Heu; Grummet', ',')).toBe('Heu; Grummet');
    expect(csvCell('3058,5', ';')).toBe('3058,5');
  });
});

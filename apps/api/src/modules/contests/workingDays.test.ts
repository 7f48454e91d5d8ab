import { describe, expect, it } from 'vitest';
import {
  austrianHolidays,
  isWorkingDay,
  nextWorkingDay,
  startOfNextWorkingDay,
} from './workingDays';

// Dates checked against the Austrian calendar (Easter Sunday 2026: 5 April, 2027: 28 March).

describe('working days in Austria', () => {
  it('knows the moving holidays', () => {
    expect([...austrianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-08-15',
      '2026-10-26',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(austrianHolidays(2027).has('2027-03-29')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-12-08')).toBe(false);
    // Friday → Monday.
    expect(nextWorkingDay(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-30');
    // Monday 7 December → Wednesday 9 December (Immaculate Conception on the 8th).
    expect(nextWorkingDay(new Date('2026-12-07T10:00:00Z'))).toBe('2026-12-09');
    // Thursday 24 December → Monday 28 December (Christmas, St Stephen's on a Saturday).
    expect(nextWorkingDay(new Date('2026-12-24T10:00:00Z'))).toBe('2026-12-28');
    // Good Friday is a working day, Easter Monday (6 April 2026) is not.
    expect(nextWorkingDay(new Date('2026-04-02T10:00:00Z'))).toBe('2026-04-03');
    expect(nextWorkingDay(new Date('2026-04-03T10:00:00Z'))).toBe('2026-04-07');
  });

  it('takes the Austrian day, late in the evening too', () => {
    // 23:30 in Vienna on Thursday 26 November is already 22:30 UTC of the same day.
    expect(nextWorkingDay(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
    // 00:30 in Vienna on Friday 27 November (23:30 UTC on Thursday) → Monday.
    expect(nextWorkingDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-30');
  });

  it('starts at midnight in Vienna, in winter and in summer time', () => {
    expect(startOfNextWorkingDay(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    );
    expect(startOfNextWorkingDay(new Date('2026-07-10T10:00:00Z')).toISOString()).toBe(
      '2026-07-12T22:00:00.000Z',
    );
  });
});

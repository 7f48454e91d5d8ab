import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, dueOf, planOf, type PlanItem } from './due';

const engineOil: PlanItem = {
  key: 'engineOil',
  hoursInterval: 500,
  monthsInterval: 12,
  firstAtHours: null,
};
const firstService: PlanItem = {
  key: 'firstService',
  hoursInterval: null,
  monthsInterval: null,
  firstAtHours: 50,
};
const cabinFilter: PlanItem = {
  key: 'cabinFilter',
  hoursInterval: null,
  monthsInterval: 12,
  firstAtHours: null,
};

describe('dueOf', () => {
  it('puts the next due at the hours interval after the hours it was last done at', () => {
    // Done at 1360 h on 2026-06-01: next at 1860 h or on 2027-06-01; at 1700 h 160 h are left.
    expect(dueOf(engineOil, { date: '2026-06-01', hours: 1360 }, 1700, '2026-11-29')).toEqual({
      dueAtHours: 1860,
      dueOn: '2027-06-01',
      state: 'ok',
    });
  });

  it('is due soon within 50 hours of its hours, and overdue past them', () => {
    const done = { date: '2026-06-01', hours: 1360 };
    // Due at 1860 h: 50.5 h left at 1809.5 h, 50 h at 1810 h, 0 h at 1860 h, past at 1860.5 h.
    expect(dueOf(engineOil, done, 1809.5, '2026-11-29').state).toBe('ok');
    expect(dueOf(engineOil, done, 1810, '2026-11-29').state).toBe('dueSoon');
    expect(dueOf(engineOil, done, 1860, '2026-11-29').state).toBe('dueSoon');
    expect(dueOf(engineOil, done, 1860.5, '2026-11-29').state).toBe('overdue');
  });

  it('comes due by months when they come first: 30 days ahead it is due soon, the day after overdue', () => {
    // Done on 2025-12-20 at 1000 h: due on 2026-12-20 or at 1500 h; the vehicle has 1100 h.
    const done = { date: '2025-12-20', hours: 1000 };
    expect(dueOf(engineOil, done, 1100, '2026-11-19')).toEqual({
      dueAtHours: 1500,
      dueOn: '2026-12-20',
      state: 'ok', // 31 days left
    });
    expect(dueOf(engineOil, done, 1100, '2026-11-20').state).toBe('dueSoon'); // 30 days left
    expect(dueOf(engineOil, done, 1100, '2026-12-20').state).toBe('dueSoon'); // due today
    expect(dueOf(engineOil, done, 1100, '2026-12-21').state).toBe('overdue');
  });

  it('puts a never-done item at its first hours, and the first service, once done, never again', () => {
    expect(dueOf(firstService, null, 30, '2026-11-29')).toEqual({
      dueAtHours: 50,
      dueOn: null,
      state: 'dueSoon',
    });
    // A new vehicle has 50 h left: within the 50 h of due soon from the start.
    expect(dueOf(firstService, null, 0, '2026-11-29').state).toBe('dueSoon');
    expect(dueOf(firstService, null, 51, '2026-11-29').state).toBe('overdue');
    expect(dueOf(firstService, { date: '2025-03-01', hours: 52 }, 4000, '2026-11-29')).toEqual({
      dueAtHours: null,
      dueOn: null,
      state: 'ok',
    });
  });

  it('counts a never-done item without a first service from its hours interval', () => {
    expect(dueOf(engineOil, null, 420, '2026-11-29')).toEqual({
      dueAtHours: 500,
      dueOn: null,
      state: 'ok',
    });
  });

  it('has a never-done item that counts only months due now', () => {
    expect(dueOf(cabinFilter, null, 420, '2026-11-29')).toEqual({
      dueAtHours: null,
      dueOn: '2026-11-29',
      state: 'dueSoon',
    });
  });
});

describe('addMonths', () => {
  it('adds calendar months, keeping the day or taking the month’s last', () => {
    expect(addMonths('2026-03-14', 12)).toBe('2027-03-14');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 24)).toBe('2028-01-31');
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative backwards', () => {
    expect(daysBetween('2026-11-29', '2026-12-29')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});

describe('planOf', () => {
  it('replaces a series item by the model’s own of the same key and adds the model’s others', () => {
    const modelOil = { ...engineOil, hoursInterval: 400 };
    expect(planOf([firstService, engineOil], [modelOil, cabinFilter])).toEqual([
      firstService,
      modelOil,
      cabinFilter,
    ]);
  });
});

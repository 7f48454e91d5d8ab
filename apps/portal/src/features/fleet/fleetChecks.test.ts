import { averageInputSchema, fuelStopInputSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { fieldOfPath, fleetFieldErrorKeyOf } from './fleetChecks';

const fuelStop = { date: '2026-11-18', operatingHours: 1834.5, liters: 95, fullTank: true };
const same = <T>(values: T) => values;

describe('the fleet forms check each field as the server does', () => {
  it('names the fleet’s own keys', () => {
    const check = (path: string, values: object) =>
      fleetFieldErrorKeyOf(fuelStopInputSchema, same, [path], values);
    expect(check('liters', { ...fuelStop, liters: 0 })).toBe('positive');
    expect(check('liters', { ...fuelStop, liters: 99_999 })).toBe('tooLarge');
    expect(check('operatingHours', { ...fuelStop, operatingHours: -1 })).toBe('nonNegative');
    expect(check('date', { ...fuelStop, date: '3000-01-01' })).toBe('dateInFuture');
    expect(check('liters', fuelStop)).toBeUndefined();
  });

  it('finds an average’s cross-field and nested problems at their paths', () => {
    const average = {
      dateStart: '2026-10-31',
      dateEnd: '2026-10-01',
      hoursStart: 10,
      hoursEnd: 5,
      consumption: { field: null, gras: null, other: 250 },
    };
    const check = (paths: string[]) =>
      fleetFieldErrorKeyOf(averageInputSchema, same, paths, average);
    expect(check(['dateEnd'])).toBe('dateOrder');
    expect(check(['hoursEnd'])).toBe('hoursOrder');
    expect(check(['consumption.other', 'consumption'])).toBe('tooLarge');
  });

  it('places a path of the server’s errors on the form’s field', () => {
    const paths = { consumptionField: ['consumption.field', 'consumption'] };
    expect(fieldOfPath(paths, 'consumption')).toBe('consumptionField');
    expect(fieldOfPath(paths, 'dateEnd')).toBe('dateEnd');
  });
});

import {
  averageInputSchema,
  fuelStopInputSchema,
  noteInputSchema,
  operationInputSchema,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  averageInputOf,
  fuelStopInputOf,
  localToday,
  noteInputOf,
  operationInputOf,
} from './entryForms';

describe('the diary forms send what the server reads', () => {
  it('a fuel stop, full tank unless "no"', () => {
    const input = fuelStopInputOf({
      date: '2026-11-18',
      liters: 95.5,
      operatingHours: 4200,
      fullTank: 'yes',
    });
    expect(input).toEqual({
      date: '2026-11-18',
      liters: 95.5,
      operatingHours: 4200,
      fullTank: true,
    });
    expect(fuelStopInputSchema.safeParse(input).success).toBe(true);
    expect(fuelStopInputOf({ fullTank: 'no' }).fullTank).toBe(false);
  });

  it('an unreadable number as missing, so the server says "required"', () => {
    const result = fuelStopInputSchema.safeParse(
      fuelStopInputOf({ date: '2026-11-18', liters: '4.2.0', operatingHours: 1, fullTank: 'yes' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['liters'], message: 'required' });
  });

  it('an operation with a trimmed note, empty as null', () => {
    const input = operationInputOf({
      date: '2026-11-12',
      type: 'grasHard',
      durationHours: 6.5,
      note: '  ',
    });
    expect(input.note).toBeNull();
    expect(operationInputSchema.safeParse(input).success).toBe(true);
  });

  it('a note and an average with the categories not given as null', () => {
    expect(
      noteInputSchema.safeParse(noteInputOf({ date: '2026-11-10', text: ' Öl ' })).data,
    ).toMatchObject({
      text: 'Öl',
    });
    const average = averageInputOf({
      dateStart: '2026-10-01',
      dateEnd: '2026-10-31',
      hoursStart: 1780,
      hoursEnd: 1808.5,
      consumptionField: 8.2,
    });
    expect(average.consumption).toEqual({ field: 8.2, gras: null, other: null });
    expect(averageInputSchema.safeParse(average).success).toBe(true);
  });

  it('starts with today in the user’s time zone', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

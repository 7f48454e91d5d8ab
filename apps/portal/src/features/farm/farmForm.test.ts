import { farmInputSchema, type Farm } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { fieldErrorKeyOf } from '../../shared/forms/schemaCheck';
import { farmFormValues, farmInputOf, type FarmFormValues } from './farmForm';

const brunnerhof: Farm = {
  name: 'Brunnerhof',
  vulgo: 'Oberlechner',
  since: 1998,
  area: 24.5,
  leasedArea: 8,
  areaUnderLease: null,
  workHours: 2800,
  mountainFarmer: true,
  siloHay: false,
  businessType: 'conventional',
  economyTypes: ['dairy', 'grassland'],
  fertilisationTypes: ['slurry'],
  sizeBand: '10To50',
};

describe('farm form values', () => {
  it('shows a saved farm with texts, numbers and a flag per choice', () => {
    const values = farmFormValues(brunnerhof);
    expect(values).toMatchObject({ name: 'Brunnerhof', since: '1998', area: 24.5 });
    expect(values.areaUnderLease).toBeUndefined();
    expect(values.economyTypes).toMatchObject({ dairy: true, grassland: true, hops: false });
  });

  it('starts empty without a farm, with nothing an input cannot show', () => {
    const values = farmFormValues(null);
    expect(values).toMatchObject({ name: '', vulgo: '', since: '', mountainFarmer: false });
    expect(Object.values(values)).not.toContain(null);
  });

  it('gives back the saved farm unchanged', () => {
    expect(farmInputOf(farmFormValues(brunnerhof))).toEqual(brunnerhof);
  });

  it('sends trimmed texts, empty ones as null, the year as a number', () => {
    const input = farmInputOf({
      ...farmFormValues(null),
      name: '  Hörlhof ',
      vulgo: '   ',
      since: '2004',
      area: 12,
      economyTypes: { hops: true, dairy: true, fruit: false },
    });
    expect(input).toMatchObject({ name: 'Hörlhof', vulgo: null, since: 2004, area: 12 });
    expect(input.economyTypes).toEqual(['dairy', 'hops']);
    expect(farmInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('the farm form checks each field as the server does', () => {
  const farm = { ...farmFormValues(null), name: 'Hörlhof' };
  const check = (field: string, values: FarmFormValues) =>
    fieldErrorKeyOf(farmInputSchema, farmInputOf, field, values);

  it('wants four digits for the year, not in the future', () => {
    expect(check('since', { ...farm, since: '20x4' })).toBe('year');
    expect(check('since', { ...farm, since: '98' })).toBe('year');
    expect(check('since', { ...farm, since: '3000' })).toBe('yearInFuture');
    expect(check('since', { ...farm, since: '1998' })).toBeUndefined();
    expect(check('since', { ...farm, since: '' })).toBeUndefined();
  });

  it('wants a name and no negative or huge quantity', () => {
    expect(check('name', { ...farm, name: ' ' })).toBe('required');
    expect(check('area', { ...farm, area: -1 })).toBe('nonNegative');
    expect(check('workHours', { ...farm, workHours: 2_000_000 })).toBe('tooLarge');
  });
});

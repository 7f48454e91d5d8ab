import { farmInputSchema, type Farm } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { farmFormValues, farmInputOf, farmRules } from './farmForm';

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

describe('farm rules', () => {
  it('want four digits for the year, not in the future (the ui rules check them)', () => {
    expect(farmRules(new Date('2026-11-23')).since).toBe('length:4|numeric|max_value:2026');
    expect(farmRules(new Date('2027-01-01')).since).toMatch(/max_value:2027$/);
  });
});

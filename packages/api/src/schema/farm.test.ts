import { describe, expect, it } from 'vitest';
import { farmInputSchema, farmSinceSchema } from './farm';
import { vinSchema } from './fleet';

function issueKeys(input: unknown): Record<string, string> {
  const result = farmInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('farmInputSchema', () => {
  it('needs only a name and fills the rest with empty values', () => {
    expect(farmInputSchema.parse({ name: ' Brunnerhof ', vulgo: '' })).toEqual({
      name: 'Brunnerhof',
      vulgo: null,
      since: null,
      area: null,
      leasedArea: null,
      areaUnderLease: null,
      workHours: null,
      mountainFarmer: false,
      siloHay: false,
      businessType: null,
      economyTypes: [],
      fertilisationTypes: [],
      sizeBand: null,
    });
  });

  it('reports each field with a message key forms and servers translate', () => {
    expect(
      issueKeys({
        since: 1998.5,
        area: -1,
        leasedArea: 2_000_000,
        fertilisationTypes: ['guano'],
        sizeBand: '10to50',
      }),
    ).toEqual({
      name: 'required',
      since: 'year',
      area: 'nonNegative',
      leasedArea: 'tooLarge',
      'fertilisationTypes.0': 'option',
      sizeBand: 'option',
    });
  });

  it('takes a four-digit year up to the current one', () => {
    const thisYear = new Date().getFullYear();
    expect(farmSinceSchema.safeParse(thisYear).success).toBe(true);
    expect(farmSinceSchema.safeParse(1000).success).toBe(true);
    expect(farmSinceSchema.safeParse(999).error?.issues[0]?.message).toBe('year');
    expect(farmSinceSchema.safeParse(thisYear + 1).error?.issues[0]?.message).toBe('yearInFuture');
    expect(farmSinceSchema.safeParse('1998').error?.issues[0]?.message).toBe('year');
  });
});

describe('vinSchema', () => {
  it('accepts Lindner numbers beginning with VBLA, in any case', () => {
    expect(vinSchema.parse(' vbla11000l0012345 ')).toBe('VBLA11000L0012345');
    expect(vinSchema.safeParse('WBA11000L00123456').success).toBe(false);
    expect(vinSchema.safeParse('VBLA1100').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  compareFactGroups,
  compareSearch,
  compareSearchWithout,
  onlyDifferences,
  type FactGroupValues,
} from './compareMachines';

const identity = { id: 'identity', defaultMessage: 'Fahrzeug' };
const condition = { id: 'condition', defaultMessage: 'Zustand' };
const model = { id: 'model', defaultMessage: 'Modell' };
const year = { id: 'year', defaultMessage: 'Baujahr' };
const vin = { id: 'vin', defaultMessage: 'Fahrgestellnummer' };
const price = { id: 'price', defaultMessage: 'Preis' };
const grade = { id: 'grade', defaultMessage: 'Zustandsnote' };

/** A machine's groups as the detail page writes them, with hand-written values. */
const machine = (values: {
  model: string;
  year: string | null;
  vin: string | null;
  price: string;
  grade: string | null;
}): FactGroupValues[] => [
  {
    heading: identity,
    facts: [
      [model, values.model],
      [year, values.year],
      [vin, values.vin],
    ],
  },
  {
    heading: condition,
    facts: [
      [price, values.price],
      [grade, values.grade],
    ],
  },
];

const lintrac = machine({
  model: 'Lintrac 110',
  year: '2021',
  vin: null,
  price: '€ 89.900,00',
  grade: null,
});
const geotrac = machine({
  model: 'Geotrac 74',
  year: '2021',
  vin: null,
  price: '€ 54.500,00',
  grade: null,
});
const unitrac = machine({
  model: 'Unitrac 112',
  year: null,
  vin: null,
  price: '€ 89.900,00',
  grade: null,
});

describe('comparing machines', () => {
  it('marks the rows whose values differ, and leaves out fields no machine gives', () => {
    const groups = compareFactGroups([lintrac, geotrac]);
    expect(groups.map((group) => group.heading.id)).toEqual(['identity', 'condition']);
    expect(groups[0]?.rows).toEqual([
      { label: model, values: ['Lintrac 110', 'Geotrac 74'], differs: true },
      { label: year, values: ['2021', '2021'], differs: false },
    ]);
    expect(groups[1]?.rows).toEqual([
      { label: price, values: ['€ 89.900,00', '€ 54.500,00'], differs: true },
    ]);
  });

  it('counts a value one machine lacks as a difference', () => {
    const [identityGroup] = compareFactGroups([lintrac, geotrac, unitrac]);
    expect(identityGroup?.rows.find((row) => row.label === year)).toEqual({
      label: year,
      values: ['2021', '2021', null],
      differs: true,
    });
  });

  it('finds no difference with one machine, and nothing without any', () => {
    const groups = compareFactGroups([lintrac]);
    expect(groups.flatMap((group) => group.rows).some((row) => row.differs)).toBe(false);
    expect(compareFactGroups([])).toEqual([]);
  });

  it('shows only the differing rows when asked, without groups left empty', () => {
    const identical = machine({
      model: 'Lintrac 110',
      year: '2021',
      vin: null,
      price: '€ 1,00',
      grade: null,
    });
    const groups = onlyDifferences(compareFactGroups([lintrac, identical]));
    expect(groups.map((group) => group.heading.id)).toEqual(['condition']);
    expect(groups[0]?.rows.map((row) => row.label.id)).toEqual(['price']);
  });

  it('links the newest four bookmarks, and a comparison without one machine', () => {
    expect(compareSearch([])).toBe('');
    expect(compareSearch(['m-5', 'm-4', 'm-3', 'm-2', 'm-1'])).toBe('?ids=m-5,m-4,m-3,m-2');
    expect(compareSearch(['a b'])).toBe('?ids=a%20b');
    expect(compareSearchWithout(['m-1', 'm-2', 'm-3'], 'm-2')).toBe('?ids=m-1,m-3');
    expect(compareSearchWithout(['m-1'], 'm-1')).toBe('');
  });
});

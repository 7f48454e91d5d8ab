import { describe, expect, it } from 'vitest';
import {
  machineQueryParams,
  parseMachineQuery,
  type MachineQuery,
  type MachineQueryProblem,
} from './usedMachines';

function parsed(raw: Record<string, unknown>) {
  const result = parseMachineQuery(raw);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.query;
}

describe('parseMachineQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parsed({})).toEqual({ sort: 'dateDesc', page: 1, pageSize: 12 });
  });

  it('reads every filter, lenient with case, blanks and order', () => {
    expect(
      parsed({
        type: ' Demo, USED ,used',
        class: 'Tractor',
        model: 'Lintrac-110, geotrac-84ep',
        country: 'de,at',
        equipment: 'gps,FRONTLOADER',
        hoursMin: ' 100 ',
        hoursMax: '3000',
        hpMin: '80',
        hpMax: '130',
        yearMin: '2015',
        yearMax: '2024',
        price: 'UPTO250',
        offer: 'bargain,topoffer',
        zip: ' 6250 ',
        radius: '200',
        sort: 'PRICEASC',
        page: '3',
        size: '48',
      }),
    ).toEqual({
      types: ['used', 'demo'],
      vehicleClasses: ['tractor'],
      modelIds: ['geotrac-84ep', 'lintrac-110'],
      countries: ['AT', 'DE'],
      equipment: ['frontLoader', 'gps'],
      operatingHoursMin: 100,
      operatingHoursMax: 3000,
      horsepowerMin: 80,
      horsepowerMax: 130,
      yearMin: 2015,
      yearMax: 2024,
      priceRange: 'upTo250',
      offerTypes: ['topOffer', 'bargain'],
      zip: '6250',
      radiusKm: 200,
      sort: 'priceAsc',
      page: 3,
      pageSize: 48,
    });
  });

  it('reads a position, and a repeated parameter as one list', () => {
    expect(parsed({ lat: '47.4392', lng: '11.9003', type: ['used', 'demo'] })).toMatchObject({
      lat: 47.4392,
      lng: 11.9003,
      types: ['used', 'demo'],
    });
  });

  it('treats blank values as missing', () => {
    expect(parsed({ type: ' ', hpMin: '', zip: '  ' })).toEqual({
      sort: 'dateDesc',
      page: 1,
      pageSize: 12,
    });
  });

  const refused: [Record<string, unknown>, MachineQueryProblem][] = [
    [{ type: 'rental' }, 'type'],
    [{ type: ',' }, 'type'],
    [{ class: 'combine' }, 'class'],
    [{ model: 'Lintrac 110' }, 'model'],
    [{ country: 'FR' }, 'country'],
    [{ equipment: 'gps,jacuzzi' }, 'equipment'],
    [{ hoursMin: '-5' }, 'hours'],
    [{ hoursMax: '1.5' }, 'hours'],
    [{ hoursMin: '500', hoursMax: '100' }, 'hours'],
    [{ hpMin: 'eighty' }, 'hp'],
    [{ hpMax: '5000' }, 'hp'],
    [{ yearMin: '1850' }, 'year'],
    [{ yearMin: '2020', yearMax: '2010' }, 'year'],
    [{ price: 'upTo1000' }, 'price'],
    [{ offer: 'cheap' }, 'offer'],
    [{ zip: '62' }, 'zip'],
    [{ zip: '6250;drop' }, 'zip'],
    [{ lat: '47.4' }, 'coordinates'],
    [{ lat: '91', lng: '11' }, 'coordinates'],
    [{ lat: 'north', lng: '11' }, 'coordinates'],
    [{ radius: '50' }, 'radius'],
    [{ zip: '6250', radius: '0' }, 'radius'],
    [{ zip: '6250', radius: '1001' }, 'radius'],
    [{ zip: '6250', radius: '12.5' }, 'radius'],
    [{ sort: 'hpDesc' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ size: '13' }, 'size'],
  ];
  it.each(refused)('refuses %j as %s', (raw, problem) => {
    expect(parseMachineQuery(raw)).toEqual({ ok: false, problem });
  });
});

describe('machineQueryParams', () => {
  it('leaves out the defaults and missing filters', () => {
    expect(machineQueryParams({}).toString()).toBe('');
    expect(machineQueryParams({ sort: 'dateDesc', page: 1, pageSize: 12 }).toString()).toBe('');
  });

  it('writes names and list entries in a fixed order', () => {
    const one = machineQueryParams({ types: ['demo', 'used'], modelIds: ['b', 'a'], page: 2 });
    const other = machineQueryParams({ page: 2, modelIds: ['a', 'b'], types: ['used', 'demo'] });
    expect(one.toString()).toBe('type=used%2Cdemo&model=a%2Cb&page=2');
    expect(other.toString()).toBe(one.toString());
  });

  it('is the inverse of parseMachineQuery', () => {
    const queries: MachineQuery[] = [
      {},
      { types: ['demo'], vehicleClasses: ['transporter', 'tractor'], sort: 'priceDesc' },
      {
        modelIds: ['lintrac-130'],
        countries: ['CH', 'IT'],
        equipment: ['traclink', 'airBrake'],
        operatingHoursMax: 2500,
        horsepowerMin: 80,
        horsepowerMax: 130,
        yearMin: 2015,
        priceRange: 'over500',
        offerTypes: ['offerOfTheMonth'],
        zip: '6250',
        radiusKm: 200,
        page: 4,
        pageSize: 24,
      },
      { lat: 47.4392, lng: -11.9003, radiusKm: 1000, sort: 'dateAsc' },
    ];
    for (const query of queries) {
      const once = parsed(Object.fromEntries(machineQueryParams(query)));
      const twice = parsed(Object.fromEntries(machineQueryParams(once)));
      expect(twice).toEqual(once);
      expect(machineQueryParams(once).toString()).toBe(machineQueryParams(query).toString());
      for (const [field, value] of Object.entries(query)) {
        const expected = Array.isArray(value) ? expect.arrayContaining(value) : value;
        expect(once[field as keyof MachineQuery]).toEqual(expected);
      }
    }
  });
});

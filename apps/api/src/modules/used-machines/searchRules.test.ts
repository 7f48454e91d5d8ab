import {
  apiEnvelopeSchema,
  machineSearchResultSchema,
  type MachineSearchResult,
} from '@lindner/api/schema';
import { describe, expect, it, beforeAll } from 'vitest';
import { demoMachineCount, seedMachinesIfEmpty } from '../../seed/machines';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { machines, type NewMachineRow } from './tables';

// The search's rules at their edges, on machines made here: the demo machines are removed.

const server = apiTestServerPerFile({ resetEachTest: false });

const kundl = { lat: 47.4667, lng: 11.9833 };
/** Degrees of latitude per km on the mean Earth radius. */
const latPerKm = 180 / (Math.PI * 6371.0088);
/** Degrees of longitude per km along Kundl's parallel (for short distances due east). */
const lngPerKm = latPerKm / Math.cos((kundl.lat * Math.PI) / 180);

let counter = 0;
function machine(fields: Partial<NewMachineRow> & { identifier: string }): NewMachineRow {
  counter++;
  return {
    type: 'used',
    vehicleClass: 'tractor',
    manufacturer: 'Lindner',
    model: 'Lintrac 90',
    modelId: 'lintrac-90',
    horsepower: 102,
    yearOfConstruction: 2020,
    operatingHours: 1000,
    priceCents: 10_000_000,
    vatDeductible: true,
    offerType: 'normal',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
    region: 'Tirol',
    ...kundl,
    listedAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
    equipment: [],
    contactName: 'Verkauf',
    ...fields,
  };
}

const fixtures: NewMachineRow[] = [
  machine({ identifier: 'P-50', priceCents: 5_000_000 }),
  machine({ identifier: 'P-50+', priceCents: 5_000_001 }),
  machine({ identifier: 'P-500', priceCents: 50_000_000 }),
  machine({ identifier: 'P-500+', priceCents: 50_000_001, offerType: 'topOffer' }),
  machine({ identifier: 'P-none', priceCents: null }),
  machine({ identifier: 'HP-80', horsepower: 80, equipment: ['gps'] }),
  machine({ identifier: 'HP-130', horsepower: 130, equipment: ['gps', 'traclink'] }),
  machine({
    identifier: 'HP-none',
    horsepower: null,
    operatingHours: null,
    yearOfConstruction: null,
    vehicleClass: 'attachment',
    modelId: null,
  }),
  machine({ identifier: 'EAST-99', lng: kundl.lng + 99.5 * lngPerKm, type: 'demo' }),
  machine({ identifier: 'NORTH-101', lat: kundl.lat + 100.5 * latPerKm, country: 'DE' }),
  // Thirty machines at one price and one listing time: only the id orders them.
  ...Array.from({ length: 30 }, (_, index) =>
    machine({
      identifier: `SAME-${index}`,
      priceCents: 7_777_700,
      listedAt: new Date(Date.UTC(2026, 5, 1)),
      offerType: 'bargain',
    }),
  ),
];

async function search(query: string): Promise<MachineSearchResult> {
  const response = await server.call(null, `/machines?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return apiEnvelopeSchema(machineSearchResultSchema).parse(response.json()).data.data;
}
const found = async (query: string) =>
  (await search(`${query}&size=48`)).machines.map((each) => each.identifier).sort();

beforeAll(async () => {
  await server.database.orm.delete(machines);
  await server.database.orm.insert(machines).values(fixtures);
});

it('seeds the demo machines into a database seeded before they existed, once', async () => {
  await server.database.orm.delete(machines);
  expect(await seedMachinesIfEmpty(server.database)).toBe(true);
  expect((await search('')).total).toBe(demoMachineCount);
  expect(await seedMachinesIfEmpty(server.database)).toBe(false);
  await server.database.orm.delete(machines);
  await server.database.orm.insert(machines).values(fixtures);
});

describe('the search’s rules at their edges', () => {
  it('puts each price range’s bound inside it, and a price on request in none', async () => {
    expect(await found('price=upTo50')).toEqual(['P-50']);
    expect(await found('price=over500')).toEqual(['P-500+']);
    expect(await found('price=upTo500')).not.toContain('P-500+');
    expect(await found('price=upTo500')).toContain('P-500');
    const { facets } = await search('');
    expect(facets.priceRange).toEqual([
      { value: 'upTo50', count: 1 },
      { value: 'upTo250', count: fixtures.length - 3 },
      { value: 'upTo400', count: fixtures.length - 3 },
      { value: 'upTo500', count: fixtures.length - 2 },
      { value: 'over500', count: 1 },
    ]);
  });

  it('includes a range’s ends and leaves out machines without the value', async () => {
    expect(await found('hpMin=80&hpMax=80')).toEqual(['HP-80']);
    expect(await found('hpMin=130')).toEqual(['HP-130']);
    expect(await found('hpMax=101')).toEqual(['HP-80']);
    expect(await found('hoursMin=0&class=attachment')).toEqual([]);
    expect((await search('')).total).toBe(fixtures.length);
    expect(await found('yearMax=2100&class=attachment')).toEqual([]);
  });

  it('asks for all the equipment named', async () => {
    expect(await found('equipment=gps')).toEqual(['HP-130', 'HP-80']);
    expect(await found('equipment=gps,traclink')).toEqual(['HP-130']);
    const { facets } = await search('');
    expect(facets.equipment.find((each) => each.value === 'gps')?.count).toBe(2);
    expect(facets.equipment.find((each) => each.value === 'airBrake')?.count).toBe(0);
  });

  it('measures the radius exactly, not by the bounding box', async () => {
    const inside = await search(`zip=6250&radius=100&size=48`);
    const names = inside.machines.map((each) => each.identifier);
    expect(names).toContain('EAST-99');
    expect(names).not.toContain('NORTH-101');
    expect(inside.total).toBe(fixtures.length - 1);
    const east = inside.machines.find((each) => each.identifier === 'EAST-99')!;
    expect(east.distanceKm).toBeGreaterThan(99.3);
    expect(east.distanceKm).toBeLessThanOrEqual(99.6);
    const wider = await search('zip=6250&radius=101&type=demo');
    expect(wider.machines.map((each) => each.identifier)).toEqual(['EAST-99']);
    // Every facet shares the radius: the German machine outside it counts nowhere.
    expect(inside.facets.country.find((each) => each.value === 'DE')?.count).toBe(0);
  });

  it('pages through equal prices and equal dates without repeats or gaps', async () => {
    for (const sort of ['priceAsc', 'priceDesc', 'dateDesc', 'dateAsc']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const result = await search(`offer=bargain&sort=${sort}&page=${page}`);
        seen.push(...result.machines.map((each) => each.identifier));
      }
      expect(seen).toHaveLength(30);
      expect(new Set(seen).size).toBe(30);
    }
  });

  it('orders a price on request last, both ways', async () => {
    const ascending = await search('sort=priceAsc&size=48');
    expect(ascending.machines.at(-1)?.identifier).toBe('P-none');
    expect(ascending.machines[0]?.identifier).toBe('P-50');
    const descending = await search('sort=priceDesc&size=48');
    expect(descending.machines.at(-1)?.identifier).toBe('P-none');
    expect(descending.machines[0]?.identifier).toBe('P-500+');
  });
});

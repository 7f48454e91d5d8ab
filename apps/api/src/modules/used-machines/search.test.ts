import {
  apiEnvelopeSchema,
  machineSearchResultSchema,
  type MachineSearchResult,
  type MachineSummary,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoMachines } from '../../seed/machines';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { greatCircleKm } from '../../plugins/dealerDirectory';

// Searches over the demo data: the expected machines are the seed's, picked by the rules of
// each filter (SPEC.md section 2 and 9), never by asking the search itself.

const server = apiTestServerPerFile({ resetEachTest: false });
const seeded = demoMachines(new Date()).map(({ machine, photos }) => ({ ...machine, photos }));
type Seeded = (typeof seeded)[number];

const resultSchema = apiEnvelopeSchema(machineSearchResultSchema);

async function search(query: string): Promise<MachineSearchResult> {
  const response = await server.call(null, `/machines?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return resultSchema.parse(response.json()).data.data;
}

/** Every page of a search (48 a page), checking that no machine comes twice. */
async function everyPage(query: string, size = 48): Promise<MachineSummary[]> {
  const found: MachineSummary[] = [];
  for (let page = 1; ; page++) {
    const result = await search(`${query}&size=${size}&page=${page}`);
    found.push(...result.machines);
    expect(result.machines.length).toBeLessThanOrEqual(size);
    if (page * size >= result.total) {
      expect(found.length).toBe(result.total);
      break;
    }
  }
  expect(new Set(found.map((machine) => machine.id)).size).toBe(found.length);
  return found;
}

const identifiers = (machines: { identifier: string }[]) =>
  machines.map((machine) => machine.identifier).sort();

async function expectMatches(query: string, rule: (machine: Seeded) => boolean) {
  const expected = seeded.filter(rule);
  const found = await everyPage(query);
  expect(identifiers(found)).toEqual(identifiers(expected));
  return expected;
}

const kundl = { lat: 47.4667, lng: 11.9833 };
const within = (
  low: number | undefined,
  high: number | undefined,
  value: number | null | undefined,
) =>
  value !== null &&
  value !== undefined &&
  (low === undefined || value >= low) &&
  (high === undefined || value <= high);

describe('GET /machines', () => {
  it('lists every demo machine without a token, newest first, 12 a page', async () => {
    const result = await search('');
    expect(result.total).toBe(seeded.length);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(12);
    expect(result.origin).toBeNull();
    expect(result.machines).toHaveLength(12);
    const newest = [...seeded].sort(
      (a, b) => b.listedAt.getTime() - a.listedAt.getTime() || b.id.localeCompare(a.id),
    );
    expect(result.machines.map((machine) => machine.identifier)).toEqual(
      newest.slice(0, 12).map((machine) => machine.identifier),
    );
    const first = result.machines[0]!;
    expect(first.distanceKm).toBeNull();
    expect(first.image?.versions.lindnerMachine?.md).toMatch(
      /^\/api\/portal\/machine-photos\/[a-z-]+-md\.webp$/,
    );
  });

  const single: [string, string, (machine: Seeded) => boolean][] = [
    ['type', 'type=demo,new', (m) => m.type === 'demo' || m.type === 'new'],
    ['class', 'class=transporter', (m) => m.vehicleClass === 'transporter'],
    [
      'model',
      'model=lintrac-90,geotrac-84ep',
      (m) => m.modelId === 'lintrac-90' || m.modelId === 'geotrac-84ep',
    ],
    ['country', 'country=CH,IT', (m) => m.country === 'CH' || m.country === 'IT'],
    [
      'equipment (all of them)',
      'equipment=frontLoader,airConditioning',
      (m) => m.equipment!.includes('frontLoader') && m.equipment!.includes('airConditioning'),
    ],
    ['hours', 'hoursMin=500&hoursMax=3000', (m) => within(500, 3000, m.operatingHours)],
    ['hp', 'hpMin=100&hpMax=115', (m) => within(100, 115, m.horsepower)],
    ['year', 'yearMin=2020', (m) => within(2020, undefined, m.yearOfConstruction)],
    ['year up to', 'yearMax=2016', (m) => within(undefined, 2016, m.yearOfConstruction)],
    ['price', 'price=upTo50', (m) => within(0, 5_000_000, m.priceCents)],
    ['price over 500 000 €', 'price=over500', (m) => within(50_000_001, undefined, m.priceCents)],
    [
      'offer',
      'offer=topOffer,bargain',
      (m) => m.offerType === 'topOffer' || m.offerType === 'bargain',
    ],
  ];
  it.each(single)('filters by %s alone', async (_name, query, rule) => {
    const expected = await expectMatches(query, rule);
    if (!query.includes('over500')) expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(seeded.length);
  });

  it('combines filters and a distance (the benchmark’s search)', async () => {
    const rule = (m: Seeded) =>
      m.vehicleClass === 'tractor' &&
      within(80, 130, m.horsepower) &&
      within(2015, undefined, m.yearOfConstruction) &&
      greatCircleKm(kundl, m) <= 200;
    const expected = await expectMatches(
      'class=tractor&hpMin=80&hpMax=130&yearMin=2015&zip=6250&radius=200',
      rule,
    );
    expect(expected.length).toBeGreaterThan(3);
    await expectMatches(
      'type=used&country=AT&equipment=frontHydraulics&offer=normal&price=upTo250&hoursMax=8000',
      (m) =>
        m.type === 'used' &&
        m.country === 'AT' &&
        m.equipment!.includes('frontHydraulics') &&
        m.offerType === 'normal' &&
        within(0, 25_000_000, m.priceCents) &&
        within(undefined, 8000, m.operatingHours),
    );
  });

  it('measures the distance from a zip without restricting, nearest machines at Kundl', async () => {
    const result = await search('zip=6250&size=48');
    expect(result.origin).toEqual({ ...kundl, label: '6250 Kundl' });
    expect(result.total).toBe(seeded.length);
    for (const machine of result.machines) {
      expect(machine.distanceKm).toBeCloseTo(greatCircleKm(kundl, machine.location), 1);
    }
  });

  it('restricts to a radius around a position', async () => {
    const bozen = { lat: 46.4983, lng: 11.3548 };
    const expected = await expectMatches(
      `lat=${bozen.lat}&lng=${bozen.lng}&radius=60`,
      (m) => greatCircleKm(bozen, m) <= 60,
    );
    expect(expected.some((m) => m.country === 'IT')).toBe(true);
    const result = await search(`lat=${bozen.lat}&lng=${bozen.lng}&radius=60`);
    expect(result.origin).toEqual({ ...bozen, label: null });
    expect(result.machines.every((m) => (m.distanceKm ?? Infinity) <= 60)).toBe(true);
  });

  it('sorts by price and by date, both ways; prices on request last', async () => {
    const prices = (machines: MachineSummary[]) => machines.map((m) => m.priceCents);
    const onRequest = seeded.filter((m) => m.priceCents === null).length;
    const ascending = await everyPage('sort=priceAsc');
    const known = (values: (number | null)[]) => values.filter((value) => value !== null);
    expect(known(prices(ascending))).toEqual(
      seeded
        .map((m) => m.priceCents)
        .filter((p) => p !== null)
        .sort((a, b) => a! - b!),
    );
    expect(
      prices(ascending)
        .slice(seeded.length - onRequest)
        .every((p) => p === null),
    ).toBe(true);
    const descending = await everyPage('sort=priceDesc');
    expect(known(prices(descending))).toEqual([...known(prices(ascending))].reverse());

    const dates = (machines: MachineSummary[]) => machines.map((m) => Date.parse(m.listedAt));
    const oldest = dates(await everyPage('sort=dateAsc'));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const newest = dates(await everyPage('sort=dateDesc'));
    expect(newest).toEqual([...oldest].reverse());
  });

  it('pages without gaps or repeats in every order and page size', async () => {
    for (const sort of ['priceAsc', 'dateDesc']) {
      for (const size of [12, 24]) {
        const found = await everyPage(`sort=${sort}&class=tractor`, size);
        expect(identifiers(found)).toEqual(
          identifiers(seeded.filter((m) => m.vehicleClass === 'tractor')),
        );
      }
    }
    const beyond = await search('page=99');
    expect(beyond.machines).toEqual([]);
    expect(beyond.total).toBe(seeded.length);
  });

  it('counts each facet value with every other filter, as searching with it finds', async () => {
    const base = 'class=tractor&yearMin=2015&offer=normal,bargain';
    const { facets, total } = await search(base);
    const others = (name: string) =>
      base
        .split('&')
        .filter((part) => !part.startsWith(`${name}=`))
        .join('&');
    const parameter = {
      type: 'type',
      vehicleClass: 'class',
      modelId: 'model',
      country: 'country',
      equipment: 'equipment',
      priceRange: 'price',
      offerType: 'offer',
    } as const;
    for (const [facet, values] of Object.entries(facets)) {
      const name = parameter[facet as keyof typeof parameter];
      expect(values.length, facet).toBeGreaterThan(0);
      for (const { value, count } of values) {
        const result = await search(`${others(name)}&${name}=${value}`);
        expect(result.total, `${facet}=${value}`).toBe(count);
      }
    }
    // The facet of a filter in use counts its other values too: the class facet knows the
    // transporters although the search is for tractors.
    const transporters = seeded.filter(
      (m) =>
        m.vehicleClass === 'transporter' &&
        within(2015, undefined, m.yearOfConstruction) &&
        (m.offerType === 'normal' || m.offerType === 'bargain'),
    ).length;
    expect(facets.vehicleClass).toContainEqual({ value: 'transporter', count: transporters });
    expect(facets.vehicleClass).toContainEqual({ value: 'tractor', count: total });
    expect(facets.modelId.find((each) => each.value === 'lintrac-90')?.label).toBe('Lintrac 90');
  });

  const refused: [string, string, RegExp][] = [
    ['hpMin=eighty', 'hpMin', /hp/i],
    ['hpMin=80&hpMax=lots', 'hpMax', /hp/i],
    ['yearMin=2020&yearMax=2010', 'yearMin', /year/i],
    ['class=combine', 'class', /class|type of vehicle/i],
    ['type=used&type=broken', 'type', /type/i],
    ['radius=50', 'radius', /radius/i],
    ['lat=47&radius=50', 'lat', /position/i],
    ['size=13', 'size', /page size/i],
    ['sort=cheapest', 'sort', /sort/i],
    ['zip=99999', 'zip', /zip/i],
  ];
  it.each(refused)(
    'answers %s with 400 and a message naming the filter (%s)',
    async (query, parameter, message) => {
      const response = await server.call(null, `/machines?${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        success: false,
        message: 'Please check the highlighted fields.',
      });
      expect(Object.keys(body.errors)).toEqual([parameter]);
      expect(body.errors[parameter]).toMatch(message);
    },
  );

  it('words the refusal in the caller’s language', async () => {
    const response = await server.call(null, '/machines?hpMin=viel', {
      headers: { 'accept-language': 'de-AT' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.hpMin).toContain('„PS“');
  });

  it('refuses a NUL in a filter, naming it', async () => {
    const response = await server.call(null, '/machines?zip=6250%00');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['zip']);
  });
});

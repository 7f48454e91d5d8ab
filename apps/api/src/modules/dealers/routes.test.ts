import { apiEnvelopeSchema, dealerSearchResultSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { dealerSeed, seedDealersIfEmpty } from '../../seed/dealers';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { greatCircleKm } from '../../plugins/dealerDirectory';

const server = apiTestServerPerFile({ resetEachTest: false });

const resultSchema = apiEnvelopeSchema(dealerSearchResultSchema);

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/${server.options.apiClientSegment}/dealers?${query}`,
    headers,
  });
  return response;
}

async function found(query: string) {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return resultSchema.parse(response.json()).data.data;
}

describe('greatCircleKm', () => {
  it('measures Linz to Vienna as about 153 km', () => {
    const km = greatCircleKm({ lat: 48.3064, lng: 14.2858 }, { lat: 48.2085, lng: 16.3721 });
    expect(km).toBeGreaterThan(152);
    expect(km).toBeLessThan(156);
  });
});

describe('GET /dealers', () => {
  it('answers without a token, nearest first from a zip, with distances', async () => {
    const result = await found('zip=4020&country=AT');
    expect(result.origin).toEqual({ lat: 48.3064, lng: 14.2858, label: '4020 Linz' });
    expect(result.dealers.length).toBe(dealerSeed.length);
    const distances = result.dealers.map((dealer) => dealer.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Leonding is next door to Linz, Enns and Wels follow.
    expect(result.dealers[0]).toMatchObject({ city: 'Leonding', country: 'AT' });
    expect(result.dealers[0]!.distanceKm).toBeLessThan(6);
    expect(result.dealers.slice(1, 3).map((dealer) => dealer.city)).toEqual(['Enns', 'Wels']);
    expect(result.dealers[0]!.contactPerson?.name).toBeTruthy();
    expect(result.dealers[0]!.areaSalesManager?.name).toBeTruthy();
    expect(result.dealers[0]!.openingHours.length).toBeGreaterThan(0);
  });

  it('limits to the radius', async () => {
    const result = await found('zip=4020&country=AT&radius=40');
    expect(result.dealers.length).toBeGreaterThan(2);
    expect(result.dealers.every((dealer) => (dealer.distanceKm ?? Infinity) <= 40)).toBe(true);
    expect(result.dealers.map((dealer) => dealer.country)).not.toContain('DE');
  });

  it('filters by store type and by the municipal variant', async () => {
    const services = await found('lat=47.27&lng=11.40&types=servicePartner');
    expect(services.dealers.length).toBeGreaterThan(0);
    expect(services.dealers.every((dealer) => dealer.storeTypes.includes('servicePartner'))).toBe(
      true,
    );
    const two = await found('lat=47.27&lng=11.40&types=municipalDealer,baseDealer');
    expect(
      two.dealers.every((dealer) =>
        dealer.storeTypes.some((type) => type === 'municipalDealer' || type === 'baseDealer'),
      ),
    ).toBe(true);
    const municipal = await found('lat=47.27&lng=11.40&municipal=true');
    expect(municipal.dealers.every((dealer) => dealer.municipal)).toBe(true);
    expect(municipal.dealers.length).toBeLessThan(dealerSeed.length);
  });

  it('searches by coordinates, by city (any case) and by country alone', async () => {
    const byCoordinates = await found('lat=46.4983&lng=11.3548&radius=25');
    expect(byCoordinates.origin).toEqual({ lat: 46.4983, lng: 11.3548, label: null });
    expect(byCoordinates.dealers[0]).toMatchObject({ city: 'Bozen', country: 'IT' });

    const byCity = await found('city=bolzano');
    expect(byCity.origin?.label).toBe('39100 Bolzano');
    expect(byCity.dealers[0]?.city).toBe('Bozen');

    const byCountry = await found('country=si');
    expect(byCountry.origin).toBeNull();
    expect(byCountry.dealers.map((dealer) => dealer.country)).toEqual(['SI', 'SI', 'SI', 'SI']);
    expect(byCountry.dealers.every((dealer) => dealer.distanceKm === null)).toBe(true);
  });

  it('says clearly when a zip or city is unknown', async () => {
    const zip = await search('zip=9999&country=AT');
    expect(zip.statusCode).toBe(404);
    expect(zip.json()).toEqual({
      success: false,
      message: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
      data: { data: null },
    });
    const city = await search('city=Atlantis', { 'accept-language': 'en' });
    expect(city.statusCode).toBe(404);
    expect(city.json().message).toBe('We do not know this city.');
  });

  it.each([
    ['lat=91&lng=10', 'lat', 'Die Koordinaten sind ungültig'],
    ['lat=48&lng=abc', 'lat', 'Die Koordinaten sind ungültig'],
    ['lat=48', 'lat', 'Die Koordinaten sind ungültig'],
    ['lng=14', 'lng', 'Die Koordinaten sind ungültig'],
    ['lat=NaN&lng=Infinity', 'lat', 'Die Koordinaten sind ungültig'],
    ['lat=48&lng=14&radius=-5', 'radius', 'Der Umkreis'],
    ['lat=48&lng=14&radius=0', 'radius', 'Der Umkreis'],
    ['lat=48&lng=14&radius=5000', 'radius', 'Der Umkreis'],
    ['lat=48&lng=14&radius=zehn', 'radius', 'Der Umkreis'],
    ['lat=48&lng=14&types=tractorShop', 'types', 'Unbekannte Händlerart'],
    ['lat=48&lng=14&types=,', 'types', 'Unbekannte Händlerart'],
    ['lat=48&lng=14&municipal=ja', 'municipal', 'Unbekannte Händlerart'],
    ['zip=4020&country=FR', 'country', 'Für dieses Land'],
    ['zip=%3Cscript%3E', 'zip', 'Die Postleitzahl ist ungültig'],
    [`city=${'x'.repeat(81)}`, 'city', 'Der Ortsname ist zu lang'],
    ['', 'querystring', 'Bitte gib eine Postleitzahl'],
    ['radius=10', 'querystring', 'Bitte gib eine Postleitzahl'],
    ['lat=48&lat=49&lng=14', 'lat', 'Die Koordinaten sind ungültig'],
  ])('refuses %s with a 400 naming the parameter %s', async (query, field, message) => {
    const response = await search(query, { 'accept-language': 'de' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: 'Bitte prüfe die markierten Felder.' });
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]).toContain(message);
  });

  it('answers in the language asked for', async () => {
    // A refusal of the query in the browser's language; a place it does not know in the
    // widget's (`locale`).
    const refused = await search('lat=100&lng=0', { 'accept-language': 'fr-FR' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.lat).toMatch(/^Les coordonnées ne sont pas valides/);
    const unknown = await search('zip=9999&country=AT&locale=fr-fr', { 'accept-language': 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nous ne connaissons aucun lieu avec ce code postal.');
  });

  it('keeps the token check on the other API routes', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/${server.options.apiClientSegment}/fleet`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets the widget on a CMS page of another origin read results and refusals', async () => {
    const headers = { origin: 'https://cms.example' };
    expect((await search('zip=4020&country=AT', headers)).headers).toMatchObject({
      'access-control-allow-origin': '*',
    });
    expect((await search('zip=0000&country=AT', headers)).headers).toMatchObject({
      'access-control-allow-origin': '*',
    });
    const guarded = await server.app.inject({
      method: 'GET',
      url: `/api/${server.options.apiClientSegment}/fleet`,
      headers,
    });
    expect(guarded.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('seeds the dealers into a database seeded before they existed, once', async () => {
    // Later domains' rows name dealers (machines): they came after the dealers too.
    await server.database.orm.execute('TRUNCATE dealers CASCADE');
    expect(await seedDealersIfEmpty(server.database)).toBe(true);
    expect(await seedDealersIfEmpty(server.database)).toBe(false);
    expect((await found('country=AT')).dealers.length).toBeGreaterThan(20);
  });
});

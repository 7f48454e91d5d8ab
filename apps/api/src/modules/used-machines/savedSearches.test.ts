import {
  apiEnvelopeSchema,
  machineSearchUnsubscribeSchema,
  savedMachineSearchesSchema,
  savedMachineSearchSchema,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { savedMachineSearches } from './tables';

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

const savedSchema = apiEnvelopeSchema(savedMachineSearchSchema);
const listSchema = apiEnvelopeSchema(savedMachineSearchesSchema);
const unsubscribeSchema = apiEnvelopeSchema(machineSearchUnsubscribeSchema);

const save = (
  user: string,
  json: unknown,
  headers: Record<string, string> = {},
  call = server.call,
) => call(user, '/machineSearches', { method: 'POST', json, headers });

async function saved(user: string, name: string, query: string) {
  const response = await save(user, { name, query });
  expect(response.statusCode, response.body).toBe(200);
  return savedSchema.parse(response.json()).data.data;
}

async function searchesOf(user: string) {
  const response = await server.call(user, '/machineSearches');
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}

const tokenOf = async (id: string) => {
  const [row] = await server.database.orm
    .select({ token: savedMachineSearches.unsubscribeToken })
    .from(savedMachineSearches)
    .where(eq(savedMachineSearches.id, id));
  return row!.token;
};

describe('saved machine searches', () => {
  it('keeps the query without sort and paging, in its canonical order, and the language', async () => {
    const search = await saved(
      farmer,
      '  Große Traktoren ',
      'hpMin=100&sort=priceAsc&class=tractor&type=demo,used&page=2&size=24',
    );
    expect(search).toMatchObject({
      name: 'Große Traktoren',
      // type before class, the types in the order used, demo, new; "," encoded.
      query: 'type=used%2Cdemo&class=tractor&hpMin=100',
      lastMailedAt: null,
    });
    expect(await searchesOf(farmer)).toEqual([search]);
    const [row] = await server.database.orm
      .select()
      .from(savedMachineSearches)
      .where(eq(savedMachineSearches.id, search.id));
    expect(row!.locale).toBe('en');
    expect(row!.matchedUntil.toISOString()).toBe(search.createdAt);
    expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const near = await saved(farmer, 'In der Nähe', 'radius=50&zip=6250');
    expect(near.query).toBe('zip=6250&radius=50');
    const everything = await saved(farmer, 'Alles', '');
    expect(everything.query).toBe('');
    expect((await searchesOf(farmer)).map((each) => each.id)).toEqual([
      everything.id,
      near.id,
      search.id,
    ]);
  });

  it('refuses a blank name and a query the list refuses, naming the field', async () => {
    const blank = await save(farmer, { name: '   ', query: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);

    const badQuery = await save(farmer, { name: 'PS', query: 'hpMin=abc' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors).toEqual({
      query:
        'The filter “hp” needs whole numbers up to 2000; the minimum may not be above the maximum.',
    });
    const unknownZip = await save(farmer, { name: 'Umkreis', query: 'zip=99999&radius=50' });
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().errors).toEqual({
      query: 'We know no place with the zip code in the filter “Distance”.',
    });
    const noOrigin = await save(farmer, { name: 'Umkreis', query: 'radius=50' });
    expect(noOrigin.statusCode).toBe(400);
    expect(Object.keys(noOrigin.json().errors)).toEqual(['query']);

    for (const body of [
      { name: 'x' },
      { query: '' },
      'kein JSON',
      { name: 'x'.repeat(81), query: '' },
    ]) {
      const response = await save(farmer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await searchesOf(farmer)).toEqual([]);
  });

  it('holds ten searches a user: the eleventh is refused with 409', async () => {
    for (let number = 1; number <= 10; number++) await saved(staff, `Suche ${number}`, '');
    const eleventh = await save(staff, { name: 'Suche 11', query: '' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'You have already saved 10 searches. Please end one of them first.',
    );
    expect(await searchesOf(staff)).toHaveLength(10);
    // Another user's searches are counted on their own.
    await saved(newcomer, 'Meine', '');
  });

  it('shows and ends a search for its owner only', async () => {
    const search = await saved(farmer, 'Transporter', 'class=transporter');
    expect(await searchesOf(newcomer)).toEqual([]);
    const foreign = await server.call(newcomer, `/machineSearches/${search.id}`, {
      method: 'DELETE',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This saved search does not exist (any more).');
    expect(await searchesOf(farmer)).toEqual([search]);

    const ended = await server.call(farmer, `/machineSearches/${search.id}`, { method: 'DELETE' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.data).toEqual({ id: search.id });
    expect(await searchesOf(farmer)).toEqual([]);
    const again = await server.call(farmer, `/machineSearches/${search.id}`, { method: 'DELETE' });
    expect(again.statusCode).toBe(404);
    const malformed = await server.call(farmer, '/machineSearches/not-an-id', { method: 'DELETE' });
    expect(malformed.statusCode).toBe(400);
    expect((await server.call(null, '/machineSearches')).statusCode).toBe(401);
  });

  it('ends a search by its mail’s link, without signing in; the link then is no longer valid', async () => {
    const search = await saved(farmer, 'Große Traktoren', 'class=tractor&hpMin=140');
    const link = `/machineSearches/unsubscribe/${await tokenOf(search.id)}`;
    const expected = { name: 'Große Traktoren', query: 'class=tractor&hpMin=140' };

    const shown = await server.call(null, link);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(unsubscribeSchema.parse(shown.json()).data.data).toEqual(expected);
    expect(await searchesOf(farmer)).toEqual([search]);

    const ended = await server.call(null, link, { method: 'POST' });
    expect(ended.statusCode).toBe(200);
    expect(unsubscribeSchema.parse(ended.json()).data.data).toEqual(expected);
    expect(await searchesOf(farmer)).toEqual([]);

    for (const [path, method] of [
      [link, 'GET'],
      [link, 'POST'],
      ['/machineSearches/unsubscribe/short', 'GET'],
      [`/machineSearches/unsubscribe/${'A'.repeat(43)}`, 'POST'],
    ] as const) {
      const response = await server.call(null, path, {
        method,
        headers: { 'accept-language': 'de' },
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe(
        'Dieser Link ist nicht mehr gültig: Der Suchauftrag ist schon beendet oder es gibt ihn nicht.',
      );
    }
  });

  it('slows down: 20 saves a user and an address an hour, 30 link calls an address in 10 minutes', async () => {
    // A server of its own: the counts are in its memory.
    const { call } = await server.variant({});
    const saveFrom = (user: string, remoteAddress: string, name: string) =>
      call(user, '/machineSearches', { method: 'POST', json: { name, query: '' }, remoteAddress });
    for (let number = 1; number <= 20; number++) {
      const response = await saveFrom(farmer, '203.0.113.20', `Suche ${number}`);
      expect(response.statusCode, response.body).toBe(200);
      const { id } = response.json().data.data as { id: string };
      await call(farmer, `/machineSearches/${id}`, { method: 'DELETE' });
    }
    const refused = await saveFrom(farmer, '203.0.113.20', 'Suche 21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have saved many searches in a short time. Please try again in 60 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // The user from another address, and another user from that address, are refused too;
    // another user from another address may still save. Refused saves keep nothing.
    expect((await saveFrom(farmer, '203.0.113.21', 'Suche 21')).statusCode).toBe(429);
    expect((await saveFrom(newcomer, '203.0.113.20', 'Suche')).statusCode).toBe(429);
    expect((await saveFrom(newcomer, '203.0.113.21', 'Suche')).statusCode).toBe(200);
    expect(await searchesOf(farmer)).toEqual([]);

    const link = `/machineSearches/unsubscribe/${'A'.repeat(43)}`;
    for (let time = 1; time <= 30; time++) {
      const response = await call(null, link, { remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(404);
    }
    const blocked = await call(null, link, { remoteAddress: '203.0.113.7' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'There were very many requests from your address in a short time. Please try again in 10 minutes.',
    );
    expect((await call(null, link, { remoteAddress: '203.0.113.8' })).statusCode).toBe(404);
  });
});

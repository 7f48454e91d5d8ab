import { apiEnvelopeSchema, machineBookmarksSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { demoMachines } from '../../seed/machines';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { machineBookmarks } from './tables';

const server = apiTestServerPerFile();
const seeded = demoMachines(new Date()).map(({ machine }) => machine);
const [first, second, third] = seeded;
const unknownId = '00000000-0000-4000-8000-000000000000';
const farmer = demoIds.farmer;
const newcomer = demoIds.newcomer;

const listSchema = apiEnvelopeSchema(machineBookmarksSchema);

async function bookmarksOf(user: string) {
  const response = await server.call(user, '/bookmarks');
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}

const put = (user: string, id: string) => server.call(user, `/bookmarks/${id}`, { method: 'PUT' });
const remove = (user: string, id: string) =>
  server.call(user, `/bookmarks/${id}`, { method: 'DELETE' });
const merge = (user: string, machineIds: unknown) =>
  server.call(user, '/bookmarks', { method: 'POST', json: { machineIds } });

describe('the bookmark list', () => {
  it('bookmarks a machine once, however often it is put, and keeps its date', async () => {
    const once = await put(farmer, first!.id);
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json().data.data).toEqual({ machineId: first!.id, bookmarked: true });
    const [bookmark] = await bookmarksOf(farmer);
    expect(bookmark!.machine.id).toBe(first!.id);
    expect(bookmark!.machine.identifier).toBe(first!.identifier);

    const again = await put(farmer, first!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.data).toEqual({ machineId: first!.id, bookmarked: true });
    expect(await bookmarksOf(farmer)).toEqual([bookmark]);
  });

  it('takes a machine off the list, again and again', async () => {
    await put(farmer, first!.id);
    for (let time = 0; time < 2; time++) {
      const response = await remove(farmer, first!.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.data).toEqual({ machineId: first!.id, bookmarked: false });
    }
    expect(await bookmarksOf(farmer)).toEqual([]);
    const unknown = await remove(farmer, unknownId);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.data).toEqual({ machineId: unknownId, bookmarked: false });
    // What can be no machine id at all is refused by the path's schema.
    const malformed = await remove(farmer, 'no-such-machine');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['machineId']);
  });

  it('answers 404 with a message for a machine that is not on offer', async () => {
    const response = await put(farmer, unknownId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This machine is not (or no longer) on offer.');
    expect((await put(farmer, 'no-such-machine')).statusCode).toBe(400);
    expect(await bookmarksOf(farmer)).toEqual([]);
  });

  it('keeps each user’s list to that user, and asks for a sign-in', async () => {
    await put(farmer, first!.id);
    expect(await bookmarksOf(newcomer)).toEqual([]);
    await remove(newcomer, first!.id);
    expect((await bookmarksOf(farmer)).map((each) => each.machine.id)).toEqual([first!.id]);
    expect((await server.call(null, '/bookmarks')).statusCode).toBe(401);
    expect((await put('', first!.id)).statusCode).toBe(401);
  });

  it('merges the visitor’s list: unknown ids passed over, bookmarked ones keep their date', async () => {
    await put(farmer, first!.id);
    const [before] = await bookmarksOf(farmer);
    const response = await merge(farmer, [second!.id, unknownId, 'junk', first!.id, second!.id]);
    expect(response.statusCode, response.body).toBe(200);
    const list = listSchema.parse(response.json()).data.data;
    // The new one is newer than the one bookmarked before the merge.
    expect(list.map((each) => each.machine.id)).toEqual([second!.id, first!.id]);
    expect(list[1]).toEqual(before);
    expect(await bookmarksOf(farmer)).toEqual(list);
  });

  it('refuses a merge that is no list of ids', async () => {
    for (const machineIds of ['a,b', [1, 2], undefined]) {
      const response = await merge(farmer, machineIds);
      expect(response.statusCode).toBe(400);
      const fields = Object.keys(response.json().errors as object);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) expect(field).toMatch(/^machineIds(\.\d)?$/);
    }
    const tooMany = await merge(
      farmer,
      Array.from({ length: 101 }, () => first!.id),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('holds 100 machines: one more is refused, a merge keeps the 100 newest', async () => {
    // 100 bookmarks of the seeded machines 4 to 103, a minute apart, the last the newest.
    const start = Date.UTC(2026, 0, 1);
    const held = seeded.slice(3, 103);
    await server.database.orm.insert(machineBookmarks).values(
      held.map((machine, index) => ({
        userId: farmer,
        machineId: machine.id,
        bookmarkedAt: new Date(start + index * 60_000),
      })),
    );
    const refused = await put(farmer, first!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your bookmark list is full: it holds at most 100 machines. Please remove one first.',
    );
    // One on the list already is still fine.
    expect((await put(farmer, held[0]!.id)).statusCode).toBe(200);

    const merged = await merge(farmer, [first!.id, second!.id, third!.id]);
    expect(merged.statusCode).toBe(200);
    const list = listSchema.parse(merged.json()).data.data;
    expect(list).toHaveLength(100);
    // The three new ones first, then the 97 newest of before; the 3 oldest (held 0 to 2) left.
    expect(list.map((each) => each.machine.id)).toEqual([
      first!.id,
      second!.id,
      third!.id,
      ...held
        .slice(3)
        .reverse()
        .map((machine) => machine.id),
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { machines } from './tables';

// The development routes the end-to-end test of saved searches uses (devRoutes.ts).

const server = apiTestServerPerFile();
const minute = 60_000;

/** Saves a search as the user would, in German. */
async function saveSearch(user: string, name: string, query: string) {
  const response = await server.call(user, '/machineSearches', {
    method: 'POST',
    json: { name, query },
    headers: { 'accept-language': 'de' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the development routes of saved searches', () => {
  it('list a machine and run the mail job, into the mailbox', async () => {
    await saveSearch(demoIds.farmer, 'Starke', 'hpMin=1500');
    const listed = await server.app.inject({
      method: 'POST',
      url: '/dev/machines',
      payload: {
        horsepower: 1600,
        yearOfConstruction: 2024,
        vehicleClass: 'tractor',
        type: 'demo',
        priceCents: 1_234_500,
      },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { id } = listed.json() as { id: string };
    const [row] = await server.database.orm.select().from(machines).where(eq(machines.id, id));
    expect(row).toMatchObject({
      horsepower: 1600,
      yearOfConstruction: 2024,
      vehicleClass: 'tractor',
      type: 'demo',
      priceCents: 1_234_500,
    });
    expect(Date.now() - row!.listedAt.getTime()).toBeLessThan(minute);

    const plain = await server.app.inject({ method: 'POST', url: '/dev/machines' });
    expect(plain.statusCode, plain.body).toBe(200);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/dev/machines',
      payload: { horsepower: 'many' },
    });
    expect(bad.statusCode).toBe(400);

    const job = await server.app.inject({ method: 'POST', url: '/dev/jobs/machine-search-mails' });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toEqual({ mailed: 1 });
    const mails = await server.database.orm
      .select()
      .from(mailbox)
      .where(eq(mailbox.recipient, 'josef.brunner@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Neue Maschinen zu Deinem Suchauftrag „Starke“',
    ]);
    expect(mails[0]!.textBody).toContain(`/de/gebrauchtmaschinen/${id}`);
    expect(
      (await server.app.inject({ method: 'POST', url: '/dev/jobs/machine-search-mails' })).json(),
    ).toEqual({ mailed: 0 });

    const away = await server.app.inject({
      method: 'POST',
      url: '/dev/machines',
      remoteAddress: '192.0.2.1',
    });
    expect(away.statusCode).toBe(404);
  });

  it('exist only with the development mailbox', async () => {
    const { app } = await server.variant({ devMailbox: false });
    for (const url of ['/dev/machines', '/dev/jobs/machine-search-mails']) {
      expect((await app.inject({ method: 'POST', url })).statusCode, url).toBe(404);
    }
  });
});

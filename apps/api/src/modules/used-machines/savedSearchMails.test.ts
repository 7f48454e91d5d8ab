import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../mail/mailer';
import { demoIds } from '../../seed/demoData';
import { demoMachines } from '../../seed/machines';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { mailNewMachineMatches } from './savedSearchMails';
import { machines, savedMachineSearches, type NewMachineRow } from './tables';

const server = apiTestServerPerFile();
const publicUrl = 'https://portal.example';
const minute = 60_000;
const hour = 60 * minute;
const template = demoMachines(new Date())[0]!.machine;

/** A mailer that keeps what it is given; `failFor` addresses make it throw. */
function keepingMailer(failFor: string[] = []) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (failFor.includes(mail.to)) throw new Error('SMTP is down');
      sent.push(mail);
    },
  };
  return { sent, mailer };
}

/** Lists a machine: the demo's first with the given fields, a new id and number. */
async function list(fields: Partial<NewMachineRow> & { listedAt: Date }) {
  const id = randomUUID();
  await server.database.orm.insert(machines).values({
    ...template,
    id,
    identifier: `T-${id.slice(0, 8)}`,
    vehicleClass: 'tractor',
    manufacturer: 'Lindner',
    model: 'Lintrac 130',
    yearOfConstruction: 2021,
    operatingHours: 1200,
    horsepower: 150,
    priceCents: 9_800_000,
    ...fields,
  });
  return id;
}

/** Saves a search as the user would, in German. */
async function saveSearch(user: string, name: string, query: string) {
  const response = await server.call(user, '/machineSearches', {
    method: 'POST',
    json: { name, query },
    headers: { 'accept-language': 'de' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id } = response.json().data.data as { id: string };
  const [row] = await server.database.orm
    .select()
    .from(savedMachineSearches)
    .where(eq(savedMachineSearches.id, id));
  return row!;
}

const searchRow = async (id: string) =>
  (
    await server.database.orm
      .select()
      .from(savedMachineSearches)
      .where(eq(savedMachineSearches.id, id))
  )[0];

describe('the daily mail of saved searches', () => {
  it('mails new matches once a day, and no more once the search is ended', async () => {
    const search = await saveSearch(demoIds.farmer, 'Große Traktoren', 'class=tractor&hpMin=140');
    const t0 = search.createdAt.getTime();
    const { sent, mailer } = keepingMailer();
    const run = (at: number) =>
      mailNewMachineMatches({ database: server.database, mailer, publicUrl, now: new Date(at) });

    // Nothing new yet: nothing mailed, nothing changed.
    expect(await run(t0 + minute)).toBe(0);
    expect(await searchRow(search.id)).toEqual(search);

    const matching = await list({ listedAt: new Date(t0 + 2 * minute) });
    const tooWeak = await list({ horsepower: 90, listedAt: new Date(t0 + 2 * minute) });
    const attachment = await list({
      vehicleClass: 'attachment',
      listedAt: new Date(t0 + 3 * minute),
    });
    const onRequest = await list({
      model: 'Lintrac 150',
      yearOfConstruction: null,
      operatingHours: null,
      priceCents: null,
      horsepower: 160,
      // Before the search was saved: not new to it.
      listedAt: new Date(t0 - minute),
    });

    expect(await run(t0 + 5 * minute)).toBe(1);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe('josef.brunner@example.com');
    expect(mail!.userId).toBe(demoIds.farmer);
    expect(mail!.subject).toBe('Neue Maschinen zu Deinem Suchauftrag „Große Traktoren“');
    const end = `${publicUrl}/de/gebrauchtmaschinen/suchauftrag-beenden/${search.unsubscribeToken}`;
    expect(mail!.text).toBe(
      [
        'Hallo,',
        'zu Deinem Suchauftrag „Große Traktoren“ wurde eine neue Maschine eingestellt.',
        `Lindner Lintrac 130 · Baujahr 2021 · 1.200 Betriebsstunden · 150 PS · 98.000\u00a0€\n${publicUrl}/de/gebrauchtmaschinen/${matching}`,
        `Alle Treffer Deiner Suche:\n${publicUrl}/de/gebrauchtmaschinen?class=tractor&hpMin=140`,
        `Du möchtest zu dieser Suche keine E-Mails mehr bekommen? Hier beendest Du den Suchauftrag:\n${end}`,
        'Dein Lindner-Team',
      ].join('\n\n'),
    );
    for (const other of [tooWeak, attachment, onRequest]) expect(mail!.text).not.toContain(other);
    expect(mail!.html).toContain(`<a href="${end}">`);
    const mailed = await searchRow(search.id);
    expect(mailed!.lastMailedAt?.getTime()).toBe(t0 + 5 * minute);
    expect(mailed!.matchedUntil.getTime()).toBe(t0 + 2 * minute);

    // The same day: not again, though there is a new match.
    const sameDay = await list({ listedAt: new Date(t0 + 3 * hour), priceCents: 4_550_050 });
    expect(await run(t0 + 4 * hour)).toBe(0);
    expect(sent).toHaveLength(1);

    // 25 hours later: the machines new since the first mail, newest first.
    const nextDay = await list({ listedAt: new Date(t0 + 24 * hour), horsepower: 140 });
    expect(await run(t0 + 5 * minute + 25 * hour)).toBe(1);
    expect(sent).toHaveLength(2);
    const second = sent[1]!.text;
    expect(second).toContain(
      'zu Deinem Suchauftrag „Große Traktoren“ wurden 2 neue Maschinen eingestellt.',
    );
    expect(second).toContain(
      `Lindner Lintrac 130 · Baujahr 2021 · 1.200 Betriebsstunden · 140 PS · 98.000\u00a0€\n${publicUrl}/de/gebrauchtmaschinen/${nextDay}`,
    );
    expect(second).toContain(
      `Lindner Lintrac 130 · Baujahr 2021 · 1.200 Betriebsstunden · 150 PS · 45.500,50\u00a0€\n${publicUrl}/de/gebrauchtmaschinen/${sameDay}`,
    );
    expect(second.indexOf(nextDay)).toBeLessThan(second.indexOf(sameDay));
    expect(second).not.toContain(matching);
    expect((await searchRow(search.id))!.matchedUntil.getTime()).toBe(t0 + 24 * hour);

    // Ended by the mail's link: no more mails.
    const ended = await server.call(
      null,
      `/machineSearches/unsubscribe/${search.unsubscribeToken}`,
      { method: 'POST' },
    );
    expect(ended.statusCode).toBe(200);
    await list({ listedAt: new Date(t0 + 30 * hour) });
    expect(await run(t0 + 60 * hour)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('lists the ten newest of more, says how many, and writes in the search’s language', async () => {
    const response = await server.call(demoIds.newcomer, '/machineSearches', {
      method: 'POST',
      json: { name: 'Transporter', query: 'class=transporter&yearMin=2024' },
      headers: { 'accept-language': 'fr' },
    });
    const id = (response.json().data.data as { id: string }).id;
    const search = (await searchRow(id))!;
    const t0 = search.createdAt.getTime();
    const listed = [];
    for (let number = 1; number <= 12; number++) {
      listed.push(
        await list({
          vehicleClass: 'transporter',
          model: `Unitrac ${number}`,
          yearOfConstruction: 2024,
          operatingHours: null,
          horsepower: null,
          priceCents: null,
          listedAt: new Date(t0 + number * minute),
        }),
      );
    }
    const { sent, mailer } = keepingMailer();
    const now = new Date(t0 + hour);
    expect(await mailNewMachineMatches({ database: server.database, mailer, publicUrl, now })).toBe(
      1,
    );
    const [mail] = sent;
    expect(mail!.to).toBe('lena.gruber@example.com');
    expect(mail!.subject).toBe(
      'Nouvelles machines pour votre recherche enregistrée « Transporter »',
    );
    expect(mail!.text).toContain(
      '12 nouvelles machines ont été publiées pour votre recherche enregistrée « Transporter ». Les 10 plus récentes :',
    );
    expect(mail!.text).toContain(
      `Lindner Unitrac 12 · année 2024 · Prix sur demande\n${publicUrl}/fr/occasions/${listed[11]}`,
    );
    expect(mail!.text).toContain(`${publicUrl}/fr/occasions/${listed[2]}`);
    expect(mail!.text).not.toContain(listed[1]);
    expect(mail!.text).not.toContain(listed[0]);
    expect(mail!.text).toContain(
      `${publicUrl}/fr/occasions/fin-recherche-enregistree/${search.unsubscribeToken}`,
    );
    expect((await searchRow(id))!.matchedUntil.getTime()).toBe(t0 + 12 * minute);
  });

  it('goes on with the other searches when a mail fails, and tries that one again', async () => {
    const farmers = await saveSearch(demoIds.farmer, 'Alles', '');
    const newcomers = await saveSearch(demoIds.newcomer, 'Alles', '');
    const t0 = Math.max(farmers.createdAt.getTime(), newcomers.createdAt.getTime());
    await list({ listedAt: new Date(t0 + minute) });
    const { sent, mailer } = keepingMailer(['josef.brunner@example.com']);
    const warnings: string[] = [];
    const log = {
      warn: (_details: Record<string, unknown>, message: string) => warnings.push(message),
    };
    const now = new Date(t0 + 2 * minute);
    expect(
      await mailNewMachineMatches({ database: server.database, mailer, publicUrl, now, log }),
    ).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['lena.gruber@example.com']);
    expect(warnings).toEqual([
      'The mail of a saved search failed; it is tried again at the next run',
    ]);
    expect(await searchRow(farmers.id)).toEqual(farmers);

    const working = keepingMailer();
    const later = new Date(t0 + hour);
    expect(
      await mailNewMachineMatches({
        database: server.database,
        mailer: working.mailer,
        publicUrl,
        now: later,
      }),
    ).toBe(1);
    expect(working.sent.map((mail) => mail.to)).toEqual(['josef.brunner@example.com']);
  });
});

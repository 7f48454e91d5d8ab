import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../../../mail/mailer';
import { demoIds } from '../../../../seed/demoData';
import { apiTestServerPerFile } from '../../../../testing/apiTestServer';
import { mailDueMaintenance, maintenanceReminderJob } from './reminderMails';

// The farmer's Lintrac (1843.5 h) has its engine oil due soon: at 1860 h, or a year after the
// 10th eight months ago (seed/maintenancePlans.ts); nothing else of the demo data is due.

const server = apiTestServerPerFile();
const publicUrl = 'https://portal.example';
const hour = 60 * 60_000;
const farmerMail = 'josef.brunner@example.com';
const newcomerMail = 'lena.gruber@example.com';

/** A mailer that keeps what it is given. */
function keepingMailer() {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return { sent, mailer };
}

/** Runs the job with a keeping mailer at `at`; answers the mails it sent. */
async function runAt(at: Date): Promise<Mail[]> {
  const { sent, mailer } = keepingMailer();
  const count = await mailDueMaintenance({
    database: server.database,
    mailer,
    publicUrl,
    apiPath: `/api/${server.options.apiClientSegment}`,
    now: at,
  });
  expect(count).toBe(sent.length);
  return sent;
}

const now = new Date();
const later = (hours: number) => new Date(now.getTime() + hours * hour);
const today = now.toISOString().slice(0, 10);
const tenth = (offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 10));

async function execute(query: ReturnType<typeof sql>) {
  await server.database.orm.execute(query);
}

/** A Lintrac 110 of `user` at 60 operating hours, nothing done: its first service is overdue. */
async function newLintrac(user: string): Promise<{ id: string; vin: string }> {
  const id = randomUUID();
  const vin = `VBLA11000L${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await execute(sql`
    INSERT INTO vehicles (id, user_id, vin, model_id, data_source, status, operating_hours)
    VALUES (${id}, ${user}, ${vin}, 'lintrac-110', 'fuelDiary', 'approved', 60)`);
  return { id, vin };
}

const to = (mails: Mail[], address: string) => mails.filter((mail) => mail.to === address);

/** The unsubscribe link's path below the API's path, from a mail. */
function unsubscribePathOf(mail: Mail): string {
  const match = /\/maintenance\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![0];
}

describe('the maintenance reminder mail', () => {
  it('mails a due item once, in German by default, with links to the vehicle and to unsubscribe', async () => {
    const [mail, ...more] = await runAt(now);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(farmerMail);
    expect(mail!.userId).toBe(demoIds.farmer);
    expect(mail!.subject).toBe('Eine Wartung ist fällig – Lindner');
    const dueOn = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      tenth(4),
    );
    const unsubscribe = `${publicUrl}/api/${server.options.apiClientSegment}${unsubscribePathOf(mail!)}`;
    expect(mail!.text).toBe(
      [
        'Hallo Josef Brunner,',
        'an Deinen Fahrzeugen ist eine Wartung fällig:',
        [
          'Lintrac 110 (FIN VBLA11000L0012345), zuletzt 1.843,5 Betriebsstunden',
          `Motoröl und Ölfilter wechseln: fällig bei 1.860 Betriebsstunden oder am ${dueOn}`,
          'Wartungsplan und „Erledigt“ eintragen:',
          `${publicUrl}/de/mein-lindner/fuhrpark/${demoIds.farmerLintrac}`,
        ].join('\n'),
        `Du möchtest keine Wartungserinnerungen mehr bekommen? Hier bestellst Du sie ab:\n${unsubscribe}`,
        'Dein Lindner-Team',
      ].join('\n\n'),
    );
    expect(mail!.html).toContain(`<a href="${unsubscribe}">`);

    // The same occurrence is never mailed again, neither the same day nor any later one.
    expect(await runAt(later(1))).toEqual([]);
    expect(await runAt(later(25))).toEqual([]);
    expect(await runAt(later(24 * 7))).toEqual([]);
  });

  it('lists every due item of a user in one mail, and none of another user’s', async () => {
    const first = await newLintrac(demoIds.newcomer);
    const second = await newLintrac(demoIds.newcomer);
    const mails = await runAt(now);
    expect(mails.map((mail) => mail.to).sort()).toEqual([farmerMail, newcomerMail]);
    const [toNewcomer] = to(mails, newcomerMail);
    expect(toNewcomer!.subject).toBe('2 Wartungen sind fällig – Lindner');
    expect(toNewcomer!.text).toContain('an Deinen Fahrzeugen sind 2 Wartungen fällig:');
    for (const vehicle of [first, second]) {
      expect(toNewcomer!.text).toContain(
        `Lintrac 110 (FIN ${vehicle.vin}), zuletzt 60 Betriebsstunden\nErstinspektion: fällig bei 50 Betriebsstunden (überfällig)`,
      );
      expect(toNewcomer!.text).toContain(`${publicUrl}/de/mein-lindner/fuhrpark/${vehicle.id}`);
    }
    expect(toNewcomer!.text).not.toContain('VBLA11000L0012345');
    expect(toNewcomer!.text).not.toContain(demoIds.farmerLintrac);
    const [toFarmer] = to(mails, farmerMail);
    for (const vehicle of [first, second]) {
      expect(toFarmer!.text).not.toContain(vehicle.vin);
      expect(toFarmer!.text).not.toContain(vehicle.id);
    }
  });

  it('mails a newly due item the next day, not the same day, and only the new one', async () => {
    expect(to(await runAt(now), farmerMail)).toHaveLength(1);
    const added = await newLintrac(demoIds.farmer);
    expect(await runAt(later(1))).toEqual([]);
    expect(await runAt(later(23.5))).toEqual([]);
    const [mail, ...more] = await runAt(later(24.5));
    expect(more).toEqual([]);
    expect(mail!.to).toBe(farmerMail);
    expect(mail!.subject).toBe('Eine Wartung ist fällig – Lindner');
    expect(mail!.text).toContain(`Lintrac 110 (FIN ${added.vin}), zuletzt 60 Betriebsstunden`);
    expect(mail!.text).not.toContain('VBLA11000L0012345');
    expect(mail!.text).not.toContain('Motoröl');
  });

  it('mails an item again once it was done and is due again', async () => {
    expect(to(await runAt(now), farmerMail)).toHaveLength(1);
    // Done again (recorded today, done at 1380 h): due again at 1880 h, within 50 h.
    await execute(sql`
      INSERT INTO maintenance_done (vehicle_id, item_key, done_on, hours)
      VALUES (${demoIds.farmerLintrac}, 'engineOil', ${today}, 1380)`);
    const [mail] = await runAt(later(25));
    expect(mail!.to).toBe(farmerMail);
    expect(mail!.text).toMatch(
      /Motoröl und Ölfilter wechseln: fällig bei 1\.880 Betriebsstunden oder am /,
    );
    expect(await runAt(later(50))).toEqual([]);
  });

  it('undoes a mail that failed, so the next run sends it', async () => {
    const warnings: string[] = [];
    const failing: Mailer = {
      async send() {
        throw new Error('SMTP is down');
      },
    };
    const run = {
      database: server.database,
      publicUrl,
      apiPath: `/api/${server.options.apiClientSegment}`,
      log: { warn: (_details: Record<string, unknown>, message: string) => warnings.push(message) },
    };
    expect(await mailDueMaintenance({ ...run, mailer: failing, now })).toBe(0);
    expect(warnings).toEqual([
      'A maintenance reminder mail failed; it is tried again at the next run',
    ]);
    const [mail] = await runAt(later(1));
    expect(mail!.to).toBe(farmerMail);
    expect(mail!.text).toContain('Motoröl und Ölfilter wechseln');
  });

  it('mails no one without an e-mail address', async () => {
    await execute(sql`UPDATE users SET email = NULL WHERE id = ${demoIds.farmer}`);
    expect(await runAt(now)).toEqual([]);
  });

  it('mails in the language the user last opened maintenance in', async () => {
    const opened = await server.call(demoIds.farmer, '/maintenance/due', {
      headers: { 'accept-language': 'fr' },
    });
    expect(opened.statusCode).toBe(200);
    const [mail] = await runAt(now);
    expect(mail!.subject).toBe('Un entretien est à faire – Lindner');
    expect(mail!.text).toContain('Bonjour Josef Brunner,');
    expect(mail!.text).toContain(
      'Vidange de l’huile moteur et remplacement du filtre à huile : à faire à 1\u202f860 heures de fonctionnement ou le ',
    );
    expect(mail!.text).toContain(`${publicUrl}/fr/mon-lindner/flotte/${demoIds.farmerLintrac}`);
    expect(mail!.text).toContain('Votre équipe Lindner');

    const page = await server.call(null, unsubscribePathOf(mail!));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr');
    expect(page.body).toContain('Vous désabonner des rappels d’entretien ?');
  });
});

describe('the hourly job', () => {
  it('is left out of the server’s start, and mails what is due when it runs', async () => {
    const { sent, mailer } = keepingMailer();
    const job = maintenanceReminderJob({
      database: server.database,
      mailer,
      publicUrl,
      apiPath: `/api/${server.options.apiClientSegment}`,
    });
    expect(job.atStart).toBe(false);
    expect(await job.run(now)).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual([farmerMail]);
  });
});

describe('the unsubscribe link', () => {
  it('asks on GET and changes nothing; the button unsubscribes; it can be undone', async () => {
    const [mail] = await runAt(now);
    const path = unsubscribePathOf(mail!);
    const apiPath = `/api/${server.options.apiClientSegment}`;

    const asked = await server.call(null, path, { headers: { 'accept-language': 'en' } });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    // In the mail's language (German), whatever the browser asks for.
    expect(asked.body).toContain('<h1 data-state="confirm">Wartungserinnerungen abbestellen?</h1>');
    expect(asked.body).toContain(`<form method="post" action="${apiPath}${path}">`);
    expect(asked.body).toContain('<button class="button" type="submit">Abbestellen</button>');
    expect(String(asked.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(asked.headers['referrer-policy']).toBe('no-referrer');
    const stylesheet = `${apiPath}/maintenance/reminders/page.css`;
    expect(asked.body).toContain(`<link rel="stylesheet" href="${stylesheet}">`);
    const css = await server.app.inject({ url: stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain('button.button');
    // Opening the link (a mail scanner does) does not unsubscribe: the next item is mailed.
    const added = await newLintrac(demoIds.farmer);
    const [next] = await runAt(later(25));
    expect(next!.text).toContain(added.vin);

    // As the page's form posts it: no fields.
    const unsubscribed = await server.call(null, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
      payload: '',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain(
      '<h1 data-state="unsubscribed">Wartungserinnerungen abbestellt</h1>',
    );
    await newLintrac(demoIds.farmer);
    expect(await runAt(later(50))).toEqual([]);
    // Opened again: says so, and offers the way back.
    const again = await server.call(null, path);
    expect(again.body).toContain('data-state="unsubscribed"');
    const resubscribePath = path.replace('/unsubscribe/', '/resubscribe/');
    expect(again.body).toContain(`<form method="post" action="${apiPath}${resubscribePath}">`);

    const resubscribed = await server.call(null, resubscribePath, { method: 'POST' });
    expect(resubscribed.statusCode).toBe(200);
    expect(resubscribed.body).toContain('data-state="resubscribed"');
    const [back] = await runAt(later(75));
    expect(back!.to).toBe(farmerMail);
  });

  it('answers an unknown or changed token with a 404 page that unsubscribes no one', async () => {
    const [mail] = await runAt(now);
    const path = unsubscribePathOf(mail!);
    const last = path.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${path.slice(0, -1)}${last}`;
    for (const [method, target] of [
      ['GET', tampered],
      ['POST', tampered],
      ['GET', '/maintenance/reminders/unsubscribe/abc'],
      ['POST', '/maintenance/reminders/resubscribe/abc'],
    ] as const) {
      const response = await server.call(null, target, { method });
      expect(response.statusCode, `${method} ${target}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1 data-state="invalid">Invalid link</h1>');
      expect(response.body).not.toContain('<form');
    }
    await newLintrac(demoIds.farmer);
    expect(to(await runAt(later(25)), farmerMail)).toHaveLength(1);
  });
});

describe('guessing tokens', () => {
  it('is slowed: the 31st call of the links within 10 minutes from one address is refused', async () => {
    const { call } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
    const guess = (index: number) =>
      call(null, `/maintenance/reminders/unsubscribe/${String(index).padStart(43, 'x')}`);
    for (let index = 0; index < 30; index += 1) {
      expect((await guess(index)).statusCode).toBe(404);
    }
    const refused = await guess(30);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many requests. Please try again in a few minutes.');
  });
});

describe('the data export', () => {
  it('holds the user’s reminders and what they listed, without token hashes or others’ rows', async () => {
    await server.call(demoIds.farmer, '/maintenance/due', { headers: { 'accept-language': 'fr' } });
    await newLintrac(demoIds.newcomer);
    expect(await runAt(now)).toHaveLength(2);
    const { call: exportCall } = await server.variant({
      throttleNamespace: `test:${randomUUID()}:`,
    });
    const response = await exportCall(demoIds.farmer, '/user/data-export');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const { tables } = JSON.parse(strFromU8(files['lindner-data.json']!)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(tables.maintenance_reminder_recipients).toEqual([
      expect.objectContaining({ user_id: demoIds.farmer, locale: 'fr', unsubscribed_at: null }),
    ]);
    const [mail, ...moreMails] = tables.maintenance_reminder_mails!;
    expect(moreMails).toEqual([]);
    expect(mail).toMatchObject({ user_id: demoIds.farmer });
    expect(mail).not.toHaveProperty('token_hash');
    expect(tables.maintenance_reminders_sent).toEqual([
      expect.objectContaining({
        vehicle_id: demoIds.farmerLintrac,
        item_key: 'engineOil',
        due_at_hours: 1860,
        mail_id: mail!.id,
      }),
    ]);
    for (const name of [
      'maintenance_reminder_recipients',
      'maintenance_reminder_mails',
      'maintenance_reminders_sent',
    ]) {
      expect(Object.keys(files)).toContain(`tables/${name}.csv`);
    }
  });
});

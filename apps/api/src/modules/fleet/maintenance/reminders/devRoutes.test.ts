import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../../../mail/tables';
import { apiTestServerPerFile } from '../../../../testing/apiTestServer';

// The development route the end-to-end test of the maintenance reminder uses (devRoutes.ts).

const server = apiTestServerPerFile();
const url = '/dev/jobs/maintenance-reminders';

const farmerMails = () =>
  server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, 'josef.brunner@example.com'));

describe('the development route of the maintenance reminder', () => {
  it('runs the job now, into the mailbox; once mailed, not again', async () => {
    const job = await server.app.inject({ method: 'POST', url });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toEqual({ mailed: 1 });
    const mails = await farmerMails();
    expect(mails.map((mail) => mail.subject)).toEqual(['Eine Wartung ist fällig – Lindner']);
    expect(mails[0]!.textBody).toContain('Motoröl und Ölfilter wechseln: fällig bei 1.860');
    expect((await server.app.inject({ method: 'POST', url })).json()).toEqual({ mailed: 0 });
  });

  it('runs it as of days ahead: then more items are due by their months', async () => {
    const job = await server.app.inject({ method: 'POST', url, payload: { daysAhead: 400 } });
    expect(job.json()).toEqual({ mailed: 1 });
    const [mail] = await farmerMails();
    // A year and more on, the Lintrac's and the Geotrac's yearly items are overdue.
    expect(mail!.textBody).toContain('Lintrac 110 (FIN VBLA11000L0012345)');
    expect(mail!.textBody).toContain('(FIN VBLA09400G0023456)');
    expect(mail!.textBody).toContain('(überfällig)');
    const bad = await server.app.inject({ method: 'POST', url, payload: { daysAhead: -1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers only loopback clients, and only with the development mailbox', async () => {
    const away = await server.app.inject({ method: 'POST', url, remoteAddress: '192.0.2.1' });
    expect(away.statusCode).toBe(404);
    const { app } = await server.variant({ devMailbox: false });
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(404);
    expect(await farmerMails()).toEqual([]);
  });
});

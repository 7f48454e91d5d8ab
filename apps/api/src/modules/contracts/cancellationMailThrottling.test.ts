import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { cancellationMailLimits } from './routes';

// A file of its own: the limit counts per server instance, which each test file starts anew.
const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

const autoRenew = (renewsAutomatically: boolean) =>
  call(demoIds.farmer, `/contractItems/${demoIds.farmerTracLinkLicence}/autoRenew`, {
    method: 'PUT',
    json: { renewsAutomatically },
  });

describe('cancellation mails, limited per user', () => {
  it('sends 5 an hour however often the renewal is switched off; every switch still counts', async () => {
    expect(cancellationMailLimits).toEqual({ limit: 5, windowMs: 60 * 60_000 });
    for (let round = 1; round <= 6; round += 1) {
      expect((await autoRenew(false)).statusCode).toBe(200);
      expect((await autoRenew(true)).statusCode).toBe(200);
    }
    const mails = await server.database.orm.select().from(mailbox);
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set(['Your cancellation: TracLink Smart']),
    );
  });
});

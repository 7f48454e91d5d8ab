import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { cancellationMailLimit } from './routes';

// A file of its own: the limit counts per server instance, which each test file starts anew.
const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

const newcomerVehicle = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1ffe';
const newcomerLicence = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1ffd';

const autoRenew = (
  renewsAutomatically: boolean,
  { user = demoIds.farmer as string, id = demoIds.farmerTracLinkLicence as string } = {},
  remoteAddress?: string,
) =>
  call(user, `/contractItems/${id}/autoRenew`, {
    method: 'PUT',
    json: { renewsAutomatically },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const mailsTo = (userId: string) =>
  server.database.orm.select().from(mailbox).where(eq(mailbox.userId, userId));

describe('cancellation mails, limited per user and per address', () => {
  it('sends 5 an hour however often the renewal is switched off; every switch still counts', async () => {
    expect(cancellationMailLimit).toMatchObject({ max: 5, windowMs: 60 * 60_000 });
    for (let round = 1; round <= 6; round += 1) {
      expect((await autoRenew(false)).statusCode).toBe(200);
      expect((await autoRenew(true)).statusCode).toBe(200);
    }
    const mails = await mailsTo(demoIds.farmer);
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set(['Your cancellation: TracLink Smart']),
    );
    // From another address the same user gets none either.
    expect((await autoRenew(false, {}, '203.0.113.50')).statusCode).toBe(200);
    expect(await mailsTo(demoIds.farmer)).toHaveLength(5);
  });

  it('sends none to another user cancelling from the same address, one from another', async () => {
    await server.database.transaction((session) =>
      session.exec(`
        INSERT INTO vehicles (id, user_id, vin, model_id, year_of_construction, data_source, status)
        VALUES ('${newcomerVehicle}', '${demoIds.newcomer}', 'VBLA11000L0099998', 'lintrac-110', 2024, 'fuelDiary', 'approved');
        INSERT INTO contract_items (id, user_id, vehicle_id, kind, title, status, subscription_period, valid_from, valid_to, renews_automatically, product_id)
        VALUES ('${newcomerLicence}', '${demoIds.newcomer}', '${newcomerVehicle}', 'traclink', 'TracLink Smart', 'active', 'yearly', CURRENT_DATE - 30, CURRENT_DATE + 200, true, 'traclink-smart');
      `),
    );
    const newcomer = { user: demoIds.newcomer, id: newcomerLicence };
    expect((await autoRenew(false, newcomer)).statusCode).toBe(200);
    expect(await mailsTo(demoIds.newcomer)).toHaveLength(0);
    expect((await autoRenew(true, newcomer)).statusCode).toBe(200);
    expect((await autoRenew(false, newcomer, '203.0.113.51')).statusCode).toBe(200);
    expect(await mailsTo(demoIds.newcomer)).toHaveLength(1);
  });
});

import { apiEnvelopeSchema, contractItemEntrySchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';
const licence = demoIds.farmerTracLinkLicence;

const autoRenew = (
  renewsAutomatically: unknown,
  { user = demoIds.farmer as string | null, id = licence as string, language = 'en' } = {},
) =>
  call(user, `/contractItems/${id}/autoRenew`, {
    method: 'PUT',
    json: { renewsAutomatically },
    headers: { 'accept-language': language },
  });

const setLicence = (set: string) =>
  server.database.transaction((session) =>
    session.exec(`UPDATE contract_items SET ${set} WHERE id = '${licence}'`),
  );

const notChangeable =
  'This is not possible for this licence now: automatic renewal can only be switched off for a running licence, and switched on only for a cancelled licence that is still valid.';

describe('PUT /contractItems/{id}/autoRenew', () => {
  it('off cancels a running licence at its end; on withdraws the cancellation', async () => {
    const off = await autoRenew(false);
    expect(off.statusCode).toBe(200);
    const cancelled = apiEnvelopeSchema(contractItemEntrySchema).parse(off.json());
    expect(cancelled.data.data).toMatchObject({
      id: licence,
      status: 'cancelled',
      renewsAutomatically: false,
      productId: 'traclink-smart',
    });
    expect(cancelled.message).toMatch(
      /^Cancelled\. Your licence runs until .+ and no longer renews\.$/,
    );

    const on = await autoRenew(true);
    expect(on.statusCode).toBe(200);
    const withdrawn = apiEnvelopeSchema(contractItemEntrySchema).parse(on.json());
    // Active again; it ends within 60 days, so it shows as expiring.
    expect(withdrawn.data.data).toMatchObject({
      status: 'expiring',
      renewsAutomatically: true,
      validTo: cancelled.data.data.validTo,
    });
    expect(withdrawn.message).toMatch(
      /^Cancellation withdrawn\. Your licence renews automatically again after .+\.$/,
    );
  });

  it('switches an equipped licence off; refuses on for a running one and off for a cancelled one', async () => {
    await setLicence(`status = 'equipped', valid_to = CURRENT_DATE + 200`);
    const runningOn = await autoRenew(true);
    expect(runningOn.statusCode).toBe(409);
    expect(runningOn.json().message).toBe(notChangeable);
    expect((await autoRenew(false)).json().data.data.status).toBe('cancelled');
    const cancelledOff = await autoRenew(false);
    expect(cancelledOff.statusCode).toBe(409);
    expect(cancelledOff.json().message).toBe(notChangeable);
  });

  it('refuses on for a cancelled licence that has ended, and any change of an ordered one', async () => {
    await setLicence(
      `status = 'cancelled', renews_automatically = false, valid_to = CURRENT_DATE - 1`,
    );
    expect((await autoRenew(true)).statusCode).toBe(409);
    await setLicence(`status = 'cancelled', valid_to = CURRENT_DATE`);
    expect((await autoRenew(true)).statusCode).toBe(200);
    await setLicence(`status = 'ordered'`);
    expect((await autoRenew(false)).statusCode).toBe(409);
    expect((await autoRenew(true)).statusCode).toBe(409);
  });

  it('refuses a warranty with 409 and says why, in the caller’s language', async () => {
    const warranty = await autoRenew(false, { id: demoIds.farmerWarranty });
    expect(warranty.statusCode).toBe(409);
    expect(warranty.json().message).toBe(
      'A warranty does not renew automatically: this can only be set for a licence.',
    );
    const german = await autoRenew(true, { id: demoIds.farmerWarranty, language: 'de' });
    expect(german.json().message).toMatch(/^Eine Garantie verlängert sich nicht automatisch/);
  });

  it('answers 404 for another user’s item, 400 for an id that is none or a bad body, 401 without a token', async () => {
    for (const [user, id] of [
      [demoIds.newcomer, licence],
      [demoIds.farmer, otherId],
    ] as const) {
      const response = await autoRenew(false, { user, id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This contract does not exist for your vehicles.');
    }
    const notAnId = await autoRenew(false, { id: 'not-an-id' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors).toEqual({ contractItemId: 'This value is not valid.' });
    const bad = await autoRenew('yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['renewsAutomatically']);
    expect((await autoRenew(false, { user: null })).statusCode).toBe(401);
    // Nothing changed.
    const item = (await call(demoIds.farmer, `/contractItems/${licence}`)).json().data.data;
    expect(item.renewsAutomatically).toBe(true);
  });
});

describe('the cancellation confirmation mail', () => {
  it('goes out on switching the renewal off, in the caller’s language', async () => {
    await autoRenew(false, { language: 'de' });
    const mails = await server.database.orm.select().from(mailbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'josef.brunner@example.com',
      userId: demoIds.farmer,
      subject: 'Deine Kündigung: TracLink Smart',
    });
    expect(mails[0]!.textBody).toContain(
      'wir haben Deine Kündigung von TracLink Smart für Dein Fahrzeug Lintrac 110 (VBLA11000L0012345) erhalten.',
    );
  });

  it('goes out on POST /cancel, and not for a refused one', async () => {
    const cancelled = await call(demoIds.farmer, `/contractItems/${licence}/cancel`, {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await call(demoIds.farmer, `/contractItems/${licence}/cancel`, {
      method: 'POST',
    });
    expect(again.statusCode).toBe(409);
    const mails = await server.database.orm.select().from(mailbox);
    expect(mails.map((mail) => mail.subject)).toEqual(['Votre résiliation : TracLink Smart']);
  });
});

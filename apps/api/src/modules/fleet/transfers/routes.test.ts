import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  diarySchema,
  incomingTransfersSchema,
  machineFileSchema,
  openTransferSchema,
  outgoingTransferSchema,
  outgoingTransfersSchema,
  vehicleMaintenanceSchema,
  vehicleSchema,
} from '@lindner/api/schema';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { demoIds } from '../../../seed/demoData';
import { apiTestServerPerFile } from '../../../testing/apiTestServer';

// The farmer (josef.brunner@example.com) hands his vehicles to the newcomer
// (lena.gruber@example.com, verified in the demo data). The Lintrac has the TracLink licence, the
// warranty, a TracLink Mobile pairing, a service history and maintenance records; the Geotrac a
// diary that brings it from 3030 h to 3120 h.

const server = apiTestServerPerFile();
const { call } = server;

const farmer = demoIds.farmer;
const newcomer = demoIds.newcomer;
const newcomerEmail = 'lena.gruber@example.com';
const lintrac = demoIds.farmerLintrac;
const geotrac = demoIds.farmerGeotrac;

const dataOf =
  <T>(schema: z.ZodMiniType<T>) =>
  (response: { json(): unknown }) =>
    apiEnvelopeSchema(schema).parse(response.json()).data.data;
const errorOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());

const offer = (user: string, vehicle: string, json: unknown) =>
  call(user, `/fleet/${vehicle}/transfer`, { method: 'POST', json });
const offerTo = (vehicle: string, diaryGoes: boolean, buyerEmail = 'Lena.Gruber@Example.com') =>
  offer(farmer, vehicle, { buyerEmail, diaryGoes });

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await server.database.orm.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

async function offeredId(vehicle: string, diaryGoes: boolean): Promise<string> {
  const response = await offerTo(vehicle, diaryGoes);
  expect(response.statusCode).toBe(200);
  return dataOf(outgoingTransferSchema)(response).id;
}

const ownerOf = async (vehicle: string) =>
  (await rows<{ user_id: string }>(sql`SELECT user_id FROM vehicles WHERE id = ${vehicle}`))[0]
    ?.user_id;

const diaryCount = async (vehicle: string) =>
  (
    await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM diary_entries WHERE vehicle_id = ${vehicle}`,
    )
  )[0]!.count;

describe('offering a vehicle', () => {
  it('is the owner’s only: another user’s vehicle answers 404 to every transfer call', async () => {
    for (const init of [
      { method: 'GET' as const },
      { method: 'POST' as const, json: { buyerEmail: 'someone@example.com', diaryGoes: true } },
      { method: 'DELETE' as const },
    ]) {
      const response = await call(newcomer, `/fleet/${lintrac}/transfer`, init);
      expect(response.statusCode, init.method).toBe(404);
      expect(errorOf(response).message).toBe('This vehicle is not in your fleet.');
    }
    expect(await ownerOf(lintrac)).toBe(farmer);
  });

  it('checks the address and the diary choice, and refuses the own address', async () => {
    const invalid = await offer(farmer, lintrac, { buyerEmail: 'lena.gruber', diaryGoes: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).errors).toEqual({
      buyerEmail: 'Please enter a valid e-mail address.',
      diaryGoes: 'Please choose one of the options offered.',
    });

    const own = await offerTo(lintrac, true, ' JOSEF.Brunner@example.com ');
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).errors).toEqual({
      buyerEmail:
        'This is your own e-mail address. Please enter the address of the person taking over the vehicle.',
    });

    const notSold = await offer(farmer, lintrac, {
      buyerEmail: newcomerEmail,
      diaryGoes: true,
      adId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a9999',
    });
    expect(notSold.statusCode).toBe(400);
    expect(Object.keys(errorOf(notSold).errors ?? {})).toEqual(['adId']);
    expect(await rows(sql`SELECT id FROM vehicle_transfers`)).toEqual([]);
    expect(await rows(sql`SELECT id FROM mailbox`)).toEqual([]);
  });

  it('mails the buyer, keeps the vehicle the seller’s and takes one open transfer per vehicle', async () => {
    const response = await offerTo(lintrac, true);
    expect(response.statusCode).toBe(200);
    const transfer = dataOf(outgoingTransferSchema)(response);
    expect(transfer).toMatchObject({
      vehicleId: lintrac,
      vin: 'VBLA11000L0012345',
      buyerEmail: newcomerEmail,
      diaryGoes: true,
      state: 'offered',
      decidedAt: null,
      diaryCsv: false,
    });

    const [mail] = await rows<{ recipient: string; subject: string; text_body: string }>(
      sql`SELECT recipient, subject, text_body FROM mailbox`,
    );
    expect(mail!.recipient).toBe(newcomerEmail);
    expect(mail!.subject).toBe(
      `A ${transfer.modelName} is being handed over to you on the Lindner portal`,
    );
    expect(mail!.text_body).toContain(
      `Josef Brunner would like to hand over the ${transfer.modelName} with the VIN VBLA11000L0012345 to you on the Lindner customer portal.`,
    );
    expect(mail!.text_body).toContain('/en/my-lindner/fleet/transfers');

    const open = await call(farmer, `/fleet/${lintrac}/transfer`);
    expect(dataOf(openTransferSchema)(open)?.id).toBe(transfer.id);
    expect((await call(farmer, `/fleet/${lintrac}`)).statusCode).toBe(200);
    expect(await ownerOf(lintrac)).toBe(farmer);

    const again = await offer(farmer, lintrac, {
      buyerEmail: 'martina.hofer@example.com',
      diaryGoes: false,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'This vehicle is already offered for transfer. Withdraw the offer to address it to someone else.',
    );
  });
});

describe('the buyer’s side', () => {
  it('shows the offer to the verified address only; anyone else cannot see, accept or refuse it', async () => {
    const id = await offeredId(lintrac, true);

    const incoming = dataOf(incomingTransfersSchema)(
      await call(newcomer, '/fleet/transfers/incoming'),
    );
    expect(incoming).toEqual([
      expect.objectContaining({
        id,
        vehicleId: lintrac,
        vin: 'VBLA11000L0012345',
        sellerName: 'Josef Brunner',
        diaryGoes: true,
      }),
    ]);
    expect(
      dataOf(incomingTransfersSchema)(await call(demoIds.staff, '/fleet/transfers/incoming')),
    ).toEqual([]);
    for (const action of ['accept', 'refuse']) {
      const other = await call(demoIds.staff, `/fleet/transfers/${id}/${action}`, {
        method: 'POST',
        json: {},
      });
      expect(other.statusCode, action).toBe(404);
      // The seller is not the buyer either.
      const seller = await call(farmer, `/fleet/transfers/${id}/${action}`, {
        method: 'POST',
        json: {},
      });
      expect(seller.statusCode, action).toBe(404);
    }
    expect(
      (await call(newcomer, '/fleet/transfers/not-an-id/accept', { method: 'POST', json: {} }))
        .statusCode,
    ).toBe(404);

    // An address that is not verified finds nothing and accepts nothing.
    await server.database.orm.execute(
      sql`UPDATE users SET email_verified_at = NULL WHERE id = ${newcomer}`,
    );
    expect(
      dataOf(incomingTransfersSchema)(await call(newcomer, '/fleet/transfers/incoming')),
    ).toEqual([]);
    const unverified = await call(newcomer, `/fleet/transfers/${id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(unverified.statusCode).toBe(404);
    expect(await ownerOf(lintrac)).toBe(farmer);
  });

  it('accepting moves the vehicle with its file, service history, maintenance, warranty and diary; the licence ends', async () => {
    const before = {
      file: dataOf(machineFileSchema)(await call(farmer, `/fleet/${lintrac}/file`)),
      maintenance: dataOf(vehicleMaintenanceSchema)(
        await call(farmer, `/fleet/${lintrac}/maintenance`),
      ),
      diary: dataOf(diarySchema)(await call(farmer, `/fleet/${lintrac}/diary`)).entries,
    };
    expect(before.file.serviceEntries.length).toBeGreaterThan(0);
    expect(before.diary.length).toBeGreaterThan(0);
    const [licenceBefore] = await rows<{ valid_to: string }>(
      sql`SELECT valid_to::text FROM contract_items WHERE id = ${demoIds.farmerTracLinkLicence}`,
    );

    const id = await offeredId(lintrac, true);
    const accepted = await call(newcomer, `/fleet/transfers/${id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as { message: string }).message).toBe(
      'Transfer accepted. The vehicle is now in your fleet.',
    );

    // The seller no longer reaches it; the buyer does, with everything keyed by the vehicle.
    expect((await call(farmer, `/fleet/${lintrac}`)).statusCode).toBe(404);
    expect((await call(farmer, `/fleet/${lintrac}/file`)).statusCode).toBe(404);
    const vehicle = dataOf(vehicleSchema)(await call(newcomer, `/fleet/${lintrac}`));
    expect(vehicle.vin).toBe('VBLA11000L0012345');
    const file = dataOf(machineFileSchema)(await call(newcomer, `/fleet/${lintrac}/file`));
    expect(file.serviceEntries).toEqual(before.file.serviceEntries);
    const maintenance = dataOf(vehicleMaintenanceSchema)(
      await call(newcomer, `/fleet/${lintrac}/maintenance`),
    );
    expect(maintenance.items.map((item) => item.lastDone)).toEqual(
      before.maintenance.items.map((item) => item.lastDone),
    );
    const diary = dataOf(diarySchema)(await call(newcomer, `/fleet/${lintrac}/diary`)).entries;
    expect(diary).toEqual(before.diary);

    const contracts = await rows<{
      id: string;
      user_id: string;
      status: string;
      renews_automatically: boolean;
      valid_to: string;
    }>(sql`SELECT id, user_id, status, renews_automatically, valid_to::text FROM contract_items
      WHERE id IN (${demoIds.farmerWarranty}, ${demoIds.farmerTracLinkLicence})`);
    const byId = new Map(contracts.map((row) => [row.id, row]));
    expect(byId.get(demoIds.farmerWarranty)).toMatchObject({ user_id: newcomer, status: 'active' });
    expect(byId.get(demoIds.farmerTracLinkLicence)).toEqual({
      id: demoIds.farmerTracLinkLicence,
      user_id: farmer,
      status: 'cancelled',
      renews_automatically: false,
      valid_to: licenceBefore!.valid_to,
    });
    expect(
      await rows(sql`SELECT * FROM traclink_mobile_pairings WHERE vehicle_id = ${lintrac}`),
    ).toEqual([]);
    expect(
      await rows(
        sql`SELECT id FROM contract_items WHERE vehicle_id = ${lintrac} AND renews_automatically`,
      ),
    ).toEqual([]);

    // The seller's list holds it with his copy of the diary; withdrawing is too late.
    const outgoing = dataOf(outgoingTransfersSchema)(
      await call(farmer, '/fleet/transfers/outgoing'),
    );
    expect(outgoing).toEqual([
      expect.objectContaining({ id, state: 'accepted', diaryCsv: true, vehicleId: lintrac }),
    ]);
    const csv = await call(farmer, `/fleet/transfers/${id}/diary.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(before.diary.length + 1);
    expect((await call(newcomer, `/fleet/transfers/${id}/diary.csv`)).statusCode).toBe(404);
    expect(
      (await call(farmer, `/fleet/${lintrac}/transfer`, { method: 'DELETE' })).statusCode,
    ).toBe(404);
    expect(
      (await call(newcomer, `/fleet/transfers/${id}/accept`, { method: 'POST', json: {} }))
        .statusCode,
    ).toBe(409);
  });

  it('leaves the diary with the seller when he says so (hours kept, entries in his CSV); his open booking ends', async () => {
    const seen = dataOf(vehicleSchema)(await call(farmer, `/fleet/${geotrac}`));
    expect(seen.operatingHours).toBe(3120);
    const entries = await diaryCount(geotrac);
    expect(entries).toBeGreaterThan(0);

    // The seller's open booking at the dealer and a reminder mailed to him.
    await server.database.orm.execute(sql`INSERT INTO service_bookings (vehicle_id, booked_by,
      dealer_id, dealer_name, dealer_email, proposed_dates, item_keys, dealer_locale, owner_locale,
      token_hash, token_expires_at) SELECT ${geotrac}, ${farmer}, id, name, 'werkstatt@example.com',
      ARRAY['2030-01-10']::date[], ARRAY['engineOil'], 'de', 'de', 'hash-of-a-token',
      now() + interval '14 days' FROM dealers LIMIT 1`);
    const [mail] = await rows<{ id: string }>(sql`INSERT INTO maintenance_reminder_mails
      (user_id, token_hash, sent_at) VALUES (${farmer}, 'hash-of-a-mail', now()) RETURNING id`);
    await server.database.orm.execute(sql`INSERT INTO maintenance_reminders_sent
      (vehicle_id, item_key, occurrence, mail_id) VALUES (${geotrac}, 'engineOil', 'first', ${mail!.id})`);

    const id = await offeredId(geotrac, false);
    const accepted = await call(newcomer, `/fleet/transfers/${id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(accepted.statusCode).toBe(200);

    expect(
      await rows(sql`SELECT state FROM service_bookings WHERE vehicle_id = ${geotrac}`),
    ).toEqual([{ state: 'withdrawn' }]);
    expect(
      await rows(sql`SELECT * FROM maintenance_reminders_sent WHERE vehicle_id = ${geotrac}`),
    ).toEqual([]);
    expect(await diaryCount(geotrac)).toBe(0);
    const vehicle = dataOf(vehicleSchema)(await call(newcomer, `/fleet/${geotrac}`));
    expect(vehicle.operatingHours).toBe(3120);
    expect(vehicle.fuelUsedLiters).toBe(seen.fuelUsedLiters);
    const csv = await call(farmer, `/fleet/transfers/${id}/diary.csv`);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(entries + 1);
  });
});

describe('refusing and withdrawing', () => {
  it('a refused transfer moves nothing; it cannot be accepted afterwards', async () => {
    const entries = await diaryCount(geotrac);
    const id = await offeredId(geotrac, true);
    const refused = await call(newcomer, `/fleet/transfers/${id}/refuse`, {
      method: 'POST',
      json: {},
    });
    expect(refused.statusCode).toBe(200);
    expect(await ownerOf(geotrac)).toBe(farmer);
    expect(await diaryCount(geotrac)).toBe(entries);
    expect((await call(farmer, `/fleet/${geotrac}`)).statusCode).toBe(200);
    const late = await call(newcomer, `/fleet/transfers/${id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('This transfer has been decided already.');
    expect(
      dataOf(outgoingTransfersSchema)(await call(farmer, '/fleet/transfers/outgoing'))[0],
    ).toMatchObject({ id, state: 'refused', diaryCsv: false });
    expect((await call(farmer, `/fleet/transfers/${id}/diary.csv`)).statusCode).toBe(404);
  });

  it('a withdrawn transfer moves nothing and leaves the buyer nothing to accept', async () => {
    const id = await offeredId(lintrac, true);
    const withdrawn = await call(farmer, `/fleet/${lintrac}/transfer`, { method: 'DELETE' });
    expect(withdrawn.statusCode).toBe(200);
    expect(dataOf(outgoingTransferSchema)(withdrawn)).toMatchObject({ id, state: 'withdrawn' });
    expect(dataOf(openTransferSchema)(await call(farmer, `/fleet/${lintrac}/transfer`))).toBe(null);
    expect(
      dataOf(incomingTransfersSchema)(await call(newcomer, '/fleet/transfers/incoming')),
    ).toEqual([]);
    const late = await call(newcomer, `/fleet/transfers/${id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(late.statusCode).toBe(409);
    expect(await ownerOf(lintrac)).toBe(farmer);
    const again = await call(farmer, `/fleet/${lintrac}/transfer`, { method: 'DELETE' });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('No transfer of this vehicle is open.');
    // Withdrawn, the vehicle can be offered anew.
    expect((await offerTo(lintrac, false)).statusCode).toBe(200);
  });
});

describe('a sold classified ad', () => {
  it('starts a transfer of its seller, and is stored with it', async () => {
    const [ad] = await rows<{ id: string }>(
      sql`UPDATE classified_ads SET status = 'sold'
        WHERE id = (SELECT id FROM classified_ads WHERE user_id = ${newcomer} LIMIT 1) RETURNING id`,
    );
    await server.database.orm.execute(sql`
      INSERT INTO vehicles (id, user_id, vin, model_id, data_source, status)
      VALUES ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1eee', ${newcomer}, 'VBLA11000L0099999',
        'lintrac-110', 'fuelDiary', 'approved')`);
    const vehicle = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1eee';
    const response = await offer(newcomer, vehicle, {
      buyerEmail: 'josef.brunner@example.com',
      diaryGoes: true,
      adId: ad!.id,
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(outgoingTransferSchema)(response).adId).toBe(ad!.id);
    // Another seller's sold ad is not his to name.
    const notHis = await offer(farmer, lintrac, {
      buyerEmail: newcomerEmail,
      diaryGoes: true,
      adId: ad!.id,
    });
    expect(notHis.statusCode).toBe(400);
  });
});

describe('the data export', () => {
  it('holds a transfer for seller and buyer; the diary copy for the seller only', async () => {
    const id = await offeredId(geotrac, false);
    await call(newcomer, `/fleet/transfers/${id}/accept`, { method: 'POST', json: {} });
    const transfersOf = async (user: string) => {
      const response = await call(user, '/user/data-export');
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const data = JSON.parse(strFromU8(files['lindner-data.json']!)) as {
        tables: Record<string, Record<string, unknown>[]>;
      };
      return data.tables.vehicle_transfers!;
    };
    const [sellers] = await transfersOf(farmer);
    expect(sellers).toMatchObject({ id, seller_id: farmer, buyer_id: newcomer, state: 'accepted' });
    // In the language the seller offered in (the test client's English).
    expect(sellers!.seller_diary_csv).toEqual(
      expect.stringContaining('Date,Entry,Operating hours'),
    );
    const [buyers] = await transfersOf(newcomer);
    expect(buyers).toMatchObject({
      id,
      seller_id: null,
      buyer_id: newcomer,
      seller_diary_csv: null,
    });
    expect(await transfersOf(demoIds.staff)).toEqual([]);
  });
});

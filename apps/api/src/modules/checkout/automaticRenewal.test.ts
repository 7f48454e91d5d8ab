import { apiEnvelopeSchema, checkoutOrdersSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { renewDueLicences, type RenewalLog } from './automaticRenewal';

const server = apiTestServerPerFile();
const { call } = server;

const licence = demoIds.farmerTracLinkLicence;
const sql = (statement: string) =>
  server.database.transaction((session) => session.exec(statement));

const itemOf = async (user: string, id: string) =>
  (await call(user, `/contractItems/${id}`)).json().data.data;
const ordersOf = async (user: string) =>
  apiEnvelopeSchema(checkoutOrdersSchema).parse((await call(user, '/orders')).json()).data.data;

describe('renewDueLicences', () => {
  it('extends a licence that ended by a year at the list price, records one completed order', async () => {
    await sql(`UPDATE contract_items SET valid_to = '2026-03-10' WHERE id = '${licence}'`);
    expect(await renewDueLicences(server.database.orm, '2026-03-11')).toBe(1);

    // From 11 March 2026 for a year.
    expect(await itemOf(demoIds.farmer, licence)).toMatchObject({
      validTo: '2027-03-10',
      renewsAutomatically: true,
    });
    const orders = await ordersOf(demoIds.farmer);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      type: 'automaticRenewal',
      status: 'completed',
      productId: 'traclink-smart',
      contractItemId: licence,
      vehicle: { id: demoIds.farmerLintrac },
      invoiceAddress: {
        company: 'Brunnerhof',
        firstName: 'Josef',
        lastName: 'Brunner',
        street: 'Dorfstraße 12',
        zip: '6250',
        city: 'Kundl',
        country: 'AT',
      },
    });
    // 149,00 € a year plus 20 % VAT; no setup fee, no coupon.
    expect(orders[0]!.summary.lines).toEqual([
      { period: 'yearly', netCents: 14900, discountCents: 0, vatCents: 2980, grossCents: 17880 },
    ]);
    expect(orders[0]!.summary.coupon).toBeNull();
    expect(orders[0]!.statusHistory.map((change) => change.status)).toEqual([
      'ordered',
      'completed',
    ]);

    // A second run that day finds nothing due.
    expect(await renewDueLicences(server.database.orm, '2026-03-11')).toBe(0);
    expect(await ordersOf(demoIds.farmer)).toHaveLength(1);
    expect((await itemOf(demoIds.farmer, licence)).validTo).toBe('2027-03-10');
  });

  it('catches up month by month until the licence runs to today, one order a month', async () => {
    await sql(
      `UPDATE contract_items SET valid_to = '2026-01-31', subscription_period = 'monthly' WHERE id = '${licence}'`,
    );
    // 1 to 28 February, then 1 to 31 March, which reaches 15 March.
    expect(await renewDueLicences(server.database.orm, '2026-03-15')).toBe(2);
    expect((await itemOf(demoIds.farmer, licence)).validTo).toBe('2026-03-31');
    const orders = await ordersOf(demoIds.farmer);
    expect(orders.map((order) => order.summary.totals.recurring?.grossCents)).toEqual([1788, 1788]);
  });

  it('renews a licence once when two instances run at the same time', async () => {
    await sql(`UPDATE contract_items SET valid_to = '2026-03-10' WHERE id = '${licence}'`);
    const runs = await Promise.all([
      renewDueLicences(server.database.orm, '2026-03-11'),
      renewDueLicences(server.database.orm, '2026-03-11'),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await ordersOf(demoIds.farmer)).toHaveLength(1);
    expect((await itemOf(demoIds.farmer, licence)).validTo).toBe('2027-03-10');
  });

  it('leaves cancelled, switched-off, ordered and running licences and warranties alone', async () => {
    await sql(`
      UPDATE contract_items SET valid_to = '2026-03-10', status = 'cancelled', renews_automatically = false
        WHERE id = '${licence}';
      UPDATE contract_items SET valid_to = '2026-03-10' WHERE id = '${demoIds.farmerWarranty}';
      INSERT INTO contract_items (user_id, vehicle_id, kind, title, status, subscription_period, valid_to, renews_automatically, product_id) VALUES
        ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Off', 'active', 'yearly', '2026-03-10', false, 'traclink-mobile'),
        ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Ordered', 'ordered', 'yearly', '2026-03-10', true, 'traclink-mobile'),
        ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Running', 'active', 'yearly', '2026-03-11', true, 'traclink-mobile');
    `);
    expect(await renewDueLicences(server.database.orm, '2026-03-11')).toBe(0);
    expect(await ordersOf(demoIds.farmer)).toEqual([]);
  });

  it('skips and logs a licence whose owner has no complete address', async () => {
    await sql(`
      INSERT INTO vehicles (id, user_id, vin, model_id, year_of_construction, data_source, status)
        VALUES ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c99', '${demoIds.newcomer}', 'VBLA11000L0099999', 'lintrac-110', 2024, 'fuelDiary', 'approved');
      INSERT INTO contract_items (user_id, vehicle_id, kind, title, status, subscription_period, valid_to, renews_automatically, product_id)
        VALUES ('${demoIds.newcomer}', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c99', 'traclink', 'TracLink Mobile', 'active', 'yearly', '2026-03-10', true, 'traclink-mobile');
    `);
    const warnings: string[] = [];
    const log: RenewalLog = { warn: (_details, message) => warnings.push(message) };
    expect(await renewDueLicences(server.database.orm, '2026-03-11', log)).toBe(0);
    expect(warnings).toEqual(['A licence was not renewed: its owner has no complete address']);
    expect(await ordersOf(demoIds.newcomer)).toEqual([]);
  });
});

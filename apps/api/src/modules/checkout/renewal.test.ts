import { randomUUID } from 'node:crypto';
import { apiEnvelopeSchema, checkoutOrderSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const renew = (
  json: unknown,
  user: string = demoIds.farmer,
  id: string = demoIds.farmerTracLinkLicence,
) => call(user, `/contractItems/${id}/renew`, { method: 'POST', json });

const input = (overrides: Record<string, unknown> = {}) => ({
  termsAccepted: true,
  // A year of TracLink Smart: 149,00 € plus 20 % VAT (29,80 €), no setup fee.
  expectedTotalGrossCents: 17880,
  idempotencyKey: randomUUID(),
  ...overrides,
});

const renewalOrders = async () =>
  (
    await server.database.transaction((session) =>
      session.rows<{ count: number }>(`SELECT count(*)::int AS count FROM orders`),
    )
  )[0]!.count;

describe('POST /contractItems/{id}/renew with a coupon and a period', () => {
  it('takes JAHR10 off the yearly price: 149,00 € less 14,90 €, plus 20 % VAT', async () => {
    const response = await renew(
      // 134,10 € net + 26,82 € VAT = 160,92 €.
      input({ couponCode: 'jahr10', expectedTotalGrossCents: 16092 }),
    );
    expect(response.statusCode).toBe(200);
    const order = apiEnvelopeSchema(checkoutOrderSchema).parse(response.json()).data.data;
    expect(order).toMatchObject({
      type: 'renewal',
      status: 'ordered',
      productId: 'traclink-smart',
      contractItemId: demoIds.farmerTracLinkLicence,
      vehicle: { id: demoIds.farmerLintrac, vin: 'VBLA11000L0012345' },
    });
    expect(order.summary.lines).toEqual([
      { period: 'yearly', netCents: 14900, discountCents: 1490, vatCents: 2682, grossCents: 16092 },
    ]);
    expect(order.summary.totals.oneTime.grossCents).toBe(0);
    expect(order.summary.coupon).toEqual({ code: 'JAHR10', outcome: 'valid' });
    expect(order.statusHistory.map((change) => change.status)).toEqual(['ordered']);
  });

  it('renews by the month when asked: 14,90 € plus 20 % VAT, one month from the end', async () => {
    await server.database.transaction((session) =>
      session.exec(
        `UPDATE contract_items SET valid_to = '2099-01-31' WHERE id = '${demoIds.farmerTracLinkLicence}'`,
      ),
    );
    const response = await renew(input({ period: 'monthly', expectedTotalGrossCents: 1788 }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data.summary.lines).toEqual([
      { period: 'monthly', netCents: 1490, discountCents: 0, vatCents: 298, grossCents: 1788 },
    ]);
    // The month after the end: 1 to 28 February 2099.
    const item = (
      await call(demoIds.farmer, `/contractItems/${demoIds.farmerTracLinkLicence}`)
    ).json().data.data;
    expect(item).toMatchObject({ subscriptionPeriod: 'monthly', validTo: '2099-02-28' });
  });

  it('refuses an expired, an unknown and a not yet valid coupon on couponCode (422)', async () => {
    const expired = await renew(input({ couponCode: 'SOMMER2024' }));
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      message: 'This coupon code has expired.',
      errors: { couponCode: 'This coupon code has expired.' },
    });
    const unknown = await renew(input({ couponCode: 'NOPE' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ couponCode: 'We do not know this coupon code.' });
    await server.database.transaction((session) =>
      session.exec(
        `INSERT INTO checkout_coupons (code, discount_kind, discount_value, periods, valid_from, valid_to)
         VALUES ('SPAETER', 'amount', 500, ARRAY['yearly'], CURRENT_DATE + 10, CURRENT_DATE + 40)`,
      ),
    );
    const future = await renew(input({ couponCode: 'spaeter' }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ couponCode: 'This coupon code is not valid yet.' });
    expect(await renewalOrders()).toBe(0);
  });

  it('refuses a tampered total with 409 and places nothing', async () => {
    // The full price, as if the coupon had not been entered.
    const response = await renew(input({ couponCode: 'JAHR10', expectedTotalGrossCents: 17880 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The prices have changed in the meantime. Please check the new summary and send the order again.',
    );
    expect(await renewalOrders()).toBe(0);
  });

  it('places one order for two submits with one key, and mails one confirmation', async () => {
    const body = input({ couponCode: 'JAHR10', expectedTotalGrossCents: 16092 });
    const [first, second] = await Promise.all([renew(body), renew(body)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.data.id).toBe(first.json().data.data.id);
    expect(await renewalOrders()).toBe(1);
    const mails = await server.database.orm.select().from(mailbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'josef.brunner@example.com',
      userId: demoIds.farmer,
      subject: 'Your renewal: TracLink Smart',
    });
    expect(mails[0]!.textBody).toContain(
      'thank you for renewing TracLink Smart for your vehicle Lintrac 110 (VBLA11000L0012345).',
    );
    expect(mails[0]!.textBody).toContain(`Order number: ${first.json().data.data.id}`);
  });

  it('finds the product by its id, whatever the licence is called', async () => {
    await server.database.transaction((session) =>
      session.exec(
        `UPDATE contract_items SET title = 'Meine Telematik' WHERE id = '${demoIds.farmerTracLinkLicence}'`,
      ),
    );
    const renamed = await renew(input());
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.data.productName).toBe('TracLink Smart');

    await server.database.transaction((session) =>
      session.exec(
        `UPDATE contract_items SET product_id = NULL WHERE id = '${demoIds.farmerTracLinkLicence}'`,
      ),
    );
    const withoutProduct = await renew(input());
    expect(withoutProduct.statusCode).toBe(409);
    expect(withoutProduct.json().message).toBe(
      'You cannot renew this contract: only a TracLink licence from our range can be renewed now.',
    );
  });

  it('answers 404 for another user’s licence; 400 for an id that cannot be one or a bad period', async () => {
    expect((await renew(input(), demoIds.newcomer)).statusCode).toBe(404);
    const notAnId = await renew(input(), demoIds.farmer, 'not-an-id');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors).toEqual({ contractItemId: 'This value is not valid.' });
    const badPeriod = await renew(input({ period: 'weekly' }));
    expect(badPeriod.statusCode).toBe(400);
    expect(Object.keys(badPeriod.json().errors)).toEqual(['period']);
  });
});

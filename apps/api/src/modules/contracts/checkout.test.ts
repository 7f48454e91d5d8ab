import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  checkoutOrderSchema,
  checkoutProductsSchema,
  checkoutTotalGrossCents,
  priceSummary,
  standardVatRate,
  type CheckoutInput,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';
const today = () => new Date().toISOString().slice(0, 10);

/** TracLink Smart, yearly, with JAHR10: setup 49,00 €, yearly 149,00 € less 10 %, 20 % VAT. */
function smartOrder(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    kind: 'traclink',
    vehicleId: demoIds.farmerLintrac,
    productId: 'traclink-smart',
    period: 'yearly',
    couponCode: 'jahr10',
    termsAccepted: true,
    // 5880 one-time + 16092 per year.
    expectedTotalGrossCents: 21972,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const checkout = (user: string | null, json: unknown, language = 'en') =>
  call(user, '/contractItems/checkout', {
    method: 'POST',
    json,
    headers: { 'accept-language': language },
  });

describe('GET /checkout/products', () => {
  it('lists both licences for any vehicle of the caller', async () => {
    const response = await call(
      demoIds.farmer,
      `/checkout/products?kind=traclink&vehicleId=${demoIds.farmerGeotrac}`,
    );
    expect(response.statusCode).toBe(200);
    const products = apiEnvelopeSchema(checkoutProductsSchema).parse(response.json()).data.data;
    expect(products).toEqual([
      {
        kind: 'traclink',
        id: 'traclink-mobile',
        name: 'TracLink Mobile',
        prices: { setup: 1900, monthly: 690, yearly: 6900 },
        freeMonths: 1,
      },
      {
        kind: 'traclink',
        id: 'traclink-smart',
        name: 'TracLink Smart',
        prices: { setup: 4900, monthly: 1490, yearly: 14900 },
        freeMonths: 3,
      },
    ]);
  });

  it('lists the warranty of the vehicle’s series while it is young enough', async () => {
    const lintrac = await call(
      demoIds.farmer,
      `/checkout/products?kind=warranty&vehicleId=${demoIds.farmerLintrac}`,
    );
    const products = apiEnvelopeSchema(checkoutProductsSchema).parse(lintrac.json()).data.data;
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      kind: 'warranty',
      id: 'warranty-lintrac-5',
      prices: { once: 129000 },
      maxVehicleAgeYears: 3,
    });
    expect(products[0]).toHaveProperty('modelIds', expect.arrayContaining(['lintrac-110']));
    // The Geotrac 94ep is from 2016: too old for any warranty extension.
    const geotrac = await call(
      demoIds.farmer,
      `/checkout/products?kind=warranty&vehicleId=${demoIds.farmerGeotrac}`,
    );
    expect(geotrac.json().data.data).toEqual([]);
  });

  it('refuses another user’s vehicle (404), a bad kind or no vehicle (400), no token (401)', async () => {
    const other = await call(
      demoIds.newcomer,
      `/checkout/products?kind=traclink&vehicleId=${demoIds.farmerLintrac}`,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This vehicle is not in your fleet.');
    const badKind = await call(
      demoIds.farmer,
      `/checkout/products?kind=tires&vehicleId=${demoIds.farmerLintrac}`,
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('Please give the kind: traclink (licence) or warranty.');
    const noVehicle = await call(demoIds.farmer, '/checkout/products?kind=warranty');
    expect(noVehicle.statusCode).toBe(400);
    expect(noVehicle.json().message).toBe('Please give the vehicle (vehicleId).');
    const anonymous = await call(
      null,
      `/checkout/products?kind=traclink&vehicleId=${demoIds.farmerLintrac}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /contractItems/checkout', () => {
  it('places the order with the pricing core’s totals and creates an ordered item', async () => {
    const response = await checkout(demoIds.farmer, smartOrder());
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(checkoutOrderSchema).parse(response.json());
    expect(body.message).toBe('Sent successfully.');
    const order = body.data.data;
    expect(order.summary.totals.oneTime.grossCents).toBe(5880);
    expect(order.summary.totals.recurring?.grossCents).toBe(16092);
    expect(order.summary.coupon).toEqual({ code: 'JAHR10', outcome: 'valid' });
    expect(order.summary).toEqual(
      priceSummary(
        {
          kind: 'traclink',
          id: 'traclink-smart',
          name: 'TracLink Smart',
          prices: { setup: 4900, monthly: 1490, yearly: 14900 },
          freeMonths: 3,
        },
        {
          period: 'yearly',
          vatRate: standardVatRate,
          today: today(),
          coupon: {
            code: 'JAHR10',
            discount: { kind: 'percentage', percent: 10 },
            periods: ['yearly'],
            validFrom: '2000-01-01',
            validTo: '2999-12-31',
          },
        },
      ),
    );
    expect(checkoutTotalGrossCents(order.summary)).toBe(21972);
    expect(order).toMatchObject({
      type: 'order',
      status: 'ordered',
      kind: 'traclink',
      vehicle: {
        id: demoIds.farmerLintrac,
        vin: 'VBLA11000L0012345',
        model: { id: 'lintrac-110', name: 'Lintrac 110' },
      },
      productId: 'traclink-smart',
      productName: 'TracLink Smart',
      // The profile's address, as none was given.
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
    expect(order.statusHistory.map((change) => change.status)).toEqual(['ordered']);

    const item = await call(demoIds.farmer, `/contractItems/${order.contractItemId}`);
    expect(item.json().data.data).toMatchObject({
      kind: 'traclink',
      title: 'TracLink Smart',
      status: 'ordered',
      subscriptionPeriod: 'yearly',
      freePeriodMonths: 3,
      validFrom: today(),
      couponCode: 'JAHR10',
      productId: 'traclink-smart',
      prices: { setup: 4900, monthly: 1490, yearly: 14900 },
    });
  });

  it('answers the first order again for the same idempotency key, and places no second', async () => {
    const input = smartOrder({ invoiceAddress: null });
    const first = (await checkout(demoIds.farmer, input)).json().data.data;
    const again = await checkout(demoIds.farmer, input);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.data).toEqual(first);
    const [row] = await server.database.transaction((session) =>
      session.rows<{ orders: number; items: number }>(
        `SELECT (SELECT count(*)::int FROM orders) AS orders,
                (SELECT count(*)::int FROM contract_items WHERE status = 'ordered') AS items`,
      ),
    );
    expect(row).toEqual({ orders: 1, items: 1 });
    // One confirmation, in the caller's language, for the one order.
    const mails = await server.database.orm.select().from(mailbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'josef.brunner@example.com',
      userId: demoIds.farmer,
    });
    expect(mails[0]!.subject).toContain('TracLink Smart');
  });

  it('places a warranty paid once with a given invoice address', async () => {
    const invoiceAddress = {
      company: null,
      firstName: 'Anna',
      lastName: 'Brunner',
      street: 'Hauptplatz 1',
      zip: '6020',
      city: 'Innsbruck',
      country: 'AT' as const,
    };
    const response = await checkout(demoIds.farmer, {
      kind: 'warranty',
      vehicleId: demoIds.farmerLintrac,
      productId: 'warranty-lintrac-5',
      termsAccepted: true,
      // 1290,00 € net + 20 % VAT.
      expectedTotalGrossCents: 154800,
      idempotencyKey: randomUUID(),
      invoiceAddress,
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data.data;
    expect(order.summary.totals).toEqual({
      oneTime: { netCents: 129000, discountCents: 0, vatCents: 25800, grossCents: 154800 },
      recurring: null,
    });
    expect(order.invoiceAddress).toEqual(invoiceAddress);
  });

  it('refuses a different total with 409: the prices changed', async () => {
    const response = await checkout(demoIds.farmer, smartOrder({ expectedTotalGrossCents: 22000 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'The prices have changed in the meantime. Please check the new summary and send the order again.',
    });
    const german = await checkout(
      demoIds.farmer,
      smartOrder({ expectedTotalGrossCents: 22000 }),
      'de',
    );
    expect(german.json().message).toMatch(/^Die Preise haben sich inzwischen geändert/);
  });

  it('refuses missing terms with a field error', async () => {
    const withoutTerms: Partial<CheckoutInput> = smartOrder();
    delete withoutTerms.termsAccepted;
    for (const body of [withoutTerms, { ...withoutTerms, termsAccepted: false }]) {
      const response = await checkout(demoIds.farmer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Please check the highlighted fields.',
        errors: {
          termsAccepted: 'Please accept the terms and conditions and the cancellation policy.',
        },
      });
    }
  });

  it('refuses an expired, a future and an unknown coupon on couponCode', async () => {
    const expired = await checkout(demoIds.farmer, smartOrder({ couponCode: 'SOMMER2024' }));
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      message: 'This coupon code has expired.',
      errors: { couponCode: 'This coupon code has expired.' },
    });
    await server.database.transaction((session) =>
      session.exec(
        `INSERT INTO checkout_coupons (code, discount_kind, discount_value, periods, valid_from, valid_to)
         VALUES ('SPAETER', 'amount', 500, ARRAY['setup'], CURRENT_DATE + 10, CURRENT_DATE + 40)`,
      ),
    );
    const future = await checkout(demoIds.farmer, smartOrder({ couponCode: 'spaeter' }));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ couponCode: 'This coupon code is not valid yet.' });
    const unknown = await checkout(demoIds.farmer, smartOrder({ couponCode: 'NOPE' }), 'de');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      couponCode: 'Diesen Gutscheincode kennen wir nicht.',
    });
  });

  it('refuses an unknown product (404) and a product not for that vehicle (422)', async () => {
    const unknown = await checkout(demoIds.farmer, smartOrder({ productId: 'traclink-ultra' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'This product is not in our range.',
      errors: { productId: 'This product is not in our range.' },
    });
    const wrongKind = await checkout(demoIds.farmer, smartOrder({ kind: 'warranty' }));
    expect(wrongKind.statusCode).toBe(404);
    const tooOld = await checkout(demoIds.farmer, {
      kind: 'warranty',
      vehicleId: demoIds.farmerGeotrac,
      productId: 'warranty-geotrac-4',
      termsAccepted: true,
      expectedTotalGrossCents: 106800,
      idempotencyKey: randomUUID(),
    });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json()).toMatchObject({
      message: 'This product is not available for this vehicle.',
      errors: { productId: 'This product is not available for this vehicle.' },
    });
    const otherSeries = await checkout(demoIds.farmer, {
      kind: 'warranty',
      vehicleId: demoIds.farmerLintrac,
      productId: 'warranty-unitrac-5',
      termsAccepted: true,
      expectedTotalGrossCents: 178800,
      idempotencyKey: randomUUID(),
    });
    expect(otherSeries.statusCode).toBe(422);
  });

  it('refuses bad input field by field, another user’s vehicle (404), no token (401)', async () => {
    const bad = await checkout(demoIds.farmer, {
      ...smartOrder(),
      kind: 'tires',
      period: 'weekly',
      idempotencyKey: 'not-a-uuid',
      expectedTotalGrossCents: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'expectedTotalGrossCents',
      'idempotencyKey',
      'kind',
      'period',
    ]);
    const notJson = await checkout(demoIds.farmer, []);
    expect(notJson.statusCode).toBe(400);
    const other = await checkout(demoIds.newcomer, smartOrder());
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This vehicle is not in your fleet.');
    const missingVehicle = await checkout(demoIds.farmer, smartOrder({ vehicleId: otherId }));
    expect(missingVehicle.statusCode).toBe(404);
    expect((await checkout(null, smartOrder())).statusCode).toBe(401);
  });

  it('asks for an invoice address when the profile has none', async () => {
    await server.database.transaction((session) =>
      session.exec(
        `INSERT INTO vehicles (id, user_id, vin, model_id, year_of_construction, data_source, status)
         VALUES ('${otherId}', '${demoIds.newcomer}', 'VBLA11000L0099999', 'lintrac-110', 2024, 'fuelDiary', 'approved')`,
      ),
    );
    const response = await checkout(demoIds.newcomer, smartOrder({ vehicleId: otherId }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      invoiceAddress: 'Please give an invoice address: your profile has no complete address.',
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { CheckoutInput } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../plugins/vehicles';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';

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

/** A warranty extension, paid once, for one of the farmer's vehicles. */
const warrantyOrder = (
  vehicleId: string,
  productId: string,
  expectedTotalGrossCents: number,
): CheckoutInput => ({
  kind: 'warranty',
  vehicleId,
  productId,
  termsAccepted: true,
  expectedTotalGrossCents,
  idempotencyKey: randomUUID(),
});

const checkout = (user: string | null, json: unknown, language = 'en') =>
  call(user, '/contractItems/checkout', {
    method: 'POST',
    json,
    headers: { 'accept-language': language },
  });

describe('POST /contractItems/checkout, refused', () => {
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

  it('refuses a NUL in the coupon code with 400 naming couponCode, and places nothing', async () => {
    for (const couponCode of ['JAHR\u000010', 'JAHR10\u0000']) {
      const response = await checkout(demoIds.farmer, smartOrder({ couponCode }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: {
          couponCode:
            'This text contains control characters that are not allowed. Please remove them.',
        },
      });
    }
    const german = await checkout(demoIds.farmer, smartOrder({ couponCode: 'JA\u0000HR10' }), 'de');
    expect(Object.keys(german.json().errors)).toEqual(['couponCode']);
    const [row] = await server.database.transaction((session) =>
      session.rows<{ orders: number }>('SELECT count(*)::int AS orders FROM orders'),
    );
    expect(row).toEqual({ orders: 0 });
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
    // The demo Geotrac is of last year; as one of 2016 it is too old for its extension.
    await server.database.orm
      .update(vehicles)
      .set({ yearOfConstruction: 2016 })
      .where(eq(vehicles.id, demoIds.farmerGeotrac));
    const tooOld = await checkout(
      demoIds.farmer,
      warrantyOrder(demoIds.farmerGeotrac, 'warranty-geotrac-4', 106800),
    );
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json()).toMatchObject({
      message: 'This product is not available for this vehicle.',
      errors: { productId: 'This product is not available for this vehicle.' },
    });
    const otherSeries = await checkout(
      demoIds.farmer,
      warrantyOrder(demoIds.farmerLintrac, 'warranty-unitrac-5', 178800),
    );
    expect(otherSeries.statusCode).toBe(422);
  });

  it('sells no second warranty extension for a vehicle whose extension is ordered or running', async () => {
    // The Lintrac's extension runs until its fifth spring (seed).
    const lintrac = await checkout(
      demoIds.farmer,
      warrantyOrder(demoIds.farmerLintrac, 'warranty-lintrac-5', 154800),
    );
    expect(lintrac.statusCode).toBe(409);
    expect(lintrac.json()).toMatchObject({
      message:
        'A warranty extension is already running for this vehicle. You cannot order a second one.',
      errors: {
        productId:
          'A warranty extension is already running for this vehicle. You cannot order a second one.',
      },
    });
    // The Geotrac has none: the first order goes through, a second is refused while it is ordered.
    const geotracOrder = () =>
      checkout(demoIds.farmer, warrantyOrder(demoIds.farmerGeotrac, 'warranty-geotrac-4', 106800));
    expect((await geotracOrder()).statusCode).toBe(200);
    expect((await geotracOrder()).statusCode).toBe(409);
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

import {
  apiEnvelopeSchema,
  checkoutProductsSchema,
  couponSchema,
  traclinkCatalogueSchema,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractItems } from '../../plugins/orderRecords';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { couponLookups } from './limits';

// A file of its own: the lookup limit counts per server instance, which each test file starts
// anew; the state is kept from test to test.

/** An address of the documentation range, that no other test of this file calls from. */
const guesser = '203.0.113.30';
const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

describe('GET /catalogue/traclink (public)', () => {
  it('lists the TracLink licences with their list prices to anyone, from any origin', async () => {
    const response = await call(null, '/catalogue/traclink');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const products = apiEnvelopeSchema(traclinkCatalogueSchema).parse(response.json()).data.data;
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

  it('lists the warranty of the vehicle’s series while it is young enough and has none running', async () => {
    const lintracProducts = async () => {
      const response = await call(
        demoIds.farmer,
        `/checkout/products?kind=warranty&vehicleId=${demoIds.farmerLintrac}`,
      );
      return apiEnvelopeSchema(checkoutProductsSchema).parse(response.json()).data.data;
    };
    // The Lintrac's extension runs (seed): no second one is offered.
    expect(await lintracProducts()).toEqual([]);
    await server.database.orm
      .update(contractItems)
      .set({ status: 'expired' })
      .where(eq(contractItems.id, demoIds.farmerWarranty));
    const products = await lintracProducts();
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      kind: 'warranty',
      id: 'warranty-lintrac-5',
      prices: { once: 129000 },
      maxVehicleAgeYears: 3,
    });
    expect(products[0]).toHaveProperty('modelIds', expect.arrayContaining(['lintrac-110']));
    // This file's server keeps its data between tests.
    await server.database.orm
      .update(contractItems)
      .set({ status: 'active' })
      .where(eq(contractItems.id, demoIds.farmerWarranty));
    // The Geotrac 94ep of last year: its own series' extension (up to 2 years), no other.
    const geotrac = await call(
      demoIds.farmer,
      `/checkout/products?kind=warranty&vehicleId=${demoIds.farmerGeotrac}`,
    );
    const geotracProducts = apiEnvelopeSchema(checkoutProductsSchema).parse(geotrac.json()).data
      .data;
    expect(geotracProducts).toHaveLength(1);
    expect(geotracProducts[0]).toMatchObject({
      kind: 'warranty',
      id: 'warranty-geotrac-4',
      name: 'Garantieverlängerung Geotrac bis 4 Jahre',
      prices: { once: 89000 },
      maxVehicleAgeYears: 2,
    });
    expect(geotracProducts[0]).toHaveProperty('modelIds', expect.arrayContaining(['geotrac-94ep']));
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
    expect(badKind.json().errors).toEqual({
      kind: 'Please give the kind: traclink (licence) or warranty.',
    });
    const noVehicle = await call(demoIds.farmer, '/checkout/products?kind=warranty');
    expect(noVehicle.statusCode).toBe(400);
    expect(noVehicle.json().errors).toEqual({
      vehicleId: 'Please give the vehicle (vehicleId).',
    });
    const anonymous = await call(
      null,
      `/checkout/products?kind=traclink&vehicleId=${demoIds.farmerLintrac}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /checkout/coupons/{couponCode}', () => {
  it('answers a coupon by its code in any case, in capitals', async () => {
    const response = await call(demoIds.farmer, '/checkout/coupons/jahr10');
    expect(response.statusCode).toBe(200);
    expect(apiEnvelopeSchema(couponSchema).parse(response.json()).data.data).toEqual({
      code: 'JAHR10',
      discount: { kind: 'percentage', percent: 10 },
      periods: ['yearly'],
      validFrom: daysFromToday(-30),
      validTo: daysFromToday(335),
    });
    // An expired one is still a coupon: the preview tells its outcome.
    const expired = await call(demoIds.farmer, '/checkout/coupons/SOMMER2024');
    expect(expired.json().data.data).toMatchObject({ code: 'SOMMER2024', validTo: '2024-08-31' });
  });

  it('answers 404 with the field error for an unknown code, 401 without a token', async () => {
    for (const code of ['NOPE', 'not%20a%20code']) {
      const unknown = await call(demoIds.farmer, `/checkout/coupons/${code}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        success: false,
        message: 'We do not know this coupon code.',
        errors: { couponCode: 'We do not know this coupon code.' },
      });
    }
    const german = await call(demoIds.farmer, '/checkout/coupons/NOPE', {
      headers: { 'accept-language': 'de' },
    });
    expect(german.json().errors).toEqual({ couponCode: 'Diesen Gutscheincode kennen wir nicht.' });
    expect((await call(null, '/checkout/coupons/JAHR10')).statusCode).toBe(401);
  });

  it('refuses a NUL in the code with 400 naming couponCode', async () => {
    const response = await call(demoIds.farmer, '/checkout/coupons/JAHR%0010');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        couponCode:
          'This text contains control characters that are not allowed. Please remove them.',
      },
    });
  });

  it('stops a user after 30 lookups in 10 minutes with 429 and when to try again', async () => {
    expect(couponLookups).toMatchObject({ max: 30, windowMs: 10 * 60_000 });
    // The newcomer has looked up nothing yet in this file, nor has anyone from this address.
    for (let lookup = 1; lookup <= 30; lookup += 1) {
      const response = await call(demoIds.newcomer, `/checkout/coupons/GUESS${lookup}`, {
        remoteAddress: guesser,
      });
      expect(response.statusCode).toBe(404);
    }
    const refused = await call(demoIds.newcomer, '/checkout/coupons/JAHR10', {
      remoteAddress: guesser,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json()).toMatchObject({
      success: false,
      message:
        'You have checked a lot of coupon codes in a short time. Please try again in 10 minutes.',
    });
    const german = await call(demoIds.newcomer, '/checkout/coupons/JAHR10', {
      headers: { 'accept-language': 'de' },
      remoteAddress: guesser,
    });
    expect(german.json().message).toMatch(/^Du hast in kurzer Zeit sehr viele Gutscheincodes/);
    // Counted per user: the same user from another address is held up too.
    expect((await call(demoIds.newcomer, '/checkout/coupons/JAHR10')).statusCode).toBe(429);
    // And per address: so is another user from that address.
    const sameAddress = await call(demoIds.farmer, '/checkout/coupons/JAHR10', {
      remoteAddress: guesser,
    });
    expect(sameAddress.statusCode).toBe(429);
    // Another user from another address is not.
    expect((await call(demoIds.farmer, '/checkout/coupons/JAHR10')).statusCode).toBe(200);
  });
});

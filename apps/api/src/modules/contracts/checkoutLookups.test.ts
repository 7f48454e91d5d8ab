import { apiEnvelopeSchema, couponSchema, traclinkCatalogueSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { couponLookupLimits } from './checkoutRoutes';

// A file of its own: the lookup limit counts per server instance, which each test file starts
// anew; the state is kept from test to test.
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

describe('GET /checkout/coupons/{code}', () => {
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

  it('stops a user after 30 lookups in 10 minutes with 429 and when to try again', async () => {
    expect(couponLookupLimits).toEqual({ limit: 30, windowMs: 10 * 60_000 });
    // The newcomer has looked up nothing yet in this file.
    for (let lookup = 1; lookup <= 30; lookup += 1) {
      const response = await call(demoIds.newcomer, `/checkout/coupons/GUESS${lookup}`);
      expect(response.statusCode).toBe(404);
    }
    const refused = await call(demoIds.newcomer, '/checkout/coupons/JAHR10');
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
    });
    expect(german.json().message).toMatch(/^Du hast in kurzer Zeit sehr viele Gutscheincodes/);
    // Another user is not held up.
    expect((await call(demoIds.farmer, '/checkout/coupons/JAHR10')).statusCode).toBe(200);
  });
});

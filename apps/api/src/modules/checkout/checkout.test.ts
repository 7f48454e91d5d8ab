import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  checkoutOrderSchema,
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
      vehicleId: demoIds.farmerGeotrac,
      productId: 'warranty-geotrac-4',
      termsAccepted: true,
      // 890,00 € net + 20 % VAT.
      expectedTotalGrossCents: 106800,
      idempotencyKey: randomUUID(),
      invoiceAddress,
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data.data;
    expect(order.summary.totals).toEqual({
      oneTime: { netCents: 89000, discountCents: 0, vatCents: 17800, grossCents: 106800 },
      recurring: null,
    });
    expect(order.invoiceAddress).toEqual(invoiceAddress);
  });
});

import { randomUUID } from 'node:crypto';
import { apiEnvelopeSchema, checkoutOrderSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A year of TracLink Smart: 149,00 € plus 20 % VAT. */
const renewal = (overrides: Record<string, unknown> = {}) => ({
  termsAccepted: true,
  expectedTotalGrossCents: 17880,
  idempotencyKey: randomUUID(),
  ...overrides,
});

const post = (user: string | null, path: string, json?: unknown) =>
  call(user, path, { method: 'POST', ...(json === undefined ? {} : { json }) });

describe('POST /contractItems/{id}/renew', () => {
  it('pays the next year now and extends the licence from its end; a repeat changes nothing', async () => {
    const input = renewal();
    const response = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/renew`,
      input,
    );
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(checkoutOrderSchema).parse(response.json());
    expect(body.message).toBe('Renewed. Thank you for your order.');
    expect(body.data.data).toMatchObject({
      productId: 'traclink-smart',
      contractItemId: demoIds.farmerTracLinkLicence,
      summary: {
        lines: [
          {
            period: 'yearly',
            netCents: 14900,
            discountCents: 0,
            vatCents: 2980,
            grossCents: 17880,
          },
        ],
      },
    });
    const expected = new Date(`${daysFromToday(20)}T00:00:00Z`);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    const item = (
      await call(demoIds.farmer, `/contractItems/${demoIds.farmerTracLinkLicence}`)
    ).json().data.data;
    expect(item).toMatchObject({
      status: 'active',
      renewsAutomatically: true,
      validTo: expected.toISOString().slice(0, 10),
    });

    const repeat = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/renew`,
      input,
    );
    expect(repeat.json().data.data).toEqual(body.data.data);
    const again = (
      await call(demoIds.farmer, `/contractItems/${demoIds.farmerTracLinkLicence}`)
    ).json().data.data;
    expect(again.validTo).toBe(item.validTo);
  });

  it('refuses a changed total (409), a warranty (409), missing terms (400)', async () => {
    const changed = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/renew`,
      renewal({ expectedTotalGrossCents: 14900 }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/^The prices have changed/);
    const warranty = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerWarranty}/renew`,
      renewal(),
    );
    expect(warranty.statusCode).toBe(409);
    expect(warranty.json().message).toBe(
      'You cannot renew this contract: only a TracLink licence from our range can be renewed now.',
    );
    const terms = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/renew`,
      renewal({ termsAccepted: false }),
    );
    expect(terms.statusCode).toBe(400);
    expect(terms.json().errors).toEqual({
      termsAccepted: 'Please accept the terms and conditions and the cancellation policy.',
    });
  });

  it('answers 404 for another user’s item and 401 without a token', async () => {
    const other = await post(
      demoIds.newcomer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/renew`,
      renewal(),
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await post(null, `/contractItems/${demoIds.farmerTracLinkLicence}/renew`, renewal()))
        .statusCode,
    ).toBe(401);
  });
});

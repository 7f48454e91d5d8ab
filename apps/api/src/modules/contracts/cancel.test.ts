import { apiEnvelopeSchema, contractItemEntrySchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

const otherId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1fff';

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const post = (user: string | null, path: string, json?: unknown) =>
  call(user, path, { method: 'POST', ...(json === undefined ? {} : { json }) });

describe('POST /contractItems/{id}/cancel', () => {
  it('cancels a licence at the end of its paid period: validTo kept, no renewal', async () => {
    const response = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/cancel`,
    );
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(contractItemEntrySchema).parse(response.json());
    expect(body.data.data).toMatchObject({
      status: 'cancelled',
      validTo: daysFromToday(20),
      renewsAutomatically: false,
    });
    expect(body.message).toMatch(/^Cancelled\. Your licence runs until .+ and no longer renews\.$/);
    const again = await post(
      demoIds.farmer,
      `/contractItems/${demoIds.farmerTracLinkLicence}/cancel`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You cannot cancel this contract: only a running licence can be cancelled.',
    );
  });

  it('refuses a warranty (409), another user’s item (404), no token (401)', async () => {
    const warranty = await post(demoIds.farmer, `/contractItems/${demoIds.farmerWarranty}/cancel`);
    expect(warranty.statusCode).toBe(409);
    for (const [user, id] of [
      [demoIds.newcomer, demoIds.farmerTracLinkLicence],
      [demoIds.farmer, otherId],
    ] as const) {
      const response = await post(user, `/contractItems/${id}/cancel`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This contract does not exist for your vehicles.');
    }
    const notAnId = await post(demoIds.farmer, '/contractItems/not-an-id/cancel');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors).toEqual({ contractItemId: 'This value is not valid.' });
    expect(
      (await post(null, `/contractItems/${demoIds.farmerTracLinkLicence}/cancel`)).statusCode,
    ).toBe(401);
  });
});

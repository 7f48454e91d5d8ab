import { randomUUID } from 'node:crypto';
import { apiErrorEnvelopeSchema, loyaltyCardHolderSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoLoyaltyCards } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { loyaltyCardLookups } from './routes';

// The demo cards (seed/demoData.ts): the farmer Josef Brunner's (dealer Landtechnik Gwiggner,
// Kundl), Maria Oberhauser's (no account; Landmaschinen Krismer, Imst), and Sepp Maier's lost
// card, revoked.

const server = apiTestServerPerFile();

async function freshServer() {
  const { call } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
  return (code: string, { address = '198.51.100.40', language = 'en' } = {}) =>
    call(null, `/loyalty-cards/${encodeURIComponent(code)}`, {
      headers: { 'accept-language': language },
      remoteAddress: address,
    });
}

const refusalOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());

describe('GET /loyalty-cards/:code', () => {
  it('tells an anonymous visitor the initials and the dealer, and nothing more of the customer', async () => {
    const lookUp = await freshServer();
    const response = await lookUp(demoLoyaltyCards.withoutAccount);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { data: unknown } };
    const holder = loyaltyCardHolderSchema.parse(body.data.data);
    expect(holder).toEqual({
      initials: 'M. O.',
      dealer: {
        id: 'landmaschinen-krismer-imst',
        name: 'Landmaschinen Krismer',
        street: 'Industriezone 21',
        zip: '6460',
        city: 'Imst',
        country: 'AT',
        phone: '+43 5412 63 180',
        email: 'office@landmaschinen-krismer-imst.at.example',
        website: 'https://www.landmaschinen-krismer-imst.at.example',
      },
    });
    const text = response.body;
    for (const secret of ['AT-097311', 'Oberhauser', '5611', 'Maria']) {
      expect(text).not.toContain(secret);
    }
  });

  it('reads a code typed in lower case as the card prints it', async () => {
    const lookUp = await freshServer();
    const response = await lookUp(demoLoyaltyCards.farmer.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data.initials).toBe('J. B.');
  });

  it('answers an unknown and a revoked code alike: customer not found, in the caller’s language', async () => {
    const lookUp = await freshServer();
    const unknown = await lookUp('K7QM2X9PWV4RT8ZCH3N5');
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown).message).toBe('We found no customer for this code.');
    const revoked = await lookUp(demoLoyaltyCards.revoked, { language: 'de' });
    expect(revoked.statusCode).toBe(404);
    expect(refusalOf(revoked).message).toBe('Zu diesem Code haben wir keinen Kunden gefunden.');
  });

  it('refuses a code that no card could carry with a 400, not a 500', async () => {
    const lookUp = await freshServer();
    for (const code of [
      'short',
      'B8RN7QK2MX4TZ9HC5VWPX',
      'B8RN7QK2MX4TZ9HC5VWU',
      "B8RN7QK2MX4TZ9HC5V'",
    ]) {
      const response = await lookUp(code);
      expect(response.statusCode, code).toBe(400);
      expect(refusalOf(response).message).not.toBe('');
    }
  });

  it(`refuses the ${loyaltyCardLookups.max + 1}st lookup of an address within the hour, found or not; another address goes on`, async () => {
    const lookUp = await freshServer();
    for (let attempt = 0; attempt < loyaltyCardLookups.max; attempt += 1) {
      const code = attempt % 2 ? demoLoyaltyCards.farmer : 'K7QM2X9PWV4RT8ZCH3N5';
      expect((await lookUp(code)).statusCode).not.toBe(429);
    }
    const refused = await lookUp(demoLoyaltyCards.farmer);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refusalOf(refused).message).toMatch(/Too many loyalty cards/);
    expect((await lookUp(demoLoyaltyCards.farmer, { address: '198.51.100.41' })).statusCode).toBe(
      200,
    );
  });
});

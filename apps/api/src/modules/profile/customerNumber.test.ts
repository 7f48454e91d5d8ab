import { randomUUID } from 'node:crypto';
import { apiErrorEnvelopeSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds, demoLoyaltyCards } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { customerNumberAttempts } from './customerNumber';
import { profileOf } from './profileTestData';

// The register's demo rows (seed/demoData.ts): AT-104582 is the farmer's (6250), AT-118230 is
// the newcomer's person's to claim (6252), nobody holds AT-097311 (5611).

const server = apiTestServerPerFile();

/**
 * `PUT /user/profile/customer-number` on a server of its own, whose attempt counts start at
 * zero: the limit counts in the server, which the reset between tests does not touch.
 */
async function freshServer() {
  const { call } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
  return (
    user: string | null,
    json: unknown,
    { address = '198.51.100.20', language = 'en' }: { address?: string; language?: string } = {},
  ) =>
    call(user, '/user/profile/customer-number', {
      method: 'PUT',
      json,
      headers: { 'accept-language': language },
      remoteAddress: address,
    });
}

const refusalOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());
const storedNumber = async (user: string) =>
  profileOf(await server.call(user, '/user/profile')).customerNr;

const unknownInEnglish =
  'We do not know this customer number with this postal code. You will find both on your invoice and on your Lindner loyalty card.';

describe('PUT /user/profile/customer-number', () => {
  it('adds the number the register holds with this postal code; the profile and /user show it', async () => {
    const claim = await freshServer();
    const response = await claim(demoIds.newcomer, { customerNr: 'AT-118230', zip: '6252' });
    expect(response.statusCode).toBe(200);
    expect(profileOf(response)).toMatchObject({
      customerNr: 'AT-118230',
      firstName: 'Lena',
      zip: null,
    });
    expect(await storedNumber(demoIds.newcomer)).toBe('AT-118230');
    const user = (await server.call(demoIds.newcomer, '/user')).json();
    expect(user.data.data.customerNr).toBe('AT-118230');
  });

  it('reads the number as typed on a phone: lower case, a space for the dash, spaces around', async () => {
    const claim = await freshServer();
    const response = await claim(demoIds.newcomer, { customerNr: ' at 118230 ', zip: ' 6252' });
    expect(response.statusCode).toBe(200);
    expect(profileOf(response).customerNr).toBe('AT-118230');
  });

  it('refuses the number with another postal code: 400 at the field, in the caller’s language', async () => {
    const claim = await freshServer();
    const response = await claim(demoIds.newcomer, { customerNr: 'AT-118230', zip: '6250' });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({
      success: false,
      message: unknownInEnglish,
      errors: { customerNr: unknownInEnglish },
    });

    const inGerman = await claim(
      demoIds.newcomer,
      { customerNr: 'AT-118230', zip: '6251' },
      { language: 'de-AT' },
    );
    expect(inGerman.statusCode).toBe(400);
    expect(refusalOf(inGerman).errors).toEqual({
      customerNr:
        'Diese Kundennummer kennen wir mit dieser Postleitzahl nicht. Beides steht auf Deiner Rechnung und Deiner Lindner-Kundenkarte.',
    });
    const inFrench = await claim(
      demoIds.newcomer,
      { customerNr: 'AT-118230', zip: '6251' },
      { language: 'fr', address: '198.51.100.21' },
    );
    expect(refusalOf(inFrench).message).toMatch(/^Nous ne connaissons pas ce numéro client/);
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
  });

  it('refuses a number the register does not have, as it refuses a wrong postal code', async () => {
    const claim = await freshServer();
    const response = await claim(demoIds.newcomer, { customerNr: 'AT-999999', zip: '6252' });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).errors).toEqual({ customerNr: unknownInEnglish });
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
  });

  it('refuses with 409 the number another account holds (the farmer’s), pointing to customer service', async () => {
    const claim = await freshServer();
    const response = await claim(demoIds.newcomer, { customerNr: 'AT-104582', zip: '6250' });
    expect(response.statusCode).toBe(409);
    expect(refusalOf(response).message).toBe(
      'This customer number already belongs to another account. Please contact customer service.',
    );
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
    expect(await storedNumber(demoIds.farmer)).toBe('AT-104582');
  });

  it('refuses with 409 a caller who has a number already (the farmer): it is not changed here', async () => {
    const claim = await freshServer();
    for (const number of [
      { customerNr: 'AT-097311', zip: '5611' },
      { customerNr: 'AT-104582', zip: '6250' },
    ]) {
      const response = await claim(demoIds.farmer, number);
      expect(response.statusCode).toBe(409);
      expect(refusalOf(response).message).toBe(
        'Your profile already has a customer number. Only customer service can change it: please contact them.',
      );
    }
    expect(await storedNumber(demoIds.farmer)).toBe('AT-104582');
  });

  it('answers bad input with 400 and a message per field, never a 500', async () => {
    const claim = await freshServer();
    const cases: [unknown, Record<string, string>][] = [
      [{ customerNr: '<script>', zip: '6252' }, { customerNr: 'This value is not valid.' }],
      [
        { customerNr: '<script>alert(1)</script>', zip: '6252' },
        { customerNr: 'This text is too long.' },
      ],
      [
        { customerNr: 'AT-'.padEnd(300, '1'), zip: '6252' },
        { customerNr: 'This text is too long.' },
      ],
      [{ customerNr: 'AT-1182301', zip: '6252' }, { customerNr: 'This value is not valid.' }],
      [
        { customerNr: 'AT-118230', zip: "6252'; DROP TABLE customers; --" },
        { zip: 'This text is too long.' },
      ],
      [{ customerNr: 'AT-118230', zip: '6#52' }, { zip: 'Please enter a valid postcode.' }],
      [
        { customerNr: ['AT-118230'], zip: 6252 },
        { customerNr: 'This field is required.', zip: 'This field is required.' },
      ],
      [{}, { customerNr: 'This field is required.', zip: 'This field is required.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await claim(demoIds.newcomer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(refusalOf(response).errors).toEqual(errors);
    }
    for (const body of ['{"customerNr":', 'null', '"AT-118230"']) {
      const response = await claim(demoIds.newcomer, body);
      expect(response.statusCode, body).toBe(400);
      expect(refusalOf(response).success).toBe(false);
    }
    const withNul = await claim(demoIds.newcomer, { customerNr: 'AT-11\u00008230', zip: '6252' });
    expect(withNul.statusCode).toBe(400);
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    const claim = await freshServer();
    const response = await claim(null, { customerNr: 'AT-118230', zip: '6252' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the limit of attempts to add a customer number', () => {
  it('refuses a user’s 6th attempt within an hour with 429, even with the right postal code', async () => {
    expect(customerNumberAttempts).toMatchObject({ max: 5, windowMs: 60 * 60_000 });
    const claim = await freshServer();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await claim(
        demoIds.newcomer,
        { customerNr: 'AT-118230', zip: `60${attempt}0` },
        { address: `198.51.100.${30 + attempt}` },
      );
      expect(response.statusCode).toBe(400);
    }
    const sixth = await claim(
      demoIds.newcomer,
      { customerNr: 'AT-118230', zip: '6252' },
      { address: '198.51.100.40', language: 'de' },
    );
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refusalOf(sixth).message).toBe(
      'Du hast zu oft in kurzer Zeit eine Kundennummer eingegeben. Bitte versuche es in 60 Minuten wieder.',
    );
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
  });

  it('counts per client address across users too', async () => {
    const claim = await freshServer();
    const here = '198.51.100.50';
    for (const user of [demoIds.newcomer, demoIds.staff, demoIds.farmer, demoIds.staff]) {
      expect(
        (await claim(user, { customerNr: 'AT-999999', zip: '6250' }, { address: here })).statusCode,
      ).not.toBe(429);
    }
    expect(
      (await claim(demoIds.newcomer, { customerNr: 'AT-999998', zip: '6250' }, { address: here }))
        .statusCode,
    ).toBe(400);
    const refused = await claim(
      demoIds.staff,
      { customerNr: 'AT-097311', zip: '5611' },
      { address: here },
    );
    expect(refused.statusCode).toBe(429);
    expect(refusalOf(refused).message).toBe(
      'You have entered a customer number too often in a short time. Please try again in 60 minutes.',
    );
    // Elsewhere the staff user may still try.
    const elsewhere = await claim(
      demoIds.staff,
      { customerNr: 'AT-097311', zip: '5611' },
      { address: '198.51.100.51' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('PUT /user/profile/customer-number/loyalty-card', () => {
  async function cardServer() {
    const { call } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
    return (user: string | null, json: unknown, language = 'en') =>
      call(user, '/user/profile/customer-number/loyalty-card', {
        method: 'PUT',
        json,
        headers: { 'accept-language': language },
        remoteAddress: '198.51.100.60',
      });
  }

  it('adds the number of the card whose code the user followed, without the postal code', async () => {
    const claim = await cardServer();
    const response = await claim(demoIds.staff, { code: demoLoyaltyCards.withoutAccount });
    expect(response.statusCode).toBe(200);
    expect(profileOf(response).customerNr).toBe('AT-097311');
    expect(await storedNumber(demoIds.staff)).toBe('AT-097311');
  });

  it('refuses a card another account holds the number of, and a profile that has a number', async () => {
    const claim = await cardServer();
    const taken = await claim(demoIds.newcomer, { code: demoLoyaltyCards.farmer });
    expect(taken.statusCode).toBe(409);
    expect(refusalOf(taken).message).toBe(
      'This customer number already belongs to another account. Please contact customer service.',
    );
    const alreadySet = await claim(demoIds.farmer, { code: demoLoyaltyCards.withoutAccount });
    expect(alreadySet.statusCode).toBe(409);
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
    expect(await storedNumber(demoIds.farmer)).toBe('AT-104582');
  });

  it('answers an unknown or revoked card with 404 and a way on; a malformed code with 400', async () => {
    const claim = await cardServer();
    for (const code of ['K7QM2X9PWV4RT8ZCH3N5', demoLoyaltyCards.revoked]) {
      const response = await claim(demoIds.newcomer, { code }, 'de');
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response).message).toBe(
        'Zu dieser Kundenkarte haben wir keinen Kunden gefunden. Trage Deine Kundennummer mit Deiner Postleitzahl ein oder wende Dich an den Kundenservice.',
      );
    }
    expect((await claim(demoIds.newcomer, { code: 'AT-104582' })).statusCode).toBe(400);
    expect((await claim(demoIds.newcomer, {})).statusCode).toBe(400);
    expect(await storedNumber(demoIds.newcomer)).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const claim = await cardServer();
    expect((await claim(null, { code: demoLoyaltyCards.withoutAccount })).statusCode).toBe(401);
  });
});

import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  userProfileSchema,
  userSchema,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { profileOf, validProfile } from './profileTestData';

const server = apiTestServerPerFile();
const { call } = server;

const putProfile = (user: string | null, json: unknown, headers: Record<string, string> = {}) =>
  call(user, '/user/profile', { method: 'PUT', json, headers });

describe('GET /user/profile', () => {
  it('returns the personal data with its completion', async () => {
    const farmer = userProfileSchema.parse(
      (await call(demoIds.farmer, '/user/profile')).json().data.data,
    );
    expect(farmer.completion).toEqual({ percent: 100, missing: [] });
    expect(farmer).toMatchObject({ street: 'Dorfstraße 12', zip: '6250', city: 'Kundl' });
  });

  it('tells the newcomer what is missing', async () => {
    const response = await call(demoIds.newcomer, '/user/profile');
    const profile = userProfileSchema.parse(response.json().data.data);
    expect(profile.completion.percent).toBe(30);
    expect(profile.completion.missing).toEqual([
      'salutation',
      'phone',
      'street',
      'zip',
      'city',
      'country',
      'birthDate',
    ]);
  });
});

describe('PUT /user/profile', () => {
  it('saves every field of the caller and returns the completed profile', async () => {
    const response = await putProfile(demoIds.newcomer, validProfile);
    expect(response.statusCode).toBe(200);
    const saved = profileOf(response);
    expect(saved).toMatchObject({
      ...validProfile,
      email: 'lena.gruber@example.com',
      fax: null,
      customerNr: null,
      avatar: null,
      avatarImage: null,
    });
    expect(saved.completion).toEqual({ percent: 100, missing: [] });
    const reread = profileOf(await call(demoIds.newcomer, '/user/profile'));
    expect(reread).toEqual(saved);
    const user = apiEnvelopeSchema(userSchema).parse(
      (await call(demoIds.newcomer, '/user')).json(),
    );
    expect(user.data.data).toMatchObject({ firstName: 'Lena', city: 'Breitenbach am Inn' });
  });

  it('replaces: fields left out become empty, and the completion says what is missing', async () => {
    const response = await putProfile(demoIds.farmer, {
      firstName: 'Josef',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
    });
    expect(response.statusCode).toBe(200);
    const profile = profileOf(response);
    expect(profile).toMatchObject({ street: null, phone: null, salutation: null });
    expect(profile.completion.missing).toContain('street');
    // Lindner assigns the customer number: the profile form cannot change it.
    expect(profile.customerNr).toBe('AT-104582');
  });

  it('changes only the caller: ids and customer numbers in the body are ignored', async () => {
    const response = await putProfile(demoIds.newcomer, {
      ...validProfile,
      id: demoIds.farmer,
      userId: demoIds.farmer,
      customerNr: 'AT-104582',
    });
    expect(response.statusCode).toBe(200);
    expect(profileOf(response).customerNr).toBeNull();
    const farmer = profileOf(await call(demoIds.farmer, '/user/profile'));
    expect(farmer).toMatchObject({
      firstName: 'Josef',
      lastName: 'Brunner',
      street: 'Dorfstraße 12',
    });
  });

  it('answers every invalid field with 400 and its own message, and saves nothing', async () => {
    const response = await putProfile(demoIds.farmer, {
      salutation: 'mr',
      title: 't'.repeat(41),
      firstName: '   ',
      lastName: 42,
      email: 'josef@',
      phone: 'call me',
      mobile: '+43 1',
      fax: '12345678901234567890123456789012',
      company: ['Brunnerhof'],
      street: 's'.repeat(121),
      zip: '6#50',
      city: 'c'.repeat(81),
      country: 'XX',
      birthDate: '1971-02-30',
      driverLicense: 'd'.repeat(41),
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorEnvelopeSchema.parse(response.json());
    expect(body.message).toBe('Please check the highlighted fields.');
    expect(body.errors).toEqual({
      salutation: 'Please choose one of the options offered.',
      title: 'This text is too long.',
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number (digits, optionally starting with +).',
      mobile: 'Please enter a valid phone number (digits, optionally starting with +).',
      fax: 'This text is too long.',
      company: 'This value is not valid.',
      street: 'This text is too long.',
      zip: 'Please enter a valid postcode.',
      city: 'This text is too long.',
      country: 'Please choose one of the options offered.',
      birthDate: 'Please enter a valid date.',
      driverLicense: 'This text is too long.',
    });
    expect(profileOf(await call(demoIds.farmer, '/user/profile'))).toMatchObject({
      salutation: 'male',
      email: 'josef.brunner@example.com',
      city: 'Kundl',
    });
  });

  it('refuses birth dates in the future or before 1900, in the caller’s language', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const german = await putProfile(
      demoIds.farmer,
      { ...validProfile, birthDate: tomorrow },
      { 'accept-language': 'de-AT' },
    );
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({
      message: 'Bitte prüfe die markierten Felder.',
      errors: { birthDate: 'Das Datum darf nicht in der Zukunft liegen.' },
    });
    const french = await putProfile(
      demoIds.farmer,
      { ...validProfile, birthDate: '1899-12-31', email: '' },
      { 'accept-language': 'fr' },
    );
    expect(french.json().errors).toEqual({
      birthDate: 'Veuillez saisir une date valide.',
      email: 'Ce champ est obligatoire.',
    });
  });

  it('refuses a last name of 300 characters and a postal code that is not of the country', async () => {
    const response = await putProfile(
      demoIds.farmer,
      { ...validProfile, lastName: 'G'.repeat(300), zip: '12ab', country: 'AT' },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      lastName: 'Dieser Text ist zu lang.',
      zip: 'Bitte eine gültige Postleitzahl eingeben.',
    });
    for (const [country, zip] of [
      ['DE', '6250'],
      ['CH', '80331'],
      ['IT', '3910'],
      ['FR', '7500'],
    ]) {
      const wrong = await putProfile(demoIds.farmer, { ...validProfile, country, zip });
      expect(wrong.statusCode, `${country} ${zip}`).toBe(400);
      expect(wrong.json().errors, `${country} ${zip}`).toEqual({
        zip: 'Please enter a valid postcode.',
      });
    }
    const german = await putProfile(demoIds.farmer, {
      ...validProfile,
      country: 'DE',
      zip: '80331',
    });
    expect(profileOf(german)).toMatchObject({ country: 'DE', zip: '80331' });
  });

  it('refuses a NUL byte or another control character in any text with 400 and a message, never 500', async () => {
    const response = await putProfile(
      demoIds.farmer,
      {
        ...validProfile,
        firstName: 'Lena\u0000',
        lastName: 'Gru\u0000ber',
        email: 'lena\u0000@example.com',
        street: 'Bergweg\u001b 3',
        city: 'Breitenbach\u0007',
      },
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(400);
    const message =
      'Ce texte contient des caractères de contrôle non autorisés. Veuillez les supprimer.';
    // The one text rule for every request (plugins/schemaRoutes.ts) names the first such field.
    expect(response.json().errors).toEqual({ firstName: message });
    // Tabs and line breaks pass that rule; the single-line fields refuse them, each by name.
    const lineBreaks = await putProfile(
      demoIds.farmer,
      { ...validProfile, firstName: 'Le\tna', street: 'Bergweg\n3', city: 'Breiten\rbach' },
      { 'accept-language': 'fr' },
    );
    expect(lineBreaks.statusCode).toBe(400);
    expect(lineBreaks.json().errors).toEqual({
      firstName: message,
      street: message,
      city: message,
    });
    const farm = await call(demoIds.farmer, '/user/profile/farm', {
      method: 'POST',
      json: { name: 'Brunner\u0000hof' },
      headers: { 'accept-language': 'de' },
    });
    expect(farm.statusCode).toBe(400);
    expect(farm.json().errors).toEqual({
      name: 'Dieser Text enthält unzulässige Steuerzeichen. Bitte entferne sie.',
    });
    expect(profileOf(await call(demoIds.farmer, '/user/profile'))).toMatchObject({
      lastName: 'Brunner',
    });
  });

  it('answers malformed bodies and a missing token with 4xx, never 500', async () => {
    const malformed = await putProfile(demoIds.farmer, '{"firstName": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
    const list = await putProfile(demoIds.farmer, '[]');
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('The request does not contain valid data.');
    const anonymous = await putProfile(null, validProfile);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: 'Token is missing' });
  });
});

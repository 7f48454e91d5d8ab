import { randomBytes } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  userProfileSchema,
  userSchema,
  type UserProfile,
} from '@lindner/api/schema';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { users } from '../user/tables';

const server = apiTestServerPerFile();
const { call } = server;

const putProfile = (user: string | null, json: unknown, headers: Record<string, string> = {}) =>
  call(user, '/user/profile', { method: 'PUT', json, headers });

const validProfile = {
  salutation: 'female',
  title: 'DI',
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'Lena.Gruber@Example.com',
  phone: '+43 5338 1234',
  mobile: '+43 664 7654321',
  fax: '',
  company: 'Gruberhof',
  street: 'Bergweg 3',
  zip: '6252',
  city: 'Breitenbach am Inn',
  country: 'AT',
  birthDate: '1990-06-01',
  driverLicense: 'B, F',
};

const profileOf = (response: { json(): unknown }): UserProfile =>
  apiEnvelopeSchema(userProfileSchema).parse(response.json()).data.data;

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
    expect(response.json().errors).toEqual({
      firstName: message,
      lastName: message,
      email: message,
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

// --- E-mail confirmation ---------------------------------------------------------------------

async function mailsTo(recipient: string) {
  return server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, recipient))
    .orderBy(desc(mailbox.createdAt));
}

async function emailVerifiedAt(userId: string) {
  const [row] = await server.database.orm
    .select({ at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!.at;
}

/** The confirmation link of a mail, as a path on this server. */
function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/email\/confirm\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

describe('a changed e-mail address', () => {
  it('is confirmed by a link sent to it before anything else is mailed there', async () => {
    const changed = await putProfile(
      demoIds.newcomer,
      { ...validProfile, email: 'Lena.Neu@Example.org' },
      { 'accept-language': 'de-AT' },
    );
    expect(changed.statusCode).toBe(200);
    expect(await emailVerifiedAt(demoIds.newcomer)).toBeNull();
    const [mail, ...more] = await mailsTo('lena.neu@example.org');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      userId: demoIds.newcomer,
      subject: 'Bitte bestätige Deine E-Mail-Adresse für das Lindner-Portal',
    });
    expect(mail!.textBody).toContain('Hallo Lena Gruber,');
    const link = linkIn(mail!.textBody);

    // Nothing else goes to the address before it is confirmed.
    const newsletter = await call(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      json: {},
    });
    expect(newsletter.statusCode).toBe(409);
    expect(newsletter.json().message).toBe(
      'Please confirm your e-mail address first with the link we sent you; only then will we send you the newsletter.',
    );
    expect(await mailsTo('lena.neu@example.org')).toHaveLength(1);

    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de-AT">');
    expect(page.body).toContain('E-Mail-Adresse bestätigt');
    expect(await emailVerifiedAt(demoIds.newcomer)).not.toBeNull();
    const twice = await server.app.inject({ method: 'GET', url: link });
    expect(twice.statusCode).toBe(404);

    // Saving the same address again keeps it confirmed and sends nothing.
    const same = await putProfile(demoIds.newcomer, {
      ...validProfile,
      email: 'lena.neu@example.org',
    });
    expect(same.statusCode).toBe(200);
    expect(await emailVerifiedAt(demoIds.newcomer)).not.toBeNull();
    expect(await mailsTo('lena.neu@example.org')).toHaveLength(1);

    const subscribed = await call(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      json: {},
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await mailsTo('lena.neu@example.org')).toHaveLength(2);
  });

  it('keeps a link of a former address from confirming the current one', async () => {
    await putProfile(demoIds.farmer, { ...validProfile, email: 'first@example.org' });
    const [first] = await mailsTo('first@example.org');
    await putProfile(demoIds.farmer, { ...validProfile, email: 'second@example.org' });
    const page = await server.app.inject({ method: 'GET', url: linkIn(first!.textBody) });
    expect(page.statusCode).toBe(404);
    expect(await emailVerifiedAt(demoIds.farmer)).toBeNull();
    const expired = await server.app.inject({
      method: 'GET',
      url: '/api/portal/email/confirm?token=nonsense',
      headers: { 'accept-language': 'fr' },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain('Lien non valide');
  });

  it('gets at most one confirmation mail per 10 minutes, with a message saying when the next is possible', async () => {
    const changed = await putProfile(demoIds.newcomer, {
      ...validProfile,
      email: 'target@example.org',
    });
    expect(changed.statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(demoIds.newcomer, '/user/profile/email-confirmation', {
          method: 'POST',
          headers: { 'accept-language': 'fr' },
        }),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(30).fill(429));
    expect(burst[0]!.json()).toEqual({
      success: false,
      message:
        "Nous venons d'envoyer un e-mail de confirmation à cette adresse. Vous pourrez demander le prochain dans 10 minutes.",
      data: { data: null },
    });
    expect(Number(burst[0]!.headers['retry-after'])).toBeGreaterThan(590);
    // Another account naming the same address gets no mail there either.
    const other = await putProfile(demoIds.staff, { ...validProfile, email: 'target@example.org' });
    expect(other.statusCode).toBe(200);
    expect(await mailsTo('target@example.org')).toHaveLength(1);

    await server.database.orm.execute(
      sql`UPDATE confirmation_mail_sends SET sent_at = sent_at - interval '9 minutes'`,
    );
    const soon = await call(demoIds.newcomer, '/user/profile/email-confirmation', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    expect(soon.json().message).toBe(
      'We have just sent a confirmation e-mail to this address. You can ask for the next one in 1 minute.',
    );
    await server.database.orm.execute(
      sql`UPDATE confirmation_mail_sends SET sent_at = sent_at - interval '1 minute'`,
    );
    const again = await call(demoIds.newcomer, '/user/profile/email-confirmation', {
      method: 'POST',
    });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo('target@example.org')).toHaveLength(2);

    const confirmed = await call(demoIds.farmer, '/user/profile/email-confirmation', {
      method: 'POST',
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe('Your e-mail address is already confirmed.');
  });
});

// --- Avatar ----------------------------------------------------------------------------------

function multipart(file: Buffer, filename: string, contentType: string, field = 'avatar') {
  const boundary = `----lindner${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadAvatar = (
  user: string | null,
  file: Buffer,
  filename = 'me.jpg',
  contentType = 'image/jpeg',
  headers: Record<string, string> = {},
) => {
  const body = multipart(file, filename, contentType);
  return call(user, '/user/profile/avatar', {
    method: 'POST',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};

/** A photo as a phone makes it: 1200 × 800, with EXIF (camera, GPS, rotation). */
async function photoWithExif(format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 60 } },
  }).withExif({
    IFD0: { Make: 'Lindner Cam', Model: 'Field 1', Copyright: 'Josef Brunner', Orientation: '1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 26/1 0/1' },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** The server-relative address of an avatar file, as the <img> asks for it. */
const fetchFile = (url: string) => server.app.inject({ method: 'GET', url });

describe('POST /user/profile/avatar', () => {
  it('re-encodes a JPEG without metadata into the versions the Image component reads', async () => {
    const photo = await photoWithExif('jpeg');
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await uploadAvatar(demoIds.farmer, photo);
    expect(response.statusCode).toBe(200);
    const profile = profileOf(response);
    const image = profile.avatarImage!;
    expect(image).toMatchObject({ width: 96, height: 96 });
    const files = image.versions.lindnerAvatar!;
    expect(profile.avatar).toBe(files.md);
    expect(Object.keys(files).sort()).toEqual(['md', 'md@2x', 'xs', 'xs@2x']);

    const expectedWidths = { xs: 96, md: 192, 'xs@2x': 192, 'md@2x': 384 };
    for (const [rendition, width] of Object.entries(expectedWidths)) {
      const url = files[rendition as keyof typeof files]!;
      expect(url).toMatch(/^\/api\/portal\/avatars\/[A-Za-z0-9_-]{22}\/[a-z@2x]+\.webp$/);
      const served = await fetchFile(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(served.rawPayload.includes('Lindner Cam')).toBe(false);
      expect(served.rawPayload.includes('Josef Brunner')).toBe(false);
    }
    // GET /user gives the same avatar to the side navigation.
    const user = (await call(demoIds.farmer, '/user')).json().data.data;
    expect(user).toMatchObject({ avatar: files.md, avatarImage: image });
  });

  it('takes a PNG named anything and turns it upright square', async () => {
    const png = await photoWithExif('png');
    const response = await uploadAvatar(demoIds.newcomer, png, 'portrait.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const files = profileOf(response).avatarImage!.versions.lindnerAvatar!;
    const md = await sharp((await fetchFile(files.md)).rawPayload).metadata();
    expect(md).toMatchObject({ width: 192, height: 192, format: 'webp' });
    expect(md.exif).toBeUndefined();
  });

  it('refuses a text file renamed .jpg with 415 and a message', async () => {
    const text = Buffer.from('Dies ist kein Bild, nur ein Text mit der Endung .jpg\n'.repeat(20));
    const response = await uploadAvatar(demoIds.farmer, text, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(apiErrorEnvelopeSchema.parse(response.json())).toMatchObject({
      message: 'Please upload a JPEG, PNG or WebP picture.',
      errors: { avatar: 'Please upload a JPEG, PNG or WebP picture.' },
    });
    expect(profileOf(await call(demoIds.farmer, '/user/profile')).avatar).toBeNull();
  });

  it('refuses a broken picture behind a valid JPEG header with 415', async () => {
    const photo = await photoWithExif('jpeg');
    const truncated = photo.subarray(0, Math.floor(photo.length / 3));
    const response = await uploadAvatar(demoIds.farmer, truncated, 'cut.jpg');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please upload a JPEG, PNG or WebP picture.');
  });

  it('refuses a picture over 40 megapixels with 413 before decoding it', async () => {
    // 8000 × 5001 = 40 008 000 pixels, yet a small file: one colour compresses well.
    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const response = await uploadAvatar(demoIds.farmer, huge, 'huge.png', 'image/png', {
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Das Bild hat zu viele Pixel: höchstens 40 Megapixel.',
    });
  }, 30_000);

  it('refuses a file over 10 MB with 413 and a message', async () => {
    // Noise does not compress: a real PNG of about 12 MB.
    const noise = await sharp(randomBytes(2000 * 2000 * 3), {
      raw: { width: 2000, height: 2000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(10 * 1024 * 1024);
    const response = await uploadAvatar(demoIds.farmer, noise, 'big.png', 'image/png', {
      'accept-language': 'fr',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      message: "L'image est trop volumineuse : 10 Mo au maximum.",
      errors: { avatar: "L'image est trop volumineuse : 10 Mo au maximum." },
    });
  }, 30_000);

  it('needs a multipart body with a file', async () => {
    const json = await call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{"avatar": "https://example.com/me.jpg"}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Please choose a picture.');

    const boundary = 'lindnerEmpty';
    const noFile = await call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose a picture.');

    const anonymous = await uploadAvatar(null, await photoWithExif());
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /user/profile/avatar with a broken multipart body', () => {
  const post = (contentType: string, payload: Buffer | string, language = 'en') =>
    call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: { 'content-type': contentType, 'accept-language': language },
      payload,
    });

  it('answers a body without a boundary with 400 and a message in the caller’s language', async () => {
    const noBoundary = await post('multipart/form-data', 'just some bytes', 'de-AT');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({
      success: false,
      message:
        'Die hochgeladene Datei konnte nicht gelesen werden. Bitte wähle das Bild erneut aus.',
    });
  });

  it('answers a body without its closing boundary with 400 and a message, never 500', async () => {
    const boundary = 'lindnerCut';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n';
    const photo = await photoWithExif();
    const cut = await post(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([Buffer.from(head), photo]),
      'fr',
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      success: false,
      message: "Le fichier envoyé n'a pas pu être lu. Veuillez sélectionner l'image à nouveau.",
    });
    const garbage = await post(
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\n\r\n`,
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(
      'The uploaded file could not be read. Please choose the picture again.',
    );
    expect(profileOf(await call(demoIds.farmer, '/user/profile')).avatar).toBeNull();
  });
});

describe('avatars of two users', () => {
  it('stay apart: each upload and deletion touches the caller’s own avatar only', async () => {
    const farmerUpload = profileOf(await uploadAvatar(demoIds.farmer, await photoWithExif()));
    const farmerFiles = farmerUpload.avatarImage!.versions.lindnerAvatar!;

    // The newcomer sees only her own profile, without the farmer's addresses.
    const newcomerBefore = await call(demoIds.newcomer, '/user/profile');
    expect(profileOf(newcomerBefore).avatar).toBeNull();
    expect(newcomerBefore.body).not.toContain(farmerFiles.md);

    const newcomerUpload = profileOf(
      await uploadAvatar(demoIds.newcomer, await photoWithExif('png'), 'me.png', 'image/png'),
    );
    const newcomerFiles = newcomerUpload.avatarImage!.versions.lindnerAvatar!;
    expect(newcomerFiles.md).not.toBe(farmerFiles.md);

    // Her deletion removes her files, not his.
    const deleted = await call(demoIds.newcomer, '/user/profile/avatar', { method: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(profileOf(deleted)).toMatchObject({ avatar: null, avatarImage: null });
    expect((await fetchFile(newcomerFiles.md)).statusCode).toBe(404);
    expect((await fetchFile(farmerFiles.md)).statusCode).toBe(200);
    expect(profileOf(await call(demoIds.farmer, '/user/profile')).avatar).toBe(farmerFiles.md);
  });

  it('retire their address on a new upload, and unknown addresses answer 404', async () => {
    const first = profileOf(await uploadAvatar(demoIds.farmer, await photoWithExif()));
    const second = profileOf(await uploadAvatar(demoIds.farmer, await photoWithExif('png')));
    const firstMd = first.avatarImage!.versions.lindnerAvatar!.md;
    expect(second.avatar).not.toBe(firstMd);
    expect((await fetchFile(firstMd)).statusCode).toBe(404);
    expect((await fetchFile(second.avatar!)).statusCode).toBe(200);

    const guessed = `/api/portal/avatars/${randomBytes(16).toString('base64url')}/md.webp`;
    const missing = await fetchFile(guessed);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
    const otherName = second.avatar!.replace('/md.webp', '/original.jpg');
    expect((await fetchFile(otherName)).statusCode).toBe(404);
    const traversal = await fetchFile('/api/portal/avatars/..%2F..%2Fuser/md.webp');
    expect(traversal.statusCode).toBe(404);
  });
});

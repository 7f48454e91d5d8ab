import { randomBytes } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  userProfileSchema,
  userSchema,
  type UserProfile,
} from '@lindner/api/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

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

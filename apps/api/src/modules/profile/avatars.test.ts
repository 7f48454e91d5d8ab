import { randomBytes } from 'node:crypto';
import { apiErrorEnvelopeSchema } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { avatarUploads, multipart, photoWithExif } from './avatarTestData';
import { profileOf } from './profileTestData';
import { avatarFiles } from './tables';

const server = apiTestServerPerFile();
const { call } = server;
const uploadAvatar = avatarUploads(call);

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

  it('refuses an 11 MB file with 413 and a message, and stores nothing of it', async () => {
    // A JPEG's first bytes, then noise: the size alone refuses it, before anything is decoded.
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      randomBytes(11 * 1024 * 1024 - 4),
    ]);
    const response = await uploadAvatar(demoIds.farmer, big, 'big.jpg', 'image/jpeg', {
      'accept-language': 'fr',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: "L'image est trop volumineuse : 10 Mo au maximum.",
      errors: { avatar: "L'image est trop volumineuse : 10 Mo au maximum." },
      data: { data: null },
    });
    expect(profileOf(await call(demoIds.farmer, '/user/profile'))).toMatchObject({
      avatar: null,
      avatarImage: null,
    });
    const stored = await server.database.orm
      .select({ uploadId: avatarFiles.uploadId })
      .from(avatarFiles)
      .where(eq(avatarFiles.userId, demoIds.farmer));
    expect(stored).toEqual([]);
  }, 30_000);

  it('refuses a picture in another field, and a second picture, with 400', async () => {
    const photo = await photoWithExif();
    const wrongField = multipart(photo, 'me.jpg', 'image/jpeg', 'picture');
    const elsewhere = await call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: wrongField.headers,
      payload: wrongField.payload,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      success: false,
      message: 'The file was sent in the wrong field.',
    });

    const boundary = 'lindnerTwo';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        photo,
        Buffer.from('\r\n'),
      ]);
    const two = await call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([part('a.jpg'), part('b.jpg'), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Please upload one file at a time.');
    expect(profileOf(await call(demoIds.farmer, '/user/profile')).avatar).toBeNull();
  });

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

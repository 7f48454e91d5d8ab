import {
  apiEnvelopeSchema,
  pressPhotoListSchema,
  pressPhotoSchema,
  pressReleaseListSchema,
  pressReleaseSchema,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { pressReleases } from './tables';

// The press area as callers see it, over the seed of seed/pressReleases.ts and
// seed/pressPhotos.ts. Expected values are written out from those lists.

const server = apiTestServerPerFile();
const { farmer, staff } = demoIds;

const releaseList = apiEnvelopeSchema(pressReleaseListSchema);
const releaseDetail = apiEnvelopeSchema(pressReleaseSchema);
const photoList = apiEnvelopeSchema(pressPhotoListSchema);
const photoAnswer = apiEnvelopeSchema(pressPhotoSchema);

function get(path: string, language = 'en', user: string | null = null) {
  return server.call(user, path, { headers: { 'accept-language': language } });
}

async function releases(page: string, language = 'en') {
  const response = await get(`/press${page}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return releaseList.parse(response.json()).data.data;
}

async function photos(query: string, language = 'en') {
  const response = await get(`/press/photos${query}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return photoList.parse(response.json()).data.data;
}

const newestReleases = [
  'lintrac-130-ls-weltpremiere',
  'unitrac-122-ldrive-alpenpass',
  'neues-logistikzentrum-kundl',
  'lindner-landtechnik-tage-2026',
  'geotrac-134ep-innovationspreis',
  'haendlernetz-bayern-erweitert',
];

describe('GET /press', () => {
  it('pages the releases newest first, six a page', async () => {
    const first = await releases('');
    expect(first.releases.map((release) => release.slug)).toEqual(newestReleases);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 8 });
    const second = await releases('?page=2');
    expect(second.releases.map((release) => release.slug)).toEqual([
      'traclink-neue-version',
      'lindner-bilanz-2025',
    ]);
    expect(second.page).toBe(2);
    const dates = [...first.releases, ...second.releases].map((release) => release.releasedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await releases('?page=3')).releases).toEqual([]);
  });

  it('answers in English where a text exists, else in German', async () => {
    const { releases: listed } = await releases('');
    expect(listed[0]).toMatchObject({
      title: 'World premiere: the Lintrac 130 LS',
      textLanguage: 'en',
    });
    expect(listed[5]).toMatchObject({
      title: 'Händlernetz in Bayern erweitert',
      textLanguage: 'de',
    });
    const french = await releases('', 'fr');
    expect(french.releases[2]!.title).toBe('Nouveau centre logistique à Kundl');
  });

  it('refuses a page that is no number', async () => {
    const response = await get('/press?page=two');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /press/{slug}', () => {
  it('gives the release with its body, contact person and downloads', async () => {
    const response = await get('/press/lintrac-130-ls-weltpremiere');
    expect(response.statusCode, response.body).toBe(200);
    const release = releaseDetail.parse(response.json()).data.data;
    expect(release.title).toBe('World premiere: the Lintrac 130 LS');
    expect(release.body[1]).toEqual({ type: 'heading', text: 'At a glance' });
    expect(release.contact).toEqual({
      name: 'Theresa Lindner',
      role: 'Press and communications',
      email: 'presse@lindner-traktoren.at',
      phone: '+43 5338 7420-0',
    });
    expect(
      release.downloads.map(({ file, title, contentType }) => ({ file, title, contentType })),
    ).toEqual([
      {
        file: 'lintrac-130-ls-pressemappe.pdf',
        title: 'Press kit (PDF)',
        contentType: 'application/pdf',
      },
      {
        file: 'lintrac-130-ls-technische-daten.pdf',
        title: 'Technical data (PDF)',
        contentType: 'application/pdf',
      },
    ]);
  });

  it('is 404 with a message for an unknown slug', async () => {
    const response = await get('/press/kein-solcher-text', 'de');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Diese Pressemitteilung gibt es nicht.');
  });
});

describe('GET /press/{slug}/downloads/{file}', () => {
  it('sends the press kit as a PDF download of the size the release names', async () => {
    const release = releaseDetail.parse((await get('/press/unitrac-122-ldrive-alpenpass')).json())
      .data.data;
    const response = await get(
      '/press/unitrac-122-ldrive-alpenpass/downloads/unitrac-122-ldrive-pressemappe.pdf',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="unitrac-122-ldrive-pressemappe.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(release.downloads[0]!.sizeBytes);
  });

  it('is 404 for a file of another release or an unknown one', async () => {
    const other = await get(
      '/press/unitrac-122-ldrive-alpenpass/downloads/lintrac-130-ls-pressemappe.pdf',
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This file does not exist.');
    expect((await get('/press/unknown/downloads/x.pdf')).statusCode).toBe(404);
  });
});

describe('a release dated later (under embargo)', () => {
  it('is not listed, not readable and not downloadable before its date', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await server.database.orm
      .update(pressReleases)
      .set({ releasedAt: tomorrow })
      .where(eq(pressReleases.slug, 'unitrac-122-ldrive-alpenpass'));
    const list = releaseList.parse((await get('/press')).json()).data.data;
    expect(list.releases.map((release) => release.slug)).not.toContain(
      'unitrac-122-ldrive-alpenpass',
    );
    // Eight seeded, one of them not out yet.
    expect(list.total).toBe(7);
    expect((await get('/press/unitrac-122-ldrive-alpenpass')).statusCode).toBe(404);
    expect(
      (
        await get(
          '/press/unitrac-122-ldrive-alpenpass/downloads/unitrac-122-ldrive-pressemappe.pdf',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /press/photos', () => {
  it('pages the photos newest first, twelve a page, each in its sizes', async () => {
    const first = await photos('');
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 16 });
    expect(first.photos).toHaveLength(12);
    expect(first.photos[0]!.caption).toBe('The Lintrac 130 LS on a mountain meadow');
    const second = await photos('?page=2');
    expect(second.photos.map((photo) => photo.caption)).toEqual([
      'Unitrac with a sweeper in municipal service',
      'Lintrac with TracLink on its way to the field',
      'Montagehalle im Werk Kundl',
      'Vintage meeting with historic Lindner tractors',
    ]);
    const [web, print] = first.photos[0]!.files;
    expect(web).toMatchObject({ size: 'web', width: 1280, height: 853, contentType: 'image/jpeg' });
    expect(print).toMatchObject({ size: 'print', width: 2400, height: 1600 });
    expect(web!.url).toBe(`/api/portal/press/photos/${first.photos[0]!.id}/web`);
  });

  it('finds words of the caption in the request’s language, whatever their case', async () => {
    const english = await photos('?q=SNOW');
    expect(english.photos.map((photo) => photo.caption)).toEqual([
      'Unitrac 122 LDrive with a snow blower in winter service',
    ]);
    const german = await photos('?q=schneefr%C3%A4se', 'de');
    expect(german.photos.map((photo) => photo.caption)).toEqual([
      'Unitrac 122 LDrive im Winterdienst mit Schneefräse',
    ]);
    // The German word is not in the English captions.
    expect((await photos('?q=Schneefr%C3%A4se')).total).toBe(0);
    // German-only photos are searched in German.
    expect((await photos('?q=montagehalle')).photos.map((photo) => photo.textLanguage)).toEqual([
      'de',
    ]);
  });

  it('finds the credit, and takes % and _ as themselves', async () => {
    expect((await photos('?q=pichler')).total).toBe(5);
    expect((await photos('?q=%25')).total).toBe(0);
    expect((await photos('?q=_')).total).toBe(0);
  });

  it('filters by category, with and without words', async () => {
    const events = await photos('?category=events');
    expect(events.total).toBe(4);
    expect(new Set(events.photos.map((photo) => photo.category))).toEqual(new Set(['events']));
    const tents = await photos('?category=events&q=marquee');
    expect(tents.photos.map((photo) => photo.caption)).toEqual([
      'The marquee of the machinery days in the evening',
    ]);
    expect((await photos('?category=transporters&q=marquee')).total).toBe(0);
    expect((await photos('?category=&q=')).total).toBe(16);
  });

  it('refuses a category no form offers', async () => {
    const response = await get('/press/photos?category=boats');
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /press/photos/{id}/{size}', () => {
  it('sends each size as a JPEG download of the size the list names', async () => {
    const [photo] = (await photos('?q=marquee')).photos;
    for (const file of photo!.files) {
      const response = await get(`/press/photos/${photo!.id}/${file.size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="lindner-pressefoto-${photo!.id.slice(0, 8)}-${file.size}\\.jpg"$`,
        ),
      );
      expect(response.rawPayload.length).toBe(file.sizeBytes);
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect({ width, height }).toEqual({ width: file.width, height: file.height });
    }
  });

  it('is 404 for an unknown photo or size', async () => {
    const [photo] = (await photos('')).photos;
    expect((await get(`/press/photos/${photo!.id}/huge`)).statusCode).toBe(404);
    expect((await get(`/press/photos/${photo!.id}/original`)).statusCode).toBe(404);
    const unknown = await get('/press/photos/00000000-0000-4000-8000-000000000000/web');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This press photo does not exist.');
    expect((await get('/press/photos/not-an-id/web')).statusCode).toBe(404);
  });
});

// ——— Staff ———

function multipart(file: Buffer, filename: string, contentType: string, field = 'photo') {
  const boundary = '----press-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const texts = new URLSearchParams({
  category: 'company',
  captionDe: 'Neue Lackieranlage im Werk Kundl',
  captionEn: 'New paint shop at the Kundl works',
  credit: 'Foto: Lindner',
});

async function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
}

function upload(user: string | null, body: ReturnType<typeof multipart>, query = texts) {
  return server.call(user, `/press/photos?${query}`, {
    method: 'POST',
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': 'en' },
  });
}

describe('POST /press/photos', () => {
  it('lets staff upload a photo, found by its caption in the public search', async () => {
    const response = await upload(
      staff,
      multipart(await picture(1600, 1200), 'paint.png', 'image/png'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const added = photoAnswer.parse(response.json());
    expect(added.message).toBe('The press photo has been uploaded and published.');
    expect(added.data.data).toMatchObject({
      category: 'company',
      caption: 'New paint shop at the Kundl works',
      credit: 'Foto: Lindner',
      textLanguage: 'en',
    });
    expect(
      added.data.data.files.map(({ size, width, height, contentType }) => ({
        size,
        width,
        height,
        contentType,
      })),
    ).toEqual([
      { size: 'web', width: 1280, height: 960, contentType: 'image/jpeg' },
      { size: 'print', width: 1600, height: 1200, contentType: 'image/jpeg' },
    ]);
    const found = await photos('?q=paint%20shop');
    expect(found.photos.map((photo) => photo.id)).toEqual([added.data.data.id]);
    const german = await photos('?q=lackieranlage&category=company', 'de');
    expect(german.photos[0]!.caption).toBe('Neue Lackieranlage im Werk Kundl');
    // No French caption: French visitors read the German one.
    const french = await photos('?q=lackieranlage', 'fr');
    expect(french.photos[0]!.textLanguage).toBe('de');
    const file = await get(`/press/photos/${added.data.data.id}/web`);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1280);
  });

  it('refuses a script disguised as a picture, storing nothing', async () => {
    const script = Buffer.from('#!/bin/sh\necho "not a photo"\n');
    const response = await upload(staff, multipart(script, 'photo.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({
      photo: 'Please upload a JPEG, PNG or WebP picture.',
    });
    expect((await photos('?q=paint')).total).toBe(0);
  });

  it('names every bad text before reading the file', async () => {
    const response = await upload(
      staff,
      multipart(await picture(20, 20), 'a.png', 'image/png'),
      new URLSearchParams({ category: 'boats', captionDe: '  ', credit: 'x'.repeat(121) }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['captionDe', 'category', 'credit']);
  });

  it('refuses a missing file and a file over 10 MB', async () => {
    const missing = await server.call(staff, `/press/photos?${texts}`, { method: 'POST' });
    expect(missing.statusCode).toBe(415);
    const large = Buffer.concat([await picture(20, 20), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(staff, multipart(large, 'big.png', 'image/png'));
    expect(tooLarge.statusCode).toBe(413);
  });

  it('is for staff only: 403 for a customer, 401 without a token', async () => {
    const body = multipart(await picture(20, 20), 'a.png', 'image/png');
    expect((await upload(farmer, body)).statusCode).toBe(403);
    expect((await upload(null, body)).statusCode).toBe(401);
  });
});

describe('upload throttling', () => {
  it('counts a user’s uploads, refused files too: the 31st in an hour is refused with 429', async () => {
    // A server of its own, so that this file's other uploads do not count.
    const { call } = await server.variant({});
    const script = multipart(Buffer.from('<?php echo 1; ?>'), 'photo.png', 'image/png');
    const send = () =>
      call(staff, `/press/photos?${texts}`, {
        method: 'POST',
        payload: script.payload,
        headers: script.headers,
      });
    for (let count = 1; count <= 30; count += 1) {
      expect((await send()).statusCode, `upload ${count}`).toBe(415);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have uploaded a lot of press photos in a short time. Please try again in 60 minutes.',
    );
  });
});

describe('DELETE /press/photos/{id}', () => {
  it('lets staff delete a photo: gone from the list and its files', async () => {
    const [photo] = (await photos('?q=marquee')).photos;
    const response = await server.call(staff, `/press/photos/${photo!.id}`, { method: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The press photo has been deleted.');
    expect((await photos('?q=marquee')).total).toBe(0);
    expect((await get(`/press/photos/${photo!.id}/web`)).statusCode).toBe(404);
    const again = await server.call(staff, `/press/photos/${photo!.id}`, { method: 'DELETE' });
    expect(again.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const [photo] = (await photos('')).photos;
    const response = await server.call(farmer, `/press/photos/${photo!.id}`, { method: 'DELETE' });
    expect(response.statusCode).toBe(403);
    expect((await photos('')).total).toBe(16);
  });
});

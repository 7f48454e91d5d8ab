import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  classifiedAdListSchema,
  classifiedAdSchema,
  myClassifiedAdSchema,
  myClassifiedAdsSchema,
  type ClassifiedAdInput,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { multipart, multipartOf, pdf, png } from './testFiles';

// The files of an ad: uploads over their limit, in a wrong field or two at once are refused and
// store nothing; the pictures and PDFs of an ad that is not public reach its owner and staff
// only. The calls speak English (the test client's accept-language).

const server = apiTestServerPerFile();
const { farmer, staff } = demoIds;

const myAdSchema = apiEnvelopeSchema(myClassifiedAdSchema);
const elevenMegabytes = 11 * 1024 * 1024;

const validInput: ClassifiedAdInput = {
  kind: 'offer',
  title: 'Heckhydraulik mit Oberlenker',
  description: 'Kaum benutzt.',
  priceCents: 120_000,
  condition: 'like-new',
  yearOfConstruction: 2021,
  modelId: null,
  privacyConsent: true,
};

/** A new user's new ad: the user (new to the portal) and the ad's id. */
async function newAd() {
  const user = randomUUID();
  const response = await server.call(user, '/classified-ads', { method: 'POST', json: validInput });
  expect(response.statusCode, response.body).toBe(200);
  return { user, id: myAdSchema.parse(response.json()).data.data.id };
}

/** The user's ad as its owner sees it. */
async function ownAd(user: string, id: string) {
  const response = await server.call(user, '/classified-ads/mine');
  expect(response.statusCode, response.body).toBe(200);
  const mine = apiEnvelopeSchema(myClassifiedAdsSchema).parse(response.json()).data.data;
  return mine.find((ad) => ad.id === id)!;
}

const post = (user: string, path: string, body: ReturnType<typeof multipartOf>) =>
  server.call(user, path, { method: 'POST', ...body });

const pdfPart = (file: Buffer, field = 'attachment') => ({
  field,
  filename: 'prospekt.pdf',
  contentType: 'application/pdf',
  file,
});
const pngPart = (file: Buffer, field = 'image') => ({
  field,
  filename: 'traktor.png',
  contentType: 'image/png',
  file,
});

/** A PDF of about 11 MB: a valid one padded with a comment. */
const largePdf = () => {
  const small = pdf();
  const padding = Buffer.alloc(elevenMegabytes - small.length, 0x20);
  padding.write('%', 0);
  return Buffer.concat([small.subarray(0, 9), padding, small.subarray(9)]);
};

/** 11 MB that start like a PNG. */
const largePng = async () => {
  const small = await png();
  return Buffer.concat([small, Buffer.alloc(elevenMegabytes - small.length)]);
};

describe('uploads over their limit', () => {
  it('answers 413 to an 11 MB PDF and keeps the ad’s PDFs as they were', async () => {
    const { user, id } = await newAd();
    const path = `/classified-ads/${id}/attachments`;
    expect((await post(user, path, multipartOf(pdfPart(pdf())))).statusCode).toBe(200);
    const before = (await ownAd(user, id)).attachments;
    expect(before).toHaveLength(1);

    const file = largePdf();
    expect(file.length).toBe(elevenMegabytes);
    const refused = await post(user, path, multipartOf(pdfPart(file)));
    expect(refused.statusCode).toBe(413);
    const message = 'The PDF file is too large: 10 MB at most.';
    expect(refused.json()).toMatchObject({
      success: false,
      message,
      errors: { attachment: message },
    });
    expect((await ownAd(user, id)).attachments).toEqual(before);
  });

  it('answers 413 to an 11 MB picture and keeps the ad’s pictures as they were', async () => {
    const { user, id } = await newAd();
    const path = `/classified-ads/${id}/images`;
    expect((await post(user, path, multipartOf(pngPart(await png())))).statusCode).toBe(200);
    const before = (await ownAd(user, id)).images;
    expect(before).toHaveLength(1);

    const refused = await post(user, path, multipartOf(pngPart(await largePng())));
    expect(refused.statusCode).toBe(413);
    const message = 'The picture is too large: 10 MB at most.';
    expect(refused.json()).toMatchObject({ success: false, message, errors: { image: message } });
    expect((await ownAd(user, id)).images).toEqual(before);
  });
});

describe('uploads with a second file or in a wrong field', () => {
  it('answers 400 and stores nothing', async () => {
    const { user, id } = await newAd();
    const picture = await png();
    const oneFile = 'Please upload one file at a time.';
    const wrongField = 'The file was sent in the wrong field.';
    const attachments = `/classified-ads/${id}/attachments`;
    const images = `/classified-ads/${id}/images`;
    const cases: [string, ReturnType<typeof multipartOf>, string][] = [
      [attachments, multipartOf(pdfPart(pdf()), pdfPart(pdf())), oneFile],
      [attachments, multipart(pdf(), 'prospekt.pdf', 'application/pdf', 'file'), wrongField],
      [images, multipartOf(pngPart(picture), pngPart(picture)), oneFile],
      [images, multipartOf(pngPart(picture, 'picture')), wrongField],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(user, path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await ownAd(user, id)).toMatchObject({ images: [], attachments: [] });
  });
});

describe('the files of an ad that is not public', () => {
  /** A new ad with a picture and a PDF: its public and its owner's addresses. */
  async function adWithFiles() {
    const { user, id } = await newAd();
    await post(user, `/classified-ads/${id}/images`, multipartOf(pngPart(await png())));
    await post(user, `/classified-ads/${id}/attachments`, multipartOf(pdfPart(pdf())));
    const detail = await server.call(null, `/classified-ads/${id}`);
    expect(detail.statusCode).toBe(200);
    const shown = apiEnvelopeSchema(classifiedAdSchema).parse(detail.json()).data.data;
    const publicPicture = shown.images[0]!.image.versions.classifiedAd!.md!;
    const owned = await ownAd(user, id);
    const ownerPicture = owned.images[0]!.image.versions.classifiedAd!.md!;
    // Nothing the public sees names the owner's addresses.
    const uploadId = /classified-ad-images\/([^/]+)\//.exec(ownerPicture)![1]!;
    const list = await server.call(null, '/classified-ads');
    apiEnvelopeSchema(classifiedAdListSchema).parse(list.json());
    expect(list.body).toContain(publicPicture);
    for (const answer of [list.body, detail.body]) expect(answer).not.toContain(uploadId);
    return { user, id, publicPicture, ownerPicture, pdfUrl: owned.attachments[0]!.url };
  }

  /** A picture's file as an `<img>` fetches it (no token), or with a user's token. */
  const fetchPicture = (url: string, user: string | null) =>
    server.call(user, url.replace(/^\/api\/[^/]+/, ''));

  it('serves a hidden ad’s pictures and PDFs to its owner and staff, 404 to anyone else', async () => {
    const { user, id, publicPicture, ownerPicture, pdfUrl } = await adWithFiles();
    expect((await fetchPicture(publicPicture, null)).statusCode).toBe(200);

    const hidden = await server.call(staff, `/classified-ads/${id}/hidden`, {
      method: 'PUT',
      json: { reason: 'Bitte ein echtes Foto.' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    // Staff's answer shows the pictures at the owner's addresses.
    expect(hidden.body).toContain(ownerPicture);

    // The address the public saw: gone for a stranger and an anonymous caller.
    for (const caller of [null, farmer]) {
      const refused = await fetchPicture(publicPicture, caller);
      expect(refused.statusCode, `${caller}`).toBe(404);
      expect(refused.headers['content-type']).toContain('application/json');
      expect((await server.call(caller, pdfUrl)).statusCode, `${caller}`).toBe(404);
    }
    // Its owner's page: the `<img>` (no token) at the owner's address, and with a token.
    const owners = await fetchPicture(ownerPicture, null);
    expect(owners.statusCode).toBe(200);
    expect(owners.headers['content-type']).toBe('image/webp');
    expect((await fetchPicture(publicPicture, user)).statusCode).toBe(200);
    expect((await fetchPicture(publicPicture, staff)).statusCode).toBe(200);
    expect((await server.call(user, pdfUrl)).statusCode).toBe(200);
    expect((await server.call(staff, pdfUrl)).statusCode).toBe(200);

    // Shown again: public again.
    await server.call(staff, `/classified-ads/${id}/hidden`, {
      method: 'PUT',
      json: { reason: null },
    });
    expect((await fetchPicture(publicPicture, null)).statusCode).toBe(200);
  });

  it('does the same for an inactive ad', async () => {
    const { user, id, publicPicture, ownerPicture } = await adWithFiles();
    const switched = await server.call(user, `/classified-ads/${id}/status`, {
      method: 'PUT',
      json: { status: 'inactive' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await fetchPicture(publicPicture, null)).statusCode).toBe(404);
    expect((await fetchPicture(publicPicture, farmer)).statusCode).toBe(404);
    expect((await fetchPicture(ownerPicture, null)).statusCode).toBe(200);
    // The owner sees the ad's page with the pictures at the owner's addresses.
    const detail = await server.call(user, `/classified-ads/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(ownerPicture);
  });

  it('answers 404 for a picture of another ad or an unknown file', async () => {
    const { id, publicPicture } = await adWithFiles();
    const other = await newAd();
    const elsewhere = publicPicture.replace(id, other.id);
    expect((await fetchPicture(elsewhere, null)).statusCode).toBe(404);
    expect((await fetchPicture(publicPicture.replace('md.webp', 'xl.webp'), null)).statusCode).toBe(
      404,
    );
  });
});

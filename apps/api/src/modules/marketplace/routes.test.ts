import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  apiEnvelopeSchema,
  adReplyReceiptSchema,
  adReplySchema,
  classifiedAdListSchema,
  classifiedAdSchema,
  myClassifiedAdSchema,
  myClassifiedAdsSchema,
  type ClassifiedAdInput,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoAds } from '../../seed/classifiedAds';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { classifiedAdReplies } from './tables';
import { multipart, pdf, png } from './testFiles';

// The demo ads (seed/classifiedAds.ts) and ads each test creates. Expected values are worked
// out by hand from the seed's definitions and the contract, never read back from the code under
// test. The calls speak English (the test client's accept-language); the seeded ads were
// written in German, so the mails to their owners are German.

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

const listSchema = apiEnvelopeSchema(classifiedAdListSchema);
const detailSchema = apiEnvelopeSchema(classifiedAdSchema);
const mineSchema = apiEnvelopeSchema(myClassifiedAdsSchema);
const myAdSchema = apiEnvelopeSchema(myClassifiedAdSchema);

/** The seeded ad ids by number (7a2d0c5e-…-0a1b2c3d4e01 is ad 1). */
const ad = (n: number) => `7a2d0c5e-3b1f-4c8a-9e6d-0a1b2c3d4e${String(n).padStart(2, '0')}`;
const ads = (...numbers: number[]) => numbers.map(ad);
const otherId = '00000000-0000-4000-8000-000000000000';

const messages = {
  notFound: 'This ad does not exist (any more).',
  invalidInput: 'Please check the highlighted fields.',
  required: 'This field is required.',
  tooLong: 'This text is too long.',
  nonNegative: 'The value cannot be negative.',
  yearInFuture: 'The year cannot be in the future.',
  option: 'Please choose one of the options offered.',
  pdfType: 'Please upload a PDF file.',
  pdfActive:
    'This PDF file contains JavaScript, automatic actions or embedded files. Please upload a PDF file without them.',
  ownAd: 'You cannot reply to your own ad.',
  staffOnly: 'Only Lindner staff may do this.',
};

const validInput: ClassifiedAdInput = {
  kind: 'offer',
  title: 'Lintrac 100 zu verkaufen',
  description: 'Gut erhalten, 2.300 Betriebsstunden.',
  priceCents: 7_450_000,
  condition: 'used',
  yearOfConstruction: 2018,
  modelId: 'lintrac-100',
  privacyConsent: true,
};

async function list(query = '') {
  const response = await server.call(null, `/classified-ads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}
const idsOf = (found: { id: string }[]) => found.map((item) => item.id);

async function mine(user: string) {
  const response = await server.call(user, '/classified-ads/mine');
  expect(response.statusCode, response.body).toBe(200);
  return mineSchema.parse(response.json()).data.data;
}

const create = (user: string, json: unknown = validInput) =>
  server.call(user, '/classified-ads', { method: 'POST', json });

/** A new user's new ad: the user (new to the portal) and the ad's id. */
async function newAd(json: ClassifiedAdInput = validInput) {
  const user = randomUUID();
  const response = await create(user, json);
  expect(response.statusCode, response.body).toBe(200);
  return { user, id: myAdSchema.parse(response.json()).data.data.id };
}

const uploadPdf = (user: string, id: string, file: Buffer, name = 'prospekt.pdf') =>
  server.call(user, `/classified-ads/${id}/attachments`, {
    method: 'POST',
    ...multipart(file, name, 'application/pdf', 'attachment'),
  });
const uploadImage = (user: string, id: string, file: Buffer, name = 'traktor.png') =>
  server.call(user, `/classified-ads/${id}/images`, {
    method: 'POST',
    ...multipart(file, name, 'image/png', 'image'),
  });

const mailsTo = (recipient: string) =>
  server.database.orm.select().from(mailbox).where(eq(mailbox.recipient, recipient));

describe('GET /classified-ads', () => {
  it('lists the 12 active seeded ads newest first, with the models of active ads', async () => {
    const result = await list();
    // Ads 1 to 12 were published 1, 2, 3, … 20 days ago; 13 is inactive, 14 sold.
    expect(idsOf(result.ads)).toEqual(ads(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    expect(result).toMatchObject({ total: 12, page: 1, pageSize: 12 });
    expect(result.models.map((model) => model.name)).toEqual([
      'Geotrac 134ep',
      'Geotrac 74ep',
      'Geotrac 84ep',
      'Geotrac 94ep',
      'Lintrac 100',
      'Lintrac 110',
      'Lintrac 130',
      'Lintrac 90',
      'Unitrac 112 LDrive',
      'Unitrac 122 LDrive',
    ]);
    const first = result.ads[0]!;
    expect(first).toMatchObject({
      kind: 'offer',
      title: 'Lintrac 90 mit Frontlader, gepflegt',
      priceCents: 8_950_000,
      condition: 'slightly-used',
      yearOfConstruction: 2019,
      model: { id: 'lintrac-90', name: 'Lintrac 90', series: 'Lintrac' },
    });
    const segment = server.options.apiClientSegment;
    expect(first.image).toEqual({
      versions: {
        classifiedAd: {
          xs: `/api/${segment}/machine-photos/front-loader-farmyard-xs.webp`,
          md: `/api/${segment}/machine-photos/front-loader-farmyard-md.webp`,
        },
      },
      alt: 'Zeichnung: ein Traktor mit Frontlader auf dem Hof',
      width: 480,
      height: 360,
    });
    expect(result.ads[2]!.image).toBeNull();
    expect(demoAds.filter((seeded) => seeded.status === 'active')).toHaveLength(12);
  });

  it('filters by kind, model, condition, price in euros and year', async () => {
    expect(idsOf((await list('?kind=purchase')).ads)).toEqual(ads(3, 6, 9, 12));
    expect(idsOf((await list('?model=unitrac-122-ldrive')).ads)).toEqual(ads(7, 12));
    expect(idsOf((await list('?condition=like-new')).ads)).toEqual(ads(2, 10));
    // 50,000 to 100,000 euros: 89,500 (1), 62,000 (4), 70,000 (6), 90,000 (12).
    const priced = await list('?priceMin=50000&priceMax=100000');
    expect(idsOf(priced.ads)).toEqual(ads(1, 4, 6, 12));
    expect(priced.total).toBe(4);
    // Exactly 800 euros (ad 9) counts on both ends.
    expect(idsOf((await list('?priceMin=800&priceMax=800')).ads)).toEqual(ads(9));
    expect(idsOf((await list('?yearMin=2020')).ads)).toEqual(ads(2, 5, 6, 10));
    // Built 2012 (ad 7) is too late; 2011 (ad 8) and 2008 (ad 11) are in.
    expect(idsOf((await list('?yearMax=2011&kind=offer')).ads)).toEqual(ads(8, 11));
    // Empty filters (and blank ones) are no filters.
    expect((await list('?kind=&model=%20%20&page=')).total).toBe(12);
    const second = await list('?page=2');
    expect(second).toMatchObject({ ads: [], total: 12, page: 2 });
  });

  it('answers 400 naming the filter with a bad value', async () => {
    const cases: [string, string][] = [
      ['?priceMin=abc', 'priceMin'],
      ['?kind=sale', 'kind'],
      ['?condition=broken', 'condition'],
      ['?model=Lintrac%2090', 'model'],
      ['?yearMax=3000', 'yearMax'],
      ['?page=0', 'page'],
    ];
    for (const [query, filter] of cases) {
      const response = await server.call(null, `/classified-ads${query}`);
      expect(response.statusCode, query).toBe(400);
      const message = `The filter “${filter}” has a value that is not valid.`;
      expect(response.json()).toMatchObject({
        success: false,
        message,
        errors: { [filter]: message },
      });
    }
  });
});

describe('GET /classified-ads/{id}', () => {
  it('answers an active ad with its pictures, but 404 for an inactive, a sold or an unknown one', async () => {
    const response = await server.call(null, `/classified-ads/${ad(1)}`);
    expect(response.statusCode).toBe(200);
    const detail = detailSchema.parse(response.json()).data.data;
    expect(detail).toMatchObject({ status: 'active', attachments: [] });
    expect(detail.images).toHaveLength(2);
    expect(detail.images[1]!.image.alt).toBe('Zeichnung: ein roter Traktor auf einer Wiese');
    expect(JSON.stringify(response.json())).not.toContain('lena.gruber');
    for (const id of [ad(13), ad(14), otherId]) {
      const missing = await server.call(null, `/classified-ads/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message).toBe(messages.notFound);
    }
    // No id at all: refused by the path's schema.
    const malformed = await server.call(null, '/classified-ads/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { id: 'This value is not valid.' } });
  });

  it('shows an inactive or hidden ad to its owner and staff only', async () => {
    // Ad 13 is the newcomer's, inactive.
    for (const user of [newcomer, staff]) {
      const response = await server.call(user, `/classified-ads/${ad(13)}`);
      expect(response.statusCode, user).toBe(200);
      expect(detailSchema.parse(response.json()).data.data).toMatchObject({
        id: ad(13),
        status: 'inactive',
      });
    }
    for (const user of [farmer, null]) {
      expect((await server.call(user, `/classified-ads/${ad(13)}`)).statusCode, `${user}`).toBe(
        404,
      );
    }
  });
});

describe('POST /classified-ads', () => {
  it('creates an active ad that heads the list and the owner’s ads', async () => {
    const response = await create(farmer);
    expect(response.statusCode, response.body).toBe(200);
    const body = myAdSchema.parse(response.json());
    expect(body.message).toBe('Your ad has been created.');
    expect(body.data.data).toMatchObject({
      kind: 'offer',
      title: 'Lintrac 100 zu verkaufen',
      description: 'Gut erhalten, 2.300 Betriebsstunden.',
      priceCents: 7_450_000,
      condition: 'used',
      yearOfConstruction: 2018,
      model: { id: 'lintrac-100', name: 'Lintrac 100', series: 'Lintrac' },
      status: 'active',
      hiddenReason: null,
      replies: [],
      images: [],
      attachments: [],
    });
    const { id } = body.data.data;
    const result = await list();
    expect(result.total).toBe(13);
    expect(result.ads[0]!.id).toBe(id);
    expect(idsOf(await mine(farmer))).toEqual([id]);
  });

  it('refuses each bad field with 400 and a message on the field', async () => {
    const thisYear = new Date().getFullYear();
    const withoutConsent = Object.fromEntries(
      Object.entries(validInput).filter(([field]) => field !== 'privacyConsent'),
    );
    const cases: [unknown, Record<string, string>][] = [
      [withoutConsent, { privacyConsent: messages.required }],
      [{ ...validInput, privacyConsent: false }, { privacyConsent: messages.required }],
      [{ ...validInput, title: '   ' }, { title: messages.required }],
      [{ ...validInput, title: 'x'.repeat(121) }, { title: messages.tooLong }],
      [{ ...validInput, description: '' }, { description: messages.required }],
      [{ ...validInput, priceCents: -1 }, { priceCents: messages.nonNegative }],
      [{ ...validInput, yearOfConstruction: 2200 }, { yearOfConstruction: messages.yearInFuture }],
      [
        { ...validInput, yearOfConstruction: thisYear + 1 },
        { yearOfConstruction: messages.yearInFuture },
      ],
      [{ ...validInput, modelId: 'lintrac-999' }, { modelId: messages.option }],
      [{ ...validInput, kind: 'sale' }, { kind: messages.option }],
      [{ ...validInput, condition: 'broken' }, { condition: messages.option }],
    ];
    const user = randomUUID();
    for (const [json, errors] of cases) {
      const response = await create(user, json);
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: messages.invalidInput });
      expect(response.json().errors).toEqual(errors);
    }
    // This year itself, no price and no model are fine.
    const fine = await create(user, {
      ...validInput,
      yearOfConstruction: thisYear,
      priceCents: null,
      modelId: null,
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await mine(user)).toHaveLength(1);
  });

  it('answers 429 to the 11th ad within an hour', async () => {
    const user = randomUUID();
    for (let n = 1; n <= 10; n += 1) {
      expect((await create(user)).statusCode, `ad ${n}`).toBe(200);
    }
    const refused = await create(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have created many ads in a short time. Please try again in 60 minutes.',
    );
    expect(await mine(user)).toHaveLength(10);
  });
});

describe('signed-in calls', () => {
  it('answer 401 without a token, and 400 for a body that is no object', async () => {
    const guarded: [string, string][] = [
      ['GET', '/classified-ads/mine'],
      ['POST', '/classified-ads'],
      ['PUT', `/classified-ads/${ad(1)}`],
      ['POST', `/classified-ads/${ad(1)}/replies`],
      ['PUT', `/classified-ads/${ad(1)}/hidden`],
    ];
    for (const [method, path] of guarded) {
      const response = await server.call(null, path, { method: method as 'GET' });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    for (const json of ['[1]', '"text"', 'null']) {
      const response = await create(randomUUID(), json);
      expect(response.statusCode, json).toBe(400);
      expect(response.json().message).toBe('The request does not contain valid data.');
    }
  });
});

describe('owner-only writes', () => {
  it('answers 404 for another user’s ad and changes nothing', async () => {
    // Ad 2 is the staff user's; the newcomer tries.
    const calls: [string, string, unknown][] = [
      ['PUT', `/classified-ads/${ad(2)}`, validInput],
      ['PUT', `/classified-ads/${ad(2)}/status`, { status: 'sold' }],
      ['DELETE', `/classified-ads/${ad(2)}`, undefined],
      ['DELETE', `/classified-ads/${ad(2)}/images/${otherId}`, undefined],
      ['DELETE', `/classified-ads/${ad(2)}/attachments/${otherId}`, undefined],
      ['POST', `/classified-ads/${ad(2)}/replies/${otherId}/answer`, { content: 'Hallo' }],
    ];
    for (const [method, path, json] of calls) {
      const response = await server.call(newcomer, path, {
        method: method as 'PUT',
        ...(json === undefined ? {} : { json }),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe(messages.notFound);
    }
    expect((await uploadImage(newcomer, ad(2), await png())).statusCode).toBe(404);
    expect((await uploadPdf(newcomer, ad(2), pdf())).statusCode).toBe(404);
    const staffAd = (await mine(staff)).find((item) => item.id === ad(2))!;
    expect(staffAd).toMatchObject({
      title: 'Unitrac 112 LDrive Vorführfahrzeug',
      status: 'active',
    });
    expect(staffAd.images).toHaveLength(1);
  });

  it('lets the owner edit and delete the ad', async () => {
    const edited = await server.call(newcomer, `/classified-ads/${ad(5)}`, {
      method: 'PUT',
      json: { ...validInput, title: 'Frontmähwerk, neu bereift', priceCents: 399_900 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(myAdSchema.parse(edited.json()).data.data).toMatchObject({
      id: ad(5),
      title: 'Frontmähwerk, neu bereift',
      priceCents: 399_900,
      // The seeded picture stays.
      images: [{ image: { alt: 'Zeichnung: ein Mähwerk auf einer Wiese' } }],
    });
    const deleted = await server.call(newcomer, `/classified-ads/${ad(5)}`, { method: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    // The newcomer's other ads: 1, 3, 7, 9, 11 active and 13 inactive, newest first.
    expect(idsOf(mineSchema.parse(deleted.json()).data.data)).toEqual(ads(1, 3, 7, 13, 9, 11));
    expect((await server.call(null, `/classified-ads/${ad(5)}`)).statusCode).toBe(404);
  });
});

describe('PUT /classified-ads/{id}/status', () => {
  it('switches active → inactive → active → sold; only active is public', async () => {
    const setStatus = async (status: string) => {
      const response = await server.call(newcomer, `/classified-ads/${ad(3)}/status`, {
        method: 'PUT',
        json: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
      return myAdSchema.parse(response.json()).data.data.status;
    };
    const isPublic = async () => {
      const listed = idsOf((await list()).ads).includes(ad(3));
      const detail = (await server.call(null, `/classified-ads/${ad(3)}`)).statusCode;
      return [listed, detail];
    };
    expect(await setStatus('inactive')).toBe('inactive');
    expect(await isPublic()).toEqual([false, 404]);
    expect(await setStatus('active')).toBe('active');
    expect(await isPublic()).toEqual([true, 200]);
    expect(await setStatus('sold')).toBe('sold');
    expect(await isPublic()).toEqual([false, 404]);
    expect((await mine(newcomer)).find((item) => item.id === ad(3))?.status).toBe('sold');

    const bad = await server.call(newcomer, `/classified-ads/${ad(3)}/status`, {
      method: 'PUT',
      json: { status: 'deleted' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: messages.option });
  });
});

describe('PDF files', () => {
  it('accepts a real PDF and serves it as a download', async () => {
    const { user, id } = await newAd();
    const file = pdf();
    const response = await uploadPdf(user, id, file, 'Prospekt Lintrac.pdf');
    expect(response.statusCode, response.body).toBe(200);
    const body = myAdSchema.parse(response.json());
    expect(body.message).toBe('The PDF file has been added.');
    const [attachment] = body.data.data.attachments;
    expect(attachment).toMatchObject({ fileName: 'Prospekt Lintrac.pdf', bytes: file.length });
    expect(attachment!.url).toBe(`/classified-ads/${id}/attachments/${attachment!.id}`);

    const download = await server.call(null, attachment!.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Prospekt Lintrac.pdf"; filename*=UTF-8''Prospekt%20Lintrac.pdf`,
    );
    expect(download.rawPayload.equals(file)).toBe(true);

    // An inactive ad's PDF: its owner only.
    await server.call(user, `/classified-ads/${id}/status`, {
      method: 'PUT',
      json: { status: 'inactive' },
    });
    expect((await server.call(null, attachment!.url)).statusCode).toBe(404);
    expect((await server.call(newcomer, attachment!.url)).statusCode).toBe(404);
    expect((await server.call(user, attachment!.url)).statusCode).toBe(200);

    const removed = await server.call(user, `/classified-ads/${id}/attachments/${attachment!.id}`, {
      method: 'DELETE',
    });
    expect(removed.statusCode).toBe(200);
    expect(myAdSchema.parse(removed.json()).data.data.attachments).toEqual([]);
  });

  it('refuses JavaScript, actions and embedded files, also hex-escaped or compressed', async () => {
    const { user, id } = await newAd();
    const refused = [
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      pdf('/AA << /O 5 0 R >> '),
      pdf('/Names << /J#61vaScript 5 0 R >> '),
      pdf('/Names << /EmbeddedFiles 5 0 R >> '),
      pdf('/OpenAction << /S /L#61unch /F (cmd.exe) >> '),
      pdf('', deflateSync(Buffer.from('5 0 << /S /JavaScript /JS (app.alert(1)) >>'))),
    ];
    for (const file of refused) {
      const response = await uploadPdf(user, id, file);
      expect(response.statusCode, file.toString('latin1')).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.pdfActive,
        errors: { attachment: messages.pdfActive },
      });
    }
    // A harmless compressed stream passes.
    const harmless = pdf('', deflateSync(Buffer.from('5 0 << /Type /Font /Subtype /Type1 >>')));
    expect((await uploadPdf(user, id, harmless)).statusCode).toBe(200);
  });

  it('refuses a text file named .pdf and a 4th PDF', async () => {
    const { user, id } = await newAd();
    for (const file of [Buffer.from('Das ist kein PDF.\n'), Buffer.from('%PDF-1.4\nohne Ende\n')]) {
      const response = await uploadPdf(user, id, file, 'prospekt.pdf');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: messages.pdfType,
        errors: { attachment: messages.pdfType },
      });
    }
    for (let n = 1; n <= 3; n += 1) {
      expect((await uploadPdf(user, id, pdf())).statusCode, `PDF ${n}`).toBe(200);
    }
    const fourth = await uploadPdf(user, id, pdf());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      'An ad can have at most 3 PDF files. Please remove another file first.',
    );
    expect((await mine(user))[0]!.attachments).toHaveLength(3);
  });
});

describe('pictures', () => {
  it('accepts a PNG as a 4:3 picture served at its address, refuses a text file named .png', async () => {
    const { user, id } = await newAd();
    const response = await uploadImage(user, id, await png());
    expect(response.statusCode, response.body).toBe(200);
    const [picture] = myAdSchema.parse(response.json()).data.data.images;
    const versions = picture!.image.versions.classifiedAd!;
    expect(Object.keys(versions).sort()).toEqual(['md', 'md@2x', 'xs', 'xs@2x']);
    expect(picture!.image).toMatchObject({
      width: 320,
      height: 240,
      alt: 'Lintrac 100 zu verkaufen',
    });
    const segment = server.options.apiClientSegment;
    expect(versions.xs).toMatch(
      new RegExp(`^/api/${segment}/classified-ad-images/[A-Za-z0-9_-]{22}/xs\\.webp$`),
    );
    const file = await server.app.inject({ url: versions.xs });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    // The list shows it as the ad's picture, at its public address (served while the ad is).
    const listed = (await list()).ads[0]!.image!;
    expect(listed).toMatchObject({ width: 320, height: 240, alt: 'Lintrac 100 zu verkaufen' });
    const publicXs = `/api/${segment}/classified-ads/${id}/images/${picture!.id}/xs.webp`;
    expect(listed.versions.classifiedAd!.xs).toBe(publicXs);
    const publicFile = await server.app.inject({ url: publicXs });
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.rawPayload.equals(file.rawPayload)).toBe(true);

    const text = await uploadImage(user, id, Buffer.from('kein Bild'), 'bild.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors).toEqual({ image: 'Please upload a JPEG, PNG or WebP picture.' });

    const removed = await server.call(user, `/classified-ads/${id}/images/${picture!.id}`, {
      method: 'DELETE',
    });
    expect(removed.statusCode).toBe(200);
    expect(myAdSchema.parse(removed.json()).data.data.images).toEqual([]);
    expect((await server.app.inject({ url: versions.xs })).statusCode).toBe(404);
  });
});

describe('pictures: the limit', () => {
  it('answers 409 to an 11th picture', async () => {
    const { user, id } = await newAd();
    const picture = await png();
    for (let n = 1; n <= 10; n += 1) {
      expect((await uploadImage(user, id, picture)).statusCode, `picture ${n}`).toBe(200);
    }
    const refused = await uploadImage(user, id, picture);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An ad can have at most 10 pictures. Please remove another picture first.',
    );
    expect((await mine(user))[0]!.images).toHaveLength(10);
  });
});

describe('replies', () => {
  it('mails a reply to the owner without the replier’s address, and the answer back', async () => {
    const content = 'Ist der Unitrac noch zu haben?\nIch könnte am Samstag vorbeikommen.';
    const response = await server.call(newcomer, `/classified-ads/${ad(2)}/replies`, {
      method: 'POST',
      json: { content, privacyConsent: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const receipt = apiEnvelopeSchema(adReplyReceiptSchema).parse(response.json());
    expect(receipt.message).toBe('Reply saved.');

    // The ad was written in German: the owner's mail is German.
    const [toOwner, ...more] = await mailsTo('martina.hofer@example.com');
    expect(more).toEqual([]);
    expect(toOwner!.subject).toBe(
      'Neue Nachricht zu Deiner Anzeige: Unitrac 112 LDrive Vorführfahrzeug',
    );
    expect(toOwner!.textBody).toContain(
      'Lena Gruber hat Dir zu Deiner Anzeige „Unitrac 112 LDrive Vorführfahrzeug“ geschrieben:',
    );
    expect(toOwner!.textBody).toContain(content);
    expect(toOwner!.textBody).not.toContain('lena.gruber@example.com');
    expect(toOwner!.htmlBody).not.toContain('lena.gruber@example.com');

    const [seen] = (await mine(staff)).find((item) => item.id === ad(2))!.replies;
    expect(seen).toMatchObject({
      id: receipt.data.data.id,
      replierName: 'Lena Gruber',
      content,
      answer: null,
    });

    const answered = await server.call(
      staff,
      `/classified-ads/${ad(2)}/replies/${seen!.id}/answer`,
      { method: 'POST', json: { content: 'Ja, Samstag um 10 Uhr passt.' } },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const answer = apiEnvelopeSchema(adReplySchema).parse(answered.json());
    expect(answer.message).toBe('Your answer has been sent.');
    expect(answer.data.data.answer?.content).toBe('Ja, Samstag um 10 Uhr passt.');

    // The reply was written in English: so is the mail with the answer.
    const [toReplier] = await mailsTo('lena.gruber@example.com');
    expect(toReplier!.subject).toBe('Answer about the ad: Unitrac 112 LDrive Vorführfahrzeug');
    expect(toReplier!.textBody).toContain('Ja, Samstag um 10 Uhr passt.');
    expect(toReplier!.textBody).not.toContain('martina.hofer@example.com');
    expect(toReplier!.textBody).not.toContain('Martina');

    const again = await server.call(staff, `/classified-ads/${ad(2)}/replies/${seen!.id}/answer`, {
      method: 'POST',
      json: { content: 'Noch einmal.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already answered this message.');
  });

  it('answers 409 on one’s own ad, 404 on one not active, 400 without consent', async () => {
    const json = { content: 'Noch da?', privacyConsent: true };
    const own = await server.call(staff, `/classified-ads/${ad(2)}/replies`, {
      method: 'POST',
      json,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(messages.ownAd);
    for (const id of [ad(13), ad(14), otherId]) {
      const response = await server.call(farmer, `/classified-ads/${id}/replies`, {
        method: 'POST',
        json,
      });
      expect(response.statusCode, id).toBe(404);
    }
    const noConsent = await server.call(farmer, `/classified-ads/${ad(2)}/replies`, {
      method: 'POST',
      json: { content: 'Noch da?' },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors).toEqual({ privacyConsent: messages.required });
    expect(await server.database.orm.select().from(classifiedAdReplies)).toEqual([]);
  });
});

describe('throttling of replies', () => {
  it('answers 429 to the 21st reply within an hour', async () => {
    const json = { content: 'Noch zu haben?', privacyConsent: true };
    const reply = () =>
      server.call(farmer, `/classified-ads/${ad(4)}/replies`, { method: 'POST', json });
    for (let n = 1; n <= 20; n += 1) expect((await reply()).statusCode, `reply ${n}`).toBe(200);
    const refused = await reply();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have written many messages in a short time. Please try again in 60 minutes.',
    );
    expect((await mine(staff)).find((item) => item.id === ad(4))!.replies).toHaveLength(20);
  });
});

describe('PUT /classified-ads/{id}/hidden', () => {
  it('lets staff hide an ad with a reason its owner sees, and show it again', async () => {
    const hide = (user: string, reason: string | null) =>
      server.call(user, `/classified-ads/${ad(1)}/hidden`, { method: 'PUT', json: { reason } });
    for (const user of [newcomer, farmer]) {
      const refused = await hide(user, 'Spam');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.staffOnly);
    }
    const hidden = await hide(staff, 'Bitte keine Telefonnummern im Titel.');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe('The ad is hidden.');

    const result = await list();
    expect(result.total).toBe(11);
    expect(idsOf(result.ads)).not.toContain(ad(1));
    expect((await server.call(null, `/classified-ads/${ad(1)}`)).statusCode).toBe(404);
    const owned = (await mine(newcomer)).find((item) => item.id === ad(1))!;
    expect(owned).toMatchObject({
      status: 'active',
      hiddenReason: 'Bitte keine Telefonnummern im Titel.',
    });

    const shown = await hide(staff, null);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().message).toBe('The ad is shown again.');
    expect((await list()).total).toBe(12);
    expect((await mine(newcomer)).find((item) => item.id === ad(1))!.hiddenReason).toBeNull();
  });
});

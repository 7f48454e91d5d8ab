import {
  apiEnvelopeSchema,
  userReportListSchema,
  userReportReceiptSchema,
  userReportSchema,
  userReportUploadSchema,
} from '@lindner/api/schema';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { userReportSource } from './editorialSource';
import { userReports } from './tables';

// User reports as writers, visitors and staff see them; the demo reports of seed/userReports.ts
// (six approved, one pending) are written out here, never read back from the seed.

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

const listSchema = apiEnvelopeSchema(userReportListSchema);
const reportSchema = apiEnvelopeSchema(userReportSchema);
const receiptSchema = apiEnvelopeSchema(userReportReceiptSchema);
const uploadSchema = apiEnvelopeSchema(userReportUploadSchema);

/** A multipart body of one file in the form field `picture`. */
function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = `----lindner${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let nextAddress = 1;
/** Each test writes from an address of its own, so that the limit of one does not touch another. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const validReport = {
  modelId: 'geotrac-94ep',
  title: 'Unser neuer Geotrac',
  text: 'Seit dem Frühjahr im Einsatz.\nSehr zufrieden mit Getriebe und Kabine.',
  firstName: 'Maria',
  region: 'Kärnten',
  email: 'maria.huber@example.com',
  privacyConsent: true,
};

const german = { 'accept-language': 'de' };

function send(
  json: unknown,
  { user = null, address = freshAddress() }: { user?: string | null; address?: string } = {},
) {
  return server.call(user, '/user-reports', {
    method: 'POST',
    json,
    headers: german,
    remoteAddress: address,
  });
}

const jpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .toBuffer();

function upload(file: Buffer, name: string, type: string, address = freshAddress()) {
  const body = multipart(file, name, type);
  return server.call(null, '/user-reports/pictures', {
    method: 'POST',
    payload: body.payload,
    headers: { ...body.headers, ...german },
    remoteAddress: address,
  });
}

async function uploadedId(address?: string) {
  const response = await upload(await jpeg(), 'hof.jpg', 'image/jpeg', address);
  expect(response.statusCode, response.body).toBe(200);
  return uploadSchema.parse(response.json()).data.data.uploadId;
}

async function publicList(query = '') {
  const response = await server.call(null, `/user-reports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}

async function slugOf(id: string) {
  const [row] = await server.database.orm
    .select({ slug: userReports.slug })
    .from(userReports)
    .where(eq(userReports.id, id));
  return row!.slug;
}

const source = () => userReportSource(server.database.orm);

describe('writing a report', () => {
  it('needs the privacy consent', async () => {
    const withoutConsent: Partial<typeof validReport> = { ...validReport };
    delete withoutConsent.privacyConsent;
    const response = await send(withoutConsent);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      privacyConsent: 'Dieses Feld ist erforderlich.',
    });
    const refused = await send({ ...validReport, privacyConsent: false });
    expect(refused.statusCode).toBe(400);
    expect((await source().pending()).map((entry) => entry.title)).toEqual([
      'Unitrac 122 LDrive: Erste Eindrücke vom Unitrac 122',
    ]);
  });

  it('with the consent, waits for review and says so', async () => {
    const response = await send(validReport);
    expect(response.statusCode, response.body).toBe(200);
    const answer = receiptSchema.parse(response.json());
    expect(answer.message).toBe(
      'Vielen Dank für Deinen Bericht! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
    );
    expect(answer.data.data.state).toBe('pending');
    const pending = await source().pending();
    expect(pending.map((entry) => [entry.title, entry.writerName, entry.state])).toEqual([
      ['Unitrac 122 LDrive: Erste Eindrücke vom Unitrac 122', 'Anna', 'pending'],
      ['Geotrac 94ep: Unser neuer Geotrac', 'Maria', 'pending'],
    ]);
    expect(pending[1]!.text).toBe(validReport.text);
  });

  it('refuses a model that is not in the range, and tells every missing field', async () => {
    const unknown = await send({ ...validReport, modelId: 'lintrac-999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      modelId: 'Bitte eine der angebotenen Möglichkeiten wählen.',
    });
    const empty = await send({ privacyConsent: true });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'email',
      'firstName',
      'modelId',
      'region',
      'text',
      'title',
    ]);
    const wrongEmail = await send({ ...validReport, email: 'maria.at.example' });
    expect(wrongEmail.json().errors).toEqual({
      email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
    });
  });

  it('links the report to its signed-in writer, who finds it among their own', async () => {
    expect((await send(validReport, { user: farmer })).statusCode).toBe(200);
    const mine = await source().writtenBy(farmer);
    expect(mine.map((entry) => [entry.title, entry.state])).toEqual([
      ['Geotrac 94ep: Unser neuer Geotrac', 'pending'],
    ]);
    expect(await source().writtenBy(newcomer)).toEqual([]);
  });

  it('refuses the 6th report from one address within 10 minutes', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 5; sent++) {
      expect((await send(validReport, { address })).statusCode).toBe(200);
    }
    const refused = await send(validReport, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Von Deinem Anschluss wurden in kurzer Zeit viele Berichte gesendet. Bitte versuche es in 10 Minuten wieder.',
    );
    // Another address is not touched.
    expect((await send(validReport)).statusCode).toBe(200);
  });
});

describe('pictures', () => {
  it('takes up to five JPEG, PNG or WebP pictures, shown in the order given', async () => {
    const address = freshAddress();
    const ids = [await uploadedId(address), await uploadedId(address)];
    const response = await send({ ...validReport, pictures: ids }, { user: farmer, address });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = receiptSchema.parse(response.json()).data.data;
    const [entry] = await source().writtenBy(farmer);
    expect(entry!.files.map((file) => file.path)).toEqual([
      `/user-reports/${id}/pictures/1`,
      `/user-reports/${id}/pictures/2`,
    ]);
    // An upload goes with one report only.
    const again = await send({ ...validReport, pictures: [ids[0]] }, { address });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      pictures:
        'Ein Bild ist nicht mehr vorhanden. Bitte entferne es und wähle es noch einmal aus.',
    });
  });

  it('re-encodes a picture as WebP without its metadata', async () => {
    const id = await uploadedId();
    const response = await send({ ...validReport, pictures: [id] }, { user: farmer });
    const reportId = receiptSchema.parse(response.json()).data.data.id;
    const file = await server.call(farmer, `/user-reports/${reportId}/pictures/1`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(file.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
      'webp',
      960,
      640,
      undefined,
    ]);
  });

  it('refuses a script disguised as a picture', async () => {
    const script = Buffer.from('<script>alert("Hallo")</script>');
    const response = await upload(script, 'traktor.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({
      picture: 'Bitte ein Bild im Format JPEG, PNG oder WebP hochladen.',
    });
  });

  it('refuses more than five pictures', async () => {
    const address = freshAddress();
    const ids = [];
    for (let n = 0; n < 6; n++) ids.push(await uploadedId(address));
    const response = await send({ ...validReport, pictures: ids }, { address });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ pictures: 'Höchstens 5 Bilder pro Bericht.' });
    expect(await source().writtenBy(farmer)).toEqual([]);
  });
});

describe('a pending report', () => {
  it('is not public: not in the list, no page, no pictures; only staff and its writer see them', async () => {
    const id = await uploadedId();
    const response = await send({ ...validReport, pictures: [id] }, { user: farmer });
    const reportId = receiptSchema.parse(response.json()).data.data.id;
    const slug = await slugOf(reportId);

    const list = await publicList('?model=geotrac-94ep');
    expect(list.reports).toEqual([]);
    const page = await server.call(null, `/user-reports/${slug}`);
    expect(page.statusCode, page.body).toBe(404);
    expect((await server.call(newcomer, `/user-reports/${slug}`)).statusCode).toBe(404);

    const picture = `/user-reports/${reportId}/pictures/1`;
    expect((await server.call(null, picture)).statusCode).toBe(404);
    expect((await server.call(newcomer, picture)).statusCode).toBe(404);
    expect((await server.call(staff, picture)).statusCode).toBe(200);
    expect((await server.call(farmer, picture)).statusCode).toBe(200);
    // The seeded pending report too.
    expect((await server.call(null, '/user-reports/unitrac-122-erste-eindruecke')).statusCode).toBe(
      404,
    );
  });
});

describe('the editorial source', () => {
  it('approves a pending report: public from now, with its writer for the mail; not twice', async () => {
    const response = await send(validReport, { user: farmer });
    const { id } = receiptSchema.parse(response.json()).data.data;
    const now = new Date();
    const decided = await source().decide('user-report', id, {
      approve: true,
      staffUserId: staff,
      now,
    });
    expect(decided?.writer).toMatchObject({ email: 'maria.huber@example.com', locale: 'de' });
    expect(decided?.entry).toMatchObject({
      state: 'approved',
      reason: null,
      publishedAt: now.toISOString(),
      reply: null,
      videoUrl: null,
    });
    const list = await publicList();
    expect(list.reports[0]).toMatchObject({
      title: 'Unser neuer Geotrac',
      firstName: 'Maria',
      region: 'Kärnten',
      model: { id: 'geotrac-94ep', name: 'Geotrac 94ep' },
    });
    expect(
      await source().decide('user-report', id, { approve: true, staffUserId: staff, now }),
    ).toBeNull();
    expect(
      await source().decide('user-report', id, {
        approve: false,
        reason: 'Zu spät',
        staffUserId: staff,
        now,
      }),
    ).toBeNull();
  });

  it('rejects with a reason the writer sees, and the report stays private', async () => {
    const response = await send(validReport, { user: farmer });
    const { id } = receiptSchema.parse(response.json()).data.data;
    const decided = await source().decide('user-report', id, {
      approve: false,
      reason: 'Bitte beschreibe den Einsatz genauer.',
      staffUserId: staff,
      now: new Date(),
    });
    expect(decided?.entry).toMatchObject({
      state: 'rejected',
      reason: 'Bitte beschreibe den Einsatz genauer.',
      publishedAt: null,
    });
    const [mine] = await source().writtenBy(farmer);
    expect(mine).toMatchObject({
      state: 'rejected',
      reason: 'Bitte beschreibe den Einsatz genauer.',
    });
    expect((await server.call(null, `/user-reports/${await slugOf(id)}`)).statusCode).toBe(404);
    expect(await source().pending()).toHaveLength(1);
  });

  it('knows no other kind, and no id that is not a report', async () => {
    const decision = { approve: true as const, staffUserId: staff, now: new Date() };
    const [pending] = await source().pending();
    expect(await source().decide('guestbook', pending!.id, decision)).toBeNull();
    expect(await source().decide('user-report', 'not-an-id', decision)).toBeNull();
    expect(
      await source().decide('user-report', '00000000-0000-4000-8000-000000000000', decision),
    ).toBeNull();
  });
});

describe('the public reports', () => {
  it('lists the approved ones newest first, by model and page, with first name and region only', async () => {
    const all = await publicList();
    expect(all.total).toBe(6);
    expect(all.reports.map((report) => report.slug)).toEqual([
      'lintrac-130-im-steilhang',
      'geotrac-84ep-auf-der-alm',
      'unitrac-112-im-winterdienst',
      'lintrac-100-in-the-orchard',
      'geotrac-124-en-montagne',
      'lintrac-90-fuer-den-gruenlandbetrieb',
    ]);
    expect(all.models.map((model) => model.name)).toEqual([
      'Geotrac 124',
      'Geotrac 84ep',
      'Lintrac 100',
      'Lintrac 130',
      'Lintrac 90',
      'Unitrac 112 LDrive',
    ]);
    const first = all.reports[0]!;
    expect(first).toMatchObject({
      firstName: 'Martina',
      region: 'Tirol',
      language: 'de',
      picture: { width: 960, height: 640 },
    });
    expect(JSON.stringify(all)).not.toContain('@example.com');

    const byModel = await publicList('?model=geotrac-124');
    expect(byModel.reports.map((report) => [report.title, report.language])).toEqual([
      ['Un tracteur solide pour la montagne', 'fr'],
    ]);
    expect(byModel.total).toBe(1);
    expect((await publicList('?page=2')).reports).toEqual([]);
    expect((await server.call(null, '/user-reports?page=zwei')).statusCode).toBe(400);
    expect((await server.call(null, '/user-reports?model=../x')).statusCode).toBe(400);
  });

  it('shows a report with its text and pictures, whose files anyone may fetch', async () => {
    const response = await server.call(null, '/user-reports/unitrac-112-im-winterdienst');
    expect(response.statusCode).toBe(200);
    const report = reportSchema.parse(response.json()).data.data;
    expect(report.text).toContain('rund 40 Kilometer');
    expect(report.pictures).toHaveLength(3);
    expect(JSON.stringify(report)).not.toContain('georg.demo@example.com');
    const file = await server.call(null, report.pictures[2]!.path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await server.call(null, `/user-reports/${report.id}/pictures/4`)).statusCode).toBe(404);
    expect((await server.call(null, '/user-reports/not-a-uuid/pictures/1')).statusCode).toBe(404);
  });
});

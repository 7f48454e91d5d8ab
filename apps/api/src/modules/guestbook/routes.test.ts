import { randomBytes, randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  editorialEntrySchema,
  editorialQueueSchema,
  guestbookPageSchema,
  guestbookReceiptSchema,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { guestbookSource } from './editorialSource';
import { guestbookEntries } from './tables';

// The demo guestbook (seed/guestbook.ts: entries …e01 to …e08 approved 3, 6, 9, 14, 20, 27, 35
// and 44 days ago, …e09 pending) and entries each test writes. The calls speak English unless a
// test says otherwise; expected values are worked out by hand from the seed and the contract.

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

const pageSchema = apiEnvelopeSchema(guestbookPageSchema);
const receiptSchema = apiEnvelopeSchema(guestbookReceiptSchema);
const editorialSchema = apiEnvelopeSchema(editorialEntrySchema);

const seeded = (n: number) => `3c5e7a91-2b4d-4f6a-8c1e-9d0b2a4c6e${String(n).padStart(2, '0')}`;

const messages = {
  received: 'Thank you! Your entry will appear in the guestbook once our team has reviewed it.',
  invalidInput: 'Please check the highlighted fields.',
  required: 'This field is required.',
  email: 'Please enter a valid e-mail address.',
  spam: 'Sorry, that is not the right answer. Please name the season in which snow has to be cleared.',
  attachmentType: 'Please attach a picture (JPEG, PNG or WebP) or a PDF file.',
  attachmentTooLarge: 'The file is too large: 5 MB at most.',
  notFound: 'This guestbook entry does not exist.',
  staffOnly: 'Only Lindner staff may do this.',
};

const validEntry = {
  kind: 'entry',
  name: 'Hans Wieser',
  email: 'hans.wieser@example.com',
  text: 'Ein toller Traktor!\nGrüße aus dem Zillertal.',
  spamAnswer: 'Winter',
  privacyConsent: true,
};

let nextAddress = 1;
/** Each submit from its own address, so that the limit of 5 per address stays out of the way. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const submit = (
  json: unknown,
  { user = null, language = 'en' }: { user?: string | null; language?: string } = {},
) =>
  server.call(user, '/guestbook/entries', {
    method: 'POST',
    json,
    headers: { 'accept-language': language },
    remoteAddress: freshAddress(),
  });

/** A multipart body of text fields and one file. */
function multipartEntry(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer } | null,
) {
  const boundary = `----guestbook${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const formFields = { ...validEntry, privacyConsent: 'true' };

const submitWithFile = (
  file: { name: string; type: string; bytes: Buffer } | null,
  user: string | null = null,
) =>
  server.call(user, '/guestbook/entries', {
    method: 'POST',
    ...multipartEntry(formFields, file),
    remoteAddress: freshAddress(),
  });

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

const pdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

async function publicPage(query = '') {
  const response = await server.call(null, `/guestbook${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema.parse(response.json()).data.data;
}

async function written(json: unknown = validEntry, options?: Parameters<typeof submit>[1]) {
  const response = await submit(json, options);
  expect(response.statusCode, response.body).toBe(200);
  return receiptSchema.parse(response.json()).data.data.id;
}

const attachmentOf = (id: string, user: string | null) =>
  server.call(user, `/guestbook/entries/${id}/attachment`);

const approve = (id: string) =>
  guestbookSource(server.database.orm).decide('guestbook', id, {
    approve: true,
    staffUserId: staff,
    now: new Date(),
  });

const mailsTo = (recipient: string) =>
  server.database.orm.select().from(mailbox).where(eq(mailbox.recipient, recipient));

describe('GET /guestbook', () => {
  it('shows the 8 approved entries newest first with the replies, never an e-mail', async () => {
    const page = await publicPage();
    expect(page.entries.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(seeded));
    expect(page).toMatchObject({ total: 8, page: 1, pageSize: 10 });
    expect(page.entries[0]).toMatchObject({
      kind: 'entry',
      name: 'Maria Steiner',
      reply: { text: expect.stringMatching(/^Liebe Frau Steiner/) },
    });
    expect(page.entries[1]).toMatchObject({ kind: 'question', name: 'Thomas Huber' });
    expect(page.entries[2]!.attachment).toEqual({
      name: 'auf-der-alm.webp',
      contentType: 'image/webp',
      path: `/api/portal/guestbook/entries/${seeded(3)}/attachment`,
      width: 960,
      height: 720,
    });
    expect(page.entries[5]!.reply).toBeNull();
    expect(JSON.stringify(page)).not.toContain('@example.com');
  });

  it('pages in tens: page 2 of 8 entries is empty; a page that is no number is refused', async () => {
    const second = await publicPage('?page=2');
    expect(second).toMatchObject({ entries: [], total: 8, page: 2 });
    const refused = await server.call(null, '/guestbook?page=zwei');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ page: 'This value is not valid.' });
  });

  it('serves an approved entry’s picture to everyone, as WebP', async () => {
    const response = await attachmentOf(seeded(3), null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('POST /guestbook/entries', () => {
  it('takes an entry, which waits for review and is not public', async () => {
    const response = await submit(validEntry);
    expect(response.statusCode, response.body).toBe(200);
    const answer = receiptSchema.parse(response.json());
    expect(answer.message).toBe(messages.received);
    expect(answer.data.data).toMatchObject({ kind: 'entry', state: 'pending' });
    expect((await publicPage()).entries.map((entry) => entry.id)).not.toContain(
      answer.data.data.id,
    );
    const [row] = await server.database.orm
      .select()
      .from(guestbookEntries)
      .where(eq(guestbookEntries.id, answer.data.data.id));
    expect(row).toMatchObject({
      writerName: 'Hans Wieser',
      writerEmail: 'hans.wieser@example.com',
      text: 'Ein toller Traktor!\nGrüße aus dem Zillertal.',
      locale: 'en',
      userId: null,
      state: 'pending',
      publishedAt: null,
    });
  });

  it('refuses an entry without the privacy consent, naming the field', async () => {
    const withoutConsent: Partial<typeof validEntry> = { ...validEntry };
    delete withoutConsent.privacyConsent;
    for (const json of [withoutConsent, { ...validEntry, privacyConsent: false }]) {
      const response = await submit(json);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: messages.invalidInput,
        errors: { privacyConsent: messages.required },
      });
    }
  });

  it('names every missing or wrong field at once', async () => {
    const response = await submit({ kind: 'poem', email: 'nowhere', privacyConsent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      kind: 'Please choose one of the options offered.',
      name: messages.required,
      email: messages.email,
      text: messages.required,
      spamAnswer: messages.required,
    });
  });

  it.each([
    'Winter',
    'winter',
    '  WINTER ',
    'im Winter',
    'Im  Winter.',
    'in winter',
    'In the winter',
    'hiver',
    'Hiver',
    'en hiver',
    "l'hiver",
    'L’hiver',
  ])('takes the spam answer %j', async (spamAnswer) => {
    const response = await submit({ ...validEntry, spamAnswer });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(['Sommer', 'summer', 'été', 'Schnee', 'Winterreifen', 'kein Winter', 'printemps'])(
    'refuses the spam answer %j at its field',
    async (spamAnswer) => {
      const response = await submit({ ...validEntry, spamAnswer });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ spamAnswer: messages.spam });
    },
  );

  it('says the wrong spam answer in the writer’s language', async () => {
    const german = await submit({ ...validEntry, spamAnswer: 'Sommer' }, { language: 'de-AT' });
    expect(german.json().errors.spamAnswer).toBe(
      'Das ist leider nicht die richtige Antwort. Bitte nenne die Jahreszeit, in der Schnee geräumt wird.',
    );
    const french = await submit({ ...validEntry, spamAnswer: 'été' }, { language: 'fr' });
    expect(french.json().errors.spamAnswer).toBe(
      'Ce n’est malheureusement pas la bonne réponse. Veuillez indiquer la saison où il faut déneiger.',
    );
  });

  it('refuses a 6th entry from one address within 10 minutes', async () => {
    const remoteAddress = freshAddress();
    const send = () =>
      server.call(null, '/guestbook/entries', { method: 'POST', json: validEntry, remoteAddress });
    for (let n = 0; n < 5; n++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/several entries in a short time/);
  });
});

describe('attachments', () => {
  it('takes a picture, re-encoded as WebP, and keeps it from others while pending', async () => {
    const response = await submitWithFile(
      { name: 'hof.png', type: 'image/png', bytes: await png() },
      newcomer,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { id } = receiptSchema.parse(response.json()).data.data;

    expect((await attachmentOf(id, null)).statusCode).toBe(404);
    const other = await attachmentOf(id, farmer);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.notFound);

    for (const user of [staff, newcomer]) {
      const shown = await attachmentOf(id, user);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('image/webp');
      expect(shown.headers['content-disposition']).toMatch(/^inline; filename="hof.webp"/);
      const picture = await sharp(shown.rawPayload).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', 960, 720]);
    }

    await approve(id);
    expect((await attachmentOf(id, null)).statusCode).toBe(200);
  });

  it('takes a PDF, sent as a download', async () => {
    const response = await submitWithFile({
      name: 'prospekt.pdf',
      type: 'application/pdf',
      bytes: pdf(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = receiptSchema.parse(response.json()).data.data;
    const shown = await attachmentOf(id, staff);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-disposition']).toMatch(/^attachment; filename="prospekt.pdf"/);
    expect(shown.rawPayload.equals(pdf())).toBe(true);
  });

  it('takes the fields of a multipart entry without a file', async () => {
    const response = await submitWithFile(null);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    [
      'a script named as a picture',
      'bild.png',
      'image/png',
      Buffer.from('<script>alert(1)</script>'),
    ],
    [
      'a script behind a PNG’s first bytes',
      'bild.png',
      'image/png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<script>alert(1)</script>'),
      ]),
    ],
    ['a text file named .pdf', 'brief.pdf', 'application/pdf', Buffer.from('Hallo')],
  ])('refuses %s at the field, storing nothing', async (_what, name, type, bytes) => {
    const before = await server.database.orm.$count(guestbookEntries);
    const response = await submitWithFile({ name, type, bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ attachment: messages.attachmentType });
    expect(await server.database.orm.$count(guestbookEntries)).toBe(before);
  });

  it('refuses a PDF with JavaScript', async () => {
    const response = await submitWithFile({
      name: 'aktion.pdf',
      type: 'application/pdf',
      bytes: pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.attachment).toMatch(/contains JavaScript/);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const response = await submitWithFile({
      name: 'riesig.pdf',
      type: 'application/pdf',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ attachment: messages.attachmentTooLarge });
  });

  it('answers 404 for an entry that does not exist or has no file', async () => {
    expect((await attachmentOf(randomUUID(), staff)).statusCode).toBe(404);
    expect((await attachmentOf('nonsense', staff)).statusCode).toBe(404);
    expect((await attachmentOf(seeded(1), null)).statusCode).toBe(404);
  });
});

describe('POST /guestbook/entries/{id}/reply', () => {
  it('stores staff’s answer, mails it in the writer’s language, and shows it once approved', async () => {
    const email = `${randomUUID()}@example.com`;
    const id = await written(
      { ...validEntry, kind: 'question', email, text: 'Gibt es den Lintrac auch in Grün ?' },
      { language: 'fr' },
    );
    const response = await server.call(staff, `/guestbook/entries/${id}/reply`, {
      method: 'POST',
      json: { reply: '  Non, seulement en rouge.  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(editorialSchema.parse(response.json()).data.data).toMatchObject({
      kind: 'guestbook',
      id,
      state: 'pending',
      reply: 'Non, seulement en rouge.',
      writerName: 'Hans Wieser',
    });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Lindner a répondu à votre question');
    expect(mails[0]!.textBody).toContain('Gibt es den Lintrac auch in Grün ?');
    expect(mails[0]!.textBody).toContain('Notre réponse :\nNon, seulement en rouge.');

    expect((await publicPage()).entries.map((entry) => entry.id)).not.toContain(id);
    await approve(id);
    const [newest] = (await publicPage()).entries;
    expect(newest).toMatchObject({
      id,
      kind: 'question',
      reply: { text: 'Non, seulement en rouge.' },
    });
  });

  it('is staff’s only: another user gets 403, and nothing is mailed', async () => {
    const email = `${randomUUID()}@example.com`;
    const id = await written({ ...validEntry, email });
    const response = await server.call(farmer, `/guestbook/entries/${id}/reply`, {
      method: 'POST',
      json: { reply: 'Danke!' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.staffOnly);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(
      (
        await server.call(null, `/guestbook/entries/${id}/reply`, {
          method: 'POST',
          json: { reply: 'Danke!' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses an empty answer and answers 404 for an unknown entry', async () => {
    const empty = await server.call(staff, `/guestbook/entries/${seeded(9)}/reply`, {
      method: 'POST',
      json: { reply: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reply: messages.required });
    const unknown = await server.call(staff, `/guestbook/entries/${randomUUID()}/reply`, {
      method: 'POST',
      json: { reply: 'Danke!' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /guestbook/entries/unanswered', () => {
  const unanswered = async () => {
    const response = await server.call(staff, '/guestbook/entries/unanswered');
    expect(response.statusCode).toBe(200);
    return apiEnvelopeSchema(editorialQueueSchema).parse(response.json()).data.data;
  };

  it('lists the approved entries without an answer, oldest first, until staff answer one', async () => {
    // The seed's approved entries 3, 6, 7 and 8 have no answer; 9 waits for review.
    expect((await unanswered()).map((entry) => entry.id)).toEqual([8, 7, 6, 3].map(seeded));
    const answered = await server.call(staff, `/guestbook/entries/${seeded(7)}/reply`, {
      method: 'POST',
      json: { reply: 'Danke für Ihren Eintrag!' },
    });
    expect(answered.statusCode).toBe(200);
    expect((await unanswered()).map((entry) => entry.id)).toEqual([8, 6, 3].map(seeded));
    const entry = (await publicPage()).entries.find((each) => each.id === seeded(7));
    expect(entry?.reply?.text).toBe('Danke für Ihren Eintrag!');
  });

  it('is staff’s only', async () => {
    expect((await server.call(farmer, '/guestbook/entries/unanswered')).statusCode).toBe(403);
    expect((await server.call(null, '/guestbook/entries/unanswered')).statusCode).toBe(401);
  });
});

describe('the editorial source', () => {
  const source = () => guestbookSource(server.database.orm);

  it('lists the pending entries oldest first, as the review shows them', async () => {
    const id = await written({ ...validEntry, text: 'Ein neuer Eintrag' });
    const pending = await source().pending();
    expect(pending.map((entry) => entry.id)).toEqual([seeded(9), id]);
    expect(pending[0]).toMatchObject({
      kind: 'guestbook',
      title: 'Wann gibt es wieder Fahrertrainings für den Lintrac? Mein…',
      writerName: 'Karl Berger',
      state: 'pending',
      files: [],
      videoUrl: null,
      reason: null,
      publishedAt: null,
      reply: null,
    });
  });

  it('gives a signed-in writer’s entries, with the file’s path', async () => {
    const response = await submitWithFile(
      { name: 'prospekt.pdf', type: 'application/pdf', bytes: pdf() },
      newcomer,
    );
    const { id } = receiptSchema.parse(response.json()).data.data;
    await written(validEntry);
    const mine = await source().writtenBy(newcomer);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id,
      files: [
        {
          name: 'prospekt.pdf',
          path: `/guestbook/entries/${id}/attachment`,
          contentType: 'application/pdf',
        },
      ],
    });
    expect(await source().writtenBy(farmer)).toEqual([]);
  });

  it('approves a pending entry once: published now; a second decision finds none', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const decided = await source().decide('guestbook', seeded(9), {
      approve: true,
      staffUserId: staff,
      now,
    });
    expect(decided).toMatchObject({
      entry: { id: seeded(9), state: 'approved', publishedAt: '2026-11-28T10:00:00.000Z' },
      writer: { email: 'karl.berger@example.com', locale: 'de' },
    });
    const again = await source().decide('guestbook', seeded(9), {
      approve: false,
      reason: 'Doppelt',
      staffUserId: staff,
      now,
    });
    expect(again).toBeNull();
    expect(
      await source().decide('guestbook', seeded(1), { approve: true, staffUserId: staff, now }),
    ).toBeNull();
  });

  it('rejects with the reason, and the entry stays off the public page', async () => {
    const id = await written(validEntry, { language: 'fr-FR' });
    const decided = await source().decide('guestbook', id, {
      approve: false,
      reason: 'Werbung',
      staffUserId: staff,
      now: new Date(),
    });
    expect(decided).toMatchObject({
      entry: { state: 'rejected', reason: 'Werbung', publishedAt: null },
      writer: { email: 'hans.wieser@example.com', locale: 'fr-fr' },
    });
    expect((await publicPage()).total).toBe(8);
  });
});

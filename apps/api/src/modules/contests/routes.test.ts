import { randomBytes } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  contestDetailSchema,
  contestListSchema,
} from '@lindner/api/schema';
import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { demoContestEntryIds } from '../../seed/contests';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { EditorialSources } from '../../plugins/editorialSources';
import { contestEditorialSource } from './editorialSource';
import { contestEntries, contests, contestVotes } from './tables';
import { forgetContestVisitors } from './voting';

// The contests of seed/contests.ts as callers see them: entries per kind, the deadline, the
// review's source and voting. Expected values are written out from the seed and the messages.

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;
const ids = demoContestEntryIds;

let nextAddress = 1;
/** Each call its own client address unless told: the limits count per address. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const errorOf = (body: string) => apiErrorEnvelopeSchema.parse(JSON.parse(body));

function post(
  path: string,
  json: unknown,
  { user = null, address = freshAddress(), agent = 'Firefox/140' } = {} as {
    user?: string | null;
    address?: string;
    agent?: string;
  },
) {
  return server.call(user, path, {
    method: 'POST',
    json,
    remoteAddress: address,
    headers: { 'user-agent': agent },
  });
}

async function detail(contest: string) {
  const response = await server.call(null, `/contests/${contest}`);
  expect(response.statusCode, response.body).toBe(200);
  return apiEnvelopeSchema(contestDetailSchema).parse(response.json()).data.data;
}

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = `----contest${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();

async function uploadPicture(contest: string, file?: Buffer, name = 'feld.png') {
  return server.call(null, `/contests/${contest}/pictures`, {
    method: 'POST',
    remoteAddress: freshAddress(),
    ...multipart(file ?? (await png()), name, 'image/png'),
  });
}

async function pictureId(contest: string): Promise<string> {
  const response = await uploadPicture(contest);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { data: { pictureId: string } } }).data.data.pictureId;
}

const writer = {
  firstName: 'Vera',
  lastName: 'Planer',
  email: 'vera.planer@example.com',
  privacyConsent: true,
};

async function votesOf(entryId: string): Promise<number> {
  const [row] = await server.database.orm
    .select({ votes: count() })
    .from(contestVotes)
    .where(eq(contestVotes.entryId, entryId));
  return row!.votes;
}

describe('the contests', () => {
  it('lists the three with their deadlines, in the caller’s language', async () => {
    const response = await server.call(null, '/contests');
    expect(response.statusCode).toBe(200);
    const list = apiEnvelopeSchema(contestListSchema).parse(response.json()).data.data;
    expect(
      list.map(({ id, open, title, textLanguage }) => ({ id, open, title, textLanguage })),
    ).toEqual([
      {
        id: 'photo-contest',
        open: true,
        title: 'Photo contest: your Lindner at work',
        textLanguage: 'en',
      },
      {
        id: 'drawing-contest',
        open: true,
        title: 'Drawing contest for children',
        textLanguage: 'en',
      },
      { id: 'moment-contest', open: false, title: 'Lindner moments', textLanguage: 'en' },
    ]);
    expect(list[1]!.prizeDrawOn).toBe('2025-12-19');
    expect(list[0]!.prizeDrawOn).toBeNull();
    expect(list.map((contest) => contest.entryCount)).toEqual([3, 2, 2]);
  });

  it('shows the published entries with their votes, never a pending one', async () => {
    const photo = await detail('photo-contest');
    expect(photo.entries.map(({ title, name, votes }) => ({ title, name, votes }))).toEqual([
      { title: 'Nebelmorgen', name: 'Anna', votes: 3 },
      { title: 'Abendrot über dem Acker', name: 'Thomas', votes: 7 },
      { title: 'Erntezeit im Unterland', name: 'Maria', votes: 12 },
    ]);
    const drawing = await detail('drawing-contest');
    expect(drawing.entries.map(({ name, ageBand }) => `${name} ${ageBand}`)).toEqual([
      'Jakob up-to-6',
      'Lena 7-10',
    ]);
    const moment = await detail('moment-contest');
    expect(moment.entries[0]!.videoUrl).toBe(
      'https://video.example.com/lindner-momente/schneeraeumung',
    );
    expect(moment.entries[0]!.picture).toBeNull();

    const picture = photo.entries[0]!.picture!.versions.contest!.md;
    const file = await server.app.inject({ url: picture });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('keeps a pending entry’s picture to its writer and staff', async () => {
    const path = `/contest-entries/${ids.photoPending}/pictures/md.webp`;
    expect((await server.call(null, path)).statusCode).toBe(404);
    expect((await server.call(newcomer, path)).statusCode).toBe(404);
    expect((await server.call(staff, path)).statusCode).toBe(200);
  });
});

describe('entries', () => {
  it('takes a photo with consent; it waits for the review and cannot be voted on', async () => {
    const withoutConsent = await post('/contests/photo-contest/entries', {
      ...writer,
      privacyConsent: false,
      pictureId: await pictureId('photo-contest'),
      title: 'Mein Geotrac',
    });
    expect(withoutConsent.statusCode).toBe(400);
    expect(errorOf(withoutConsent.body).errors).toEqual({
      privacyConsent: 'Please agree to the privacy policy.',
    });

    const response = await post(
      '/contests/photo-contest/entries',
      { ...writer, pictureId: await pictureId('photo-contest'), title: 'Mein Geotrac' },
      { user: farmer },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: { data: { id: string } } };
    expect(body.message).toBe(
      'Thank you for your entry! It will be published once our editors have reviewed it.',
    );
    const { id } = body.data.data;
    expect((await detail('photo-contest')).entries.map((entry) => entry.id)).not.toContain(id);
    const vote = await post(`/contests/photo-contest/entries/${id}/votes`, { consent: true });
    expect(vote.statusCode).toBe(404);
    const pendingVote = await post(`/contests/photo-contest/entries/${ids.photoPending}/votes`, {
      consent: true,
    });
    expect(pendingVote.statusCode).toBe(404);
  });

  it('refuses a script disguised as a picture', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>\n');
    const response = await uploadPicture('photo-contest', script, 'urlaub.png');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).errors).toEqual({
      picture: 'Please upload a JPEG, PNG or WebP picture.',
    });
  });

  it('refuses a picture another contest took or none was uploaded for', async () => {
    const response = await post('/contests/photo-contest/entries', {
      ...writer,
      pictureId: await pictureId('drawing-contest'),
      title: 'Falscher Wettbewerb',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorOf(response.body).errors ?? {})).toEqual(['pictureId']);
  });

  it('takes a drawing only with the participation terms and an address', async () => {
    const drawing = {
      ...writer,
      pictureId: await pictureId('drawing-contest'),
      drawerFirstName: 'Mia',
      ageBand: '7-10',
      street: 'Bahnhofstraße 3',
      zip: '6250',
      city: 'Kundl',
    };
    const withoutTerms = await post('/contests/drawing-contest/entries', drawing);
    expect(withoutTerms.statusCode).toBe(400);
    expect(errorOf(withoutTerms.body).errors).toEqual({
      termsAccepted: 'Please accept the terms of participation.',
    });
    const badAddress = await post('/contests/drawing-contest/entries', {
      ...drawing,
      termsAccepted: true,
      zip: 'A-62',
      ageBand: '15-18',
    });
    expect(Object.keys(errorOf(badAddress.body).errors ?? {}).sort()).toEqual(['ageBand', 'zip']);
    const response = await post('/contests/drawing-contest/entries', {
      ...drawing,
      termsAccepted: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { message: string }).message).toBe(
      'Thank you for the drawing! Once our editors have reviewed it, it will be published on the next working day.',
    );
  });

  it('refuses moments after the deadline', async () => {
    const response = await post('/contests/moment-contest/entries', {
      ...writer,
      videoUrl: 'https://video.example.com/mein-moment',
      description: 'Zu spät.',
    });
    expect(response.statusCode).toBe(410);
    expect(errorOf(response.body).message).toBe('The submission deadline is over.');
    const german = await server.call(null, '/contests/moment-contest/entries', {
      method: 'POST',
      json: {},
      headers: { 'accept-language': 'de-AT' },
    });
    expect(errorOf(german.body).message).toBe('Der Einsendeschluss ist vorbei.');
    expect((await uploadPicture('moment-contest')).statusCode).toBe(410);
  });

  it('takes a moment with an https video link or a picture', async () => {
    await server.database.orm
      .update(contests)
      .set({ submissionDeadline: new Date(Date.now() + 86_400_000) })
      .where(eq(contests.kind, 'moment-contest'));
    const moment = { ...writer, description: 'Heuernte mit der Familie.' };
    const plainHttp = await post('/contests/moment-contest/entries', {
      ...moment,
      videoUrl: 'http://video.example.com/heuernte',
    });
    expect(errorOf(plainHttp.body).errors).toEqual({
      videoUrl: 'Please enter a link to the video that starts with https://.',
    });
    const neither = await post('/contests/moment-contest/entries', moment);
    expect(errorOf(neither.body).errors).toEqual({
      videoUrl: 'Please enter a link to the video or upload a picture.',
    });
    const tooLong = await post('/contests/moment-contest/entries', {
      ...moment,
      videoUrl: 'https://video.example.com/heuernte',
      description: 'x'.repeat(501),
    });
    expect(errorOf(tooLong.body).errors).toEqual({ description: 'This text is too long.' });
    const video = await post('/contests/moment-contest/entries', {
      ...moment,
      videoUrl: 'https://video.example.com/heuernte',
    });
    expect(video.statusCode, video.body).toBe(200);
    const picture = await post('/contests/moment-contest/entries', {
      ...moment,
      pictureId: await pictureId('moment-contest'),
    });
    expect(picture.statusCode, picture.body).toBe(200);
  });
});

describe('voting', () => {
  const votePath = `/contests/photo-contest/entries/${ids.photo2}/votes`;

  it('refuses a vote without the consent and stores nothing', async () => {
    for (const body of [{}, { consent: false }]) {
      const response = await post(votePath, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).errors).toEqual({
        consent:
          'Please agree that we store your IP address and browser data to prevent duplicate votes.',
      });
    }
    expect(await votesOf(ids.photo2)).toBe(7);
  });

  it('counts 20 parallel votes of one visitor once', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(votePath, { consent: true }, { address })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    expect(await votesOf(ids.photo2)).toBe(8);
    expect((await detail('photo-contest')).entries[1]).toMatchObject({ id: ids.photo2, votes: 8 });
  });

  it('answers a second vote with a message and never counts it', async () => {
    const address = freshAddress();
    const first = await post(votePath, { consent: true }, { address });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Thank you for your vote!',
      data: { data: { votes: 8 } },
    });
    const second = await post(votePath, { consent: true }, { address });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second.body).message).toBe(
      'You have already voted for this entry. Everyone has one vote.',
    );
    // Another browser at the same address is another person.
    const other = await post(votePath, { consent: true }, { address, agent: 'Chrome/141' });
    expect(other.statusCode).toBe(200);
    expect(await votesOf(ids.photo2)).toBe(9);
  });

  it('counts a signed-in user by account, apart from visitors', async () => {
    const address = freshAddress();
    expect((await post(votePath, { consent: true }, { address, user: farmer })).statusCode).toBe(
      200,
    );
    expect((await post(votePath, { consent: true }, { address })).statusCode).toBe(200);
    const again = await post(
      votePath,
      { consent: true },
      { address: freshAddress(), user: farmer },
    );
    expect(again.statusCode).toBe(409);
    expect(await votesOf(ids.photo2)).toBe(9);
  });

  it('takes votes only for published entries of that contest', async () => {
    const wrongContest = await post(`/contests/drawing-contest/entries/${ids.photo2}/votes`, {
      consent: true,
    });
    expect(wrongContest.statusCode).toBe(404);
  });

  it('forgets visitors after 7 days and keeps their votes', async () => {
    const address = freshAddress();
    expect((await post(votePath, { consent: true }, { address })).statusCode).toBe(200);
    expect(
      (await post(`/contests/photo-contest/entries/${ids.photo1}/votes`, { consent: true }))
        .statusCode,
    ).toBe(200);
    const { orm } = server.database;
    await orm
      .update(contestVotes)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(contestVotes.entryId, ids.photo2));
    await forgetContestVisitors(server.database, new Date());
    const hashed = await orm
      .select({ entryId: contestVotes.entryId })
      .from(contestVotes)
      .where(isNotNull(contestVotes.visitorHash));
    expect(hashed).toEqual([{ entryId: ids.photo1 }]);
    expect(await votesOf(ids.photo2)).toBe(8);
    expect(await votesOf(ids.photo1)).toBe(13);
  });
});

describe('the editorial source', () => {
  const source = () => contestEditorialSource(server.database.orm);

  it('lists the pending entries, oldest first', async () => {
    const pending = await source().pending();
    expect(
      pending.map(({ kind, title, writerName, files }) => ({
        kind,
        title,
        writerName,
        files: files.length,
      })),
    ).toEqual([
      { kind: 'moment-contest', title: 'Winterdienst am Hof.', writerName: 'Lukas', files: 1 },
      { kind: 'photo-contest', title: 'Frühling am Hang', writerName: 'Stefan', files: 1 },
      { kind: 'drawing-contest', title: 'Emma (11–14)', writerName: 'Emma', files: 1 },
    ]);
    expect(pending[2]!.text).toBe('Dorfstraße 12, 6250 Kundl');
    expect(pending[1]!.files[0]!.path).toBe(
      `/contest-entries/${ids.photoPending}/pictures/md@2x.webp`,
    );
  });

  it('registers for the three kinds', () => {
    const sources = new EditorialSources();
    sources.add(source());
    expect(sources.of('drawing-contest')).toBeDefined();
    expect(sources.of('guestbook')).toBeUndefined();
  });

  it('shows a signed-in writer their entries in every state', async () => {
    const response = await post(
      '/contests/photo-contest/entries',
      { ...writer, pictureId: await pictureId('photo-contest'), title: 'Mein Lintrac' },
      { user: newcomer },
    );
    const { id } = (response.json() as { data: { data: { id: string } } }).data.data;
    await source().decide('photo-contest', id, {
      approve: false,
      reason: 'Bitte ein schärferes Foto.',
      staffUserId: staff,
      now: new Date(),
    });
    const mine = await source().writtenBy(newcomer);
    expect(mine).toMatchObject([
      { id, state: 'rejected', reason: 'Bitte ein schärferes Foto.', publishedAt: null },
    ]);
    expect(await source().writtenBy(farmer)).toEqual([]);
  });

  it('publishes a photo at once and a drawing on the next working day', async () => {
    const friday = new Date('2026-11-27T14:00:00Z');
    const photo = await source().decide('photo-contest', ids.photoPending, {
      approve: true,
      staffUserId: staff,
      now: friday,
    });
    expect(photo?.entry).toMatchObject({
      state: 'approved',
      publishedAt: '2026-11-27T14:00:00.000Z',
    });
    expect(photo?.writer).toEqual({ email: 'stefan.kofler@example.com', locale: 'de-at' });

    const drawing = await source().decide('drawing-contest', ids.drawingPending, {
      approve: true,
      staffUserId: staff,
      now: friday,
    });
    // Monday 30 November, midnight in Vienna.
    expect(drawing?.entry.publishedAt).toBe('2026-11-29T23:00:00.000Z');
    const [row] = await server.database.orm
      .select({ reviewedBy: contestEntries.reviewedBy })
      .from(contestEntries)
      .where(eq(contestEntries.id, ids.drawingPending));
    expect(row?.reviewedBy).toBe(staff);

    // Decided already, or of another kind: none.
    expect(
      await source().decide('drawing-contest', ids.drawingPending, {
        approve: true,
        staffUserId: staff,
        now: friday,
      }),
    ).toBeNull();
    expect(
      await source().decide('photo-contest', ids.momentPending, {
        approve: true,
        staffUserId: staff,
        now: friday,
      }),
    ).toBeNull();
  });

  it('skips a holiday: a drawing approved on the Monday before 8 December shows on Wednesday', async () => {
    const drawing = await source().decide('drawing-contest', ids.drawingPending, {
      approve: true,
      staffUserId: staff,
      now: new Date('2026-12-07T09:00:00Z'),
    });
    expect(drawing?.entry.publishedAt).toBe('2026-12-08T23:00:00.000Z');
    // Not public before that day.
    expect((await detail('drawing-contest')).entries.map((entry) => entry.id)).not.toContain(
      ids.drawingPending,
    );
  });
});

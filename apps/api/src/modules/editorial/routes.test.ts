import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  editorialEntrySchema,
  editorialQueueSchema,
  type EditorialEntry,
  type EditorialKind,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realmUrl } from '../../config';
import { createMailer } from '../../mail/mailer';
import { mailbox } from '../../mail/tables';
import { createAccessTokenVerifier } from '../../plugins/accessTokens';
import { auth } from '../../plugins/auth';
import {
  EditorialSources,
  type EditorialDecision,
  type EditorialSource,
  type EntryWriter,
} from '../../plugins/editorialSources';
import { envelopeErrors } from '../../plugins/envelopeErrors';
import { language } from '../../plugins/language';
import { RouteTable } from '../../plugins/routeTable';
import { schemaRoutes } from '../../plugins/schemaRoutes';
import { demoIds } from '../../seed/demoData';
import { publicSigningKey } from '../../sign-on/signOnKeys';
import { apiClient, type ApiCall } from '../../testing/apiClient';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { editorialRoutes } from './routes';

// The review over two fake community domains (the real ones test their own sources): an API of
// the server's auth, envelope and schema plugins with only the editorial routes, on the demo
// database of the file's test server (its users and its mailbox).

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

/** A community domain in memory: its entries, who wrote them, and the decisions it was told. */
class FakeSource implements EditorialSource {
  entries: (EditorialEntry & { userId: string | null; writer: EntryWriter })[] = [];
  decisions: { kind: EditorialKind; id: string; decision: EditorialDecision }[] = [];

  constructor(readonly kinds: readonly EditorialKind[]) {}

  add(
    entry: Partial<EditorialEntry> & Pick<EditorialEntry, 'kind' | 'id' | 'submittedAt'>,
    userId: string | null,
    writer: EntryWriter,
  ) {
    this.entries.push({
      title: `Titel ${entry.id.slice(0, 4)}`,
      text: 'Unser Lintrac im Steilhang.',
      files: [],
      videoUrl: null,
      writerName: 'Josef Brunner',
      state: 'pending',
      reason: null,
      publishedAt: null,
      reply: null,
      ...entry,
      userId,
      writer,
    });
  }

  async pending() {
    return this.entries.filter((entry) => entry.state === 'pending').map(publicPart);
  }

  async writtenBy(userId: string) {
    return this.entries.filter((entry) => entry.userId === userId).map(publicPart);
  }

  async decide(kind: EditorialKind, id: string, decision: EditorialDecision) {
    const entry = this.entries.find(
      (candidate) =>
        candidate.kind === kind && candidate.id === id && candidate.state === 'pending',
    );
    if (!entry) return null;
    this.decisions.push({ kind, id, decision });
    if (decision.approve) {
      entry.state = 'approved';
      entry.publishedAt = decision.now.toISOString();
    } else {
      entry.state = 'rejected';
      entry.reason = decision.reason;
    }
    return { entry: publicPart(entry), writer: entry.writer };
  }
}

function publicPart({
  userId: _userId,
  writer: _writer,
  ...entry
}: FakeSource['entries'][number]): EditorialEntry {
  return entry;
}

const ids = {
  guestbookOld: '0a000000-0000-4000-8000-000000000001',
  guestbookNew: '0a000000-0000-4000-8000-000000000002',
  report: '0b000000-0000-4000-8000-000000000003',
  photo: '0b000000-0000-4000-8000-000000000004',
  drawing: '0b000000-0000-4000-8000-000000000005',
  decided: '0b000000-0000-4000-8000-000000000006',
  newcomers: '0b000000-0000-4000-8000-000000000007',
};

const farmerWriter: EntryWriter = {
  email: 'josef.brunner@example.com',
  locale: 'fr',
  userId: farmer,
};
const guestWriter: EntryWriter = { email: 'gast@example.com', locale: 'de-at' };

let guestbook: FakeSource;
let community: FakeSource;

function fillSources() {
  guestbook.entries = [];
  guestbook.decisions = [];
  community.entries = [];
  community.decisions = [];
  guestbook.add(
    { kind: 'guestbook', id: ids.guestbookNew, submittedAt: '2026-11-20T10:00:00.000Z' },
    null,
    guestWriter,
  );
  guestbook.add(
    { kind: 'guestbook', id: ids.guestbookOld, submittedAt: '2026-11-02T08:00:00.000Z' },
    farmer,
    farmerWriter,
  );
  community.add(
    {
      kind: 'user-report',
      id: ids.report,
      submittedAt: '2026-11-10T09:30:00.000Z',
      title: 'Lintrac 130 <b>im</b> Steilhang',
    },
    farmer,
    farmerWriter,
  );
  community.add(
    { kind: 'photo-contest', id: ids.photo, submittedAt: '2026-11-05T12:00:00.000Z' },
    newcomer,
    { email: 'newcomer@example.com', locale: 'de', userId: newcomer },
  );
  community.add(
    { kind: 'drawing-contest', id: ids.drawing, submittedAt: '2026-11-25T15:00:00.000Z' },
    farmer,
    farmerWriter,
  );
  community.add(
    {
      kind: 'drawing-contest',
      id: ids.decided,
      submittedAt: '2026-10-01T15:00:00.000Z',
      state: 'approved',
      publishedAt: '2026-10-02T07:00:00.000Z',
    },
    farmer,
    farmerWriter,
  );
}

let review: FastifyInstance;
let call: ApiCall;

beforeAll(async () => {
  const sources = new EditorialSources();
  guestbook = new FakeSource(['guestbook']);
  community = new FakeSource(['user-report', 'photo-contest', 'drawing-contest']);
  const { database, keys, options } = server;
  review = Fastify();
  await review.register(language);
  await review.register(
    async (api) => {
      const routes = new RouteTable();
      api.addHook('onRoute', (route) => routes.add(route));
      await api.register(auth, {
        accessTokens: createAccessTokenVerifier({
          issuer: realmUrl(options.signOn),
          audience: options.signOn.audience,
          keys: publicSigningKey(keys),
        }),
        database,
        routes,
      });
      await api.register(envelopeErrors, { routes });
      await api.register(schemaRoutes, { checkAnswers: true });
      await api.register(editorialRoutes, {
        sources,
        mailer: createMailer({ smtpUrl: null, from: options.mailFrom, orm: database.orm }),
        publicUrl: 'https://portal.example.com',
      });
    },
    { prefix: `/api/${options.apiClientSegment}` },
  );
  // As in the server: the domains add their sources after the review's routes are known.
  sources.add(guestbook);
  sources.add(community);
  call = apiClient(review, keys, options);
});
afterAll(() => review.close());
beforeEach(fillSources);

const queueSchema = apiEnvelopeSchema(editorialQueueSchema);
const entrySchema = apiEnvelopeSchema(editorialEntrySchema);

const mailsTo = (recipient: string) =>
  server.database.orm.select().from(mailbox).where(eq(mailbox.recipient, recipient));

async function queue(user = staff) {
  const response = await call(user, '/editorial/entries');
  expect(response.statusCode, response.body).toBe(200);
  return queueSchema.parse(response.json()).data.data;
}

const reject = (kind: string, id: string, json: unknown, language = 'de') =>
  call(staff, `/editorial/entries/${kind}/${id}/reject`, {
    method: 'POST',
    json,
    headers: { 'accept-language': language },
  });

const approve = (kind: string, id: string, user = staff) =>
  call(user, `/editorial/entries/${kind}/${id}/approve`, {
    method: 'POST',
    headers: { 'accept-language': 'de' },
  });

describe('GET /editorial/entries', () => {
  it("lists every source's pending entries, oldest first", async () => {
    const entries = await queue();
    expect(entries.map((entry) => [entry.kind, entry.id])).toEqual([
      ['guestbook', ids.guestbookOld],
      ['photo-contest', ids.photo],
      ['user-report', ids.report],
      ['guestbook', ids.guestbookNew],
      ['drawing-contest', ids.drawing],
    ]);
    expect(entries[2]).toMatchObject({
      title: 'Lintrac 130 <b>im</b> Steilhang',
      writerName: 'Josef Brunner',
      state: 'pending',
    });
  });

  it('is for staff only: 403 for a farmer, 401 without a token', async () => {
    const asFarmer = await call(farmer, '/editorial/entries', {
      headers: { 'accept-language': 'de' },
    });
    expect(asFarmer.statusCode).toBe(403);
    expect(apiErrorEnvelopeSchema.parse(asFarmer.json()).message).toBe(
      'Das dürfen nur Mitarbeitende von Lindner.',
    );
    expect((await call(null, '/editorial/entries')).statusCode).toBe(401);
    for (const action of ['approve', 'reject']) {
      const path = `/editorial/entries/guestbook/${ids.guestbookOld}/${action}`;
      const body = { method: 'POST' as const, json: { reason: 'Spam' } };
      expect((await call(farmer, path, body)).statusCode).toBe(403);
      expect((await call(null, path, body)).statusCode).toBe(401);
    }
    expect(guestbook.decisions).toEqual([]);
  });
});

describe('POST /editorial/entries/{kind}/{id}/approve', () => {
  it('has the source of the kind approve the entry, which then leaves the queue', async () => {
    const response = await approve('user-report', ids.report);
    expect(response.statusCode, response.body).toBe(200);
    const answer = entrySchema.parse(response.json());
    expect(answer.message).toBe('Beitrag freigegeben.');
    expect(answer.data.data).toMatchObject({ id: ids.report, state: 'approved' });
    expect(community.decisions).toEqual([
      {
        kind: 'user-report',
        id: ids.report,
        decision: { approve: true, staffUserId: staff, now: expect.any(Date) },
      },
    ]);
    expect((await queue()).map((entry) => entry.id)).not.toContain(ids.report);
    expect(await mailsTo(farmerWriter.email)).toEqual([]);
  });

  it('answers 404 with a message for a decided, unknown, malformed or sourceless entry', async () => {
    const cases = [
      ['drawing-contest', ids.decided],
      ['guestbook', '0a000000-0000-4000-8000-0000000000ff'],
      // The right id under another kind is not that entry.
      ['photo-contest', ids.report],
      ['guestbook', 'not-a-uuid'],
      ['guestbook', "1' or '1'='1"],
      // No domain registered a source for moments.
      ['moment-contest', ids.photo],
    ];
    for (const [kind, id] of cases) {
      const response = await approve(kind!, encodeURIComponent(id!));
      expect(response.statusCode, `${kind} ${id}`).toBe(404);
      expect(apiErrorEnvelopeSchema.parse(response.json()).message).toBe(
        'Dieser Beitrag wartet nicht (mehr) auf eine Prüfung.',
      );
    }
    expect([...guestbook.decisions, ...community.decisions]).toEqual([]);
  });

  it('answers 404 the second time an entry is approved', async () => {
    expect((await approve('guestbook', ids.guestbookOld)).statusCode).toBe(200);
    expect((await approve('guestbook', ids.guestbookOld)).statusCode).toBe(404);
  });

  it('refuses a kind that does not exist with 400', async () => {
    const response = await approve('poems', ids.photo);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /editorial/entries/{kind}/{id}/reject', () => {
  it("rejects with the reason and mails it to the writer in the writer's language", async () => {
    const reason = 'Bitte ohne Werbung.\n<script>alert(1)</script> & Links';
    const response = await reject('user-report', ids.report, { reason: `  ${reason} ` });
    expect(response.statusCode, response.body).toBe(200);
    const answer = entrySchema.parse(response.json());
    expect(answer.message).toBe(
      'Beitrag abgelehnt. Die Begründung geht per E-Mail an die Verfasserin oder den Verfasser.',
    );
    expect(answer.data.data).toMatchObject({ state: 'rejected', reason });
    expect(community.decisions[0]!.decision).toEqual({
      approve: false,
      reason,
      staffUserId: staff,
      now: expect.any(Date),
    });

    const [mail, ...more] = await mailsTo(farmerWriter.email);
    expect(more).toEqual([]);
    expect(mail!.userId).toBe(farmer);
    expect(mail!.subject).toBe('Votre contribution n’a pas été publiée');
    expect(mail!.textBody).toBe(
      [
        'Bonjour Josef Brunner,',
        'Notre rédaction a examiné votre contribution « Lintrac 130 <b>im</b> Steilhang » (Rapport d’utilisateur) et ne l’a pas publiée. Le motif :',
        '> Bitte ohne Werbung.\n> <script>alert(1)</script> & Links',
        'Vous trouverez vos contributions et leur état sur https://portal.example.com/fr/mon-lindner/mes-contributions.',
        'Votre équipe Lindner',
      ].join('\n\n'),
    );
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Links');
    expect(mail!.htmlBody).toContain('« Lintrac 130 &lt;b&gt;im&lt;/b&gt; Steilhang »');
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).not.toContain('<b>');
  });

  it('mails an Austrian writer in German with the Austrian address', async () => {
    expect(
      (await reject('guestbook', ids.guestbookNew, { reason: 'Doppelt.' }, 'en')).statusCode,
    ).toBe(200);
    const [mail] = await mailsTo(guestWriter.email);
    expect(mail!.userId).toBeNull();
    expect(mail!.subject).toBe('Dein Beitrag wurde nicht veröffentlicht');
    expect(mail!.textBody).toContain(
      'Unsere Redaktion hat Deinen Beitrag „Titel 0a00“ (Gästebuch) geprüft und nicht veröffentlicht. Die Begründung:\n\n> Doppelt.',
    );
    expect(mail!.textBody).toContain(
      'https://portal.example.com/de-at/mein-lindner/meine-beitraege',
    );
  });

  it('needs a reason: a field error, nothing decided, no mail', async () => {
    for (const json of [{ reason: '   ' }, {}]) {
      const response = await reject('user-report', ids.report, json, 'en');
      expect(response.statusCode).toBe(400);
      expect(apiErrorEnvelopeSchema.parse(response.json()).errors).toEqual({
        reason: expect.stringMatching(/\S/),
      });
    }
    const tooLong = await reject('user-report', ids.report, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(apiErrorEnvelopeSchema.parse(tooLong.json()).errors).toHaveProperty('reason');
    expect(community.decisions).toEqual([]);
    expect(await mailsTo(farmerWriter.email)).toEqual([]);
  });

  it('answers 404 for an entry decided already, and mails nothing', async () => {
    const response = await reject('drawing-contest', ids.decided, { reason: 'Zu spät.' }, 'en');
    expect(response.statusCode).toBe(404);
    expect(apiErrorEnvelopeSchema.parse(response.json()).message).toBe(
      'This entry is not (or no longer) waiting for review.',
    );
    expect(await mailsTo(farmerWriter.email)).toEqual([]);
  });
});

describe('GET /editorial/my-entries', () => {
  const mine = async (user: string) => {
    const response = await call(user, '/editorial/my-entries');
    expect(response.statusCode, response.body).toBe(200);
    return queueSchema.parse(response.json()).data.data;
  };

  it("lists the caller's own entries of every kind and state, newest first", async () => {
    await reject('user-report', ids.report, { reason: 'Bitte ein schärferes Foto.' });
    const entries = await mine(farmer);
    expect(entries.map((entry) => [entry.kind, entry.id, entry.state])).toEqual([
      ['drawing-contest', ids.drawing, 'pending'],
      ['user-report', ids.report, 'rejected'],
      ['guestbook', ids.guestbookOld, 'pending'],
      ['drawing-contest', ids.decided, 'approved'],
    ]);
    expect(entries[1]!.reason).toBe('Bitte ein schärferes Foto.');
  });

  it("shows nobody else's entries, also to staff, and needs a token", async () => {
    expect((await mine(newcomer)).map((entry) => entry.id)).toEqual([ids.photo]);
    expect(await mine(staff)).toEqual([]);
    expect((await call(null, '/editorial/my-entries')).statusCode).toBe(401);
  });
});

describe('the server', () => {
  it('serves the review to staff only', async () => {
    const asStaff = await server.call(staff, '/editorial/entries');
    expect(asStaff.statusCode, asStaff.body).toBe(200);
    expect((await server.call(farmer, '/editorial/entries')).statusCode).toBe(403);
    expect((await server.call(farmer, '/editorial/my-entries')).statusCode).toBe(200);
  });

  it("rejects a farmer's user report of the real domain, and the farmer reads the reason", async () => {
    const sent = await server.call(farmer, '/user-reports', {
      method: 'POST',
      json: {
        modelId: 'lintrac-130',
        title: 'Im Steilhang',
        text: 'Mit dem Lintrac mähen wir steile Hänge.',
        firstName: 'Josef',
        region: 'Tirol',
        email: 'josef.brunner@example.com',
        pictures: [],
        privacyConsent: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { id } = sent.json().data.data as { id: string };
    const rejected = await server.call(staff, `/editorial/entries/user-report/${id}/reject`, {
      method: 'POST',
      json: { reason: 'Bitte mit Foto.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(entrySchema.parse(rejected.json()).data.data).toMatchObject({
      kind: 'user-report',
      id,
      state: 'rejected',
      reason: 'Bitte mit Foto.',
    });
    const mine = await server.call(farmer, '/editorial/my-entries');
    const entries = queueSchema.parse(mine.json()).data.data;
    expect(entries.find((entry) => entry.id === id)).toMatchObject({ reason: 'Bitte mit Foto.' });
  });
});

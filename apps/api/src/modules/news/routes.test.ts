import {
  apiEnvelopeSchema,
  upfrontNewsArticleSchema,
  upfrontNewsListSchema,
  type UpfrontNewsInput,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { upfrontNewsSeed } from '../../seed/upfrontNews';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { photoNames } from '../machines/photoCatalogue';
import { isAllowedNewsHref, refusedNewsHref } from './links';

const server = apiTestServerPerFile();
const { call } = server;

const listSchema = apiEnvelopeSchema(upfrontNewsListSchema);
const articleSchema = apiEnvelopeSchema(upfrontNewsArticleSchema);

/** The seed's slugs, newest first (published 3, 10, 18, 31, 46, 62, 91 and 120 days ago). */
const seedSlugs = [
  'lintrac-130-ls-vorstellung',
  'traclink-update-herbst',
  'unitrac-kommunal-winterdienst',
  'lindner-techdays-kundl',
  'geotrac-serie-5-facelift',
  'originalteile-onlineshop',
  'garantieverlaengerung-lintrac',
  'fahrertraining-saison',
];
const day = 24 * 60 * 60 * 1000;

/** The picture of the newest article, as the Image component takes it. */
const lintracPicture = {
  versions: {
    lindnerMachine: {
      xs: '/api/portal/machine-photos/tractor-red-alps-xs.webp',
      md: '/api/portal/machine-photos/tractor-red-alps-md.webp',
    },
  },
  alt: 'Zeichnung: ein roter Traktor vor den Bergen',
  width: 480,
  height: 360,
};

async function listOf(user: string) {
  const response = await call(user, '/news/upfront');
  expect(response.statusCode).toBe(200);
  return listSchema.parse(response.json()).data.data;
}

async function open(user: string, slug: string) {
  const response = await call(user, `/news/upfront/${slug}`);
  expect(response.statusCode).toBe(200);
  return articleSchema.parse(response.json()).data.data;
}

const readSlugs = (list: { slug: string; read: boolean }[]) =>
  list.filter((item) => item.read).map((item) => item.slug);

const article = (overrides: Partial<UpfrontNewsInput> = {}): UpfrontNewsInput => ({
  title: 'Neuer Geotrac 124ep',
  teaser: 'Der stärkste Geotrac kommt.',
  publishedAt: new Date().toISOString(),
  body: [
    { type: 'paragraph', content: [{ text: 'Mehr dazu ' }, { text: 'hier', href: '/de/kontakt' }] },
  ],
  ...overrides,
});

describe('GET /news/upfront', () => {
  it('lists the eight articles newest first, none read yet, some with a picture', async () => {
    const list = await listOf(demoIds.farmer);
    expect(list.map((item) => item.slug)).toEqual(seedSlugs);
    expect(readSlugs(list)).toEqual([]);
    const ages = list.map((item) => Math.floor((Date.now() - Date.parse(item.publishedAt)) / day));
    expect(ages).toEqual([3, 10, 18, 31, 46, 62, 91, 120]);
    expect(list[0]).toMatchObject({
      title: 'Vorab: Der neue Lintrac 130 LS',
      teaser:
        'Mehr Leistung, stufenloses Getriebe und lenkbare Hinterachse: Du siehst den neuen Lintrac 130 LS bei uns vor allen anderen.',
      image: lintracPicture,
      read: false,
    });
    // Pictures on the 1st, 3rd, 4th, 5th and 8th article; none on the others.
    expect(list.map((item) => item.image !== null)).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(list[2]!.image?.versions.lindnerMachine?.xs).toBe(
      '/api/portal/machine-photos/transporter-snow-xs.webp',
    );
  });

  it('serves the pictures it names, without a token', async () => {
    const picture = await server.app.inject({ url: lintracPicture.versions.lindnerMachine.md });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    for (const seeded of upfrontNewsSeed) {
      if (seeded.photo) expect(photoNames, seeded.slug).toContain(seeded.photo.name);
    }
  });

  it('answers 401 without sign-in', async () => {
    const list = await call(null, '/news/upfront');
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ success: false });
    expect((await call(null, `/news/upfront/${seedSlugs[0]}`)).statusCode).toBe(401);
  });

  it('marks an article read for the user who opened it, not for anyone else', async () => {
    await open(demoIds.farmer, 'unitrac-kommunal-winterdienst');
    expect(readSlugs(await listOf(demoIds.farmer))).toEqual(['unitrac-kommunal-winterdienst']);
    expect(readSlugs(await listOf(demoIds.newcomer))).toEqual([]);
    // Opening it again changes nothing; another article joins it.
    await open(demoIds.farmer, 'unitrac-kommunal-winterdienst');
    await open(demoIds.farmer, 'fahrertraining-saison');
    expect(readSlugs(await listOf(demoIds.farmer))).toEqual([
      'unitrac-kommunal-winterdienst',
      'fahrertraining-saison',
    ]);
    // The newcomer reads one of their own.
    await open(demoIds.newcomer, 'traclink-update-herbst');
    expect(readSlugs(await listOf(demoIds.newcomer))).toEqual(['traclink-update-herbst']);
    expect(readSlugs(await listOf(demoIds.farmer))).toEqual([
      'unitrac-kommunal-winterdienst',
      'fahrertraining-saison',
    ]);
  });
});

describe('GET /news/upfront/{slug}', () => {
  it('answers the article with its body, read, and its older and newer neighbour', async () => {
    const techdays = await open(demoIds.farmer, 'lindner-techdays-kundl');
    expect(techdays).toMatchObject({
      slug: 'lindner-techdays-kundl',
      title: 'Lindner Techdays in Kundl',
      read: true,
      previous: { slug: 'geotrac-serie-5-facelift', title: 'Geotrac Serie 5: neue Kabine' },
      next: {
        slug: 'unitrac-kommunal-winterdienst',
        title: 'Unitrac im Winterdienst: neue Kommunalausstattung',
      },
    });
    expect(techdays.image?.alt).toBe('Zeichnung: ein roter Traktor auf dem Hof');
    expect(techdays.body).toHaveLength(4);
    expect(techdays.body[0]).toEqual({
      type: 'paragraph',
      content: [
        {
          text: 'Bei den Techdays öffnen wir unser Werk in Kundl. Du fährst die aktuellen Modelle im Gelände und schaust unseren Monteuren über die Schulter.',
        },
      ],
    });
    expect(techdays.body[1]).toEqual({ type: 'heading', text: 'Programm' });
    expect(techdays.body[2]).toEqual({
      type: 'list',
      items: [
        [{ text: 'Probefahrten auf dem Testgelände' }],
        [{ text: 'Werksführungen jede volle Stunde' }],
        [{ text: 'TracLink in der Praxis', bold: true }, { text: ' – Vortrag am Nachmittag' }],
      ],
    });
  });

  it('has no next article for the newest and no previous for the oldest', async () => {
    const newest = await open(demoIds.farmer, 'lintrac-130-ls-vorstellung');
    expect(newest.next).toBeNull();
    expect(newest.previous).toEqual({
      slug: 'traclink-update-herbst',
      title: 'TracLink-Update: Aufgabenplanung am Smartphone',
    });
    expect(newest.image).toEqual(lintracPicture);
    expect(newest.body).toContainEqual({
      type: 'paragraph',
      content: [
        { text: 'Die Markteinführung ist für das Frühjahr geplant. Deinen Händler findest Du im ' },
        { text: 'Händlerfinder', href: '/de/service-kontakt/haendlersuche' },
        { text: '.' },
      ],
    });
    const oldest = await open(demoIds.farmer, 'fahrertraining-saison');
    expect(oldest.previous).toBeNull();
    expect(oldest.next).toEqual({
      slug: 'garantieverlaengerung-lintrac',
      title: 'Garantieverlängerung jetzt auch für den Lintrac',
    });
  });

  it('answers 404 with a message for an unknown slug, and for one no slug can be', async () => {
    for (const slug of ['gibt-es-nicht', 'Lindner%20Techdays', '%00', 'x'.repeat(90)]) {
      const response = await call(demoIds.farmer, `/news/upfront/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'This upfront news item does not exist (any more).',
      });
    }
    const french = await call(demoIds.farmer, '/news/upfront/gibt-es-nicht', {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('Cette actualité en avant-première n’existe pas (ou plus).');
    expect(readSlugs(await listOf(demoIds.farmer))).toEqual([]);
  });
});

describe('POST and PUT /news/upfront', () => {
  it('lets staff publish an article, which then leads the list, unread by others', async () => {
    const response = await call(demoIds.staff, '/news/upfront', {
      method: 'POST',
      json: article(),
    });
    // 200 like every answer of the API: its client counts only a 200 as success.
    expect(response.statusCode).toBe(200);
    const created = articleSchema.parse(response.json());
    expect(created.message).toBe('Upfront news published.');
    expect(created.data.data).toEqual({
      slug: 'neuer-geotrac-124ep',
      title: 'Neuer Geotrac 124ep',
      teaser: 'Der stärkste Geotrac kommt.',
      publishedAt: expect.any(String),
      image: null,
      read: true,
      body: [
        {
          type: 'paragraph',
          content: [{ text: 'Mehr dazu ' }, { text: 'hier', href: '/de/kontakt' }],
        },
      ],
      previous: { slug: 'lintrac-130-ls-vorstellung', title: 'Vorab: Der neue Lintrac 130 LS' },
      next: null,
    });
    expect((await listOf(demoIds.farmer)).map((item) => [item.slug, item.read])).toEqual([
      ['neuer-geotrac-124ep', false],
      ...seedSlugs.map((slug) => [slug, false]),
    ]);
    // The same title again gets a slug of its own; umlauts are spelt out, the rest dropped.
    const again = await call(demoIds.staff, '/news/upfront', { method: 'POST', json: article() });
    expect(again.json().data.data.slug).toBe('neuer-geotrac-124ep-2');
    const umlauts = await call(demoIds.staff, '/news/upfront', {
      method: 'POST',
      json: article({ title: '  Größere Kabine für den Unitrac!  ', teaser: ' Bald. ' }),
    });
    expect(umlauts.json().data.data).toMatchObject({
      slug: 'groessere-kabine-fuer-den-unitrac',
      title: 'Größere Kabine für den Unitrac!',
      teaser: 'Bald.',
    });
  });

  it('lets staff change an article; the slug and the picture stay', async () => {
    const response = await call(demoIds.staff, '/news/upfront/lintrac-130-ls-vorstellung', {
      method: 'PUT',
      json: article({
        title: 'Lintrac 130 LS verschoben',
        teaser: 'Erst im Sommer.',
        publishedAt: '2020-01-01T00:00:00Z',
        body: [{ type: 'quote', text: 'Gut Ding braucht Weile.' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    const saved = articleSchema.parse(response.json());
    expect(saved.message).toBe('Upfront news saved.');
    expect(saved.data.data).toEqual({
      slug: 'lintrac-130-ls-vorstellung',
      title: 'Lintrac 130 LS verschoben',
      teaser: 'Erst im Sommer.',
      publishedAt: '2020-01-01T00:00:00.000Z',
      image: lintracPicture,
      read: true,
      body: [{ type: 'quote', text: 'Gut Ding braucht Weile.' }],
      previous: null,
      next: { slug: 'fahrertraining-saison', title: 'Fahrertrainings: die neue Saison' },
    });
    // Now the oldest: last in the list.
    expect((await listOf(demoIds.farmer)).map((item) => item.slug)).toEqual([
      ...seedSlugs.slice(1),
      'lintrac-130-ls-vorstellung',
    ]);
  });

  it('answers 404 to a change of an unknown article', async () => {
    for (const slug of ['gibt-es-nicht', '%00']) {
      const unknown = await call(demoIds.staff, `/news/upfront/${slug}`, {
        method: 'PUT',
        json: article(),
      });
      expect(unknown.statusCode, slug).toBe(404);
      expect(unknown.json().message).toBe('This upfront news item does not exist (any more).');
    }
  });

  it('refuses everyone but staff with 403, and callers without sign-in with 401', async () => {
    for (const user of [demoIds.farmer, demoIds.newcomer]) {
      const post = await call(user, '/news/upfront', { method: 'POST', json: article() });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toMatchObject({
        success: false,
        message: 'Only Lindner staff can write upfront news.',
      });
      const put = await call(user, '/news/upfront/lintrac-130-ls-vorstellung', {
        method: 'PUT',
        json: article(),
      });
      expect(put.statusCode).toBe(403);
    }
    const anonymous = await call(null, '/news/upfront', { method: 'POST', json: article() });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPut = await call(null, '/news/upfront/lintrac-130-ls-vorstellung', {
      method: 'PUT',
      json: article(),
    });
    expect(anonymousPut.statusCode).toBe(401);
    const list = await listOf(demoIds.farmer);
    expect(list.map((item) => item.slug)).toEqual(seedSlugs);
    expect(list[0]!.title).toBe('Vorab: Der neue Lintrac 130 LS');
  });

  it('refuses a javascript: link and any link but https or a site path with 400', async () => {
    const refused = [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      '/\t/evil.example',
      '/\\evil.example',
      'data:text/html,x',
      'mailto:info@example.com',
      '',
    ];
    for (const href of refused) {
      for (const body of [
        [{ type: 'list' as const, items: [[{ text: 'Klick', href }]] }],
        [{ type: 'paragraph' as const, content: [{ text: 'Klick', href }] }],
      ]) {
        const response = await call(demoIds.staff, '/news/upfront', {
          method: 'POST',
          json: article({ body }),
        });
        expect(response.statusCode, href).toBe(400);
        const message =
          'Links in upfront news must start with https:// or with / (a page of the portal).';
        expect(response.json()).toMatchObject({
          success: false,
          message,
          errors: { body: message },
        });
      }
    }
    const put = await call(demoIds.staff, '/news/upfront/lintrac-130-ls-vorstellung', {
      method: 'PUT',
      json: article({
        body: [{ type: 'paragraph', content: [{ text: 'x', href: 'javascript:void(0)' }] }],
      }),
    });
    expect(put.statusCode).toBe(400);
    expect((await listOf(demoIds.farmer)).map((item) => item.slug)).toEqual(seedSlugs);
  });

  it('refuses an invalid article with 400 and a message per field', async () => {
    const empty = await call(demoIds.staff, '/news/upfront', {
      method: 'POST',
      json: article({ title: '  ', body: [] }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      success: false,
      message: 'Please check the highlighted fields.',
    });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['body', 'title']);

    const wrong = await call(demoIds.staff, '/news/upfront', {
      method: 'POST',
      json: {
        ...article({ publishedAt: 'morgen', teaser: 'x'.repeat(401) }),
        body: [{ type: 'html', html: '<script>alert(1)</script>' }],
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual([
      'body.0.type',
      'publishedAt',
      'teaser',
    ]);

    const notAnObject = await call(demoIds.staff, '/news/upfront', {
      method: 'POST',
      json: '"Neuer Geotrac"',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe('The request does not contain valid data.');
    expect((await listOf(demoIds.farmer)).map((item) => item.slug)).toEqual(seedSlugs);
  });

  it('keeps fields an article does not have out of what it stores', async () => {
    const response = await call(demoIds.staff, '/news/upfront', {
      method: 'POST',
      json: article({
        body: [
          {
            type: 'paragraph',
            content: [{ text: 'Fett', bold: true, html: '<b>Fett</b>' } as never],
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(200);
    const created = await open(demoIds.farmer, 'neuer-geotrac-124ep');
    expect(created.body).toEqual([{ type: 'paragraph', content: [{ text: 'Fett', bold: true }] }]);
  });
});

describe('news links', () => {
  it('allows https and paths of the site only', () => {
    expect(isAllowedNewsHref('https://www.lindner-traktoren.at/')).toBe(true);
    expect(isAllowedNewsHref('/de/kontakt')).toBe(true);
    expect(isAllowedNewsHref('/de/suche?q=Lintrac%20130')).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:x',
      'http://x.example',
      '//x',
      '/\\x',
      '/\n/x',
      '/de/a b',
      'https://x.example/\u0000',
      'kontakt',
      '',
    ]) {
      expect(isAllowedNewsHref(href), href).toBe(false);
    }
    expect(
      refusedNewsHref([
        { type: 'heading', text: 'javascript:alert(1)' },
        { type: 'list', items: [[{ text: 'a', href: '/a' }], [{ text: 'b', href: 'http://b' }]] },
      ]),
    ).toBe('http://b');
    expect(refusedNewsHref(upfrontNewsSeed.flatMap((item) => item.body))).toBeNull();
  });
});

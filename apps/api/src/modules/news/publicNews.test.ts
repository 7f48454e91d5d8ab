import {
  apiEnvelopeSchema,
  editorialNewsArticleSchema,
  editorialNewsListSchema,
  newsArticleSchema,
  newsListSchema,
  type NewsArticleInput,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

// The public news of seed/news.ts as visitors and staff see them. Expected values are written
// out from the seed (slugs, dates, texts), never read back from the code under test.

const server = apiTestServerPerFile();
const { call } = server;
const { farmer, newcomer, staff } = demoIds;

const listSchema = apiEnvelopeSchema(newsListSchema);
const articleSchema = apiEnvelopeSchema(newsArticleSchema);
const editorialSchema = apiEnvelopeSchema(editorialNewsArticleSchema);
const editorialListSchema = apiEnvelopeSchema(editorialNewsListSchema);
const day = 24 * 60 * 60 * 1000;

/** The seed's published articles, newest first (4, 11, 17, 25, … 143 days ago). */
const seedSlugs = [
  'agritechnica-2026-rueckblick',
  'geotrac-134ep-stufe-5',
  'haendlertag-suedtirol',
  'unitrac-ldrive-gemeinden',
  'traclink-1000-betriebe',
  'werk-kundl-photovoltaik',
  'lehrlinge-kundl-2026',
  'lintrac-115-ls-vorgestellt',
  'rieder-messe-2026',
  'bergbauern-reportage-zillertal',
  'ersatzteillager-erweitert',
  'sommerfest-kundl',
  'fahrerwettbewerb-gewinner',
  'winterdienst-saisonstart',
];

const inLanguage = (language: string) => ({ headers: { 'accept-language': language } });

async function listPage(query = '', language = 'en', user: string | null = null) {
  const response = await call(user, `/news${query}`, inLanguage(language));
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}

async function article(slug: string, language = 'en') {
  const response = await call(null, `/news/${slug}`, inLanguage(language));
  expect(response.statusCode, response.body).toBe(200);
  return articleSchema.parse(response.json()).data.data;
}

/** Every published slug, page by page. */
async function publishedSlugs(query = '') {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const list = await listPage(`?page=${page}${query}`);
    slugs.push(...list.articles.map((each) => each.slug));
    if (list.articles.length === 0 || page * list.pageSize >= list.total) return slugs;
  }
}

const draft = (overrides: Partial<NewsArticleInput> = {}): NewsArticleInput => ({
  category: 'products',
  de: {
    title: 'Neuer Lintrac 80 für den Weinbau',
    teaser: 'Schmal, wendig und mit Kabine.',
    body: [{ type: 'paragraph', content: [{ text: 'Ab Frühjahr bei Deinem Händler.' }] }],
  },
  en: {
    title: 'New Lintrac 80 for vineyards',
    teaser: 'Narrow, agile and with a cab.',
    body: [{ type: 'paragraph', content: [{ text: 'At your dealer from spring.' }] }],
  },
  ...overrides,
});

async function write(input: unknown) {
  const response = await call(staff, '/news/editorial', { method: 'POST', json: input });
  expect(response.statusCode, response.body).toBe(200);
  return editorialSchema.parse(response.json());
}

describe('GET /news', () => {
  it('lists published articles newest first, six a page, in the caller’s language', async () => {
    const first = await listPage();
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 6 });
    expect(first.articles.map((each) => each.slug)).toEqual(seedSlugs.slice(0, 6));
    expect(first.articles[0]).toEqual({
      slug: 'agritechnica-2026-rueckblick',
      category: 'events',
      title: 'Agritechnica 2026: Lindner takes stock',
      teaser:
        'A week in Hanover, thousands of conversations at the stand and great interest in the Lintrac 130 with TracLink.',
      publishedAt: expect.any(String),
      image: {
        versions: {
          lindnerMachine: {
            xs: '/api/portal/machine-photos/tractor-red-field-xs.webp',
            md: '/api/portal/machine-photos/tractor-red-field-md.webp',
          },
        },
        alt: 'Drawing: a red tractor in a field',
        width: 480,
        height: 360,
      },
      textLanguage: 'en',
    });
    const ages = first.articles.map((each) =>
      Math.round((Date.now() - Date.parse(each.publishedAt)) / day),
    );
    expect(ages).toEqual([4, 11, 17, 25, 33, 41]);
    // Written only in German: German, and said so.
    expect(first.articles[2]).toMatchObject({
      slug: 'haendlertag-suedtirol',
      title: 'Händlertag in Südtirol: neue Servicepartner',
      textLanguage: 'de',
      image: null,
    });
    expect((await listPage('?page=3')).articles.map((each) => each.slug)).toEqual(
      seedSlugs.slice(12),
    );
    expect(await publishedSlugs()).toEqual(seedSlugs);
  });

  it('answers in French and in German', async () => {
    const french = await listPage('', 'fr');
    expect(french.articles[1]).toMatchObject({
      title: 'Geotrac 134ep : désormais avec un moteur Phase V',
      textLanguage: 'fr',
    });
    const german = await listPage('', 'de-at');
    expect(german.articles[1]).toMatchObject({
      title: 'Geotrac 134ep: jetzt mit Motor der Abgasstufe V',
      textLanguage: 'de',
    });
  });

  it('filters by category and answers an empty page past the last', async () => {
    const products = await listPage('?category=products');
    expect(products.total).toBe(5);
    expect(products.articles.map((each) => each.slug)).toEqual([
      'geotrac-134ep-stufe-5',
      'unitrac-ldrive-gemeinden',
      'traclink-1000-betriebe',
      'lintrac-115-ls-vorgestellt',
      'winterdienst-saisonstart',
    ]);
    expect(products.articles.every((each) => each.category === 'products')).toBe(true);
    expect((await listPage('?category=community')).articles.map((each) => each.slug)).toEqual([
      'haendlertag-suedtirol',
      'bergbauern-reportage-zillertal',
      'fahrerwettbewerb-gewinner',
    ]);
    // An empty value is no filter.
    expect((await listPage('?category=&page=')).total).toBe(14);
    const past = await listPage('?page=9&category=events');
    expect(past).toEqual({ articles: [], total: 3, page: 9, pageSize: 6 });
  });

  it('refuses an unknown category and a page that is no whole number from 1, naming them', async () => {
    const category = await call(null, '/news?category=tractors');
    expect(category.statusCode).toBe(400);
    expect(category.json()).toMatchObject({
      success: false,
      message: 'Please check the highlighted fields.',
      errors: { category: 'This category does not exist.' },
    });
    const french = await call(null, '/news?category=tractors', inLanguage('fr'));
    expect(french.json().errors.category).toBe('Cette catégorie n’existe pas.');
    for (const page of ['0', 'zwei', '-1', '1.5']) {
      const response = await call(null, `/news?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().errors, page).toEqual({
        page: 'The page must be a whole number from 1.',
      });
    }
  });
});

describe('GET /news/{slug}', () => {
  it('answers the article in English with its older and newer neighbour', async () => {
    const geotrac = await article('geotrac-134ep-stufe-5');
    expect(geotrac).toMatchObject({
      slug: 'geotrac-134ep-stufe-5',
      category: 'products',
      title: 'Geotrac 134ep: now with a Stage V engine',
      textLanguage: 'en',
      // The older one is written only in German.
      previous: {
        slug: 'haendlertag-suedtirol',
        title: 'Händlertag in Südtirol: neue Servicepartner',
        textLanguage: 'de',
      },
      next: {
        slug: 'agritechnica-2026-rueckblick',
        title: 'Agritechnica 2026: Lindner takes stock',
        textLanguage: 'en',
      },
    });
    expect(geotrac.body).toEqual([
      {
        type: 'paragraph',
        content: [
          {
            text: 'The Geotrac 134ep gets an engine meeting emission Stage V. Power and torque stay the same; fuel consumption in transport drops noticeably.',
          },
        ],
      },
      {
        type: 'paragraph',
        content: [
          { text: 'Find out more about the Geotrac models in the ' },
          { text: 'model overview', href: '/en/models' },
          { text: '.' },
        ],
      },
    ]);
    const newest = await article('agritechnica-2026-rueckblick', 'fr');
    expect(newest.next).toBeNull();
    expect(newest.title).toBe('Agritechnica 2026 : le bilan de Lindner');
    expect((await article('winterdienst-saisonstart')).previous).toBeNull();
  });

  it('answers an article written only in German in German, marked so', async () => {
    const german = await article('lehrlinge-kundl-2026', 'en');
    expect(german).toMatchObject({
      title: '14 neue Lehrlinge im Werk Kundl',
      textLanguage: 'de',
      previous: { slug: 'lintrac-115-ls-vorgestellt', textLanguage: 'en' },
      next: { slug: 'werk-kundl-photovoltaik', textLanguage: 'en' },
    });
    expect(german.body[0]).toEqual({
      type: 'paragraph',
      content: [
        {
          text: 'Im September haben 14 Lehrlinge ihre Ausbildung in Kundl begonnen. In den ersten Wochen lernen sie alle Abteilungen kennen, vom Rahmenbau bis zur Endkontrolle.',
        },
      ],
    });
  });

  it('answers 404 with a message for an unknown slug and one no slug can be', async () => {
    for (const slug of ['gibt-es-nicht', 'Agritechnica', 'x'.repeat(90)]) {
      const response = await call(null, `/news/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'This article does not exist (any more).',
      });
    }
  });
});

describe('staff writing the news', () => {
  it('writes a draft that is not public, publishes it, then takes it back', async () => {
    const created = await write(draft());
    expect(created.message).toBe('Draft saved.');
    expect(created.data.data).toMatchObject({
      slug: 'neuer-lintrac-80-fuer-den-weinbau',
      category: 'products',
      publishedAt: null,
      isPublic: false,
      image: null,
      de: { title: 'Neuer Lintrac 80 für den Weinbau', teaser: 'Schmal, wendig und mit Kabine.' },
      en: { title: 'New Lintrac 80 for vineyards' },
      fr: null,
    });
    const slug = created.data.data.slug;
    // A draft: not public anywhere.
    expect((await call(null, `/news/${slug}`)).statusCode).toBe(404);
    expect((await call(farmer, `/news/${slug}`)).statusCode).toBe(404);
    expect(await publishedSlugs()).toEqual(seedSlugs);
    // Staff see it first among all articles.
    const all = editorialListSchema.parse((await call(staff, '/news/editorial')).json()).data.data;
    expect(all.map((each) => [each.slug, each.publishedAt === null])).toEqual([
      [slug, true],
      ...seedSlugs.map((seeded) => [seeded, false]),
    ]);

    const published = await call(staff, `/news/editorial/${slug}/publication`, {
      method: 'POST',
      json: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const publishedBody = editorialSchema.parse(published.json());
    expect(publishedBody.message).toBe('Article published.');
    expect(publishedBody.data.data.isPublic).toBe(true);
    expect(Date.now() - Date.parse(publishedBody.data.data.publishedAt!)).toBeLessThan(60_000);
    const first = await listPage();
    expect(first.total).toBe(15);
    expect(first.articles[0]).toMatchObject({ slug, title: 'New Lintrac 80 for vineyards' });
    // In French it has no text: German, marked so.
    expect(await article(slug, 'fr')).toMatchObject({
      title: 'Neuer Lintrac 80 für den Weinbau',
      textLanguage: 'de',
      previous: { slug: 'agritechnica-2026-rueckblick' },
      next: null,
    });

    const unpublished = await call(staff, `/news/editorial/${slug}/publication`, {
      method: 'DELETE',
    });
    expect(unpublished.statusCode).toBe(200);
    expect(editorialSchema.parse(unpublished.json())).toMatchObject({
      message: 'Article withdrawn: it is a draft again.',
      data: { data: { slug, publishedAt: null, isPublic: false } },
    });
    const gone = await call(null, `/news/${slug}`);
    expect(gone.statusCode).toBe(404);
    expect(await publishedSlugs()).toEqual(seedSlugs);
    // Its old neighbour no longer points at it.
    expect((await article('agritechnica-2026-rueckblick')).next).toBeNull();
  });

  it('publishes from a given time: not before it', async () => {
    const { slug } = (await write(draft({ slug: 'geotrac-ep-vorschau' }))).data.data;
    expect(slug).toBe('geotrac-ep-vorschau');
    const later = new Date(Date.now() + 2 * day).toISOString();
    const future = await call(staff, `/news/editorial/${slug}/publication`, {
      method: 'POST',
      json: { publishedAt: later },
    });
    expect(future.statusCode).toBe(200);
    expect(Date.parse(future.json().data.data.publishedAt)).toBe(Date.parse(later));
    expect(future.json().data.data.isPublic).toBe(false);
    expect((await call(null, `/news/${slug}`)).statusCode).toBe(404);
    expect(await publishedSlugs()).toEqual(seedSlugs);
    const earlier = new Date(Date.now() - 200 * day).toISOString();
    await call(staff, `/news/editorial/${slug}/publication`, {
      method: 'POST',
      json: { publishedAt: earlier },
    });
    expect(await publishedSlugs()).toEqual([...seedSlugs, slug]);
    const badTime = await call(staff, `/news/editorial/${slug}/publication`, {
      method: 'POST',
      json: { publishedAt: 'morgen' },
    });
    expect(badTime.statusCode).toBe(400);
    expect(Object.keys(badTime.json().errors)).toEqual(['publishedAt']);
  });

  it('changes an article’s texts, category and slug; the picture and publication stay', async () => {
    const response = await call(staff, '/news/editorial/sommerfest-kundl', {
      method: 'PUT',
      json: {
        category: 'community',
        slug: 'sommerfest-kundl-2026',
        de: {
          title: 'Sommerfest 2026 in Kundl',
          teaser: 'Danke an 3.000 Gäste.',
          body: [{ type: 'heading', text: 'Danke!' }],
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(editorialSchema.parse(response.json())).toMatchObject({
      message: 'Article saved.',
      data: {
        data: {
          slug: 'sommerfest-kundl-2026',
          category: 'community',
          de: { title: 'Sommerfest 2026 in Kundl' },
          en: null,
          fr: null,
          image: { alt: 'Zeichnung: ein roter Traktor in der Abenddämmerung' },
        },
      },
    });
    expect((await call(null, '/news/sommerfest-kundl')).statusCode).toBe(404);
    // The English translation was removed with the edit: German, marked so.
    expect(await article('sommerfest-kundl-2026', 'en')).toMatchObject({
      title: 'Sommerfest 2026 in Kundl',
      category: 'community',
      textLanguage: 'de',
      previous: { slug: 'fahrerwettbewerb-gewinner' },
      next: { slug: 'ersatzteillager-erweitert' },
    });
    const unknown = await call(staff, '/news/editorial/gibt-es-nicht', {
      method: 'PUT',
      json: draft(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This article does not exist (any more).');
  });

  it('refuses bad input with a message per field', async () => {
    const empty = await call(staff, '/news/editorial', {
      method: 'POST',
      json: {
        category: 'tractors',
        slug: 'Neuer Artikel',
        de: { title: '  ', teaser: 'x'.repeat(401), body: [] },
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      category: 'Please choose one of the options offered.',
      slug: 'The address may only contain lower-case letters without accents, digits and single hyphens.',
      'de.title': 'This field is required.',
      'de.teaser': 'This text is too long.',
      'de.body': 'This field is required.',
    });
    const noGerman = await call(staff, '/news/editorial', {
      method: 'POST',
      json: { category: 'company', en: draft().en },
    });
    expect(noGerman.statusCode).toBe(400);
    expect(Object.keys(noGerman.json().errors)).toEqual(['de']);
    const script = await call(staff, '/news/editorial', {
      method: 'POST',
      json: draft({
        fr: {
          title: 'Nouveau',
          teaser: 'Bientôt.',
          body: [{ type: 'paragraph', content: [{ text: 'ici', href: 'javascript:alert(1)' }] }],
        },
      }),
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toEqual({
      'fr.body': 'Links in articles must start with https:// or / (a page of the portal).',
    });
    // A slug another article has, typed: 409 naming it; made from the title: a free one.
    const taken = await call(staff, '/news/editorial', {
      method: 'POST',
      json: draft({ slug: 'geotrac-134ep-stufe-5' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      slug: 'Another article already has this address. Please choose another one.',
    });
    const reserved = await call(staff, '/news/editorial', {
      method: 'POST',
      json: draft({ slug: 'upfront' }),
    });
    expect(reserved.statusCode).toBe(400);
    const again = await write(draft({ de: { ...draft().de, title: 'Geotrac 134ep stufe 5' } }));
    expect(again.data.data.slug).toBe('geotrac-134ep-stufe-5-2');
    // Nothing of the refused ones was written.
    const all = editorialListSchema.parse((await call(staff, '/news/editorial')).json()).data.data;
    expect(all.filter((each) => each.publishedAt === null).map((each) => each.slug)).toEqual([
      'geotrac-134ep-stufe-5-2',
    ]);
  });

  it('refuses everyone but staff with 403, and callers without sign-in with 401', async () => {
    const calls = [
      ['GET', '/news/editorial', undefined],
      ['POST', '/news/editorial', draft()],
      ['PUT', '/news/editorial/sommerfest-kundl', draft()],
      ['POST', '/news/editorial/sommerfest-kundl/publication', {}],
      ['DELETE', '/news/editorial/agritechnica-2026-rueckblick/publication', undefined],
    ] as const;
    for (const [method, path, json] of calls) {
      for (const user of [farmer, newcomer]) {
        const response = await call(user, path, { method, json });
        expect(response.statusCode, `${method} ${path}`).toBe(403);
      }
      expect((await call(null, path, { method, json })).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await publishedSlugs()).toEqual(seedSlugs);
  });
});

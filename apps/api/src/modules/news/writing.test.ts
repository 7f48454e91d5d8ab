import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { article, articleSchema, lintracPicture, newsReader, seedSlugs } from './newsTestData';

const server = apiTestServerPerFile();
const { call } = server;
const { listOf, open } = newsReader(call);

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
      textLanguage: 'de',
      // Asked in English: the neighbour has an English title.
      previous: {
        slug: 'lintrac-130-ls-vorstellung',
        title: 'First look: the new Lintrac 130 LS',
        textLanguage: 'en',
      },
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
      // Its translations said something else: German until translated anew.
      textLanguage: 'de',
      previous: null,
      next: {
        slug: 'fahrertraining-saison',
        title: 'Driver trainings: the new season',
        textLanguage: 'en',
      },
    });
    // Now the oldest: last in the list.
    expect((await listOf(demoIds.farmer)).map((item) => item.slug)).toEqual([
      ...seedSlugs.slice(1),
      'lintrac-130-ls-vorstellung',
    ]);
  });

  it('answers 404 to a change of an unknown article', async () => {
    for (const slug of ['gibt-es-nicht', 'Lindner%20Techdays']) {
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
        message: 'Only Lindner staff may do this.',
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

  it('refuses a NUL or a line break in the title with 400 naming the field, in German too', async () => {
    for (const title of ['Neuer\u0000Geotrac', 'Neuer\nGeotrac', 'Neuer \ud800Geotrac']) {
      const response = await call(demoIds.staff, '/news/upfront', {
        method: 'POST',
        json: article({ title }),
        headers: { 'accept-language': 'de' },
      });
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Bitte prüfe die markierten Felder.',
        errors: {
          title: 'Dieser Text enthält unzulässige Steuerzeichen. Bitte entferne sie.',
        },
        data: { data: null },
      });
    }
    const put = await call(demoIds.staff, '/news/upfront/lintrac-130-ls-vorstellung', {
      method: 'PUT',
      json: article({ title: 'Lintrac\u0000' }),
    });
    expect(put.statusCode).toBe(400);
    expect(Object.keys(put.json().errors)).toEqual(['title']);
    const list = await listOf(demoIds.farmer);
    expect(list.map((item) => item.slug)).toEqual(seedSlugs);
    expect(list[0]!.title).toBe('Vorab: Der neue Lintrac 130 LS');
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

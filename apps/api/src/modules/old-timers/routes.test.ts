import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  oldTimerDetailSchema,
  oldTimerListSchema,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../plugins/users';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { oldTimers, oldTimerTexts } from './tables';

// The old-timers of referenceData/oldTimers.ts as a caller sees them. Expected values are written out
// from the seed's list (names, texts, catalogue files), never read back from the code under test.

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

const listSchema = apiEnvelopeSchema(oldTimerListSchema);
const detailSchema = apiEnvelopeSchema(oldTimerDetailSchema);

/** A call without a token (or as a user), asking in a language (the test client's is English). */
function get(
  path: string,
  { user = null, language }: { user?: string | null; language?: string } = {},
) {
  return server.call(user, path, language ? { headers: { 'accept-language': language } } : {});
}

async function list(language?: string) {
  const response = await get('/old-timers', { language });
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}

async function detail(id: string, language?: string) {
  const response = await get(`/old-timers/${id}`, { language });
  expect(response.statusCode, response.body).toBe(200);
  return detailSchema.parse(response.json()).data.data;
}

const listedIds = [
  'bf-15',
  'bf-22',
  'bf-25',
  'lindner-1450',
  'lindner-1600',
  'lindner-520',
  'lindner-1700',
  'lindner-1650-a',
  'lindner-1700-a',
  'unitrac-75',
  'geotrac-70',
  'geotrac-80',
];

const messages = {
  de: {
    notFound: 'Diesen Oldtimer gibt es nicht.',
    catalogueNotFound: 'Diesen Katalog gibt es nicht.',
    signIn: 'Melde Dich an, um diesen Katalog herunterzuladen.',
    customerNumber:
      'Diesen Katalog können nur Kundinnen und Kunden von Lindner herunterladen. Trage dazu Deine Kundennummer in Deinem Profil ein.',
  },
  en: {
    notFound: 'This vintage tractor does not exist.',
    signIn: 'Please sign in to download this catalogue.',
    customerNumber:
      'Only Lindner customers can download this catalogue. Please enter your customer number in your profile.',
    tooMany:
      'You have downloaded a lot of catalogues in a short time. Please try again in 60 minutes.',
  },
  fr: {
    notFound: 'Ce tracteur ancien n’existe pas.',
    customerNumber:
      'Seuls les clients Lindner peuvent télécharger ce catalogue. Veuillez saisir votre numéro client dans votre profil.',
  },
};

const pictureUrls = (name: string) => ({
  xs: `/api/portal/old-timer-pictures/${name}-xs.webp`,
  'xs@2x': `/api/portal/old-timer-pictures/${name}-md.webp`,
  md: `/api/portal/old-timer-pictures/${name}-md.webp`,
  'md@2x': `/api/portal/old-timer-pictures/${name}-md@2x.webp`,
});

describe('GET /old-timers', () => {
  it('lists every old-timer without a token, by decade, then first year, in German', async () => {
    const oldTimers = await list('de');
    expect(oldTimers.map((oldTimer) => oldTimer.id)).toEqual(listedIds);
    expect(oldTimers.map((oldTimer) => oldTimer.decade)).toEqual([
      1940, 1950, 1950, 1960, 1960, 1970, 1970, 1970, 1980, 1990, 1990, 1990,
    ]);
    expect(new Set(oldTimers.map((oldTimer) => oldTimer.series))).toEqual(
      new Set(['Bauernfreund', 'Lindner Standard', 'Unitrac', 'Geotrac']),
    );
    expect(oldTimers[0]).toEqual({
      id: 'bf-15',
      name: 'BF 15',
      series: 'Bauernfreund',
      builtFrom: 1948,
      builtTo: 1955,
      decade: 1940,
      powerHp: 15,
      teaser:
        'Der erste Bauernfreund aus Kundl: ein schmaler, leichter Traktor für die steilen Höfe Tirols.',
      textLanguage: 'de',
      picture: {
        versions: { lindnerOldTimer: pictureUrls('bf-15-1') },
        alt: 'BF 15 in der Seitenansicht',
        width: 480,
        height: 320,
      },
      catalogueCount: 2,
    });
    expect(oldTimers.find((oldTimer) => oldTimer.id === 'lindner-1600')!.catalogueCount).toBe(3);
    expect(oldTimers.find((oldTimer) => oldTimer.id === 'bf-25')!.catalogueCount).toBe(1);
  });

  it('answers in the language of Accept-Language: English, French; de-AT in German', async () => {
    const english = await list('en');
    expect(english.map((oldTimer) => oldTimer.id)).toEqual(listedIds);
    expect(english.every((oldTimer) => oldTimer.textLanguage === 'en')).toBe(true);
    expect(english[0]).toMatchObject({
      teaser:
        'The first Bauernfreund from Kundl: a narrow, light tractor for the steep farms of Tyrol.',
      picture: { alt: 'BF 15, side view' },
    });

    const french = await list('fr-FR');
    expect(french.every((oldTimer) => oldTimer.textLanguage === 'fr')).toBe(true);
    expect(french.find((oldTimer) => oldTimer.id === 'geotrac-80')!.teaser).toBe(
      'Plus de puissance dans la jeune gamme Geotrac, construit jusque dans les années deux mille.',
    );

    const austrian = await list('de-AT');
    expect(austrian[0]).toMatchObject({
      textLanguage: 'de',
      teaser: expect.stringMatching(/^Der erste Bauernfreund/),
    });
  });

  it('gives an old-timer without a text in the caller’s language its German text, marked so', async () => {
    const { orm } = server.database;
    // An old-timer written in German and English only (the reference data has every language).
    await orm.insert(oldTimers).values({
      id: 'test-bf-10',
      name: 'BF 10',
      series: 'Bauernfreund',
      builtFrom: 1947,
      builtTo: null,
      demoFacts: [],
    });
    try {
      await orm.insert(oldTimerTexts).values([
        {
          oldTimerId: 'test-bf-10',
          language: 'de',
          teaser: 'Ein Versuchstraktor.',
          paragraphs: ['Nur auf Deutsch und Englisch beschrieben.'],
          pictureAlts: ['BF 10'],
        },
        {
          oldTimerId: 'test-bf-10',
          language: 'en',
          teaser: 'A prototype.',
          paragraphs: ['Described in German and English only.'],
          pictureAlts: ['BF 10'],
        },
      ]);

      const french = await list('fr');
      // Before the BF 15 (1948): the list's order puts the decade first, then the year.
      expect(french[0]).toMatchObject({
        id: 'test-bf-10',
        decade: 1940,
        builtTo: null,
        powerHp: null,
        teaser: 'Ein Versuchstraktor.',
        textLanguage: 'de',
        catalogueCount: 0,
      });
      expect(french[1]).toMatchObject({ id: 'bf-15', textLanguage: 'fr' });
      expect((await list('en'))[0]).toMatchObject({ teaser: 'A prototype.', textLanguage: 'en' });

      const page = await detail('test-bf-10', 'fr');
      expect(page).toMatchObject({
        textLanguage: 'de',
        paragraphs: ['Nur auf Deutsch und Englisch beschrieben.'],
        catalogues: [],
        facts: {
          powerHp: null,
          engine: null,
          cylinders: null,
          displacementCcm: null,
          topSpeedKmh: null,
          weightKg: null,
          unitsBuilt: null,
          demoFacts: [],
        },
      });
    } finally {
      await orm.delete(oldTimers).where(eq(oldTimers.id, 'test-bf-10'));
    }
    expect((await list('fr')).map((oldTimer) => oldTimer.id)).toEqual(listedIds);
  });
});

describe('GET /old-timers/{id}', () => {
  it('gives the BF 15 its story, facts (all demo values), pictures and catalogues', async () => {
    const bf15 = await detail('bf-15', 'en');
    expect(bf15).toMatchObject({
      id: 'bf-15',
      name: 'BF 15',
      textLanguage: 'en',
      catalogueCount: 2,
      paragraphs: [
        'Two years after founding his workshop in Kundl, Friedrich Lindner built his first tractors. The BF 15 – BF stands for Bauernfreund, the farmer’s friend – was narrow, light and easy to maintain: just what a mountain farm needed after the war.',
        'It pulled the mower, the hay wagon and the plough, and its belt pulley drove the threshing machine and the saw. Many BF 15s worked on the same farm for decades.',
        'Restoring a BF 15? You can download the sales brochure here; the operating manual is available to customers with a customer number in their profile.',
      ],
    });
    expect(bf15.facts).toEqual({
      powerHp: 15,
      engine: 'Warchalowski WM 1',
      cylinders: 1,
      displacementCcm: 1250,
      topSpeedKmh: 16,
      weightKg: 950,
      unitsBuilt: 400,
      demoFacts: [
        'powerHp',
        'engine',
        'cylinders',
        'displacementCcm',
        'topSpeedKmh',
        'weightKg',
        'unitsBuilt',
      ],
    });
    expect(bf15.pictures).toEqual([
      {
        versions: { lindnerOldTimer: pictureUrls('bf-15-1') },
        alt: 'BF 15, side view',
        width: 480,
        height: 320,
      },
      {
        versions: { lindnerOldTimer: pictureUrls('bf-15-2') },
        alt: 'BF 15 with a hay wagon on a mountain meadow',
        width: 480,
        height: 320,
      },
    ]);
    expect(bf15.picture).toEqual(bf15.pictures[0]);
    expect(bf15.catalogues).toEqual([
      {
        id: 'bf-15-brochure',
        kind: 'brochure',
        title: 'Sales brochure BF 15 (1949)',
        language: 'de',
        year: 1949,
        pages: 2,
        sizeBytes: 4160,
        restricted: false,
      },
      {
        id: 'bf-15-manual',
        kind: 'manual',
        title: 'Operating manual BF 15 (1950)',
        language: 'de',
        year: 1950,
        pages: 4,
        sizeBytes: 5427,
        restricted: true,
      },
    ]);
  });

  it('names the catalogues in the page’s language, each with the language it is written in', async () => {
    const lindner520 = await detail('lindner-520', 'fr');
    expect(
      lindner520.catalogues.map(({ id, title, language }) => ({ id, title, language })),
    ).toEqual([
      { id: 'lindner-520-brochure', title: 'Prospectus Lindner 520 (1972)', language: 'de' },
      { id: 'lindner-520-brochure-fr', title: 'Prospectus Lindner 520 (1973)', language: 'fr' },
    ]);
    const lindner1600 = await detail('lindner-1600', 'de');
    expect(lindner1600.catalogues.map(({ title, restricted }) => ({ title, restricted }))).toEqual([
      { title: 'Verkaufsprospekt Lindner 1600 (1966)', restricted: false },
      { title: 'Betriebsanleitung Lindner 1600 (1967)', restricted: true },
      { title: 'Ersatzteilliste Lindner 1600 (1968)', restricted: true },
    ]);
  });

  it('leaves a fact nobody knows empty, not marked as a demo value', async () => {
    const bf25 = await detail('bf-25');
    expect(bf25.facts.unitsBuilt).toBeNull();
    expect(bf25.facts.demoFacts).not.toContain('unitsBuilt');
    expect(bf25.facts.demoFacts).toContain('powerHp');
  });

  it('answers every old-timer in every language by the committed schema', async () => {
    for (const id of listedIds) {
      for (const language of ['de', 'en', 'fr'] as const) {
        const oldTimer = await detail(id, language);
        expect(oldTimer.textLanguage).toBe(language);
        expect(oldTimer.paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(oldTimer.pictures).toHaveLength(2);
        expect(oldTimer.catalogues.length).toBeGreaterThanOrEqual(1);
        expect(oldTimer.catalogues.every((catalogue) => catalogue.title !== '')).toBe(true);
      }
    }
  });

  it('answers 404 with a message in the caller’s language for an unknown old-timer', async () => {
    const german = await get('/old-timers/bf-99', { language: 'de' });
    expect(german.statusCode).toBe(404);
    expect(apiErrorEnvelopeSchema.parse(german.json())).toMatchObject({
      success: false,
      message: messages.de.notFound,
    });
    const english = await get('/old-timers/bf-99');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ success: false, message: messages.en.notFound });
    const french = await get('/old-timers/BF-15', { language: 'fr-FR' });
    expect(french.statusCode).toBe(404);
    expect(french.json()).toMatchObject({ success: false, message: messages.fr.notFound });
  });
});

describe('GET /old-timers/{id}/catalogues/{catalogueId}', () => {
  const pdfOf = (body: Buffer) => body.subarray(0, 5).toString('latin1');

  it('sends an open catalogue to anyone as a PDF download that may be cached', async () => {
    for (const user of [null, newcomer, farmer]) {
      const response = await get('/old-timers/bf-15/catalogues/bf-15-brochure', { user });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="lindner-bf-15-prospekt-1949.pdf"',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(pdfOf(response.rawPayload)).toBe('%PDF-');
      // The size the page shows (referenceData/oldTimers.ts).
      expect(response.rawPayload.length).toBe(4160);
    }
  });

  it('refuses a restricted catalogue to a visitor with 401 and the reason, in the caller’s language', async () => {
    const german = await get('/old-timers/bf-15/catalogues/bf-15-manual', { language: 'de' });
    expect(german.statusCode).toBe(401);
    expect(german.headers['www-authenticate']).toBe('Bearer');
    expect(german.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorEnvelopeSchema.parse(german.json())).toMatchObject({
      success: false,
      message: messages.de.signIn,
    });
    const english = await get('/old-timers/bf-15/catalogues/bf-15-manual');
    expect(english.statusCode).toBe(401);
    expect(english.json()).toMatchObject({ message: messages.en.signIn });
    // A token that does not verify is no sign-in either.
    const forged = await server.app.inject({
      url: '/api/portal/old-timers/bf-15/catalogues/bf-15-manual',
      headers: { authorization: 'Bearer not-a-token', 'accept-language': 'de' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: messages.de.signIn });
  });

  it('refuses a restricted catalogue to a user without a customer number with 403 and the reason', async () => {
    const german = await get('/old-timers/bf-15/catalogues/bf-15-manual', {
      user: newcomer,
      language: 'de',
    });
    expect(german.statusCode).toBe(403);
    expect(apiErrorEnvelopeSchema.parse(german.json())).toMatchObject({
      success: false,
      message: messages.de.customerNumber,
    });
    const french = await get('/old-timers/lindner-1600/catalogues/lindner-1600-parts', {
      user: staff,
      language: 'fr',
    });
    expect(french.statusCode).toBe(403);
    expect(french.json()).toMatchObject({ message: messages.fr.customerNumber });

    // A customer number of blanks is none.
    await server.database.orm
      .update(users)
      .set({ customerNr: '   ' })
      .where(eq(users.id, newcomer));
    const blank = await get('/old-timers/bf-15/catalogues/bf-15-manual', { user: newcomer });
    expect(blank.statusCode).toBe(403);
    expect(blank.json()).toMatchObject({ message: messages.en.customerNumber });
  });

  it('sends a restricted catalogue to a user with a customer number, not to be stored', async () => {
    const response = await get('/old-timers/bf-15/catalogues/bf-15-manual', { user: farmer });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lindner-bf-15-betriebsanleitung-1950.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(pdfOf(response.rawPayload)).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(5427);
    const french = await get('/old-timers/lindner-520/catalogues/lindner-520-brochure-fr');
    expect(french.headers['content-disposition']).toBe(
      'attachment; filename="lindner-520-prospectus-1973.pdf"',
    );
  });

  it('answers 404 for an unknown old-timer or catalogue, and for another old-timer’s catalogue', async () => {
    for (const [path, user] of [
      ['/old-timers/bf-99/catalogues/bf-15-brochure', null],
      ['/old-timers/bf-15/catalogues/bf-15-parts', null],
      ['/old-timers/bf-22/catalogues/bf-15-brochure', null],
      // Restricted, and the farmer may have it, but not as the BF 22's.
      ['/old-timers/bf-22/catalogues/bf-15-manual', farmer],
      ['/old-timers/bf-22/catalogues/bf-15-manual', null],
    ] as const) {
      const response = await get(path, { user, language: 'de' });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({
        success: false,
        message: messages.de.catalogueNotFound,
      });
    }
  });

  it('counts a user’s restricted downloads: the 31st in an hour is refused with 429', async () => {
    // A server of its own, so that this file's other downloads do not count.
    const { call } = await server.variant({});
    const path = '/old-timers/geotrac-80/catalogues/geotrac-80-parts';
    for (let count = 1; count <= 30; count += 1) {
      const response = await call(farmer, path);
      expect(response.statusCode, `download ${count}`).toBe(200);
    }
    const refused = await call(farmer, path);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toMatchObject({ success: false, message: messages.en.tooMany });
    // Open catalogues are not counted, nor is another user.
    expect(
      (await call(farmer, '/old-timers/geotrac-80/catalogues/geotrac-80-brochure')).statusCode,
    ).toBe(200);
    expect((await call(newcomer, path)).statusCode).toBe(403);
  });
});

describe('bad requests', () => {
  it('answers 4xx in the envelope, never 500, for parameters no old-timer can have', async () => {
    const long = 'a'.repeat(81);
    for (const path of [
      `/old-timers/${long}`,
      `/old-timers/bf-15/catalogues/${long}`,
      `/old-timers/${long}/catalogues/bf-15-brochure`,
      '/old-timers/bf%00',
      '/old-timers/bf-15/catalogues/%00',
      '/old-timers/%E0%A4%A',
      '/old-timers/bf-15/catalogues/..%2F..%2Fpackage.json',
      '/old-timers/bf-15/catalogues/bf-15-brochure%2F..%2F..%2Fmain.ts',
      '/old-timer-pictures/..%2F..%2Fmain.ts',
      '/old-timer-pictures/bf-15-3-md.webp',
      '/old-timer-pictures/bf-99-1-md.webp',
    ]) {
      const response = await get(path, { user: farmer });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.json(), path).toMatchObject({ success: false });
    }
  });

  it('takes no other method', async () => {
    const response = await server.call(farmer, '/old-timers/bf-15', { method: 'DELETE' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

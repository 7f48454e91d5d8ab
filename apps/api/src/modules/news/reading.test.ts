import { describe, expect, it } from 'vitest';
import { photoNames } from '../../plugins/photoCatalogue';
import { demoIds } from '../../seed/demoData';
import { upfrontNewsSeed } from '../../seed/upfrontNews';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import {
  articleSchema,
  lintracPicture,
  listSchema,
  newsReader,
  readSlugs,
  seedSlugs,
} from './newsTestData';

const server = apiTestServerPerFile();
const { call } = server;
const { listOf, open } = newsReader(call);
const day = 24 * 60 * 60 * 1000;

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
      textLanguage: 'de',
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
      textLanguage: 'de',
    });
  });

  it('answers in English and French where translated, marked with the language', async () => {
    const english = await call(demoIds.farmer, '/news/upfront/lindner-techdays-kundl');
    expect(articleSchema.parse(english.json()).data.data).toMatchObject({
      title: 'Lindner Techdays in Kundl',
      teaser:
        'Two days of hands-on technology: test drives, factory tours and talks about TracLink at the Kundl works.',
      textLanguage: 'en',
      image: { alt: 'Drawing: a red tractor in a farmyard' },
      previous: { title: 'Geotrac series 5: new cab', textLanguage: 'en' },
      body: expect.arrayContaining([{ type: 'heading', text: 'Programme' }]),
    });
    const french = await call(demoIds.farmer, '/news/upfront', {
      headers: { 'accept-language': 'fr-fr' },
    });
    const frenchList = listSchema.parse(french.json()).data.data;
    expect(frenchList[0]).toMatchObject({
      title: 'En avant-première : le nouveau Lintrac 130 LS',
      textLanguage: 'fr',
    });
    expect(frenchList.every((item) => item.textLanguage === 'fr')).toBe(true);
    const german = await open(demoIds.farmer, 'lindner-techdays-kundl');
    expect(german.textLanguage).toBe('de');
  });

  it('answers 404 with a message for an unknown slug, and for one no slug can be', async () => {
    for (const slug of ['gibt-es-nicht', 'Lindner%20Techdays', 'x'.repeat(90)]) {
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
    // A NUL is no text at all: refused before any article is looked for.
    const nul = await call(demoIds.farmer, '/news/upfront/%00');
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['slug']);
    expect(readSlugs(await listOf(demoIds.farmer))).toEqual([]);
  });
});

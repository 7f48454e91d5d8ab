import {
  apiEnvelopeSchema,
  eventDetailSchema,
  eventListSchema,
  trainingListSchema,
  type EventInput,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

// An event's texts in the caller's language (DESIGN.md Decisions: content carries its text per
// locale; a text that exists only in German is shown in German and said to be). The expected
// texts are the seed's (seed/events.ts, seed/eventTranslations.ts), written out here.

const server = apiTestServerPerFile();
const { farmer, staff } = demoIds;

const listSchema = apiEnvelopeSchema(eventListSchema);
const detailSchema = apiEnvelopeSchema(eventDetailSchema);
const trainingsSchema = apiEnvelopeSchema(trainingListSchema);

const inLanguage = (language: string) => ({ headers: { 'accept-language': language } });

async function detail(slug: string, language: string) {
  const response = await server.call(null, `/events/${slug}`, inLanguage(language));
  expect(response.statusCode, response.body).toBe(200);
  return detailSchema.parse(response.json()).data.data;
}

async function listed(slug: string, language: string) {
  const response = await server.call(null, '/events', inLanguage(language));
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data.events.find((event) => event.slug === slug);
}

describe('an event in the caller’s language', () => {
  it('gives a translated event in English, French and German, each saying its language', async () => {
    expect(await detail('werksfuehrung-kundl', 'en-GB')).toMatchObject({
      title: 'Exclusive Factory Tour in Kundl',
      textLanguage: 'en',
    });
    expect(await detail('werksfuehrung-kundl', 'fr-FR,fr;q=0.9')).toMatchObject({
      title: 'Visite exclusive de l’usine de Kundl',
      textLanguage: 'fr',
    });
    const german = await detail('werksfuehrung-kundl', 'de-AT');
    expect(german).toMatchObject({ title: 'Exklusive Werksführung in Kundl', textLanguage: 'de' });
    expect(german.description).toContain('auf zwei Plätze begrenzt');
    expect((await detail('werksfuehrung-kundl', 'fr')).description).toContain(
      'La visite est limitée à deux places.',
    );
  });

  it('gives an event written only in German in German, saying so, in every language', async () => {
    for (const language of ['en', 'fr', 'de']) {
      expect(await listed('feldtag-oststeiermark', language)).toMatchObject({
        title: 'Feldtag Oststeiermark',
        teaser: 'Geotrac und Lintrac im Grünland: Mähen, Schwaden und Pressen zum Ausprobieren.',
        textLanguage: 'de',
      });
    }
    expect(await listed('hoftag-rosenheim', 'fr')).toMatchObject({
      title: 'Journée portes ouvertes chez Landtechnik Innauen à Rosenheim',
      textLanguage: 'fr',
    });
  });

  it('lists the trainings in the caller’s language', async () => {
    const response = await server.call(farmer, '/trainings', inLanguage('fr'));
    expect(response.statusCode, response.body).toBe(200);
    const { trainings } = trainingsSchema.parse(response.json()).data.data;
    expect(trainings.find((each) => each.slug === 'fahrertraining-lintrac-kundl')).toMatchObject({
      title: 'Formation à la conduite Lintrac à l’usine de Kundl',
      textLanguage: 'fr',
    });
  });

  it('names the event in the caller’s language in its calendar file', async () => {
    const response = await server.call(
      null,
      '/events/werksfuehrung-kundl/calendar.ics',
      inLanguage('en'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SUMMARY:Exclusive Factory Tour in Kundl');
  });
});

describe('staff write an event’s translations', () => {
  const input: EventInput = {
    title: 'Wintercheck in Kundl',
    teaser: 'Frostschutz, Batterie und Reifen.',
    description: 'Ein Vormittag in der Werkstatt.',
    format: 'onSite',
    training: false,
    startsAt: '2031-01-15T08:00:00Z',
    endsAt: '2031-01-15T12:00:00Z',
    venue: {
      name: 'Lindner Traktorenwerk',
      street: 'Ing.-Hermann-Lindner-Straße 4',
      zip: '6250',
      city: 'Kundl',
      country: 'AT',
      region: 'Tirol',
      lat: 47.4667,
      lng: 11.9833,
    },
    onlineUrl: null,
    capacity: null,
    companionsAllowed: 1,
  };
  const english = {
    title: 'Winter check in Kundl',
    teaser: 'Antifreeze, battery and tyres.',
    description: 'A morning in the workshop.',
  };

  it('keeps the translations given, removes those left out, and keeps them on an edit without any', async () => {
    const created = await server.call(staff, '/events', {
      method: 'POST',
      json: { ...input, translations: { en: english } },
      ...inLanguage('en'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { slug } = detailSchema.parse(created.json()).data.data;
    expect(slug).toBe('wintercheck-in-kundl');
    expect(created.json().data.data).toMatchObject({ ...english, textLanguage: 'en' });
    expect(await detail(slug, 'fr')).toMatchObject({
      title: 'Wintercheck in Kundl',
      textLanguage: 'de',
    });

    const edit = (body: unknown) =>
      server.call(staff, `/events/${slug}`, { method: 'PUT', json: body, ...inLanguage('de') });
    expect((await edit({ ...input, capacity: 20 })).statusCode).toBe(200);
    expect(await detail(slug, 'en')).toMatchObject({ ...english, textLanguage: 'en' });

    expect((await edit({ ...input, translations: {} })).statusCode).toBe(200);
    expect(await detail(slug, 'en')).toMatchObject({
      title: 'Wintercheck in Kundl',
      textLanguage: 'de',
    });
  });

  it('answers 400 naming the field for a translation without its title', async () => {
    const response = await server.call(staff, '/events', {
      method: 'POST',
      json: { ...input, translations: { fr: { title: '', teaser: 'Antigel.' } } },
      ...inLanguage('en'),
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toEqual(['translations.fr.title']);
  });
});

import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  modelDetailSchema,
  modelOverviewSchema,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });
const api = () => `/api/${server.options.apiClientSegment}`;

async function get(url: string, language?: string) {
  return server.app.inject({
    method: 'GET',
    url: `${api()}${url}`,
    headers: language ? { 'accept-language': language } : {},
  });
}

async function overview(url: string, language?: string) {
  const response = await get(url, language);
  expect(response.statusCode).toBe(200);
  return apiEnvelopeSchema(modelOverviewSchema).parse(response.json()).data.data;
}

async function detail(id: string, language?: string) {
  const response = await get(`/models/${id}`, language);
  expect(response.statusCode).toBe(200);
  return apiEnvelopeSchema(modelDetailSchema).parse(response.json()).data.data;
}

const allIds = [
  'lintrac-90',
  'lintrac-110',
  'lintrac-115-ls',
  'lintrac-100',
  'lintrac-130',
  'geotrac-74ep',
  'geotrac-84ep',
  'geotrac-94ep',
  'geotrac-104ep',
  'geotrac-124',
  'geotrac-134ep',
  'unitrac-112-ldrive',
  'unitrac-122-ldrive',
];

describe('GET /models/overview', () => {
  it('lists the range without a token, by series (Lintrac, Geotrac, Unitrac) and power, in German', async () => {
    const models = await overview('/models/overview');
    expect(models.map((model) => model.id)).toEqual(allIds);
    expect(models[0]).toEqual({
      id: 'lintrac-90',
      name: 'Lintrac 90',
      series: 'Lintrac',
      kind: 'tractor',
      teaser:
        'Standardtraktor mit 102 PS, stufenlosem Getriebe und lenkbarer Hinterachse für Berglandwirtschaft, Grünland und Weinbau.',
      textLanguage: 'de',
      powerHp: 102,
      transmission: 'continuously-variable',
      fourWheelSteering: true,
      unladenWeightKg: 4300,
      uses: ['mountain-farm', 'grassland', 'vineyard'],
      picture: {
        versions: {
          lindnerModel: {
            xs: '/api/portal/model-pictures/lintrac-90-xs.webp',
            'xs@2x': '/api/portal/model-pictures/lintrac-90-md.webp',
            md: '/api/portal/model-pictures/lintrac-90-md.webp',
            'md@2x': '/api/portal/model-pictures/lintrac-90-md@2x.webp',
          },
        },
        alt: 'Lintrac 90',
        width: 480,
        height: 320,
      },
    });
    const geotrac = models.find((model) => model.id === 'geotrac-124');
    expect(geotrac).toMatchObject({
      kind: 'tractor',
      transmission: 'semi-powershift',
      fourWheelSteering: false,
    });
    expect(models.find((model) => model.id === 'unitrac-112-ldrive')).toMatchObject({
      kind: 'transporter',
      fourWheelSteering: true,
    });
  });

  it('answers in the language of Accept-Language: English, French; de-AT in German', async () => {
    const english = await overview('/models/overview', 'en');
    expect(english.map((model) => model.id)).toEqual(allIds);
    expect(english.every((model) => model.textLanguage === 'en')).toBe(true);
    expect(english[0]!.teaser).toBe(
      'Standard tractor with 102 hp, a continuously variable transmission and a steered rear axle for mountain farming, grassland and vineyards.',
    );

    const french = await overview('/models/overview', 'fr-FR');
    expect(french.every((model) => model.textLanguage === 'fr')).toBe(true);
    expect(french.find((model) => model.id === 'unitrac-112-ldrive')!.teaser).toBe(
      'Transporteur de 109 ch avec transmission LDrive à variation continue et quatre roues directrices, pour le transport, les services communaux et l’agriculture de montagne.',
    );

    const austrian = await overview('/models/overview', 'de-AT');
    expect(austrian[0]).toMatchObject({
      textLanguage: 'de',
      teaser: expect.stringMatching(/^Standardtraktor mit 102 PS/),
    });
  });

  it('keeps the models suited to a use', async () => {
    const vineyard = await overview('/models/overview?use=vineyard');
    expect(vineyard.map((model) => model.id)).toEqual([
      'lintrac-90',
      'geotrac-74ep',
      'geotrac-84ep',
    ]);
    const transport = await overview('/models/overview?use=transport', 'en');
    expect(transport.map((model) => model.id)).toEqual([
      'lintrac-115-ls',
      'lintrac-130',
      'geotrac-104ep',
      'geotrac-124',
      'geotrac-134ep',
      'unitrac-112-ldrive',
      'unitrac-122-ldrive',
    ]);
    const municipal = await overview('/models/overview?use=municipal');
    expect(municipal.every((model) => model.uses.includes('municipal'))).toBe(true);
    expect(municipal.map((model) => model.series)).toContain('Unitrac');
  });

  it('refuses an unknown use with a 400 and a message in the caller’s language', async () => {
    const german = await get('/models/overview?use=forestry');
    expect(german.statusCode).toBe(400);
    expect(apiErrorEnvelopeSchema.parse(german.json())).toMatchObject({
      success: false,
      message: 'Bitte prüfe die markierten Felder.',
      errors: { use: 'Bitte eine der angebotenen Möglichkeiten wählen.' },
    });
    const english = await get('/models/overview?use=forestry', 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      success: false,
      message: 'Please check the highlighted fields.',
      errors: { use: 'Please choose one of the options offered.' },
    });
  });
});

describe('GET /models/{id}', () => {
  it('answers 404 in the envelope for an unknown model', async () => {
    const german = await get('/models/lintrac-999');
    expect(german.statusCode).toBe(404);
    expect(apiErrorEnvelopeSchema.parse(german.json())).toMatchObject({
      success: false,
      message: 'Nicht gefunden.',
    });
    const french = await get('/models/lintrac-999', 'fr');
    expect(french.statusCode).toBe(404);
    expect(french.json()).toMatchObject({ success: false, message: 'Introuvable.' });
  });

  it('gives the Lintrac 130 all eleven sections, in order, with texts and pictures', async () => {
    const model = await detail('lintrac-130');
    expect(model.sections.map((section) => section.section)).toEqual([
      'overview',
      'transmission',
      'traclink',
      'lights',
      'ldrive',
      'hydraulics',
      'four-wheel-steering',
      'engine',
      'dimensions',
      'cabin',
      'financing',
    ]);
    expect(model.textLanguage).toBe('de');
    expect(model.sections[0]).toMatchObject({
      title: 'Der Lintrac 130 im Überblick',
      picture: {
        versions: { lindnerModel: { xs: '/api/portal/model-pictures/lintrac-130-xs.webp' } },
      },
    });
    expect(model.picture).toEqual(model.sections[0]!.picture);
    expect(model.sections[6]).toMatchObject({
      title: 'Allradlenkung',
      paragraphs: [
        'Die Hinterachse des Lintrac 130 lenkt mit: Vorder- und Hinterräder schlagen gemeinsam ein, der Wendekreis wird kleiner.',
        'Im Test der Fachpresse wendete der Lintrac 130 mit Allradlenkung in einem Radius von 4,45 m, ohne sie in 5,35 m.',
      ],
      picture: {
        alt: 'Lintrac 130: Allradlenkung',
        versions: {
          lindnerModel: { xs: '/api/portal/model-pictures/lintrac-four-wheel-steering-xs.webp' },
        },
      },
    });
    expect(model.sections[7]!.paragraphs).toEqual([
      'Im Lintrac 130 arbeitet ein Vierzylindermotor von Perkins (904J Syncro) mit 3,6 l Hubraum, Abgasstufe V.',
      'Der Motor leistet 136 PS (100 kW).',
    ]);
    expect(model.technicalData).toEqual({
      powerHp: 136,
      powerKw: 100,
      maxSpeedKmh: 40,
      unladenWeightKg: 5000,
      permittedTotalWeightKg: 8500,
      permittedFrontAxleLoadKg: 4200,
      permittedRearAxleLoadKg: 5800,
      wheelbaseMm: 2500,
      lengthMm: 4150,
      widthMm: 2050,
      heightMm: 2650,
      engine: 'Perkins 904J (Syncro 3.6 l, 4-cylinder, Stage V)',
      transmission: 'continuously-variable',
      fourWheelSteering: true,
      demoFigures: [
        'maxSpeedKmh',
        'unladenWeightKg',
        'permittedTotalWeightKg',
        'permittedFrontAxleLoadKg',
        'permittedRearAxleLoadKg',
        'wheelbaseMm',
        'lengthMm',
        'widthMm',
        'heightMm',
      ],
    });
    expect(model.listPriceCents).toBe(14_900_000);
    expect(model.listPriceGrossCents).toBe(17_880_000);
    expect(model.tracLinkProducts).toEqual(['mobile', 'smart']);
    expect(model.sources).toEqual([
      'https://www.materielagricole.info/essais-tracteurs/amp/article/729999/essai-lindner-lintrac-130-ldrive-le-point-technique',
      'https://www.materielagricole.info/essais-comparatifs/article/729997/essai-lindner-lintrac-130-ldrive-les-mesures',
      'https://powertrainweb.it/perkins-e-lindner-stage-v-nel-nome-del-syncro',
      'https://www.tema-agriculture-terroirs.fr/grostracteurspassion/chutier/des-tracteurs-vraiment-concus-pour-lelevage-847582.php',
      'https://issuu.com/svlt-aseta/docs/ta_06_2022/s/16125912',
    ]);
  });

  it('gives a Geotrac neither an LDrive nor a four-wheel steering section', async () => {
    const model = await detail('geotrac-84ep', 'en');
    expect(model.textLanguage).toBe('en');
    expect(model.sections.map((section) => section.section)).toEqual([
      'overview',
      'transmission',
      'traclink',
      'lights',
      'hydraulics',
      'engine',
      'dimensions',
      'cabin',
      'financing',
    ]);
    expect(model.sections[0]!.title).toBe('The Geotrac 84ep at a glance');
    expect(model.technicalData).toMatchObject({
      powerHp: 95,
      engine: 'Perkins 4-cylinder, 3.4 l, common rail, DPF, Tier 4i / Stage IIIB',
      transmission: null,
      fourWheelSteering: false,
    });
    expect(model.sources).toEqual([
      'http://www.pleinchamp.com/machinisme/actualites-machinisme/lindner-adopte-la-norme-tier-4i-sur-le-geotrac-84ep',
      'https://www.agrarheute.com/technik/traktoren/gesucht-beste-traktorfahrer-alpenraum-460298',
    ]);
  });

  it('names every figure that is a demo value rather than a published one', async () => {
    const lintrac = await detail('lintrac-90');
    // Published: 102 hp and the width of 1.73 m.
    expect(lintrac.technicalData).toMatchObject({ powerHp: 102, widthMm: 1730, powerKw: 75 });
    expect(lintrac.technicalData.demoFigures).toEqual([
      'powerKw',
      'maxSpeedKmh',
      'unladenWeightKg',
      'permittedTotalWeightKg',
      'permittedFrontAxleLoadKg',
      'permittedRearAxleLoadKg',
      'wheelbaseMm',
      'lengthMm',
      'heightMm',
    ]);
    // Nothing published but the name: every figure is a demo value.
    const geotrac = await detail('geotrac-74ep');
    expect(geotrac.technicalData.demoFigures).toEqual([
      'powerHp',
      'powerKw',
      'maxSpeedKmh',
      'unladenWeightKg',
      'permittedTotalWeightKg',
      'permittedFrontAxleLoadKg',
      'permittedRearAxleLoadKg',
      'wheelbaseMm',
      'lengthMm',
      'widthMm',
      'heightMm',
    ]);
    expect(geotrac.technicalData.engine).toBeNull();
    expect(geotrac.sources).toEqual([
      'https://www.landwirt.com/Geotrac-Supercup-2016-Suedtiroler-holt-sich-Geotrac-74ep,,17840,,Bericht.html',
    ]);
    // A demo power is not written into a text.
    const engine = geotrac.sections.find((section) => section.section === 'engine');
    expect(engine!.paragraphs.join(' ')).not.toMatch(/\d+ PS/);
  });

  it('answers every model in every language by the committed schema, French with “vous”', async () => {
    for (const id of allIds) {
      for (const [header, language] of [
        ['de', 'de'],
        ['en', 'en'],
        ['fr', 'fr'],
      ] as const) {
        const model = await detail(id, header);
        expect(model.id).toBe(id);
        expect(model.textLanguage).toBe(language);
        expect(model.sections[0]!.section).toBe('overview');
        for (const section of model.sections) {
          expect(section.title).not.toBe('');
          expect(section.paragraphs).toHaveLength(2);
        }
      }
    }
    const unitrac = await detail('unitrac-122-ldrive', 'fr');
    expect(unitrac.sections.map((section) => section.section)).toContain('ldrive');
    expect(unitrac.sections[0]!.title).toBe('L’Unitrac 122 LDrive en bref');
    expect(unitrac.sections.find((section) => section.section === 'financing')).toMatchObject({
      title: 'Financement',
      paragraphs: [
        'Le calculateur de financement part du prix catalogue hors taxes de l’Unitrac 122 LDrive ; vous réglez vous-même l’apport et la durée.',
        'Le prix catalogue indiqué ici est une valeur d’exemple. Votre concessionnaire Lindner vous fait une offre ferme avec financement.',
      ],
    });
  });
});

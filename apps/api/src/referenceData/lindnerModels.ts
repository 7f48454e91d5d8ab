import type { ModelFigure } from '@lindner/api/schema';
import type { VehicleModelRow } from '../plugins/vehicleModels';

/**
 * The Lindner model range: reference data, inserted by migrations 0016 and 0022
 * (`reference_lindner_models`, written from this list by
 * apps/api/scripts/referenceDataMigration.ts; see seed/referenceData.ts).
 *
 * PUBLISHED (`published` below, and name, series, kind, transmission, engine, sources): the
 * public facts gathered in shared/data/lindner-models.json, with that file's source addresses.
 * An engine stays null where the file names none.
 *
 * PLAUSIBLE DEMO VALUES (`demo` below; `demoFigures` of each model names them): every figure the
 * file has no value for, chosen for the size class of the model, not Lindner's specifications:
 * - weights, axle loads and wheelbases (none were public), lengths, heights, most widths, the
 *   top speed (40 km/h throughout);
 * - kW where only hp was published: the hp converted (1 PS = 0.7355 kW), not a published value;
 * - the hp of the Geotrac 74ep and the Unitrac 122 LDrive (none found).
 * Also made up, though not figures: the net list prices (`listPriceCents`; the file's
 * `price_reference` as a guide where it has one), the uses, the TracLink products, and the
 * transmission kind of the Lintrac 100 (continuously variable like the other Lintrac models but
 * the LS; the file has no transmission for it). The Geotrac ep models' transmission kind stays
 * null (not found). Replace all of these from Lindner's spec sheets and price list before anyone
 * relies on them.
 */
// The figures in `modelFigures`' order, as a record so that none can be missing. (Not the
// schema's array: the tests' global setup loads this list through the built @lindner/api.)
const figureOrder: Record<ModelFigure, true> = {
  powerHp: true,
  powerKw: true,
  maxSpeedKmh: true,
  unladenWeightKg: true,
  permittedTotalWeightKg: true,
  permittedFrontAxleLoadKg: true,
  permittedRearAxleLoadKg: true,
  wheelbaseMm: true,
  lengthMm: true,
  widthMm: true,
  heightMm: true,
};
const modelFigures = Object.keys(figureOrder) as ModelFigure[];

export const lindnerModels: VehicleModelRow[] = [
  model({
    id: 'lintrac-90',
    name: 'Lintrac 90',
    kind: 'tractor',
    transmission: 'ZF continuously variable',
    transmissionKind: 'continuously-variable',
    engine: null,
    published: { powerHp: 102, widthMm: 1730 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 75,
      ...demoSize(4300, 7500, 3500, 5000, 2300),
      lengthMm: 3950,
      heightMm: 2550,
    },
    fourWheelSteering: true,
    uses: ['mountain-farm', 'grassland', 'vineyard'],
    listPriceCents: 11_800_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: [
      'https://www.materielagricole.info/essais-tracteurs/amp/article/729999/essai-lindner-lintrac-130-ldrive-le-point-technique',
      'https://reussir.fr/vigne/dix-tracteurs-au-banc-dessai',
      'http://www.lemoniteur.fr/articles/la-mecanique-autrichienne-se-marie-avec-l-ingeniosite-francaise-34548987',
    ],
  }),
  model({
    id: 'lintrac-100',
    name: 'Lintrac 100',
    kind: 'tractor',
    transmission: null,
    transmissionKind: 'continuously-variable',
    engine: null,
    published: { powerHp: 117, powerKw: 87 },
    demo: {
      maxSpeedKmh: 40,
      ...demoSize(4500, 7500, 3500, 5000, 2300),
      lengthMm: 4000,
      widthMm: 1900,
      heightMm: 2600,
    },
    fourWheelSteering: true,
    uses: ['mountain-farm', 'grassland', 'municipal'],
    // The file's dealer asking price (EUR 151,960, probably incl. 20 % VAT) without the VAT.
    listPriceCents: 12_660_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: ['https://www.landwirt.com/'],
  }),
  model({
    id: 'lintrac-110',
    name: 'Lintrac 110',
    kind: 'tractor',
    transmission: 'continuously variable',
    transmissionKind: 'continuously-variable',
    engine: 'Perkins',
    published: { powerHp: 113 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 83,
      ...demoSize(4600, 8000, 4000, 5500, 2400),
      lengthMm: 4050,
      widthMm: 1950,
      heightMm: 2600,
    },
    fourWheelSteering: true,
    uses: ['mountain-farm', 'grassland', 'municipal'],
    listPriceCents: 13_200_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: [
      'http://www.agrartechnik.ch/zeitschrift/schweizer-landtechnik/newsticker/artikel/geotrac-supercup-startet-in-die-neue-saison/',
      'https://www.news.at/a/traktorenhersteller-lindner-auf-dem-weg-zum-autonomen-fahren-8391677',
      'https://blickinsland.at/?p=66435',
    ],
  }),
  model({
    id: 'lintrac-115-ls',
    name: 'Lintrac 115 LS',
    kind: 'tractor',
    transmission: 'semi-powershift',
    transmissionKind: 'semi-powershift',
    engine: '4-cylinder, 3.6 l, Stage V',
    published: { powerHp: 115 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 85,
      ...demoSize(4700, 8000, 4000, 5500, 2400),
      lengthMm: 4050,
      widthMm: 1950,
      heightMm: 2600,
    },
    fourWheelSteering: true,
    uses: ['grassland', 'mountain-farm', 'transport'],
    listPriceCents: 11_900_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: [
      'https://www.tema-agriculture-terroirs.fr/grostracteurspassion/chutier/des-tracteurs-vraiment-concus-pour-lelevage-847582.php',
      'https://issuu.com./svlt-aseta/docs/lt_04_2020',
    ],
  }),
  model({
    id: 'lintrac-130',
    name: 'Lintrac 130',
    kind: 'tractor',
    transmission: 'ZF continuously variable (LDrive)',
    transmissionKind: 'continuously-variable',
    engine: 'Perkins 904J (Syncro 3.6 l, 4-cylinder, Stage V)',
    published: { powerHp: 136, powerKw: 100 },
    demo: {
      maxSpeedKmh: 40,
      ...demoSize(5000, 8500, 4200, 5800, 2500),
      lengthMm: 4150,
      widthMm: 2050,
      heightMm: 2650,
    },
    fourWheelSteering: true,
    uses: ['mountain-farm', 'grassland', 'municipal', 'transport'],
    listPriceCents: 14_900_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: [
      'https://www.materielagricole.info/essais-tracteurs/amp/article/729999/essai-lindner-lintrac-130-ldrive-le-point-technique',
      'https://www.materielagricole.info/essais-comparatifs/article/729997/essai-lindner-lintrac-130-ldrive-les-mesures',
      'https://powertrainweb.it/perkins-e-lindner-stage-v-nel-nome-del-syncro',
      'https://www.tema-agriculture-terroirs.fr/grostracteurspassion/chutier/des-tracteurs-vraiment-concus-pour-lelevage-847582.php',
      'https://issuu.com/svlt-aseta/docs/ta_06_2022/s/16125912',
    ],
  }),
  model({
    id: 'geotrac-74ep',
    name: 'Geotrac 74ep',
    kind: 'tractor',
    transmission: null,
    transmissionKind: null,
    engine: null,
    published: {},
    demo: {
      maxSpeedKmh: 40,
      powerHp: 83,
      powerKw: 61,
      ...demoSize(3100, 5500, 2500, 3800, 2200),
      lengthMm: 3650,
      widthMm: 1750,
      heightMm: 2450,
    },
    fourWheelSteering: false,
    uses: ['mountain-farm', 'grassland', 'vineyard'],
    // The file's prize value of 2016 (EUR 60,000) brought forward.
    listPriceCents: 6_400_000,
    tracLinkProducts: ['mobile'],
    sources: [
      'https://www.landwirt.com/Geotrac-Supercup-2016-Suedtiroler-holt-sich-Geotrac-74ep,,17840,,Bericht.html',
    ],
  }),
  model({
    id: 'geotrac-84ep',
    name: 'Geotrac 84ep',
    kind: 'tractor',
    transmission: null,
    transmissionKind: null,
    engine: 'Perkins 4-cylinder, 3.4 l, common rail, DPF, Tier 4i / Stage IIIB',
    published: { powerHp: 95 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 70,
      ...demoSize(3500, 6000, 2800, 4200, 2250),
      lengthMm: 3750,
      widthMm: 1850,
      heightMm: 2500,
    },
    fourWheelSteering: false,
    uses: ['mountain-farm', 'grassland', 'vineyard'],
    listPriceCents: 7_200_000,
    tracLinkProducts: ['mobile'],
    sources: [
      'http://www.pleinchamp.com/machinisme/actualites-machinisme/lindner-adopte-la-norme-tier-4i-sur-le-geotrac-84ep',
      'https://www.agrarheute.com/technik/traktoren/gesucht-beste-traktorfahrer-alpenraum-460298',
    ],
  }),
  model({
    id: 'geotrac-94ep',
    name: 'Geotrac 94ep',
    kind: 'tractor',
    transmission: null,
    transmissionKind: null,
    engine: null,
    published: { powerHp: 102 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 75,
      ...demoSize(3900, 6500, 3000, 4500, 2340),
      lengthMm: 3850,
      widthMm: 1950,
      heightMm: 2550,
    },
    fourWheelSteering: false,
    uses: ['mountain-farm', 'grassland', 'municipal'],
    listPriceCents: 7_900_000,
    tracLinkProducts: ['mobile'],
    sources: [
      'http://www.agrartechnik.ch/zeitschrift/schweizer-landtechnik/newsticker/artikel/geotrac-supercup-startet-in-die-neue-saison/',
      'https://www.landwirt.com/Geotrac-Supercup-2016-Suedtiroler-holt-sich-Geotrac-74ep,,17840,,Bericht.html',
    ],
  }),
  model({
    id: 'geotrac-104ep',
    name: 'Geotrac 104ep',
    kind: 'tractor',
    transmission: null,
    transmissionKind: null,
    engine: null,
    published: { powerHp: 113 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 83,
      ...demoSize(4200, 7000, 3300, 4800, 2400),
      lengthMm: 3950,
      widthMm: 2000,
      heightMm: 2600,
    },
    fourWheelSteering: false,
    uses: ['grassland', 'municipal', 'transport'],
    listPriceCents: 8_600_000,
    tracLinkProducts: ['mobile'],
    sources: [
      'https://nachrichten.at/oberoesterreich/rampe-wippe-hindernis-mit-4-2-tonnen-unterwegs;art4,3163336',
      'https://blickinsland.at/?p=66435',
    ],
  }),
  model({
    id: 'geotrac-124',
    name: 'Geotrac 124',
    kind: 'tractor',
    transmission: 'ZF semi-powershift 24F/8R',
    transmissionKind: 'semi-powershift',
    engine: 'Perkins 4-cylinder, 4.4 l, turbo',
    published: { powerHp: 126 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 93,
      ...demoSize(4800, 8000, 3800, 5500, 2500),
      lengthMm: 4150,
      widthMm: 2100,
      heightMm: 2700,
    },
    fourWheelSteering: false,
    uses: ['grassland', 'transport'],
    // The file's magazine price of 2010 (EUR 80,309) brought forward.
    listPriceCents: 9_500_000,
    tracLinkProducts: ['mobile'],
    sources: [
      'https://www.lafranceagricole.fr/2010/article/740998/le-cout-eau-suisse-autrichien',
      'https://www.materielagricole.info/tracteur/article/718174/lindner-geotrac-134ep-l-originalite-dans-les-genes',
    ],
  }),
  model({
    id: 'geotrac-134ep',
    name: 'Geotrac 134ep',
    kind: 'tractor',
    transmission: null,
    transmissionKind: null,
    engine:
      'Perkins 1204E, 4-cylinder, 4.4 l, common rail, turbo-intercooler, DPF + DOC, Stage IIIB',
    published: { powerHp: 144 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 106,
      ...demoSize(5000, 9000, 4200, 6000, 2550),
      lengthMm: 4250,
      widthMm: 2150,
      heightMm: 2750,
    },
    fourWheelSteering: false,
    uses: ['grassland', 'municipal', 'transport'],
    listPriceCents: 10_800_000,
    tracLinkProducts: ['mobile'],
    sources: [
      'https://www.materielagricole.info/tracteur/article/718174/lindner-geotrac-134ep-l-originalite-dans-les-genes',
    ],
  }),
  model({
    id: 'unitrac-112-ldrive',
    name: 'Unitrac 112 LDrive',
    kind: 'transporter',
    transmission: 'LDrive continuously variable, power-split',
    transmissionKind: 'continuously-variable',
    engine: null,
    published: { powerHp: 109 },
    demo: {
      maxSpeedKmh: 40,
      powerKw: 80,
      ...demoSize(4100, 10000, 4700, 5500, 2850),
      lengthMm: 4900,
      widthMm: 2050,
      heightMm: 2550,
    },
    fourWheelSteering: true,
    uses: ['transport', 'municipal', 'mountain-farm'],
    listPriceCents: 16_500_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: [
      'https://zt.staging.purpledshub.com/der-lindner-unitrac-112ldrive-tritt-seinen-dienst-an',
    ],
  }),
  model({
    id: 'unitrac-122-ldrive',
    name: 'Unitrac 122 LDrive',
    kind: 'transporter',
    transmission: 'LDrive continuously variable',
    transmissionKind: 'continuously-variable',
    engine: null,
    published: {},
    demo: {
      maxSpeedKmh: 40,
      powerHp: 120,
      powerKw: 88,
      ...demoSize(4300, 11000, 5000, 6000, 3000),
      lengthMm: 5100,
      widthMm: 2150,
      heightMm: 2600,
    },
    fourWheelSteering: true,
    uses: ['transport', 'municipal', 'mountain-farm', 'grassland'],
    listPriceCents: 17_800_000,
    tracLinkProducts: ['mobile', 'smart'],
    sources: [
      'https://materielagricole.info/essais-tracteurs/article/872208/essai-du-lindner-unitrac-122-ldrive-un-transporteur-a-l-epreuve-des-montagnes',
    ],
  }),
];

/**
 * The share of the total weight each model's front (steering) axle must carry, as its operator's
 * manual would state it: PLAUSIBLE DEMO VALUES like the weights above, not Lindner's (no manual
 * was at hand): 20 % for the tractors, the usual figure of tractor manuals, 25 % for the Unitrac
 * transporters, whose loaded platform sits over the rear axle. The axle-load calculator suggests
 * front ballast from it (`GET /models`, modules/models). Replace from the manuals.
 */
export const demoMinimumFrontAxleShares: Readonly<Record<string, number>> = {
  'lintrac-90': 0.2,
  'lintrac-100': 0.2,
  'lintrac-110': 0.2,
  'lintrac-115-ls': 0.2,
  'lintrac-130': 0.2,
  'geotrac-74ep': 0.2,
  'geotrac-84ep': 0.2,
  'geotrac-94ep': 0.2,
  'geotrac-104ep': 0.2,
  'geotrac-124': 0.2,
  'geotrac-134ep': 0.2,
  'unitrac-112-ldrive': 0.25,
  'unitrac-122-ldrive': 0.25,
};

type Figures = Partial<Record<ModelFigure, number>>;

interface ModelEntry extends Omit<
  VehicleModelRow,
  'series' | 'demoFigures' | ModelFigure | 'listPriceCents'
> {
  /** Figures from shared/data/lindner-models.json. */
  published: Figures;
  /** Plausible demo values for figures the file has none for (see above). */
  demo: Figures;
  listPriceCents: number;
}

/** Demo values, see above: unladen weight, permitted total, front and rear axle load (kg), wheelbase (mm). */
function demoSize(
  unladenWeightKg: number,
  permittedTotalWeightKg: number,
  permittedFrontAxleLoadKg: number,
  permittedRearAxleLoadKg: number,
  wheelbaseMm: number,
): Figures {
  return {
    unladenWeightKg,
    permittedTotalWeightKg,
    permittedFrontAxleLoadKg,
    permittedRearAxleLoadKg,
    wheelbaseMm,
  };
}

function model({ published, demo, ...entry }: ModelEntry): VehicleModelRow {
  const figures = Object.fromEntries(
    modelFigures.map((figure) => {
      if (published[figure] !== undefined && demo[figure] !== undefined) {
        throw new Error(`${entry.id}: ${figure} is both published and a demo value`);
      }
      return [figure, published[figure] ?? demo[figure] ?? null];
    }),
  ) as Record<ModelFigure, number | null>;
  return {
    ...entry,
    series: seriesOf(entry.name),
    ...figures,
    demoFigures: modelFigures.filter((figure) => demo[figure] !== undefined),
  };
}

function seriesOf(name: string): VehicleModelRow['series'] {
  const series = name.split(' ')[0];
  if (series === 'Lintrac' || series === 'Geotrac' || series === 'Unitrac') return series;
  throw new Error(`${name}: no known series`);
}

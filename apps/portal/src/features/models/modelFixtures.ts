import type {
  EventSummary,
  MachineSummary,
  ModelDetail,
  ModelSection,
  ModelSectionContent,
  ModelSummary,
} from '@lindner/api/schema';
import type { ModelRelated } from './modelLoaders';

// Models of the stories and tests: no network, pictures drawn inline. Figures are plausible
// demo values, as the API's own are where no published figure exists.

/** A picture as an inline SVG of 4:3, in the given colour. */
function picture(colour: string, alt: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><rect x="70" y="110" width="260" height="120" rx="14" fill="#fff" opacity=".5"/><circle cx="120" cy="235" r="40" fill="#222"/><circle cx="290" cy="235" r="40" fill="#222"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { versions: { mobile: { xs: url, md: url } }, width: 400, height: 300, alt };
}

type SectionTexts = Record<ModelSection, { title: string; paragraphs: string[] }>;

const germanSections = (name: string): SectionTexts => ({
  overview: {
    title: 'Überblick',
    paragraphs: [
      `Der ${name} verbindet Kraft mit Wendigkeit: gebaut in Kundl, für die Arbeit am Hang und im Tal.`,
      'Kabine, Getriebe und Hydraulik sind aufeinander abgestimmt, damit Du den ganzen Tag entspannt arbeitest.',
    ],
  },
  transmission: {
    title: 'Getriebe',
    paragraphs: ['Das Getriebe bringt die Kraft ruckfrei auf den Boden, vorwärts wie rückwärts.'],
  },
  traclink: {
    title: 'TracLink',
    paragraphs: [
      'TracLink erkennt das Anbaugerät und stellt den Traktor darauf ein. Einsätze landen im Fahrtenbuch.',
    ],
  },
  lights: {
    title: 'Licht',
    paragraphs: ['LED-Arbeitsscheinwerfer rundum machen die Nacht zum Tag.'],
  },
  ldrive: {
    title: 'LDrive',
    paragraphs: [
      'Mit LDrive fährst und lenkst Du mit einem Joystick, die Drehzahl regelt sich selbst.',
    ],
  },
  hydraulics: {
    title: 'Hydraulik',
    paragraphs: ['Die Load-Sensing-Hydraulik liefert Öl genau dann, wenn Du es brauchst.'],
  },
  'four-wheel-steering': {
    title: 'Allradlenkung',
    paragraphs: ['Die Allradlenkung verkleinert den Wendekreis und schont die Grasnarbe.'],
  },
  engine: {
    title: 'Motor',
    paragraphs: [
      'Der Vierzylinder erfüllt die Abgasstufe V und zieht schon bei niedriger Drehzahl.',
    ],
  },
  dimensions: {
    title: 'Abmessungen',
    paragraphs: ['Kompakte Maße und ein tiefer Schwerpunkt machen ihn sicher am Hang.'],
  },
  cabin: {
    title: 'Kabine',
    paragraphs: ['Die Kabine ist leise, gefedert und hat Rundumsicht.'],
  },
  financing: {
    title: 'Finanzierung',
    paragraphs: ['Zahle in Raten: Rechne Dir aus, was Dich der Traktor im Monat kostet.'],
  },
});

const englishSections = (name: string): SectionTexts => ({
  overview: {
    title: 'Overview',
    paragraphs: [
      `The ${name} combines power with agility: built in Kundl, for work on the slope and in the valley.`,
      'Cab, transmission and hydraulics are tuned to each other, so you work relaxed all day long.',
    ],
  },
  transmission: {
    title: 'Transmission',
    paragraphs: ['The transmission puts the power on the ground smoothly, forwards and backwards.'],
  },
  traclink: {
    title: 'TracLink',
    paragraphs: ['TracLink recognises the implement and sets the tractor up for it.'],
  },
  lights: { title: 'Lights', paragraphs: ['LED work lights all round turn night into day.'] },
  ldrive: {
    title: 'LDrive',
    paragraphs: ['With LDrive you drive and steer with one joystick.'],
  },
  hydraulics: {
    title: 'Hydraulics',
    paragraphs: ['The load-sensing hydraulics deliver oil exactly when you need it.'],
  },
  'four-wheel-steering': {
    title: 'Four-wheel steering',
    paragraphs: ['Four-wheel steering reduces the turning circle and spares the sward.'],
  },
  engine: {
    title: 'Engine',
    paragraphs: ['The four-cylinder engine meets emission stage V and pulls from low revs.'],
  },
  dimensions: {
    title: 'Dimensions',
    paragraphs: ['Compact dimensions and a low centre of gravity keep it safe on the slope.'],
  },
  cabin: { title: 'Cab', paragraphs: ['The cab is quiet, suspended and has all-round vision.'] },
  financing: {
    title: 'Financing',
    paragraphs: ['Pay in instalments: work out what the tractor costs you per month.'],
  },
});

function sectionsOf(
  sections: readonly ModelSection[],
  texts: SectionTexts,
  colour: string,
): ModelSectionContent[] {
  return sections.map((section) => ({
    section,
    ...texts[section],
    picture: picture(colour, texts[section].title),
  }));
}

const everySection: ModelSection[] = [
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
];

/** The Lintrac 130: every section, two demo figures. */
export const lintrac130: ModelDetail = {
  id: 'lintrac-130',
  name: 'Lintrac 130',
  series: 'Lintrac',
  kind: 'tractor',
  teaser: 'Der stärkste Lintrac: stufenlos, mit Allradlenkung und LDrive.',
  textLanguage: 'de',
  powerHp: 136,
  transmission: 'continuously-variable',
  fourWheelSteering: true,
  unladenWeightKg: 5200,
  uses: ['grassland', 'mountain-farm', 'transport'],
  picture: picture('#b00014', 'Lintrac 130 auf einer Bergwiese'),
  sections: sectionsOf(everySection, germanSections('Lintrac 130'), '#b00014'),
  technicalData: {
    powerHp: 136,
    powerKw: 100,
    maxSpeedKmh: 50,
    unladenWeightKg: 5200,
    permittedTotalWeightKg: 8500,
    permittedFrontAxleLoadKg: 4000,
    permittedRearAxleLoadKg: 5700,
    wheelbaseMm: 2490,
    lengthMm: 4230,
    widthMm: 2180,
    heightMm: 2870,
    engine: 'Perkins 1204F-E44TA',
    transmission: 'continuously-variable',
    fourWheelSteering: true,
    demoFigures: ['permittedFrontAxleLoadKg', 'permittedRearAxleLoadKg'],
  },
  listPriceCents: 16_890_000,
  listPriceGrossCents: 20_268_000,
  tracLinkProducts: ['mobile', 'smart'],
  sources: [
    'https://www.lindner-traktoren.at/de/traktoren/lintrac/lintrac-130',
    'https://www.profi.de/test/lintrac-130',
  ],
};

/** The Lintrac 130 on an English page: its texts translated. */
export const lintrac130English: ModelDetail = {
  ...lintrac130,
  teaser: 'The most powerful Lintrac: continuously variable, with four-wheel steering and LDrive.',
  textLanguage: 'en',
  picture: picture('#b00014', 'Lintrac 130 on a mountain meadow'),
  sections: sectionsOf(everySection, englishSections('Lintrac 130'), '#b00014'),
};

/** The Lintrac 90: no LDrive section; the smaller Lintrac. */
export const lintrac90: ModelDetail = {
  id: 'lintrac-90',
  name: 'Lintrac 90',
  series: 'Lintrac',
  kind: 'tractor',
  teaser: 'Der kompakte Lintrac für den Bergbauernhof.',
  textLanguage: 'de',
  powerHp: 102,
  transmission: 'continuously-variable',
  fourWheelSteering: true,
  unladenWeightKg: 4300,
  uses: ['mountain-farm', 'grassland'],
  picture: picture('#c8102e', 'Lintrac 90 am Hang'),
  sections: sectionsOf(
    everySection.filter((section) => section !== 'ldrive'),
    germanSections('Lintrac 90'),
    '#c8102e',
  ),
  technicalData: {
    powerHp: 102,
    powerKw: 75,
    maxSpeedKmh: 40,
    unladenWeightKg: 4300,
    permittedTotalWeightKg: 7500,
    permittedFrontAxleLoadKg: 3500,
    permittedRearAxleLoadKg: 5000,
    wheelbaseMm: 2400,
    lengthMm: 4050,
    widthMm: 2100,
    heightMm: 2750,
    engine: 'Perkins 1104D-44TA',
    transmission: 'continuously-variable',
    fourWheelSteering: true,
    demoFigures: [],
  },
  listPriceCents: 11_990_000,
  listPriceGrossCents: 14_388_000,
  tracLinkProducts: ['mobile', 'smart'],
  sources: ['https://www.lindner-traktoren.at/de/traktoren/lintrac/lintrac-90'],
};

/** The Geotrac 84ep: no LDrive and no four-wheel steering; texts in German only. */
export const geotrac84ep: ModelDetail = {
  id: 'geotrac-84ep',
  name: 'Geotrac 84ep',
  series: 'Geotrac',
  kind: 'tractor',
  teaser: 'Der leichte Geotrac mit Synchrongetriebe für Hof und Hang.',
  textLanguage: 'de',
  powerHp: 75,
  transmission: 'synchro',
  fourWheelSteering: false,
  unladenWeightKg: 3350,
  uses: ['mountain-farm', 'municipal'],
  picture: picture('#5a5a5a', 'Geotrac 84ep vor einem Stall'),
  sections: sectionsOf(
    everySection.filter((section) => section !== 'ldrive' && section !== 'four-wheel-steering'),
    germanSections('Geotrac 84ep'),
    '#5a5a5a',
  ),
  technicalData: {
    powerHp: 75,
    powerKw: 55,
    maxSpeedKmh: 40,
    unladenWeightKg: 3350,
    permittedTotalWeightKg: 5800,
    permittedFrontAxleLoadKg: null,
    permittedRearAxleLoadKg: null,
    wheelbaseMm: 2150,
    lengthMm: 3690,
    widthMm: null,
    heightMm: 2550,
    engine: 'Perkins 854F-E34T',
    transmission: 'synchro',
    fourWheelSteering: false,
    demoFigures: ['permittedTotalWeightKg'],
  },
  listPriceCents: 6_490_000,
  listPriceGrossCents: 7_788_000,
  tracLinkProducts: ['mobile'],
  sources: [],
};

/** The Unitrac 122 LDrive: a transporter with LDrive. */
export const unitrac122: ModelDetail = {
  id: 'unitrac-122-ldrive',
  name: 'Unitrac 122 LDrive',
  series: 'Unitrac',
  kind: 'transporter',
  teaser: 'Der Transporter mit LDrive für Kommune und steile Wiesen.',
  textLanguage: 'de',
  powerHp: 116,
  transmission: 'continuously-variable',
  fourWheelSteering: true,
  unladenWeightKg: 4800,
  uses: ['municipal', 'transport', 'mountain-farm'],
  picture: picture('#1f4e79', 'Unitrac 122 LDrive mit Kipper'),
  sections: sectionsOf(
    everySection.filter((section) => section !== 'traclink'),
    germanSections('Unitrac 122 LDrive'),
    '#1f4e79',
  ),
  technicalData: {
    powerHp: 116,
    powerKw: 85,
    maxSpeedKmh: 50,
    unladenWeightKg: 4800,
    permittedTotalWeightKg: 10_500,
    permittedFrontAxleLoadKg: 4500,
    permittedRearAxleLoadKg: 6500,
    wheelbaseMm: 3000,
    lengthMm: 5100,
    widthMm: 2000,
    heightMm: 2700,
    engine: 'Perkins 1204F-E44TA',
    transmission: 'continuously-variable',
    fourWheelSteering: true,
    demoFigures: [],
  },
  listPriceCents: 15_490_000,
  listPriceGrossCents: 18_588_000,
  tracLinkProducts: [],
  sources: ['https://www.lindner-traktoren.at/de/transporter/unitrac/unitrac-122-ldrive'],
};

/** What the overview lists of a model. */
export function summaryOf(model: ModelDetail): ModelSummary {
  return {
    id: model.id,
    name: model.name,
    series: model.series,
    kind: model.kind,
    teaser: model.teaser,
    textLanguage: model.textLanguage,
    powerHp: model.powerHp,
    transmission: model.transmission,
    fourWheelSteering: model.fourWheelSteering,
    unladenWeightKg: model.unladenWeightKg,
    uses: model.uses,
    picture: model.picture,
  };
}

/** The range as the overview lists it: by series, then by power. */
export const modelOverview: ModelSummary[] = [lintrac90, lintrac130, geotrac84ep, unitrac122].map(
  summaryOf,
);

// What the whole model page shows beside the model: used machines of the Lintrac 130 and the
// upcoming events, as the API answers them.

const kundl = {
  zip: '6250',
  city: 'Kundl',
  country: 'AT' as const,
  region: 'Tirol',
  lat: 47.47,
  lng: 11.99,
};

const usedLintrac130 = (
  id: string,
  changes: Partial<MachineSummary> & Pick<MachineSummary, 'type' | 'listedAt'>,
): MachineSummary => ({
  id,
  identifier: `GM-${id.slice(-5)}`,
  vehicleClass: 'tractor',
  manufacturer: 'Lindner',
  model: 'Lintrac 130',
  modelId: 'lintrac-130',
  yearOfConstruction: 2024,
  operatingHours: 1153,
  horsepower: 136,
  priceCents: 13_710_000,
  vatDeductible: true,
  offerType: 'normal',
  location: kundl,
  image: picture('#7a0010', ''),
  distanceKm: null,
  ...changes,
});

/** Three used and demonstrator Lintrac 130 of the list, newest listing first. */
export const lintrac130UsedMachines: MachineSummary[] = [
  usedLintrac130('6b1f0a52-24117', {
    type: 'demo',
    yearOfConstruction: 2026,
    operatingHours: 175,
    priceCents: 16_620_000,
    listedAt: '2026-11-02T08:00:00+01:00',
  }),
  usedLintrac130('0c4e7d11-24098', {
    type: 'used',
    vatDeductible: false,
    location: { ...kundl, zip: '5600', city: 'St. Johann im Pongau', region: 'Salzburg' },
    listedAt: '2026-10-20T08:00:00+02:00',
  }),
  usedLintrac130('93d2a6e8-24051', {
    type: 'demo',
    yearOfConstruction: 2025,
    operatingHours: 413,
    priceCents: null,
    image: null,
    listedAt: '2026-09-14T08:00:00+02:00',
  }),
];

/** The next three events: one on site, one online, one driver training. */
export const upcomingEvents: EventSummary[] = [
  {
    slug: 'feldtag-kundl-2027',
    title: 'Feldtag Kundl',
    teaser: 'Alle Lintrac und Unitrac im Einsatz auf dem Feld, mit Probefahrten.',
    textLanguage: 'de',
    format: 'onSite',
    training: false,
    startsAt: '2027-03-24T08:00:00Z',
    endsAt: '2027-03-24T15:00:00Z',
    venue: {
      name: 'Lindner Werk Kundl',
      street: 'Ing.-Hermann-Lindner-Straße 4',
      zip: '6250',
      city: 'Kundl',
      country: 'AT',
      region: 'Tirol',
      lat: 47.4667,
      lng: 11.9833,
    },
    capacity: 120,
    placesLeft: 14,
    companionsAllowed: 3,
  },
  {
    slug: 'webinar-traclink',
    title: 'Webinar: TracLink im Betrieb',
    teaser: 'Wie TracLink Einsätze, Tankfüllungen und Wartung von selbst aufzeichnet.',
    textLanguage: 'de',
    format: 'online',
    training: false,
    startsAt: '2027-04-08T16:00:00Z',
    endsAt: '2027-04-08T17:30:00Z',
    venue: null,
    capacity: null,
    placesLeft: null,
    companionsAllowed: 0,
  },
  {
    slug: 'fahrertraining-lintrac-miesbach',
    title: 'Fahrertraining Lintrac',
    teaser: 'Zwei Tage mit dem Lintrac: Allradlenkung, TracLink und sicheres Arbeiten am Hang.',
    textLanguage: 'de',
    format: 'onSite',
    training: true,
    startsAt: '2027-04-23T07:00:00Z',
    endsAt: '2027-04-24T15:00:00Z',
    venue: {
      name: 'Lindner Partner Miesbach',
      street: 'Rosenheimer Straße 20',
      zip: '83714',
      city: 'Miesbach',
      country: 'DE',
      region: 'Bayern',
      lat: 47.789,
      lng: 11.834,
    },
    capacity: 12,
    placesLeft: 5,
    companionsAllowed: 0,
  },
];

/** The whole Lintrac 130 page's parts beside the model, as its loader gives them. */
export const lintrac130Related: ModelRelated = {
  usedMachines: lintrac130UsedMachines,
  events: upcomingEvents,
};

import type {
  OldTimerCatalogue,
  OldTimerDetail,
  OldTimerFacts,
  OldTimerSummary,
} from '@lindner/api/schema';

// Old-timers of the stories and tests: no network, pictures drawn inline. The figures are
// plausible demo values, not Lindner's records.

/** A picture as an inline SVG of 4:3: an old tractor in the given colour. */
function picture(colour: string, alt?: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#e9e4d8"/><rect x="90" y="120" width="170" height="80" rx="10" fill="${colour}"/><rect x="220" y="80" width="50" height="60" fill="${colour}"/><circle cx="130" cy="220" r="35" fill="#222"/><circle cx="280" cy="205" r="55" fill="#222"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    versions: { mobile: { xs: url, md: url } },
    width: 400,
    height: 300,
    ...(alt ? { alt } : {}),
  };
}

const knownFacts: OldTimerFacts = {
  powerHp: 15,
  engine: 'Warchalowski WM 1',
  cylinders: 1,
  displacementCcm: 1100,
  topSpeedKmh: 18,
  weightKg: 1050,
  unitsBuilt: 2400,
  demoFacts: ['weightKg', 'unitsBuilt'],
};

export const openBrochure: OldTimerCatalogue = {
  id: 'prospekt-1955',
  kind: 'brochure',
  title: 'Verkaufsprospekt Bauernfreund BF 15',
  language: 'de',
  year: 1955,
  pages: 8,
  sizeBytes: 2_430_000,
  restricted: false,
};

export const restrictedManual: OldTimerCatalogue = {
  id: 'betriebsanleitung-1956',
  kind: 'manual',
  title: 'Betriebsanleitung Bauernfreund BF 15',
  language: 'de',
  year: 1956,
  pages: 36,
  sizeBytes: 5_120_000,
  restricted: true,
};

export const restrictedParts: OldTimerCatalogue = {
  id: 'ersatzteilliste-1957',
  kind: 'parts',
  title: 'Ersatzteilliste Bauernfreund BF 15',
  language: 'de',
  year: 1957,
  pages: 1,
  sizeBytes: 640_000,
  restricted: true,
};

/** Lindner's first tractor, with an open brochure and a restricted manual (as the seed's). */
export const bf15: OldTimerDetail = {
  id: 'bf-15',
  name: 'Bauernfreund BF 15',
  series: 'Bauernfreund',
  builtFrom: 1953,
  builtTo: 1958,
  decade: 1950,
  powerHp: 15,
  teaser: 'Der erste Traktor aus Kundl: klein, sparsam und für die steilen Wiesen Tirols gebaut.',
  textLanguage: 'de',
  picture: picture('#b00014', 'Bauernfreund BF 15 vor dem Stadel'),
  catalogueCount: 2,
  paragraphs: [
    'Mit dem Bauernfreund kam 1953 der erste Lindner-Traktor auf die Höfe im Unterinntal.',
    'Der Einzylinder zog das Mähwerk auch am Hang, und mit dem Anhänger fuhr die Familie sonntags zur Kirche.',
  ],
  facts: knownFacts,
  pictures: [
    picture('#b00014', 'Bauernfreund BF 15 vor dem Stadel'),
    picture('#7a5c2e', 'Bauernfreund BF 15 mit Mähwerk'),
    picture('#3d5a80'),
  ],
  catalogues: [openBrochure, restrictedManual],
};

/** The same in English, as the API answers an English page. */
export const bf15English: OldTimerDetail = {
  ...bf15,
  teaser: 'The first tractor from Kundl: small, frugal and built for the steep meadows of Tyrol.',
  textLanguage: 'en',
  paragraphs: [
    'With the Bauernfreund, the first Lindner tractor came to the farms of the Lower Inn Valley in 1953.',
  ],
  catalogues: [
    { ...openBrochure, title: 'Sales brochure Bauernfreund BF 15' },
    { ...restrictedManual, title: 'Operating manual Bauernfreund BF 15' },
  ],
};

/** A later model with facts the records do not give, and only open catalogues. */
export const bf450: OldTimerDetail = {
  id: 'bf-450-s',
  name: 'Bauernfreund BF 450 S',
  series: 'Bauernfreund',
  builtFrom: 1962,
  builtTo: 1970,
  decade: 1960,
  powerHp: 45,
  teaser: 'Mit Allradantrieb und Zapfwelle der Alleskönner der Sechzigerjahre.',
  textLanguage: 'de',
  picture: picture('#2f6b3a'),
  catalogueCount: 1,
  paragraphs: ['Der BF 450 S war der erste Lindner mit Allradantrieb.'],
  facts: {
    powerHp: 45,
    engine: null,
    cylinders: 3,
    displacementCcm: null,
    topSpeedKmh: 25,
    weightKg: null,
    unitsBuilt: null,
    demoFacts: ['topSpeedKmh'],
  },
  pictures: [picture('#2f6b3a')],
  catalogues: [
    {
      id: 'prospekt-1963',
      kind: 'brochure',
      title: 'Prospekt BF 450 S',
      language: 'de',
      year: 1963,
      pages: 4,
      sizeBytes: 850_000,
      restricted: false,
    },
  ],
};

export function summaryOf(oldTimer: OldTimerDetail): OldTimerSummary {
  const summary: Partial<OldTimerDetail> = { ...oldTimer };
  delete summary.paragraphs;
  delete summary.facts;
  delete summary.pictures;
  delete summary.catalogues;
  return summary as OldTimerSummary;
}

const summary = (
  fields: Pick<OldTimerSummary, 'id' | 'name' | 'series' | 'builtFrom' | 'builtTo' | 'decade'> &
    Partial<OldTimerSummary>,
  colour: string,
): OldTimerSummary => ({
  powerHp: null,
  teaser: 'Ein Stück Kundler Geschichte.',
  textLanguage: 'de',
  picture: picture(colour),
  catalogueCount: 0,
  ...fields,
});

/** The list as the API gives it: by decade, then by first year and name. */
export const oldTimerList: OldTimerSummary[] = [
  summaryOf(bf15),
  summary(
    {
      id: 'bf-20',
      name: 'Bauernfreund BF 20',
      series: 'Bauernfreund',
      builtFrom: 1956,
      builtTo: 1962,
      decade: 1950,
      powerHp: 20,
      teaser: 'Mehr Kraft für größere Höfe.',
    },
    '#8c1c13',
  ),
  summaryOf(bf450),
  summary(
    {
      id: 'transporter-t-35',
      name: 'Transporter T 35',
      series: 'Lindner Transporter',
      builtFrom: 1966,
      builtTo: 1966,
      decade: 1960,
      powerHp: 35,
      teaser: 'Der Vorläufer des Unitrac: Ladefläche und Allrad für den Berg.',
      catalogueCount: 1,
    },
    '#44546a',
  ),
  summary(
    {
      id: 'lindner-1700',
      name: 'Lindner 1700',
      series: 'Lindner',
      builtFrom: 1974,
      builtTo: null,
      decade: 1970,
    },
    '#6b4e9b',
  ),
];

/** The same list in English: the story texts of two are German only. */
export const oldTimerListEnglish: OldTimerSummary[] = oldTimerList.map((oldTimer) =>
  oldTimer.id === 'bf-15'
    ? { ...oldTimer, teaser: bf15English.teaser, textLanguage: 'en' }
    : oldTimer,
);

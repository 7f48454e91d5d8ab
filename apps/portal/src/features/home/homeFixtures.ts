import type {
  EventSummary,
  ImageAssetPayload,
  MachineSummary,
  ModelSeries,
  ModelSummary,
} from '@lindner/api/schema';
import type { HomeData } from './homeLoaders';

// The home page's data in its stories and tests: no network, pictures drawn inline. Figures
// are plausible demo values.

/** A picture as an inline SVG of 4:3, in the given colour. */
function picture(colour: string, alt?: string): ImageAssetPayload {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><rect x="70" y="110" width="260" height="120" rx="14" fill="#fff" opacity=".5"/><circle cx="120" cy="235" r="40" fill="#222"/><circle cx="290" cy="235" r="40" fill="#222"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    versions: { mobile: { xs: url, md: url } },
    width: 400,
    height: 300,
    ...(alt ? { alt } : {}),
  };
}

const colours: Record<ModelSeries, string> = {
  Lintrac: '#c8102e',
  Geotrac: '#8a1020',
  Unitrac: '#5a6470',
};

function model(name: string, series: ModelSeries, powerHp: number): ModelSummary {
  return {
    id: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    series,
    kind: series === 'Unitrac' ? 'transporter' : 'tractor',
    teaser: `Der ${name}: gebaut in Kundl.`,
    textLanguage: 'de',
    powerHp,
    transmission: series === 'Lintrac' ? 'continuously-variable' : 'synchro',
    fourWheelSteering: series !== 'Geotrac',
    unladenWeightKg: 3900,
    uses: ['grassland'],
    picture: picture(colours[series], name),
  };
}

/** The range by series and power, as `GET /models/overview` orders it. */
export const homeModels: ModelSummary[] = [
  model('Lintrac 90', 'Lintrac', 102),
  model('Lintrac 110', 'Lintrac', 114),
  model('Lintrac 130', 'Lintrac', 136),
  model('Geotrac 74ep', 'Geotrac', 75),
  model('Geotrac 124', 'Geotrac', 124),
  model('Unitrac 112 LDrive', 'Unitrac', 116),
];

const location = {
  zip: '6250',
  city: 'Kundl',
  country: 'AT' as const,
  region: 'Tirol',
  lat: 47.47,
  lng: 11.99,
};

function offer(
  id: string,
  model: string,
  fields: Partial<MachineSummary> & Pick<MachineSummary, 'priceCents'>,
): MachineSummary {
  return {
    id,
    identifier: `GM-${id.slice(-5)}`,
    type: 'used',
    vehicleClass: 'tractor',
    manufacturer: 'Lindner',
    model,
    modelId: model.toLowerCase().replace(/\s+/g, '-'),
    yearOfConstruction: 2019,
    operatingHours: 2480,
    horsepower: 114,
    vatDeductible: true,
    offerType: 'offerOfTheMonth',
    location,
    image: picture('#6b7b58'),
    listedAt: '2027-02-20T09:00:00Z',
    distanceKm: null,
    ...fields,
  };
}

/** Offers of the month, newest first. */
export const homeOffers: MachineSummary[] = [
  offer('3f0c2a5e-0000-4000-8000-000000024017', 'Lintrac 110', { priceCents: 8_990_000 }),
  offer('3f0c2a5e-0000-4000-8000-000000023981', 'Geotrac 94ep', {
    priceCents: 5_450_000,
    yearOfConstruction: 2016,
    operatingHours: 4120,
    vatDeductible: false,
    image: picture('#4f6d8a'),
  }),
  offer('3f0c2a5e-0000-4000-8000-000000023950', 'Unitrac 102', {
    priceCents: null,
    vehicleClass: 'transporter',
    yearOfConstruction: null,
    operatingHours: null,
    image: null,
  }),
];

const kundl = {
  name: 'Lindner Werk Kundl',
  street: 'Ing.-Hermann-Lindner-Straße 4',
  zip: '6250',
  city: 'Kundl',
  country: 'AT' as const,
  region: 'Tirol',
  lat: 47.469,
  lng: 11.99,
};

function event(fields: Partial<EventSummary> & Pick<EventSummary, 'slug' | 'title'>): EventSummary {
  return {
    teaser: 'Alle Modelle zum Probefahren.',
    textLanguage: 'de',
    format: 'onSite',
    training: false,
    startsAt: '2027-03-24T08:00:00Z',
    endsAt: '2027-03-24T15:00:00Z',
    venue: kundl,
    capacity: 120,
    placesLeft: 14,
    companionsAllowed: 2,
    ...fields,
  };
}

/** The next events, soonest first. */
export const homeEvents: EventSummary[] = [
  event({ slug: 'feldtag-kundl-2027', title: 'Feldtag Kundl' }),
  event({
    slug: 'traclink-webinar',
    title: 'TracLink im Alltag',
    format: 'online',
    venue: null,
    startsAt: '2027-04-08T16:00:00Z',
    endsAt: '2027-04-08T17:30:00Z',
  }),
  event({
    slug: 'fahrertraining-graz',
    title: 'Fahrertraining',
    training: true,
    startsAt: '2027-04-30T07:00:00Z',
    endsAt: '2027-04-30T15:00:00Z',
    venue: { ...kundl, name: 'Messe Graz', city: 'Graz', region: 'Steiermark', zip: '8010' },
  }),
];

/** Everything fetched. */
export const homeData: HomeData = { models: homeModels, offers: homeOffers, events: homeEvents };

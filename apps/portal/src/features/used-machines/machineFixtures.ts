import type {
  Machine,
  MachineSearchResult,
  MachineSummary,
  ParsedMachineQuery,
} from '@lindner/api/schema';
import type { MachineListData } from './machineLoaders';

// Machines of the stories and tests: no network, photos drawn inline.

/** A photo as an inline SVG of 4:3, in the given colour. */
function photo(colour: string, alt?: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><rect x="80" y="120" width="240" height="110" rx="12" fill="#fff" opacity=".5"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return {
    versions: { mobile: { xs: url, md: url } },
    width: 400,
    height: 300,
    ...(alt ? { alt } : {}),
  };
}

const location = {
  zip: '6250',
  city: 'Kundl',
  country: 'AT' as const,
  region: 'Tirol',
  lat: 47.47,
  lng: 11.99,
};

export const machineSummaries: MachineSummary[] = [
  {
    id: 'm-24017',
    identifier: 'GM-24017',
    type: 'used',
    vehicleClass: 'tractor',
    manufacturer: 'Lindner',
    model: 'Lintrac 110',
    modelId: 'lintrac-110',
    yearOfConstruction: 2019,
    operatingHours: 2140,
    horsepower: 110,
    priceCents: 8_990_000,
    vatDeductible: true,
    offerType: 'topOffer',
    location,
    image: photo('#b00014'),
    listedAt: '2026-11-02T08:00:00+01:00',
    distanceKm: 12.4,
  },
  {
    id: 'm-24022',
    identifier: 'GM-24022',
    type: 'demo',
    vehicleClass: 'transporter',
    manufacturer: 'Lindner',
    model: 'Unitrac 122 LDrive',
    modelId: 'unitrac-122-ldrive',
    yearOfConstruction: 2024,
    operatingHours: 310,
    horsepower: 122,
    priceCents: 16_450_000,
    vatDeductible: false,
    offerType: 'normal',
    location: { ...location, zip: '83022', city: 'Rosenheim', country: 'DE', region: 'Bayern' },
    image: photo('#1e7d32'),
    listedAt: '2026-10-20T08:00:00+02:00',
    distanceKm: 58,
  },
  {
    id: 'm-23990',
    identifier: 'GM-23990',
    type: 'used',
    vehicleClass: 'tractor',
    manufacturer: 'Steyr',
    model: '4100 Multi',
    modelId: null,
    yearOfConstruction: 2012,
    operatingHours: 6820,
    horsepower: 99,
    priceCents: null,
    vatDeductible: true,
    offerType: 'bargain',
    location: { ...location, zip: '39100', city: 'Bozen', country: 'IT', region: 'Südtirol' },
    image: null,
    listedAt: '2026-09-14T08:00:00+02:00',
    distanceKm: 140.6,
  },
];

export const searchQuery: ParsedMachineQuery = {
  types: ['used', 'demo'],
  horsepowerMin: 90,
  zip: '6250',
  radiusKm: 200,
  sort: 'priceAsc',
  page: 1,
  pageSize: 12,
};

export const searchResult: MachineSearchResult = {
  machines: machineSummaries,
  total: 30,
  page: 1,
  pageSize: 12,
  origin: { lat: 47.47, lng: 11.99, label: '6250 Kundl' },
  facets: {
    type: [
      { value: 'used', count: 24 },
      { value: 'demo', count: 6 },
    ],
    vehicleClass: [
      { value: 'tractor', count: 21 },
      { value: 'transporter', count: 9 },
    ],
    modelId: [
      { value: 'lintrac-110', count: 7 },
      { value: 'unitrac-122-ldrive', count: 3 },
    ],
    country: [
      { value: 'AT', count: 18 },
      { value: 'DE', count: 8 },
      { value: 'IT', count: 4 },
    ],
    equipment: [
      { value: 'frontLoader', count: 11 },
      { value: 'airConditioning', count: 25 },
    ],
    priceRange: [
      { value: 'upTo50', count: 4 },
      { value: 'upTo250', count: 27 },
      { value: 'upTo400', count: 30 },
      { value: 'upTo500', count: 30 },
    ],
    offerType: [
      { value: 'topOffer', count: 3 },
      { value: 'normal', count: 24 },
      { value: 'bargain', count: 3 },
    ],
  },
};

export const listData: MachineListData = {
  query: searchQuery,
  problem: null,
  result: searchResult,
};

export const emptyListData: MachineListData = {
  query: { ...searchQuery, horsepowerMin: 300 },
  problem: null,
  result: {
    ...searchResult,
    machines: [],
    total: 0,
    facets: { ...searchResult.facets, type: [], vehicleClass: [] },
  },
};

export const machine: Machine = {
  ...machineSummaries[0]!,
  vin: 'VBLA11000K0001234',
  typeDescription: 'Lintrac 110 LS',
  conditionClass: 'Sehr gut',
  conditionGrade: '1',
  turbo: true,
  transmission: 'cvt',
  drive: 'Allrad',
  maxSpeedKmh: 50,
  tireSet: '540/65 R28 · 650/65 R38',
  tireWearFrontPercent: 30,
  tireWearRearPercent: 40,
  frontLoader: 'mechanical',
  frontHydraulics: 'bodyGuided',
  controlUnitsSingle: 2,
  controlUnitsDouble: 3,
  color: 'Rot',
  colorRal: 'RAL 3020',
  equipment: ['frontLoader', 'airConditioning', 'traclink'],
  equipmentNotes: 'Druckluftbremse 2-Kreis\nKabinenfederung',
  totalConsumptionLiters: 14_980,
  averageConsumptionLitersPerHour: 7.2,
  lengthMm: 4380,
  widthMm: 2250,
  heightMm: 2890,
  partHeightMm: null,
  wheelBaseMm: 2520,
  maxWeightKg: 8500,
  maxWeightFrontKg: 3800,
  maxWeightRearKg: 5800,
  images: [photo('#b00014'), photo('#0b57d0'), photo('#1e7d32')],
  description: 'Gepflegter Lintrac aus erster Hand, Service beim Händler.',
  contact: {
    name: 'Anna Huber',
    phone: '+43 5338 74200',
    email: 'anna.huber@example.com',
    dealer: { id: 'd-12', name: 'Landtechnik Huber' },
  },
};

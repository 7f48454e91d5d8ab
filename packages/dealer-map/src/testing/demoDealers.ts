import type { DealerSearchResult, DealerWithDistance, OpeningInterval } from '@lindner/api/schema';

/** Invented dealers for stories and tests, around 4020 Linz. */
const lunchBreak: OpeningInterval[] = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, opens: '07:30', closes: '12:00' },
    { day, opens: '13:00', closes: '17:30' },
  ]),
  { day: 6, opens: '08:00', closes: '12:00' },
];

const asm = {
  name: 'Stefan Aigner',
  phone: '+43 664 800 1103',
  email: 's.aigner@lindner-demo.example',
};

export const demoDealers: DealerWithDistance[] = [
  {
    id: 'landtechnik-hofstaetter-leonding',
    name: 'Landtechnik Hofstätter',
    storeTypes: ['reseller', 'servicePartner'],
    municipal: true,
    street: 'Welser Straße 140',
    zip: '4060',
    city: 'Leonding',
    country: 'AT',
    lat: 48.2832,
    lng: 14.2468,
    phone: '+43 732 67 1180',
    email: 'office@landtechnik-hofstaetter-leonding.at.example',
    website: 'https://www.landtechnik-hofstaetter-leonding.at.example',
    licences: ['lintrac', 'geotrac', 'unitrac', 'traclink'],
    diagnosis: true,
    certification: 'approved',
    contactPerson: {
      name: 'Michael Hofstätter',
      phone: '+43 732 67 1180',
      email: 'michael@landtechnik-hofstaetter-leonding.at.example',
    },
    areaSalesManager: asm,
    openingHours: lunchBreak,
    distanceKm: 3.6,
  },
  {
    id: 'kommunal-mayrhofer-enns',
    name: 'Kommunal- und Landtechnik Mayrhofer',
    storeTypes: ['municipalDealer', 'servicePartner'],
    municipal: true,
    street: 'Linzer Straße 48',
    zip: '4470',
    city: 'Enns',
    country: 'AT',
    lat: 48.2171,
    lng: 14.4693,
    phone: '+43 7223 82 935',
    email: 'office@kommunal-mayrhofer-enns.at.example',
    website: null,
    licences: ['unitrac', 'lintrac', 'traclink'],
    diagnosis: true,
    certification: 'approved',
    contactPerson: { name: 'Christoph Mayrhofer', phone: '+43 7223 82 935', email: null },
    areaSalesManager: asm,
    openingHours: [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '18:00' })),
      { day: 6, opens: '08:00', closes: '12:00' },
    ],
    distanceKm: 16.4,
  },
  {
    id: 'agrarzentrum-wels',
    name: 'Agrarzentrum Traunviertel',
    storeTypes: ['reseller'],
    municipal: false,
    street: 'Salzburger Straße 210',
    zip: '4600',
    city: 'Wels',
    country: 'AT',
    lat: 48.1615,
    lng: 14.0229,
    phone: '+43 7242 41 260',
    email: 'office@agrarzentrum-wels.at.example',
    website: 'https://www.agrarzentrum-wels.at.example',
    licences: ['lintrac', 'geotrac'],
    diagnosis: true,
    certification: 'approved',
    contactPerson: {
      name: 'Eva Pühringer',
      phone: null,
      email: 'eva@agrarzentrum-wels.at.example',
    },
    areaSalesManager: asm,
    openingHours: lunchBreak,
    distanceKm: 25.3,
  },
  {
    id: 'hausruck-landtechnik-voecklabruck',
    name: 'Hausruck Landtechnik',
    storeTypes: ['baseDealer'],
    municipal: false,
    street: 'Linzer Straße 91',
    zip: '4840',
    city: 'Vöcklabruck',
    country: 'AT',
    lat: 48.0126,
    lng: 13.6496,
    phone: '+43 7672 72 650',
    email: 'office@hausruck-landtechnik-voecklabruck.at.example',
    website: null,
    licences: ['lintrac', 'geotrac'],
    diagnosis: false,
    certification: null,
    contactPerson: null,
    areaSalesManager: null,
    openingHours: [],
    distanceKm: 52.1,
  },
];

export const demoSearchResult: DealerSearchResult = {
  origin: { lat: 48.3064, lng: 14.2858, label: '4020 Linz' },
  dealers: demoDealers,
};

/** Monday 24 November 2025, 09:00 in Austria: the first three are open, the fourth has no hours. */
export const demoNow = () => new Date('2025-11-24T08:00:00Z');

import type { AxleLoadModel, Diary, FleetVehicle, ReviewVehicle } from '@lindner/api/schema';
import type { QueuedEntry } from './offline/queuedEntry';

/** Made-up fleet data for stories: no API. */

const picture = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${color}"/><text x="200" y="165" font-family="Arial" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const lintracImage = picture('#1e7d32', 'Lintrac 130');

export const approvedVehicle: FleetVehicle = {
  id: '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01',
  vin: 'VBLA13012345AB678',
  model: { id: 'lintrac-130', name: 'Lintrac 130', series: 'Lintrac' },
  image: lintracImage,
  imageAsset: {
    versions: { lindnerVehicle: { xs: lintracImage, md: lintracImage } },
    width: 400,
    height: 300,
  },
  yearOfConstruction: 2022,
  dataSource: 'fuelDiary',
  status: 'approved',
  rejectionReason: null,
  createdAt: '2026-03-02T10:15:00+01:00',
  lastEntryAt: '2026-11-18',
  operatingHours: 1834.5,
  fuelUsedLiters: 4210,
  averageConsumption: 7.4,
};

export const pendingVehicle: FleetVehicle = {
  ...approvedVehicle,
  id: '7c1d4e2f-6a3b-4c8d-9e0f-2b3c4d5e6f02',
  vin: 'VBLA08598765CD432',
  model: { id: 'geotrac-85', name: 'Geotrac 85 ep', series: 'Geotrac' },
  image: null,
  imageAsset: null,
  dataSource: 'averageConsumption',
  status: 'pending',
  createdAt: '2026-11-23T08:00:00+01:00',
  lastEntryAt: null,
  operatingHours: 0,
  fuelUsedLiters: 0,
  averageConsumption: null,
};

export const rejectedVehicle: FleetVehicle = {
  ...pendingVehicle,
  id: '9e2f5a3b-7c4d-4e9f-8a1b-3c4d5e6f7a03',
  vin: 'VBLA11154321EF987',
  model: { id: 'unitrac-112', name: 'Unitrac 112 LDrive', series: 'Unitrac' },
  status: 'rejected',
  rejectionReason: 'Die Fahrgestellnummer passt nicht zum Modell. Bitte prüfe den Typenschein.',
};

export const vehicles = [approvedVehicle, pendingVehicle, rejectedVehicle];

export const models: AxleLoadModel[] = [
  ['lintrac-130', 'Lintrac 130', 'Lintrac'],
  ['lintrac-100', 'Lintrac 100', 'Lintrac'],
  ['geotrac-85', 'Geotrac 85 ep', 'Geotrac'],
  ['unitrac-112', 'Unitrac 112 LDrive', 'Unitrac'],
].map(([id, name, series]) => ({
  id: id!,
  name: name!,
  series: series!,
  netWeight: null,
  netFrontAxleLoad: null,
  netRearAxleLoad: null,
  wheelbase: null,
  permittedFrontAxleLoad: null,
  permittedRearAxleLoad: null,
  permittedTotalWeight: null,
}));

/** The totals of `diary`'s entries: its two fuel stops and its operation. */
const totals: Diary['totals'] = {
  liters: 180,
  hours: 59.5,
  operationHoursByType: {
    fieldEasy: 0,
    fieldHard: 0,
    grasEasy: 0,
    grasHard: 6.5,
    otherEasy: 0,
    otherHard: 0,
  },
  litersByMonth: [
    { month: '2026-09', liters: 85 },
    { month: '2026-11', liters: 95 },
  ],
};

export const diary: Diary = {
  entries: [
    {
      kind: 'fuelStop',
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      date: '2026-11-18',
      operatingHours: 1834.5,
      liters: 95,
      fullTank: true,
    },
    {
      kind: 'operation',
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      date: '2026-11-12',
      type: 'grasHard',
      durationHours: 6.5,
      note: 'Steilhang oberhalb vom Stadel gemäht',
    },
    {
      kind: 'note',
      id: 'a1b2c3d4-0000-4000-8000-000000000003',
      date: '2026-11-10',
      text: 'Ölwechsel beim Händler, Filter getauscht.',
    },
    {
      kind: 'average',
      id: 'a1b2c3d4-0000-4000-8000-000000000004',
      dateStart: '2026-10-01',
      dateEnd: '2026-10-31',
      hoursStart: 1780,
      hoursEnd: 1808.5,
      consumption: { field: 8.2, gras: 6.9, other: null },
    },
    {
      kind: 'fuelStop',
      id: 'a1b2c3d4-0000-4000-8000-000000000005',
      date: '2026-09-28',
      operatingHours: 1775,
      liters: 85,
      fullTank: true,
    },
  ],
  consumption: {
    litersPerHour: 7.4,
    reason: null,
    byCategory: { field: null, gras: null, other: null },
  },
  totals,
};

export const emptyDiary: Diary = {
  entries: [],
  consumption: {
    litersPerHour: null,
    reason: 'needsTwoFullFillUps',
    byCategory: { field: null, gras: null, other: null },
  },
  totals: {
    liters: 0,
    hours: 0,
    operationHoursByType: { ...totals.operationHoursByType, grasHard: 0 },
    litersByMonth: [],
  },
};

export const reviewVehicles: ReviewVehicle[] = [
  {
    ...pendingVehicle,
    owner: {
      id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b02',
      name: 'Lena Gruber',
      email: 'lena.gruber@example.com',
    },
  },
  {
    ...approvedVehicle,
    id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c05',
    vin: 'VBLA10077777GH111',
    status: 'pending',
    owner: { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c06', name: 'Josef Brunner', email: null },
  },
];

export { phoneViewport } from '../../shared/storybook/viewports';

/** Diary entries kept on the device: one the server refused, and one waiting behind it. */
export const keptEntries: QueuedEntry[] = [
  {
    clientId: '7b1e0c52-3d4f-4a8e-9b6c-2f1a0e9d8c71',
    userId: 'c0ffee00-0000-4000-8000-000000000001',
    vehicleId: '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01',
    kind: 'fuelStop',
    input: { date: '2026-11-18', liters: 62.5, operatingHours: 1200, fullTank: true },
    queuedAt: 1_763_450_000_000,
    status: 'refused',
    problem: {
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: {
        operatingHours:
          'Die Betriebsstunden dürfen nicht zurückgehen: am 12.11.2026 waren es 1.240.',
      },
    },
  },
  {
    clientId: '9c4d2e71-5a6b-4c3d-8e9f-0a1b2c3d4e52',
    userId: 'c0ffee00-0000-4000-8000-000000000001',
    vehicleId: '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01',
    kind: 'operation',
    input: { date: '2026-11-19', type: 'fieldHard', durationHours: 6.5, note: null },
    queuedAt: 1_763_460_000_000,
    status: 'waiting',
    problem: null,
  },
];

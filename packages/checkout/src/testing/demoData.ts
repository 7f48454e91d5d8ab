import type {
  CatalogueProduct,
  ContractItemEntry,
  Coupon,
  Fleet,
  FleetVehicle,
  UserProfile,
} from '@lindner/api/schema';

// Made-up data for the checkout's stories and tests, in the shapes the API answers.

export const lintracId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01';
export const geotracId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02';
export const licenceId = '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a01';
export const orderId = '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a99';

const vehicle = (
  id: string,
  vin: string,
  model: { id: string; name: string; series: string },
  status: FleetVehicle['status'] = 'approved',
): FleetVehicle => ({
  id,
  vin,
  model,
  image: null,
  imageAsset: null,
  yearOfConstruction: 2022,
  dataSource: 'fuelDiary',
  status,
  rejectionReason: null,
  createdAt: '2025-03-01T09:00:00+01:00',
  lastEntryAt: null,
  operatingHours: 1200,
  fuelUsedLiters: 6400,
  averageConsumption: 5.3,
});

export const lintrac = vehicle(lintracId, 'VBLA110A0001234', {
  id: 'lintrac-110',
  name: 'Lintrac 110',
  series: 'Lintrac',
});
export const geotrac = vehicle(geotracId, 'VBLA094E0005678', {
  id: 'geotrac-94ep',
  name: 'Geotrac 94ep',
  series: 'Geotrac',
});
const pendingUnitrac = vehicle(
  '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c03',
  'VBLA102U0009999',
  { id: 'unitrac-102', name: 'Unitrac 102', series: 'Unitrac' },
  'pending',
);

export const farmerFleet: Fleet = {
  vehicles: [lintrac, geotrac, pendingUnitrac],
  statistics: {
    vehicleCount: 3,
    operatingHours: 3600,
    fuelUsedLiters: 19200,
    averageConsumption: 5.3,
    litersByMonth: Array.from({ length: 12 }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      liters: 0,
    })),
    operationHoursByType: {
      fieldEasy: 0,
      fieldHard: 0,
      grasEasy: 0,
      grasHard: 0,
      otherEasy: 0,
      otherHard: 0,
    },
  },
};

/** TracLink Smart: 149 € setup, 19.90 € a month or 199 € a year, net; 3 months free. */
export const traclinkSmart: CatalogueProduct = {
  kind: 'traclink',
  id: 'traclink-smart',
  name: 'TracLink Smart',
  prices: { setup: 14900, monthly: 1990, yearly: 19900 },
  freeMonths: 3,
};

export const traclinkMobile: CatalogueProduct = {
  kind: 'traclink',
  id: 'traclink-mobile',
  name: 'TracLink Mobile',
  prices: { monthly: 990, yearly: 9900 },
  freeMonths: 0,
};

/** The prices after a change on the server: the yearly price went up. */
export const traclinkSmartDearer: CatalogueProduct = {
  ...traclinkSmart,
  prices: { ...traclinkSmart.prices, yearly: 21900 },
};

/** A warranty extension, paid once. */
export const warrantyFiveYears: CatalogueProduct = {
  kind: 'warranty',
  id: 'warranty-5y',
  name: 'Garantieverlängerung 5 Jahre / 5.000 Betriebsstunden',
  prices: { once: 129000 },
  freeMonths: 0,
  modelIds: ['lintrac-110', 'geotrac-94ep'],
  maxVehicleAgeYears: 3,
};

/** 20 % off the setup fee and the yearly price, valid through 2026. */
export const welcomeCoupon: Coupon = {
  code: 'WILLKOMMEN20',
  discount: { kind: 'percentage', percent: 20 },
  periods: ['setup', 'yearly'],
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
};

export const expiredCoupon: Coupon = {
  code: 'HERBST2025',
  discount: { kind: 'amount', cents: 5000 },
  periods: ['setup'],
  validFrom: '2025-09-01',
  validTo: '2025-11-30',
};

export const futureCoupon: Coupon = {
  code: 'FRUEHLING27',
  discount: { kind: 'percentage', percent: 10 },
  periods: ['yearly'],
  validFrom: '2027-03-01',
  validTo: '2027-05-31',
};

/** The demo user `farmer`: a complete address. */
export const farmerProfile: UserProfile = {
  salutation: 'male',
  title: null,
  firstName: 'Josef',
  lastName: 'Brandstätter',
  email: 'josef.brandstaetter@example.com',
  phone: '+43 5338 7420',
  mobile: null,
  fax: null,
  company: null,
  street: 'Dorfstraße 12',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
  birthDate: null,
  customerNr: '100234',
  driverLicense: null,
  avatar: null,
  completion: { percent: 100, missing: [] },
};

/** A profile without a street or zip: the invoice address must be typed. */
export const incompleteProfile: UserProfile = {
  ...farmerProfile,
  street: null,
  zip: null,
  completion: { percent: 80, missing: ['street', 'zip'] },
};

/** The farmer's TracLink Smart licence on the Lintrac, renewed yearly, ending soon. */
export const smartLicence: ContractItemEntry = {
  id: licenceId,
  kind: 'traclink',
  title: 'TracLink Smart',
  status: 'expiring',
  subscriptionPeriod: 'yearly',
  freePeriodMonths: null,
  validFrom: '2025-12-20',
  validTo: '2026-12-19',
  renewsAutomatically: false,
  prices: traclinkSmart.prices,
  currency: 'EUR',
  couponCode: null,
  productId: traclinkSmart.id,
  vehicle: { id: lintracId, vin: lintrac.vin, model: { id: 'lintrac-110', name: 'Lintrac 110' } },
};

/** The day the stories and tests run on: Monday 24 November 2026. */
export const storyNow = () => new Date('2026-11-24T10:00:00+01:00');

import {
  checkoutOrderSchema,
  checkoutProductsSchema,
  contractItemEntrySchema,
  couponSchema,
  fleetSchema,
  priceSummary,
  standardVatRate,
  userProfileSchema,
  type CheckoutOrder,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  expiredCoupon,
  farmerFleet,
  farmerProfile,
  futureCoupon,
  incompleteProfile,
  lintrac,
  orderId,
  smartLicence,
  traclinkMobile,
  traclinkSmart,
  warrantyFiveYears,
  welcomeCoupon,
} from '../testing/demoData';
import {
  checkoutOrderChecker,
  checkoutProductsChecker,
  contractItemChecker,
  couponChecker,
  fleetChecker,
  profileChecker,
} from './checkers';

const order: CheckoutOrder = {
  id: orderId,
  type: 'order',
  status: 'ordered',
  createdAt: '2026-11-24T10:00:00+01:00',
  kind: 'traclink',
  vehicle: smartLicence.vehicle,
  productId: traclinkSmart.id,
  productName: traclinkSmart.name,
  contractItemId: null,
  invoiceAddress: {
    company: null,
    firstName: 'Josef',
    lastName: 'Brandstätter',
    street: 'Dorfstraße 12',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
  },
  summary: priceSummary(traclinkSmart, {
    period: 'yearly',
    vatRate: standardVatRate,
    today: '2026-11-24',
  }),
  statusHistory: [{ status: 'ordered', changedAt: '2026-11-24T10:00:00+01:00' }],
};

const [firstVehicle, ...otherVehicles] = farmerFleet.vehicles;
const withVehicle = (changes: Record<string, unknown>) => ({
  ...farmerFleet,
  vehicles: [{ ...firstVehicle, ...changes }, ...otherVehicles],
});
const withPrices = (prices: Record<string, unknown>) => [{ ...traclinkSmart, prices }];

interface Case {
  name: string;
  checker: { safeParse(value: unknown): { success: boolean } };
  schema: { safeParse(value: unknown): { success: boolean } };
  accepted: unknown[];
  refused: unknown[];
}

const cases: Case[] = [
  {
    name: 'products',
    checker: checkoutProductsChecker,
    schema: checkoutProductsSchema,
    accepted: [[traclinkSmart, traclinkMobile, warrantyFiveYears], [], withPrices({})],
    refused: [
      traclinkSmart,
      null,
      withPrices({ yearly: -1 }),
      withPrices({ yearly: 1.5 }),
      withPrices({ once: 1_000_000_001 }),
      withPrices({ monthly: '990' }),
      [{ ...traclinkSmart, prices: undefined }],
      [{ ...traclinkSmart, name: '' }],
      [{ ...traclinkSmart, id: 3 }],
      [{ ...traclinkSmart, freeMonths: -1 }],
      [{ ...traclinkSmart, kind: 'service' }],
      [{ ...warrantyFiveYears, modelIds: [] }],
      [{ ...warrantyFiveYears, modelIds: [3] }],
      [{ ...warrantyFiveYears, maxVehicleAgeYears: undefined }],
    ],
  },
  {
    name: 'a coupon',
    checker: couponChecker,
    schema: couponSchema,
    accepted: [
      welcomeCoupon,
      expiredCoupon,
      futureCoupon,
      { ...welcomeCoupon, discount: { kind: 'percentage', percent: 100 } },
      { ...welcomeCoupon, discount: { kind: 'amount', cents: 1 } },
      { ...welcomeCoupon, validTo: welcomeCoupon.validFrom },
    ],
    refused: [
      null,
      { ...welcomeCoupon, code: '' },
      { ...welcomeCoupon, discount: { kind: 'percentage', percent: 0 } },
      { ...welcomeCoupon, discount: { kind: 'percentage', percent: 101 } },
      { ...welcomeCoupon, discount: { kind: 'amount', cents: 0 } },
      { ...welcomeCoupon, discount: { kind: 'amount', cents: 2.5 } },
      { ...welcomeCoupon, discount: { kind: 'gift', cents: 500 } },
      { ...welcomeCoupon, periods: [] },
      { ...welcomeCoupon, periods: ['weekly'] },
      { ...welcomeCoupon, validFrom: '2026-13-01' },
      { ...welcomeCoupon, validTo: '31.12.2026' },
      { ...welcomeCoupon, validFrom: '2026-12-01', validTo: '2026-11-30' },
    ],
  },
  {
    name: 'the fleet',
    checker: fleetChecker,
    schema: fleetSchema,
    accepted: [farmerFleet, { ...farmerFleet, vehicles: [] }],
    refused: [
      null,
      { ...farmerFleet, vehicles: undefined },
      withVehicle({ id: 7 }),
      withVehicle({ vin: null }),
      withVehicle({ status: undefined }),
      withVehicle({ model: { ...lintrac.model, name: undefined } }),
    ],
  },
  {
    name: 'the profile',
    checker: profileChecker,
    schema: userProfileSchema,
    accepted: [farmerProfile, incompleteProfile, { ...farmerProfile, company: null }],
    refused: [
      null,
      { ...farmerProfile, company: 3 },
      { ...farmerProfile, street: undefined },
      { ...farmerProfile, country: 43 },
    ],
  },
  {
    name: 'a licence',
    checker: contractItemChecker,
    schema: contractItemEntrySchema,
    accepted: [smartLicence, { ...smartLicence, productId: null, subscriptionPeriod: null }],
    refused: [
      null,
      { ...smartLicence, kind: 'service' },
      { ...smartLicence, subscriptionPeriod: 'weekly' },
      { ...smartLicence, productId: 3 },
      { ...smartLicence, vehicle: undefined },
      { ...smartLicence, vehicle: { ...smartLicence.vehicle, id: undefined } },
    ],
  },
  {
    name: 'an order',
    checker: checkoutOrderChecker,
    schema: checkoutOrderSchema,
    accepted: [order, { ...order, kind: 'warranty', productId: warrantyFiveYears.id }],
    refused: [
      null,
      { ...order, id: undefined },
      { ...order, kind: 'service' },
      { ...order, productName: null },
      { ...order, vehicle: { ...order.vehicle, model: { id: 'lintrac-110' } } },
    ],
  },
];

describe.each(cases)('the checker of $name', ({ checker, schema, accepted, refused }) => {
  it('accepts what the schema accepts', () => {
    for (const body of accepted) {
      expect(schema.safeParse(body).success).toBe(true);
      expect(checker.safeParse(body)).toEqual({ success: true, data: body });
    }
  });

  it('refuses what the schema refuses', () => {
    for (const body of refused) {
      expect(schema.safeParse(body).success).toBe(false);
      expect(checker.safeParse(body).success).toBe(false);
    }
  });
});

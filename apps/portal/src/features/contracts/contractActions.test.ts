import type { ContractItemEntry } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  canOrder,
  checkoutPath,
  currentLicence,
  itemsOfVehicle,
  licenceActions,
} from './contractActions';

const vehicleA = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01';
const vehicleB = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02';

const item = (overrides: Partial<ContractItemEntry>): ContractItemEntry => ({
  id: '5b0f1c52-3f9a-4a51-8d55-3c1e9a2b7f10',
  kind: 'traclink',
  title: 'TracLink Smart',
  status: 'active',
  subscriptionPeriod: 'yearly',
  freePeriodMonths: null,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  renewsAutomatically: true,
  prices: { yearly: 19900 },
  currency: 'EUR',
  couponCode: null,
  productId: 'traclink-smart',
  vehicle: {
    id: vehicleA,
    vin: 'VBLA08512345AB123',
    model: { id: 'lintrac-110', name: 'Lintrac 110' },
  },
  ...overrides,
});

describe('itemsOfVehicle', () => {
  it('keeps one vehicle’s items of one kind', () => {
    const warranty = item({ kind: 'warranty' });
    const other = item({ vehicle: { ...item({}).vehicle, id: vehicleB } });
    const licence = item({});
    expect(itemsOfVehicle([warranty, other, licence], vehicleA, 'traclink')).toEqual([licence]);
    expect(itemsOfVehicle([warranty, other, licence], vehicleA, 'warranty')).toEqual([warranty]);
  });
});

describe('licenceActions', () => {
  const today = '2026-06-01';
  it('lets a running licence be renewed and cancelled, with its switch', () => {
    expect(licenceActions(item({}), today)).toEqual({ renew: true, cancel: true, autoRenew: true });
  });
  it('offers no cancel on a licence being cancelled, but the switch to withdraw it', () => {
    expect(
      licenceActions(item({ status: 'cancelled', renewsAutomatically: false }), today),
    ).toEqual({
      renew: false,
      cancel: false,
      autoRenew: true,
    });
  });
  it('offers only renewing on an expired licence, and nothing on an order or a warranty', () => {
    expect(licenceActions(item({ status: 'expired', validTo: '2026-01-01' }), today)).toEqual({
      renew: true,
      cancel: false,
      autoRenew: false,
    });
    expect(licenceActions(item({ status: 'ordered' }), today)).toEqual({
      renew: false,
      cancel: false,
      autoRenew: false,
    });
    expect(licenceActions(item({ kind: 'warranty' }), today)).toEqual({
      renew: false,
      cancel: false,
      autoRenew: false,
    });
  });
});

describe('canOrder', () => {
  it('allows an order only when nothing runs', () => {
    expect(canOrder([])).toBe(true);
    expect(canOrder([item({ status: 'expired' })])).toBe(true);
    expect(canOrder([item({ status: 'ordered' })])).toBe(false);
    expect(canOrder([item({ status: 'cancelled' })])).toBe(false);
  });
});

describe('currentLicence', () => {
  it('shows the running licence, else the last one that ended, else none', () => {
    const old = item({ id: 'a', status: 'expired', validTo: '2025-12-31' });
    const running = item({ id: 'b', status: 'equipped', validTo: '2026-12-31' });
    expect(currentLicence([old, running], vehicleA)?.id).toBe('b');
    expect(currentLicence([old], vehicleA)?.id).toBe('a');
    expect(currentLicence([old], vehicleB)).toBeNull();
  });
});

describe('checkoutPath', () => {
  it('leads to the kind’s checkout of the vehicle, with the licence to renew', () => {
    expect(checkoutPath('warranty', '42', 'de-at')).toBe(
      '/de-at/mein-lindner/fuhrpark/42/garantie/kasse',
    );
    expect(checkoutPath('traclink', '42', 'en', 'abc')).toBe(
      '/en/my-lindner/fleet/42/traclink/checkout?renew=abc',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { keyForSubmit, newIdempotencyKey, openOrderKey, orderSignature } from './idempotency';

const keys = () => {
  let count = 0;
  return () => `key-${++count}`;
};

const order = (change: Partial<Parameters<typeof orderSignature>[0]> = {}) =>
  orderSignature({
    kind: 'traclink',
    vehicleId: 'v1',
    productId: 'traclink-smart',
    period: 'yearly',
    couponCode: null,
    ...change,
  });

describe('the idempotency key', () => {
  it('is made when the checkout opens and kept for the first submit', () => {
    const make = keys();
    const opened = openOrderKey(make);
    expect(opened.key).toBe('key-1');
    expect(keyForSubmit(opened, order(), make).key).toBe('key-1');
  });

  it('stays the same when the same order is sent again (retry, changed prices)', () => {
    const make = keys();
    const first = keyForSubmit(openOrderKey(make), order(), make);
    const again = keyForSubmit(first, order(), make);
    expect(again.key).toBe('key-1');
  });

  it('is new once the customer changes what is ordered', () => {
    const make = keys();
    const first = keyForSubmit(openOrderKey(make), order(), make);
    const monthly = keyForSubmit(first, order({ period: 'monthly' }), make);
    expect(monthly.key).toBe('key-2');
    const withCoupon = keyForSubmit(monthly, order({ period: 'monthly', couponCode: 'X' }), make);
    expect(withCoupon.key).toBe('key-3');
    expect(
      keyForSubmit(withCoupon, order({ period: 'monthly', couponCode: ' x ' }), make).key,
    ).toBe('key-3');
  });

  it('does not change for what was chosen before the first submit', () => {
    const make = keys();
    const opened = openOrderKey(make);
    expect(keyForSubmit(opened, order({ vehicleId: 'v2' }), make).key).toBe('key-1');
  });
});

describe('a new key', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a random UUID', () => {
    expect(newIdempotencyKey()).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('is made without randomUUID outside a secure context', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    expect(newIdempotencyKey(insecure)).toMatch(uuid);
  });
});

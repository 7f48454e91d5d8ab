import { describe, expect, it } from 'vitest';
import { expiredCoupon, futureCoupon, welcomeCoupon } from '../testing/demoData';
import { checkCoupon, couponFailure, sameCouponCode } from './coupon';

const today = '2026-11-24';

describe('a coupon code', () => {
  it('is the same whatever its case and the blanks around it', () => {
    expect(sameCouponCode(' willkommen20', 'WILLKOMMEN20 ')).toBe(true);
    expect(sameCouponCode('WILLKOMMEN20', 'WILLKOMMEN2')).toBe(false);
  });
});

describe('a coupon the server knows', () => {
  it('is applied when valid today', () => {
    expect(checkCoupon(welcomeCoupon, today)).toEqual({ applied: welcomeCoupon, feedback: null });
  });

  it('is not applied when expired or not valid yet, and says why', () => {
    expect(checkCoupon(expiredCoupon, today)).toEqual({
      applied: null,
      feedback: { kind: 'key', key: 'couponExpired' },
    });
    expect(checkCoupon(futureCoupon, today)).toEqual({
      applied: null,
      feedback: { kind: 'key', key: 'couponNotYetValid' },
    });
  });
});

describe('a coupon not redeemed', () => {
  const answer = { serverMessage: 'Zu viele Versuche.', fieldErrors: {} };

  it('is unknown when the server does not know it', () => {
    expect(couponFailure({ ...answer, status: 404 })).toEqual({
      kind: 'key',
      key: 'couponUnknown',
    });
  });

  it('says what the server says, its field error first', () => {
    expect(couponFailure({ ...answer, status: 429 })).toEqual({
      kind: 'text',
      text: 'Zu viele Versuche.',
    });
    expect(
      couponFailure({ ...answer, status: 400, fieldErrors: { couponCode: 'Ungültiger Code.' } }),
    ).toEqual({ kind: 'text', text: 'Ungültiger Code.' });
  });

  it('could not be checked without an answer or a message', () => {
    expect(couponFailure(null)).toEqual({ kind: 'failed' });
    expect(couponFailure({ ...answer, status: null })).toEqual({ kind: 'failed' });
    expect(couponFailure({ ...answer, status: 500, serverMessage: null })).toEqual({
      kind: 'failed',
    });
  });
});

import { priceSummary, standardVatRate } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { expiredCoupon, traclinkSmart, welcomeCoupon } from '../testing/demoData';
import { isoDateInAustria, previewSummary } from './preview';

describe('the preview summary', () => {
  it('is the server’s own priceSummary at 20 % VAT', () => {
    const preview = previewSummary(traclinkSmart, {
      period: 'yearly',
      coupon: welcomeCoupon,
      today: '2026-11-24',
    });
    expect(preview).toEqual(
      priceSummary(traclinkSmart, {
        period: 'yearly',
        vatRate: standardVatRate,
        coupon: welcomeCoupon,
        today: '2026-11-24',
      }),
    );
    expect(preview.vatRate).toBe(20);
    expect(preview.lines.map((line) => [line.period, line.discountCents, line.grossCents])).toEqual(
      [
        ['setup', 2980, 14304],
        ['yearly', 3980, 19104],
      ],
    );
    expect(preview.totals.oneTime.grossCents).toBe(14304);
    expect(preview.totals.recurring?.grossCents).toBe(19104);
  });

  it('tells an expired coupon and does not discount with it', () => {
    const preview = previewSummary(traclinkSmart, {
      period: 'yearly',
      coupon: expiredCoupon,
      today: '2026-11-24',
    });
    expect(preview.coupon).toEqual({ code: 'HERBST2025', outcome: 'expired' });
    expect(preview.totals.oneTime.discountCents).toBe(0);
  });

  it('renews only the period: no setup line', () => {
    const preview = previewSummary(traclinkSmart, {
      period: 'monthly',
      coupon: null,
      today: '2026-11-24',
      renewal: true,
    });
    expect(preview.lines.map((line) => line.period)).toEqual(['monthly']);
    expect(preview.totals.oneTime.grossCents).toBe(0);
  });

  it('counts days in Austria', () => {
    expect(isoDateInAustria(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(isoDateInAustria(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultCurrency, formatCents, formatMoney } from './money';

// Intl separates the amount with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows a price in its own currency in every locale', () => {
    const price = { amount: 1234.5, currency: 'EUR' as const };
    expect(plain(formatMoney(price, 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(price, 'de-at'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(price, 'en'))).toBe('€1,234.50');
    expect(plain(formatMoney(price, 'fr-fr'))).toBe('1 234,50 €');
  });

  it("uses the locale's currency only for an amount without one", () => {
    expect(defaultCurrency('en')).toBe('USD');
    expect(defaultCurrency('de-at')).toBe('EUR');
    expect(formatMoney({ amount: 99 }, 'en')).toBe('$99.00');
    expect(plain(formatMoney({ amount: 99 }, 'fr'))).toBe('99,00 €');
  });
});

describe('formatCents', () => {
  it('shows integer cents as euros in every locale, English too', () => {
    expect(plain(formatCents(19900, 'de'))).toBe('199,00 €');
    expect(formatCents(19900, 'en')).toBe('€199.00');
    expect(plain(formatCents(4990, 'fr-fr'))).toBe('49,90 €');
    expect(formatCents(5, 'en', 'USD')).toBe('$0.05');
  });
});

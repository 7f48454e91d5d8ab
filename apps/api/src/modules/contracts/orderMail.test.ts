import { priceSummary, standardVatRate, type CheckoutOrder } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './orderMail';

const order: CheckoutOrder = {
  id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e01',
  status: 'received',
  createdAt: '2026-03-02T09:30:00.000Z',
  kind: 'traclink',
  vehicleId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
  productId: 'traclink-smart',
  productName: 'TracLink Smart',
  contractItemId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d09',
  invoiceAddress: {
    company: 'Brunnerhof',
    firstName: 'Josef',
    lastName: 'Brunner',
    street: 'Dorfstraße 12',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
  },
  summary: priceSummary(
    {
      kind: 'traclink',
      id: 'traclink-smart',
      name: 'TracLink Smart',
      prices: { setup: 4900, monthly: 1490, yearly: 14900 },
      freeMonths: 3,
    },
    {
      period: 'yearly',
      vatRate: standardVatRate,
      today: '2026-03-02',
      coupon: {
        code: 'JAHR10',
        discount: { kind: 'percentage', percent: 10 },
        periods: ['yearly'],
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      },
    },
  ),
  statusHistory: [{ status: 'received', changedAt: '2026-03-02T09:30:00.000Z' }],
};

const recipient = {
  to: 'josef.brunner@example.com',
  userId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01',
  name: 'Josef <Brunner>',
};

describe('orderConfirmationMail', () => {
  it('confirms the order with its number, gross totals, discount and invoice address', () => {
    const mail = orderConfirmationMail(order, { ...recipient, locale: 'de' });
    expect(mail).toMatchObject({ to: recipient.to, userId: recipient.userId });
    expect(mail.subject).toBe('Deine Bestellung: TracLink Smart');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Hallo Josef <Brunner>,');
    expect(text).toContain(`Bestellnummer: ${order.id}`);
    expect(text).toContain('Einmalig: 58,80 € (inkl. 20 % MwSt.)');
    expect(text).toContain('Jährlich: 160,92 € (inkl. 20 % MwSt.)');
    expect(text).toContain('Gutschein JAHR10: 14,90 € Rabatt (netto)');
    expect(text).toContain('Brunnerhof\nJosef Brunner\nDorfstraße 12\nAT-6250 Kundl');
    expect(mail.html).toContain('Hallo Josef &lt;Brunner&gt;,');
  });

  it('speaks the language the order was placed in', () => {
    const mail = orderConfirmationMail(order, { ...recipient, locale: 'en' });
    expect(mail.subject).toBe('Your order: TracLink Smart');
    expect(mail.text).toContain('Yearly: €160.92 (incl. 20% VAT)');
  });
});

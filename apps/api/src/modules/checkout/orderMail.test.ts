import { priceSummary, standardVatRate, type CheckoutOrder } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './orderMail';

const order: CheckoutOrder = {
  id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e01',
  type: 'order',
  status: 'ordered',
  createdAt: '2026-03-02T09:30:00.000Z',
  kind: 'traclink',
  vehicle: {
    id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
    vin: 'VBLA11000L0012345',
    model: { id: 'lintrac-110', name: 'Lintrac 110' },
  },
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
  statusHistory: [{ status: 'ordered', changedAt: '2026-03-02T09:30:00.000Z' }],
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

describe('orderConfirmationMail of a renewal', () => {
  // A year of TracLink Smart: 149,00 € net, 20 % VAT, no setup fee.
  const renewal: CheckoutOrder = {
    ...order,
    type: 'renewal',
    summary: priceSummary(
      {
        kind: 'traclink',
        id: 'traclink-smart',
        name: 'TracLink Smart',
        prices: { yearly: 14900 },
        freeMonths: 3,
      },
      { period: 'yearly', vatRate: standardVatRate, today: '2026-03-02' },
    ),
  };

  it('thanks for the renewal of the licence for the vehicle, with the yearly gross only', () => {
    const mail = orderConfirmationMail(renewal, { ...recipient, locale: 'de' });
    expect(mail.subject).toBe('Deine Verlängerung: TracLink Smart');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'vielen Dank für die Verlängerung von TracLink Smart für Dein Fahrzeug Lintrac 110 (VBLA11000L0012345).',
    );
    expect(text).toContain('Jährlich: 178,80 € (inkl. 20 % MwSt.)');
    expect(text).not.toContain('Einmalig');
  });

  it('speaks French with vous', () => {
    const mail = orderConfirmationMail(renewal, { ...recipient, locale: 'fr' });
    expect(mail.subject).toBe('Votre prolongation : TracLink Smart');
    expect(mail.text).toContain('merci d’avoir prolongé TracLink Smart pour votre véhicule');
  });
});

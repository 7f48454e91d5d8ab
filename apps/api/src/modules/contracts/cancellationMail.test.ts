import type { ContractItemEntry } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { cancellationMail } from './cancellationMail';

const licence: ContractItemEntry = {
  id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d01',
  kind: 'traclink',
  title: 'TracLink Smart',
  status: 'cancelled',
  subscriptionPeriod: 'yearly',
  freePeriodMonths: null,
  validFrom: '2025-12-14',
  validTo: '2026-12-13',
  renewsAutomatically: false,
  prices: { yearly: 14900 },
  currency: 'EUR',
  couponCode: null,
  productId: 'traclink-smart',
  vehicle: {
    id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
    vin: 'VBLA11000L0012345',
    model: { id: 'lintrac-110', name: 'Lintrac 110' },
  },
};

const recipient = {
  to: 'josef.brunner@example.com',
  userId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01',
  name: 'Josef <Brunner>',
};

describe('cancellationMail', () => {
  it('names the licence, the vehicle and the last day, in German with Du', () => {
    const mail = cancellationMail(licence, { ...recipient, locale: 'de' });
    expect(mail).toMatchObject({
      to: recipient.to,
      userId: recipient.userId,
      subject: 'Deine Kündigung: TracLink Smart',
    });
    expect(mail.text).toContain('Hallo Josef <Brunner>,');
    expect(mail.text).toContain(
      'wir haben Deine Kündigung von TracLink Smart für Dein Fahrzeug Lintrac 110 (VBLA11000L0012345) erhalten. Die Lizenz gilt bis zum 13. Dezember 2026 und verlängert sich danach nicht mehr.',
    );
    expect(mail.html).toContain('Hallo Josef &lt;Brunner&gt;,');
  });

  it('writes the date as each locale does', () => {
    expect(cancellationMail(licence, { ...recipient, locale: 'en' }).text).toContain(
      'The licence is valid until December 13, 2026 and will not renew after that.',
    );
    const french = cancellationMail(licence, { ...recipient, locale: 'fr-fr' });
    expect(french.subject).toBe('Votre résiliation : TracLink Smart');
    expect(french.text).toContain('La licence reste valable jusqu’au 13 décembre 2026');
    expect(cancellationMail(licence, { ...recipient, locale: 'de-at' }).text).toContain(
      'bis zum 13. Dezember 2026',
    );
  });
});

import { contactFormSchema, financingEnquirySchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  calculatorFiguresOf,
  centsOf,
  contactPayloadOf,
  financingEnquiryPayloadOf,
  formFieldOf,
  likelyCountryOf,
  rejectionOf,
  senderOf,
  standingErrors,
} from './publicForms';

const sender = {
  firstName: ' Josef ',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  country: 'AT',
  privacyConsent: true,
};

describe('the contact form’s body', () => {
  it('is what the shared schema accepts: trimmed texts, empty ones as null', () => {
    const payload = contactPayloadOf({
      ...sender,
      phone: '  ',
      message: 'Wann kommt der Lintrac?',
    });
    expect(payload).toEqual({
      firstName: 'Josef',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
      phone: null,
      company: null,
      country: 'AT',
      message: 'Wann kommt der Lintrac?',
      privacyConsent: true,
    });
    expect(contactFormSchema.safeParse(payload).success).toBe(true);
  });

  it('without the privacy consent is refused', () => {
    const payload = contactPayloadOf({ ...sender, privacyConsent: undefined, message: 'Hallo' });
    expect(payload.privacyConsent).toBe(false);
    expect(contactFormSchema.safeParse(payload).success).toBe(false);
  });
});

describe('the financing enquiry’s body', () => {
  it('sends the price in integer cents and the plan', () => {
    const payload = financingEnquiryPayloadOf({
      ...sender,
      zip: '6250',
      city: 'Kundl',
      modelName: 'Lintrac 130',
      price: 89990.5,
      plan: 'fifth',
    });
    expect(payload).toMatchObject({ priceCents: 8999050, plan: 'fifth', message: null });
    expect(financingEnquirySchema.safeParse(payload).success).toBe(true);
  });

  it('reads an empty price as missing and unreadable text as no amount', () => {
    expect(centsOf(undefined)).toBeUndefined();
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('60.000,5x')).toBeNaN();
    expect(centsOf(0.29)).toBe(29);
  });
});

describe('the finance calculator’s figures', () => {
  it('are read from the enquiry link’s query', () => {
    expect(
      calculatorFiguresOf(new URLSearchParams('price=60000.00&plan=third&total=60594.00')),
    ).toEqual({ price: 60000, plan: 'third', total: 60594 });
  });

  it('leave out what they cannot read', () => {
    expect(calculatorFiguresOf(new URLSearchParams('price=60.000,00&plan=sixth&total=-3'))).toEqual(
      {},
    );
    expect(calculatorFiguresOf(new URLSearchParams(''))).toEqual({});
  });
});

describe('the server’s field messages', () => {
  it('show at the form’s field, the price’s at the price', () => {
    expect(formFieldOf('priceCents')).toBe('price');
    expect(formFieldOf('email')).toBe('email');
    const rejection = rejectionOf(
      { email: 'a@b', price: 0 },
      { email: 'Bitte eine gültige E-Mail-Adresse eingeben.', priceCents: 'Ungültig.' },
    );
    expect(rejection.fieldErrors).toEqual({
      email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
      price: 'Ungültig.',
    });
  });

  it('stand until the visitor changes the field', () => {
    const rejection = rejectionOf(
      { email: 'a@b', phone: 'x' },
      { email: 'Ungültige E-Mail.', phone: 'Ungültige Nummer.' },
    );
    expect(standingErrors(rejection, { email: 'a@b', phone: 'x' })).toEqual({
      email: 'Ungültige E-Mail.',
      phone: 'Ungültige Nummer.',
    });
    expect(standingErrors(rejection, { email: 'a@b.at', phone: 'x' })).toEqual({
      phone: 'Ungültige Nummer.',
    });
  });
});

describe('another message after sending', () => {
  it('keeps who wrote and drops what they wrote', () => {
    expect(senderOf({ ...sender, message: 'Hallo', privacyConsent: true })).toEqual({
      firstName: ' Josef ',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
      country: 'AT',
    });
  });

  it('starts in the country of the locale where that is clear', () => {
    expect(likelyCountryOf('de-at')).toBe('AT');
    expect(likelyCountryOf('fr-fr')).toBe('FR');
    expect(likelyCountryOf('en')).toBeUndefined();
  });
});

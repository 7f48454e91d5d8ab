import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import {
  contactFormSchema,
  financingEnquirySchema,
  formKinds,
  formTextLimits,
  isFormKind,
  largestPriceCents,
  repeatedVisitDates,
  visitDateProblem,
  austrianDay,
} from './forms';

const validContact = {
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  country: 'AT',
  message: 'Bitte ruft mich wegen eines Lintrac 130 an.',
  privacyConsent: true,
};

const validEnquiry = {
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  country: 'AT',
  priceCents: 12_950_000,
  plan: 'third',
  privacyConsent: true,
};

/** The field error key of each field with a problem (the first one per field). */
function issueKeys(schema: ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const keys: Record<string, string> = {};
  for (const issue of result.error.issues) keys[issue.path.join('.')] ??= issue.message;
  return keys;
}

describe('formKinds', () => {
  it('are the contact form, the financing enquiry, the two forms about a model, RMI and GVL', () => {
    expect(formKinds).toEqual([
      'contact',
      'financing-enquiry',
      'quote-request',
      'innovation-visit',
      'rmi',
      'gvl-contact',
    ]);
    expect(isFormKind('innovation-visit')).toBe(true);
    expect(isFormKind('newsletter')).toBe(false);
  });
});

describe('contactFormSchema', () => {
  it('takes a complete contact request, trims it and turns empty optional texts into null', () => {
    expect(
      contactFormSchema.parse({
        ...validContact,
        firstName: '  Lena ',
        phone: '+43 (5338) 1234-5',
        company: '',
        message: 'Zeile 1\r\n\tZeile 2',
        unknown: 'dropped',
      }),
    ).toEqual({
      ...validContact,
      firstName: 'Lena',
      phone: '+43 (5338) 1234-5',
      company: null,
      message: 'Zeile 1\r\n\tZeile 2',
    });
  });

  it('needs names, address, country, message and the privacy consent', () => {
    expect(issueKeys(contactFormSchema, {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      country: 'required',
      message: 'required',
      privacyConsent: 'required',
    });
    expect(issueKeys(contactFormSchema, { ...validContact, firstName: '   ' })).toEqual({
      firstName: 'required',
    });
  });

  it.each([false, 'true', 1, null])('refuses the privacy consent %j', (privacyConsent) => {
    expect(issueKeys(contactFormSchema, { ...validContact, privacyConsent })).toEqual({
      privacyConsent: 'required',
    });
  });

  it.each([
    ['firstName', 'of 101 characters', 'L'.repeat(101), 'tooLong'],
    ['lastName', 'of 101 characters', 'G'.repeat(101), 'tooLong'],
    ['email', 'without a domain', 'lena.gruber', 'email'],
    ['email', 'of 262 characters', `${'l'.repeat(250)}@example.com`, 'tooLong'],
    ['phone', 'with a letter', '0664 12a34', 'phone'],
    ['phone', 'with a dot', '0664.1234', 'phone'],
    ['phone', 'with a + inside', '0664+1234', 'phone'],
    ['phone', 'without digits', '+()', 'phone'],
    ['phone', 'of 41 digits', '0'.repeat(41), 'tooLong'],
    ['company', 'of 201 characters', 'G'.repeat(201), 'tooLong'],
    ['country', 'outside the list', 'XX', 'option'],
    ['message', 'of 4001 characters', 'x'.repeat(4001), 'tooLong'],
    ['message', 'that is a number', 42, 'required'],
  ])('refuses a %s %s with %s', (field, _case, value, key) => {
    expect(issueKeys(contactFormSchema, { ...validContact, [field]: value })).toEqual({
      [field]: key,
    });
  });

  it('takes every text at its longest', () => {
    const longest = {
      ...validContact,
      firstName: 'L'.repeat(formTextLimits.firstName),
      lastName: 'G'.repeat(formTextLimits.lastName),
      company: 'C'.repeat(formTextLimits.company),
      phone: '1'.repeat(formTextLimits.phone),
      message: 'm'.repeat(formTextLimits.message),
    };
    expect(issueKeys(contactFormSchema, longest)).toEqual({});
  });

  it.each(['\u0000', '\u0007', '\u001b[2J', '\u007f'])(
    'refuses control characters (%j) in every text',
    (control) => {
      const text = `Gru${control}ber`;
      expect(
        issueKeys(contactFormSchema, {
          ...validContact,
          firstName: text,
          lastName: text,
          email: `lena${control}@example.com`,
          phone: `0664${control}1234`,
          company: text,
          message: text,
        }),
      ).toEqual(
        Object.fromEntries(
          ['firstName', 'lastName', 'email', 'phone', 'company', 'message'].map((field) => [
            field,
            'controlCharacters',
          ]),
        ),
      );
    },
  );

  it('keeps line breaks and tabs in the message only', () => {
    expect(issueKeys(contactFormSchema, { ...validContact, message: 'a\nb\tc' })).toEqual({});
    expect(issueKeys(contactFormSchema, { ...validContact, company: 'a\nb' })).toEqual({
      company: 'controlCharacters',
    });
  });
});

describe('financingEnquirySchema', () => {
  it('takes an enquiry with price in cents and plan; optional texts become null', () => {
    expect(financingEnquirySchema.parse({ ...validEnquiry, zip: '6250', city: '' })).toEqual({
      ...validEnquiry,
      phone: null,
      company: null,
      zip: '6250',
      city: null,
      modelName: null,
      message: null,
    });
  });

  it('needs the price, the plan and the privacy consent besides name, address and country', () => {
    expect(issueKeys(financingEnquirySchema, {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      country: 'required',
      priceCents: 'required',
      plan: 'required',
      privacyConsent: 'required',
    });
  });

  it.each([
    [0, 'invalid'],
    [-100, 'invalid'],
    [1299.5, 'invalid'],
    ['129500', 'invalid'],
    [largestPriceCents + 1, 'tooLarge'],
    [1e20, 'tooLarge'],
  ])('refuses the price %j with %s', (priceCents, key) => {
    expect(issueKeys(financingEnquirySchema, { ...validEnquiry, priceCents })).toEqual({
      priceCents: key,
    });
  });

  it('takes the price from 1 cent up to 10 million euros', () => {
    for (const priceCents of [1, largestPriceCents]) {
      expect(issueKeys(financingEnquirySchema, { ...validEnquiry, priceCents })).toEqual({});
    }
  });

  it.each([
    ['plan', 'unknown', 'quarter', 'option'],
    ['zip', 'with letters', '12ab', 'zip'],
    ['city', 'of 101 characters', 'K'.repeat(101), 'tooLong'],
    ['modelName', 'of 101 characters', 'M'.repeat(101), 'tooLong'],
    ['message', 'of 4001 characters', 'x'.repeat(4001), 'tooLong'],
    ['modelName', 'with a NUL byte', 'Lintrac\u0000', 'controlCharacters'],
    ['city', 'with an escape', 'Kun\u001bdl', 'controlCharacters'],
  ])('refuses a %s %s with %s', (field, _case, value, key) => {
    expect(issueKeys(financingEnquirySchema, { ...validEnquiry, [field]: value })).toEqual({
      [field]: key,
    });
  });

  it.each([
    ['AT', '12345', false],
    ['DE', '8033', false],
    ['DE', '80331', true],
    ['NL', '1011 AB', true],
    ['GB', 'SW1A 1AA', true],
  ])('checks the postal code against the country: %s %s', (country, zip, valid) => {
    expect(issueKeys(financingEnquirySchema, { ...validEnquiry, country, zip })).toEqual(
      valid ? {} : { zip: 'zip' },
    );
  });

  it('reports a wrong postal code together with the other fields’ problems', () => {
    expect(
      issueKeys(financingEnquirySchema, { ...validEnquiry, firstName: '', zip: '12ab' }),
    ).toEqual({ firstName: 'required', zip: 'zip' });
  });
});

describe('the dates of an innovation visit', () => {
  const today = '2026-11-28';

  it('lie after today and at most a year ahead', () => {
    expect(visitDateProblem('2026-11-29', today)).toBeUndefined();
    expect(visitDateProblem('2027-11-28', today)).toBeUndefined();
    expect(visitDateProblem('2027-11-29', today)).toBe('dateTooFar');
    expect(visitDateProblem('2026-11-28', today)).toBe('dateNotAhead');
    expect(visitDateProblem('2026-02-29', today)).toBe('date');
    expect(visitDateProblem('28.11.2026', today)).toBe('date');
    expect(visitDateProblem('', today)).toBe('required');
  });

  it('count in Austria: at 23:30 UTC on 28 November it is the 29th there', () => {
    expect(austrianDay(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(austrianDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(austrianDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('are three different days: a repeated one is named at its own field', () => {
    expect(
      repeatedVisitDates({
        firstDate: '2027-01-05',
        secondDate: '2027-01-05',
        thirdDate: '2027-01-05',
      }),
    ).toEqual(['secondDate', 'thirdDate']);
    expect(
      repeatedVisitDates({
        firstDate: '2027-01-05',
        secondDate: '2027-01-06',
        thirdDate: '2027-01-07',
      }),
    ).toEqual([]);
    expect(repeatedVisitDates({ firstDate: undefined, secondDate: undefined })).toEqual([]);
  });
});

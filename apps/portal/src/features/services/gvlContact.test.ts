import { gvlContactSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { fieldErrorKeyOf } from '../../shared/forms/schemaCheck';
import { gvlContactPayloadOf, gvlContactProblems, gvlContactValuesOf } from './gvlContact';

const fields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'function',
  'employeeCount',
  'turnover',
  'brand',
  'street',
  'zip',
  'city',
  'country',
  'message',
  'areaSalesManagerId',
  'privacyConsent',
];

/** What the shared schema says of each field of a body: the key of its first issue. */
function schemaProblems(body: Record<string, unknown>) {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const key = fieldErrorKeyOf(gvlContactSchema, (values) => values, field, body);
    if (key) problems[field] = key;
  }
  return problems;
}

const valid = {
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Moser',
  email: 'anna.moser@example.com',
  phone: null,
  company: 'Moserhof',
  function: null,
  employeeCount: '1-9',
  turnover: 'under-2m',
  brand: null,
  street: null,
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
  message: 'Bitte um Rückruf.',
  areaSalesManagerId: 'landtechnik-gwiggner-kundl',
  privacyConsent: true,
};

const cases: Record<string, unknown>[] = [
  valid,
  {},
  { ...valid, salutation: null },
  { ...valid, salutation: 'sir' },
  { ...valid, company: '' },
  { ...valid, function: 'f'.repeat(101), brand: 'b'.repeat(101) },
  { ...valid, function: 'Chef\tin' },
  { ...valid, employeeCount: undefined, turnover: undefined },
  { ...valid, employeeCount: '1000', turnover: 'much' },
  { ...valid, zip: '80331' },
  { ...valid, zip: '80331', country: 'DE' },
  { ...valid, zip: '123', country: 'US' },
  { ...valid, email: 'anna@moser' },
  { ...valid, phone: 'ring' },
  { ...valid, message: ' ' },
  { ...valid, message: 'Zeile 1\nZeile 2' },
  { ...valid, areaSalesManagerId: '' },
  { ...valid, privacyConsent: false },
];

describe('the GVL contact form’s checks', () => {
  it.each(cases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(gvlContactProblems(body)).toEqual(schemaProblems(body));
  });
});

describe('the GVL contact form’s values', () => {
  it('start with the profile’s name, address and company, leaving out what it lacks', () => {
    expect(
      gvlContactValuesOf({
        salutation: 'male',
        firstName: 'Josef',
        lastName: 'Brunner',
        email: 'josef.brunner@example.com',
        phone: '',
        company: null,
        street: 'Dorfstraße 12',
        zip: '6250',
        city: 'Kundl',
        country: 'AT',
      } as Parameters<typeof gvlContactValuesOf>[0]),
    ).toEqual({
      salutation: 'male',
      firstName: 'Josef',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
      street: 'Dorfstraße 12',
      zip: '6250',
      city: 'Kundl',
      country: 'AT',
    });
    expect(gvlContactValuesOf(null)).toEqual({});
  });

  it('send trimmed texts, empty optional ones as null, and the dealer that addresses it', () => {
    expect(
      gvlContactPayloadOf(
        {
          firstName: ' Anna ',
          lastName: 'Moser',
          email: 'anna.moser@example.com',
          company: 'Moserhof',
          function: '  ',
          employeeCount: '1-9',
          turnover: 'under-2m',
          country: 'AT',
          message: 'Hallo',
          privacyConsent: true,
        },
        'landtechnik-gwiggner-kundl',
      ),
    ).toEqual({
      salutation: null,
      firstName: 'Anna',
      lastName: 'Moser',
      email: 'anna.moser@example.com',
      phone: null,
      company: 'Moserhof',
      function: null,
      employeeCount: '1-9',
      turnover: 'under-2m',
      brand: null,
      street: null,
      zip: null,
      city: null,
      country: 'AT',
      message: 'Hallo',
      areaSalesManagerId: 'landtechnik-gwiggner-kundl',
      privacyConsent: true,
    });
  });
});

import {
  austrianDay,
  contactFormSchema,
  daysAfter,
  financingEnquirySchema,
  formTextLimits,
  innovationVisitSchema,
  profileTextLimits,
  quoteRequestSchema,
  rmiGvlTextLimits,
  rmiRequestSchema,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { fieldErrorKeyOf, type PayloadSchema } from '../../shared/forms/schemaCheck';
import { contactProblems, financingEnquiryProblems, rmiProblems, textLimits } from './formRules';
import { innovationVisitProblems, quoteRequestProblems } from './modelEnquiryRules';

/** What the shared schema says of each field of a body: the key of its first issue. */
function schemaProblems(schema: PayloadSchema, body: Record<string, unknown>, fields: string[]) {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const key = fieldErrorKeyOf(schema, (values) => values, field, body);
    if (key) problems[field] = key;
  }
  return problems;
}

const contactFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'country',
  'message',
  'privacyConsent',
];
const financingFields = [...contactFields, 'zip', 'city', 'modelName', 'priceCents', 'plan'];

const valid = {
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  phone: null,
  company: null,
  country: 'AT',
  message: 'Wann kommt der Lintrac?',
  privacyConsent: true,
};

/** Bodies that break each rule once, and some that break none. */
const senderCases: Record<string, unknown>[] = [
  valid,
  {},
  { ...valid, firstName: '', lastName: '   ', email: '' },
  { ...valid, firstName: 'x'.repeat(101), lastName: 'y'.repeat(100) },
  { ...valid, firstName: 'Jo\u0000sef', lastName: 'Bru\tnner' },
  { ...valid, email: 'josef@brunner' },
  { ...valid, email: `${'a'.repeat(250)}@b.at` },
  { ...valid, phone: '+43 (0) 7242/12-34' },
  { ...valid, phone: '+()' },
  { ...valid, phone: '123' },
  { ...valid, phone: '0664 123.456' },
  { ...valid, phone: '1'.repeat(41) },
  { ...valid, company: 'c'.repeat(201) },
  { ...valid, company: '' },
  { ...valid, country: '' },
  { ...valid, country: 'US' },
  { ...valid, country: undefined },
  { ...valid, privacyConsent: false },
  { ...valid, privacyConsent: undefined },
  { ...valid, message: 'Zeile 1\nZeile 2\tmit Tab' },
  { ...valid, message: 'm'.repeat(4001) },
  { ...valid, message: '\u007f' },
  { ...valid, message: 'Halb \ud800 Zeichen' },
];

describe('the contact form’s checks', () => {
  it.each(senderCases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(contactProblems(body)).toEqual(schemaProblems(contactFormSchema, body, contactFields));
  });
});

const rmiFields = [...contactFields, 'vinOrModel'];
const rmi = { ...valid, company: 'Kfz-Werkstatt Pichler', vinOrModel: 'Lintrac 130' };
const rmiCases: Record<string, unknown>[] = [
  ...senderCases.map((body) => ({ ...rmi, ...body })),
  rmi,
  { ...rmi, company: undefined },
  { ...rmi, company: '  ' },
  { ...rmi, vinOrModel: '' },
  { ...rmi, vinOrModel: undefined },
  { ...rmi, vinOrModel: 'v'.repeat(101) },
  { ...rmi, vinOrModel: 'LIN\u0000130' },
];

describe('the RMI form’s checks', () => {
  it.each(rmiCases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(rmiProblems(body)).toEqual(schemaProblems(rmiRequestSchema, body, rmiFields));
  });
});

const enquiry = { ...valid, message: null, priceCents: 6_000_000, plan: 'third' };
const enquiryCases: Record<string, unknown>[] = [
  ...senderCases.map((body) => ({ ...enquiry, ...body })),
  enquiry,
  { ...enquiry, zip: '6250', city: 'Kundl' },
  { ...enquiry, zip: '80331' },
  { ...enquiry, zip: '80331', country: 'DE' },
  { ...enquiry, zip: '1011 ab', country: 'NL' },
  { ...enquiry, zip: 'L-1234', country: 'LU' },
  { ...enquiry, zip: 'SW1A 1AA', country: 'GB' },
  { ...enquiry, zip: '!', country: 'GB' },
  { ...enquiry, zip: '12345678901' },
  { ...enquiry, zip: '9999', country: 'US' },
  { ...enquiry, zip: '  ', country: 'AT' },
  { ...enquiry, city: 'c'.repeat(101), modelName: 'm'.repeat(101) },
  { ...enquiry, modelName: 'Lintrac 130' },
  { ...enquiry, priceCents: undefined },
  { ...enquiry, priceCents: Number.NaN },
  { ...enquiry, priceCents: 0 },
  { ...enquiry, priceCents: -100 },
  { ...enquiry, priceCents: 12.5 },
  { ...enquiry, priceCents: 1_000_000_000 },
  { ...enquiry, priceCents: 1_000_000_001 },
  { ...enquiry, priceCents: '100' },
  { ...enquiry, plan: '' },
  { ...enquiry, plan: undefined },
  { ...enquiry, plan: 'half' },
  { ...enquiry, message: 'Bitte mit Anzahlung.' },
];

describe('the financing enquiry’s checks', () => {
  it.each(enquiryCases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(financingEnquiryProblems(body)).toEqual(
      schemaProblems(financingEnquirySchema, body, financingFields),
    );
  });
});

describe('the forms’ text limits', () => {
  it('are the shared schemas’', () => {
    expect(textLimits).toEqual({
      ...formTextLimits,
      ...rmiGvlTextLimits,
      zip: profileTextLimits.zip,
    });
  });
});

const modelEnquiryFields = [...contactFields, 'street', 'zip', 'city', 'modelId'];
const quote = {
  ...valid,
  message: null,
  street: null,
  zip: '6250',
  city: 'Kundl',
  modelId: 'lintrac-130',
};
const quoteCases: Record<string, unknown>[] = [
  ...senderCases.map((body) => ({ ...quote, ...body })),
  quote,
  { ...quote, zip: '' },
  { ...quote, zip: undefined, city: undefined },
  { ...quote, zip: '62500' },
  { ...quote, zip: '80331', country: 'DE', city: '  ' },
  { ...quote, street: 's'.repeat(201) },
  { ...quote, street: 'Dorfstraße 3' },
  { ...quote, modelId: undefined },
  { ...quote, modelId: '' },
  { ...quote, modelId: 'Lintrac 130' },
  { ...quote, modelId: 130 },
  { ...quote, modelId: 'm'.repeat(61) },
  { ...quote, modelId: ' geotrac-134ep ' },
];

describe('the quote request’s checks', () => {
  it.each(quoteCases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(quoteRequestProblems(body)).toEqual(
      schemaProblems(quoteRequestSchema, body, modelEnquiryFields),
    );
  });
});

/** A day `days` after today in Austria, as the schema reads the dates against the clock. */
const day = (days: number) => daysAfter(austrianDay(new Date()), days);
const visit = {
  ...quote,
  street: 'Dorfstraße 3',
  phone: '+43 660 1112233',
  firstDate: day(7),
  secondDate: day(8),
  thirdDate: day(9),
};
const visitCases: Record<string, unknown>[] = [
  ...quoteCases.map((body) => ({ ...visit, ...body, street: visit.street, phone: visit.phone })),
  visit,
  { ...visit, street: null },
  { ...visit, phone: null },
  { ...visit, phone: '+()' },
  { ...visit, firstDate: undefined, secondDate: '', thirdDate: null },
  { ...visit, firstDate: '7.12.2026' },
  { ...visit, firstDate: '2027-02-30' },
  { ...visit, firstDate: 20261207 },
  { ...visit, secondDate: day(0) },
  { ...visit, secondDate: day(-1) },
  { ...visit, secondDate: day(1) },
  { ...visit, thirdDate: day(365) },
  { ...visit, thirdDate: day(366) },
  { ...visit, thirdDate: visit.firstDate },
  { ...visit, secondDate: visit.firstDate, thirdDate: visit.firstDate },
  { ...visit, secondDate: day(0), thirdDate: day(0) },
  { ...visit, secondDate: 'x', thirdDate: 'x', zip: 'x' },
];

describe('the innovation visit’s checks', () => {
  it.each(visitCases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(innovationVisitProblems(body)).toEqual(
      schemaProblems(innovationVisitSchema, body, [
        ...modelEnquiryFields,
        'firstDate',
        'secondDate',
        'thirdDate',
      ]),
    );
  });
});

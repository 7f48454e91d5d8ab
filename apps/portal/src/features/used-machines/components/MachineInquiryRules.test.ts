import { machineInquiryInputSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { fieldErrorKeyOf } from '../../../shared/forms/schemaCheck';
import { inquiryPayloadOf, inquiryProblemsOf, machineInquiryProblems } from './MachineInquiryRules';

const fields = ['name', 'email', 'phone', 'message', 'privacyConsent'];

/** What the shared schema says of each field of a body: the key of its first issue. */
function schemaProblems(body: Record<string, unknown>) {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const key = fieldErrorKeyOf(machineInquiryInputSchema, (values) => values, field, body);
    if (key) problems[field] = key;
  }
  return problems;
}

const valid = {
  name: 'Josef Brunner',
  email: 'josef.brunner@example.com',
  phone: null,
  message: 'Ich interessiere mich für den Lintrac 110.',
  privacyConsent: true,
};

/** Bodies that break each rule once, and some that break none. */
const cases: Record<string, unknown>[] = [
  valid,
  {},
  { ...valid, name: '', email: '', message: '' },
  { ...valid, name: '   ', message: ' \n ' },
  { ...valid, name: 'n'.repeat(201) },
  { ...valid, name: 'n'.repeat(200) },
  { ...valid, name: 'Jo\u0000sef', email: 'jo\tsef@example.com' },
  { ...valid, name: 'Josef\nBrunner' },
  { ...valid, name: 42 },
  { ...valid, email: 'josef@brunner' },
  { ...valid, email: `${'a'.repeat(250)}@b.at` },
  { ...valid, phone: '+43 (0) 7242/12-34' },
  { ...valid, phone: '+()' },
  { ...valid, phone: '123' },
  { ...valid, phone: '0664 123.456' },
  { ...valid, phone: '1'.repeat(41) },
  { ...valid, phone: '' },
  { ...valid, phone: 664 },
  { ...valid, privacyConsent: false },
  { ...valid, privacyConsent: undefined },
  { ...valid, message: 'Zeile 1\nZeile 2\tmit Tab' },
  { ...valid, message: 'm'.repeat(4001) },
  { ...valid, message: '\u007f' },
  { ...valid, message: 'Halb \ud800 Zeichen' },
];

describe('the machine inquiry’s checks', () => {
  it.each(cases.map((body) => [body]))('agree with the shared schema on %j', (body) => {
    expect(machineInquiryProblems(body)).toEqual(schemaProblems(body));
  });

  it('check the body the form sends: trimmed, an empty phone number none', () => {
    const values = { ...valid, name: '  Josef  ', phone: '  ', privacyConsent: true };
    expect(inquiryPayloadOf(values)).toEqual({ ...valid, name: 'Josef', phone: null });
    expect(inquiryProblemsOf(values)).toEqual({});
    expect(inquiryProblemsOf({ message: 'Hallo' })).toEqual({
      name: 'required',
      email: 'required',
      privacyConsent: 'required',
    });
  });
});

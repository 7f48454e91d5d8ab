import { describe, expect, it } from 'vitest';
import { invoiceAddressSchema } from './checkout';
import { checkInvoiceAddress } from './invoiceAddressRules';

const address = {
  company: 'Hofgut Lindner',
  firstName: 'Anna',
  lastName: 'Berger',
  street: 'Dorfstraße 1',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
};

/** The schema's outcome in the same form: the address, or the first error key per field. */
function bySchema(value: Record<string, unknown>) {
  const result = invoiceAddressSchema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { success: false, errors };
}

const addresses: [string, Record<string, unknown>][] = [
  ['a whole address', address],
  ['texts with spaces around', { ...address, firstName: '  Anna ', city: ' Kundl\t' }],
  ['no company', { ...address, company: undefined }],
  ['a null company', { ...address, company: null }],
  ['an empty company', { ...address, company: '  ' }],
  ['a company that is a number', { ...address, company: 7 }],
  ['an empty first name', { ...address, firstName: ' ' }],
  ['no last name', { ...address, lastName: undefined }],
  ['a street that is a number', { ...address, street: 12 }],
  ['a control character', { ...address, city: 'Ku\u0000ndl' }],
  ['a control character in a long text', { ...address, street: `\u0007${'x'.repeat(130)}` }],
  ['a long street', { ...address, street: 'x'.repeat(121) }],
  ['a long company', { ...address, company: 'x'.repeat(121) }],
  ['the longest street', { ...address, street: 'x'.repeat(120) }],
  ['an unknown country', { ...address, country: 'US' }],
  ['a lower-case country', { ...address, country: 'at' }],
  ['no country', { ...address, country: undefined }],
  ['a zip not of the country', { ...address, zip: '62500' }],
  ['a German zip', { ...address, zip: '80331', country: 'DE' }],
  ['any zip where none is fixed', { ...address, zip: 'AB-12', country: 'BG' }],
  ['a wrong zip and an empty city', { ...address, zip: '1', city: '' }],
  ['a wrong zip and a street that is a number', { ...address, zip: '1', street: 3 }],
  ['a wrong zip and an unknown country', { ...address, zip: '1', country: 'XX' }],
  [
    'nothing filled in',
    { company: '', firstName: '', lastName: '', street: '', zip: '', city: '', country: '' },
  ],
];

describe('checkInvoiceAddress', () => {
  it.each(addresses)('judges %s as invoiceAddressSchema does', (_, value) => {
    expect(checkInvoiceAddress(value)).toEqual(bySchema(value));
  });

  it('gives the address trimmed, an empty company as null', () => {
    expect(checkInvoiceAddress({ ...address, company: ' ', firstName: ' Anna ' })).toEqual({
      success: true,
      data: { ...address, company: null, firstName: 'Anna' },
    });
  });

  it('names the first problem of each field', () => {
    expect(
      checkInvoiceAddress({ ...address, firstName: '', street: 'x'.repeat(121), country: 'US' }),
    ).toEqual({
      success: false,
      errors: { firstName: 'required', street: 'tooLong', country: 'option' },
    });
  });

  it('checks the postal code against a known country', () => {
    expect(checkInvoiceAddress({ ...address, zip: '62500' })).toEqual({
      success: false,
      errors: { zip: 'zip' },
    });
  });
});

import type { InvoiceAddress } from './checkout';
import {
  profileCountries,
  profileTextLimits,
  zipPatterns,
  type ProfileCountry,
} from './profileRules';
import { hasControlCharacters } from './textRules';

// The invoice address's rules without zod, the same as `invoiceAddressSchema`'s (checkout.ts): the
// checkout widget checks a typed address with them. A module apart from checkoutRules.ts, which
// every personal page loads, so that only the checkout loads these.

/** The fields of an invoice address, in the order the checkout shows them. */
export const invoiceAddressFields = [
  'company',
  'firstName',
  'lastName',
  'street',
  'zip',
  'city',
  'country',
] as const;
export type InvoiceAddressField = (typeof invoiceAddressFields)[number];

/** A field error key per invoice address field that has a problem (`required`, `zip` …). */
export type InvoiceAddressErrors = Partial<Record<InvoiceAddressField, string>>;

/**
 * What `invoiceAddressSchema` makes of an address, without zod: the address with its texts
 * trimmed and an empty company as null, or the first field error key of each field with a
 * problem (the schema's own, in its order: `controlCharacters`, `required`, `tooLong`, `option`,
 * and `zip` when the postal code does not fit a known country).
 */
export function checkInvoiceAddress(
  address: Readonly<Record<string, unknown>>,
): { success: true; data: InvoiceAddress } | { success: false; errors: InvoiceAddressErrors } {
  const errors: InvoiceAddressErrors = {};
  const texts: Partial<Record<InvoiceAddressField, string | null>> = {};
  // A value of the wrong type or an unknown country stops the check before the postal code's.
  let wrongType = false;
  for (const field of invoiceAddressFields) {
    if (field === 'country') continue;
    const value = address[field];
    if (field === 'company' && (value === undefined || value === null)) {
      texts.company = null;
      continue;
    }
    if (typeof value !== 'string') {
      errors[field] = field === 'company' ? 'invalid' : 'required';
      wrongType = true;
      continue;
    }
    const text = value.trim();
    const problem = hasControlCharacters(text)
      ? 'controlCharacters'
      : text === '' && field !== 'company'
        ? 'required'
        : text.length > profileTextLimits[field]
          ? 'tooLong'
          : null;
    if (problem) errors[field] = problem;
    texts[field] = field === 'company' && text === '' ? null : text;
  }
  const country = address.country;
  if (!(profileCountries as readonly unknown[]).includes(country)) {
    errors.country = 'option';
    wrongType = true;
  }
  const data = { ...texts, country: country as ProfileCountry } as InvoiceAddress;
  const zipPattern = wrongType ? undefined : zipPatterns[data.country];
  if (zipPattern && !zipPattern.test(data.zip)) errors.zip ??= 'zip';
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data };
}

import { invoiceAddressSchema, type InvoiceAddress, type UserProfile } from '@lindner/api/schema';
import {
  emptyAddressDraft,
  invoiceAddressFields,
  type InvoiceAddressDraft,
  type InvoiceAddressField,
} from './checkoutForm';

/** A field error key per address field that has a problem (`required`, `zip`, `option` …). */
export type AddressErrors = Partial<Record<InvoiceAddressField, string>>;

export type AddressValidation =
  { ok: true; address: InvoiceAddress } | { ok: false; errors: AddressErrors };

/** Checks a typed address with the server's `invoiceAddressSchema`; the first problem per field. */
export function validateInvoiceAddress(draft: InvoiceAddressDraft): AddressValidation {
  const result = invoiceAddressSchema.safeParse({
    ...draft,
    company: draft.company.trim() === '' ? null : draft.company,
  });
  if (result.success) return { ok: true, address: result.data };
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (invoiceAddressFields as readonly string[]).includes(field)) {
      errors[field as InvoiceAddressField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** The profile's address as a draft, for the fields when they open. */
export function addressDraftOf(profile: UserProfile | null): InvoiceAddressDraft {
  if (!profile) return emptyAddressDraft;
  return {
    company: profile.company ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    street: profile.street ?? '',
    zip: profile.zip ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
  };
}

/** The profile's address when it is complete enough to invoice to, else null. */
export function profileInvoiceAddress(profile: UserProfile | null): InvoiceAddress | null {
  if (!profile) return null;
  const checked = validateInvoiceAddress(addressDraftOf(profile));
  return checked.ok ? checked.address : null;
}

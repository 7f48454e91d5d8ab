import { checkInvoiceAddress, type InvoiceAddress, type UserProfile } from '@lindner/api/schema';
import {
  emptyAddressDraft,
  type InvoiceAddressDraft,
  type InvoiceAddressField,
} from './checkoutForm';

/** A field error key per address field that has a problem (`required`, `zip`, `option` …). */
export type AddressErrors = Partial<Record<InvoiceAddressField, string>>;

export type AddressValidation =
  { ok: true; address: InvoiceAddress } | { ok: false; errors: AddressErrors };

/** Checks a typed address by the server's rules (`invoiceAddressSchema`); the first problem per field. */
export function validateInvoiceAddress(draft: InvoiceAddressDraft): AddressValidation {
  const result = checkInvoiceAddress({
    ...draft,
    company: draft.company.trim() === '' ? null : draft.company,
  });
  return result.success ? { ok: true, address: result.data } : { ok: false, errors: result.errors };
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

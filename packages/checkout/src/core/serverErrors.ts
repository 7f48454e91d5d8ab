import type { FieldErrors } from '@lindner/api/schema';
import { invoiceAddressFields, type InvoiceAddressField } from './checkoutForm';

/** The fields of the checkout page a server's field error can be shown on. */
export interface PlacedFieldErrors {
  address: Partial<Record<InvoiceAddressField, string>>;
  /** On the address section as a whole (e.g. the profile's address is incomplete). */
  invoiceAddress?: string;
  couponCode?: string;
  termsAccepted?: string;
  /** On the product choice: `productId`, `period`. */
  product?: string;
  vehicleId?: string;
  /** Field errors of fields the page does not have, shown with the general error. */
  other: string[];
}

/**
 * Puts the server's field errors (`ApiError.fieldErrors`, keyed by the field's path such as
 * `invoiceAddress.zip`, valued by the server's localized text) on the fields they belong to.
 */
export function placeFieldErrors(fieldErrors: FieldErrors): PlacedFieldErrors {
  const placed: PlacedFieldErrors = { address: {}, other: [] };
  for (const [path, text] of Object.entries(fieldErrors)) {
    const [head, sub] = path.split('.');
    if (head === 'invoiceAddress' && sub === undefined) placed.invoiceAddress ??= text;
    else if (head === 'invoiceAddress' && isAddressField(sub)) placed.address[sub] ??= text;
    else if (head === 'couponCode') placed.couponCode ??= text;
    else if (head === 'termsAccepted') placed.termsAccepted ??= text;
    else if (head === 'productId' || head === 'period') placed.product ??= text;
    else if (head === 'vehicleId') placed.vehicleId ??= text;
    else placed.other.push(text);
  }
  return placed;
}

function isAddressField(value: string | undefined): value is InvoiceAddressField {
  return (invoiceAddressFields as readonly (string | undefined)[]).includes(value);
}

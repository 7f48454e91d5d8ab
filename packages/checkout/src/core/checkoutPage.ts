import type {
  CatalogueProduct,
  Coupon,
  InvoiceAddress,
  SubscriptionPeriod,
  UserProfile,
} from '@lindner/api/schema';
import {
  emptyAddressDraft,
  initialFormState,
  type CheckoutFormState,
  type InvoiceAddressDraft,
  type InvoiceAddressField,
} from './checkoutForm';
import { sameCouponCode } from './coupon';
import {
  addressDraftOf,
  profileInvoiceAddress,
  validateInvoiceAddress,
  type AddressErrors,
  type AddressValidation,
} from './invoiceAddress';
import type { PlacedFieldErrors } from './serverErrors';

/** What the customer did on the checkout page, and the errors shown for it. */
export interface CheckoutPage {
  /** The choices; the period and the address are held apart, as they have no value at first. */
  form: CheckoutFormState;
  /** Null until chosen: a renewal keeps its licence's period, anything else is yearly. */
  periodChoice: SubscriptionPeriod | null;
  /** Null until typed: the fields hold the profile's address (when incomplete) or nothing. */
  addressDraft: InvoiceAddressDraft | null;
  addressErrors: AddressErrors;
  serverErrors: PlacedFieldErrors;
  /** Once an order was tried, every missing choice shows its error. */
  attempted: boolean;
}

export type CheckoutPageAction =
  | { type: 'chooseVehicle'; vehicleId: string }
  | { type: 'chooseProduct'; productId: string }
  | { type: 'choosePeriod'; period: SubscriptionPeriod }
  | { type: 'typeCouponCode'; code: string }
  | { type: 'redeemCoupon' }
  | { type: 'applyCoupon'; coupon: Coupon | null }
  | { type: 'chooseDifferentAddress'; different: boolean }
  /** `address` is what the fields show: a field typed in first starts from it. */
  | { type: 'typeAddress'; address: InvoiceAddressDraft; field: InvoiceAddressField; value: string }
  | { type: 'leaveAddressField'; address: InvoiceAddressDraft; field: InvoiceAddressField }
  | { type: 'acceptTerms'; accepted: boolean }
  | { type: 'order'; address: Pick<AddressChoice, 'open' | 'typed'> }
  | { type: 'ordered' }
  | { type: 'refused'; serverErrors: PlacedFieldErrors };

const noServerErrors: PlacedFieldErrors = { address: {}, other: [] };

export const initialCheckoutPage: CheckoutPage = {
  form: initialFormState(null),
  periodChoice: null,
  addressDraft: null,
  addressErrors: {},
  serverErrors: noServerErrors,
  attempted: false,
};

export function checkoutPageReducer(page: CheckoutPage, action: CheckoutPageAction): CheckoutPage {
  const { form, serverErrors } = page;
  switch (action.type) {
    case 'chooseVehicle':
      // Each vehicle has products of its own.
      return { ...page, form: { ...form, vehicleId: action.vehicleId, productId: null } };
    case 'chooseProduct':
      return { ...page, form: { ...form, productId: action.productId } };
    case 'choosePeriod':
      return { ...page, periodChoice: action.period };
    case 'typeCouponCode': {
      const applied = form.appliedCoupon;
      const keepsApplied = applied !== null && sameCouponCode(applied.code, action.code);
      return {
        ...page,
        form: { ...form, couponCode: action.code, appliedCoupon: keepsApplied ? applied : null },
        serverErrors: { ...serverErrors, couponCode: undefined },
      };
    }
    case 'redeemCoupon':
      return { ...page, serverErrors: { ...serverErrors, couponCode: undefined } };
    case 'applyCoupon':
      return { ...page, form: { ...form, appliedCoupon: action.coupon } };
    case 'chooseDifferentAddress':
      return { ...page, form: { ...form, differentAddress: action.different }, addressErrors: {} };
    case 'typeAddress': {
      const { address, field, value } = action;
      return {
        ...page,
        addressDraft: { ...address, [field]: value },
        serverErrors: { ...serverErrors, address: { ...serverErrors.address, [field]: undefined } },
      };
    }
    case 'leaveAddressField': {
      const checked = validateInvoiceAddress(action.address);
      const error = checked.ok ? undefined : checked.errors[action.field];
      return { ...page, addressErrors: { ...page.addressErrors, [action.field]: error } };
    }
    case 'acceptTerms':
      return {
        ...page,
        form: { ...form, termsAccepted: action.accepted },
        serverErrors: { ...serverErrors, termsAccepted: undefined },
      };
    case 'order': {
      const { open, typed } = action.address;
      const addressErrors = open ? (typed.ok ? {} : typed.errors) : page.addressErrors;
      return { ...page, attempted: true, addressErrors };
    }
    case 'ordered':
      return { ...page, serverErrors: noServerErrors };
    case 'refused':
      return { ...page, serverErrors: action.serverErrors };
  }
}

/** The invoice address section: the profile's address, or fields to type one. */
export interface AddressChoice {
  profileAddress: InvoiceAddress | null;
  /** The profile has no complete address: the fields are open, without a choice. */
  forced: boolean;
  open: boolean;
  /** What the fields show. */
  shown: InvoiceAddressDraft;
  typed: AddressValidation;
  valid: boolean;
  /** The address sent with the order; null for the profile's. */
  ordered: InvoiceAddress | null;
}

export function addressChoice(page: CheckoutPage, profile: UserProfile | null): AddressChoice {
  const profileAddress = profileInvoiceAddress(profile);
  const forced = profile !== null && profileAddress === null;
  const open = forced || page.form.differentAddress;
  const shown = page.addressDraft ?? (forced ? addressDraftOf(profile) : emptyAddressDraft);
  const typed = validateInvoiceAddress(shown);
  return {
    profileAddress,
    forced,
    open,
    shown,
    typed,
    valid: open ? typed.ok : profileAddress !== null,
    ordered: open && typed.ok ? typed.address : null,
  };
}

/** The fleet's vehicles a product can be ordered for: those Lindner has checked. */
export function approvedVehicles<V extends { status: string }>(
  fleet: { vehicles: V[] } | null,
): V[] {
  return (fleet?.vehicles ?? []).filter((vehicle) => vehicle.status === 'approved');
}

/** The product chosen while it is offered, else the first offered. */
export function offeredProductId(
  offered: CatalogueProduct[],
  chosen: string | null,
): string | null {
  return chosen && offered.some((each) => each.id === chosen) ? chosen : (offered[0]?.id ?? null);
}

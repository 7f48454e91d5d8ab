import type { CatalogueProduct, SubscriptionPeriod, UserProfile } from '@lindner/api/schema';
import { useMemo } from 'react';
import {
  completedSteps,
  firstIncompleteStep,
  previewSummary,
  type CheckoutFormState,
} from '../core';
import { addressChoice, type CheckoutPage } from '../core/checkoutPage';
import type { OrderToPlace } from './useCheckoutSubmit';

/**
 * What would be ordered now: the choices made, the price preview, what is still missing, and
 * the order to place once nothing is.
 */
export function useCheckoutOrder(
  page: CheckoutPage,
  {
    vehicleId,
    productId,
    product,
    renewing,
    renewalPeriod,
    profile,
    today,
  }: {
    vehicleId: string | null;
    productId: string | null;
    product: CatalogueProduct | null;
    renewing: boolean;
    renewalPeriod: SubscriptionPeriod | null;
    profile: UserProfile | null;
    today: string;
  },
) {
  const period = page.periodChoice ?? renewalPeriod ?? 'yearly';
  const { appliedCoupon } = page.form;
  const summary = useMemo(
    () =>
      product
        ? previewSummary(product, { period, coupon: appliedCoupon, today, renewal: renewing })
        : null,
    [product, period, appliedCoupon, today, renewing],
  );
  const address = addressChoice(page, profile);
  const order: CheckoutFormState = {
    ...page.form,
    vehicleId,
    productId,
    period,
    address: address.shown,
  };
  const steps = completedSteps(order, {
    productOffered: product !== null,
    addressValid: address.valid,
  });
  const toPlace: OrderToPlace | null =
    firstIncompleteStep(steps) === null && product && summary
      ? { form: order, product, summary, invoiceAddress: address.ordered }
      : null;
  return { order, summary, address, steps, toPlace };
}

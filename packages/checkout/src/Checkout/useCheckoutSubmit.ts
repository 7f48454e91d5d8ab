import { ApiError, useSubmit } from '@lindner/api';
import type {
  CatalogueProduct,
  CheckoutInput,
  CheckoutOrder,
  ContractItemKind,
  InvoiceAddress,
  PriceSummary,
  RenewalInput,
} from '@lindner/api/schema';
import { useRef, useState, type Dispatch } from 'react';
import { renewContractItem, submitCheckout } from '../api/calls';
import {
  buildCheckoutInput,
  buildRenewalInput,
  effectivePeriod,
  keyForSubmit,
  openOrderKey,
  orderSignature,
  type CheckoutFormState,
} from '../core';
import type { CheckoutPageAction } from '../core/checkoutPage';
import { submitOutcome, type SubmitOutcome } from '../core/submitOutcome';

export interface OrderToPlace {
  form: CheckoutFormState;
  product: CatalogueProduct;
  summary: PriceSummary;
  invoiceAddress: InvoiceAddress | null;
}

/**
 * Places the order (or renews the licence) on invoice, sending the same order again with the
 * same idempotency key, and says what became of it.
 */
export function useCheckoutSubmit({
  kind,
  renewContractItemId,
  createIdempotencyKey,
  dispatch,
  onOrdered,
  onPricesChanged,
}: {
  kind: ContractItemKind;
  renewContractItemId?: string;
  createIdempotencyKey: () => string;
  dispatch: Dispatch<CheckoutPageAction>;
  onOrdered?: (order: CheckoutOrder) => void;
  /** With the order as sent: what it was priced with is to be fetched again. */
  onPricesChanged: (form: CheckoutFormState) => Promise<void>;
}) {
  const [openedKey] = useState(() => openOrderKey(createIdempotencyKey));
  const orderKey = useRef(openedKey);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [placed, setPlaced] = useState<CheckoutOrder | null>(null);
  const { submit, isSubmitting } = useSubmit<CheckoutInput | RenewalInput, CheckoutOrder>(
    (input, signal) =>
      renewContractItemId
        ? renewContractItem(renewContractItemId, input as RenewalInput, signal)
        : submitCheckout(input as CheckoutInput, signal),
    { showSuccessToast: false, showErrorToast: false },
  );

  const place = async ({ form, product, summary, invoiceAddress }: OrderToPlace) => {
    orderKey.current = keyForSubmit(
      orderKey.current,
      orderSignature({
        kind,
        renewContractItemId: renewContractItemId ?? null,
        vehicleId: form.vehicleId,
        productId: form.productId,
        period: effectivePeriod(product, form.period),
        couponCode: form.appliedCoupon?.code ?? null,
      }),
      createIdempotencyKey,
    );
    const key = orderKey.current.key;
    const input = renewContractItemId
      ? buildRenewalInput(form, product, summary, invoiceAddress, key)
      : buildCheckoutInput(kind, form, product, summary, invoiceAddress, key);
    setOutcome(null);
    const { data, error } = await submit(input);
    if (data) {
      dispatch({ type: 'ordered' });
      setPlaced(data);
      onOrdered?.(data);
      return;
    }
    // Another submit was running.
    if (!error) return;
    const result = submitOutcome(error instanceof ApiError ? error : null);
    if (result.kind === 'refused') dispatch({ type: 'refused', serverErrors: result.errors });
    setOutcome(result);
    if (result.kind === 'pricesChanged') await onPricesChanged(form);
  };

  return { place, isSubmitting, outcome, placed };
}

import type { CheckoutOrder, ContractItemKind } from '@lindner/api/schema';
import { FetchError } from '@lindner/ui';
import { useId, useReducer, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { isoDateInAustria, newIdempotencyKey } from '../core';
import { checkoutPageReducer, initialCheckoutPage } from '../core/checkoutPage';
import * as styles from './Checkout.css';
import { CheckoutState, CheckoutTitle, Loading } from './CheckoutState';
import { CouponRedemption } from './CouponRedemption';
import { InvoiceAddressChoice } from './InvoiceAddressChoice';
import { messages } from './messages';
import { NoProducts, ProductChoice } from './ProductChoice';
import { Section } from './Section';
import { SubmitButton } from './SubmitButton';
import { SubmitOutcomeNotice } from './SubmitOutcomeNotice';
import { SuccessNotice } from './SuccessNotice';
import { Summary } from './Summary';
import { Terms } from './Terms';
import { useCheckoutData } from './useCheckoutData';
import { useCheckoutOrder } from './useCheckoutOrder';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import { useCoupon } from './useCoupon';
import { VehicleChoice } from './VehicleChoice';

export interface CheckoutProps {
  /** What is sold: a TracLink licence or a warranty extension. */
  kind: ContractItemKind;
  /** The vehicle ordered for; without it the customer chooses one of the fleet's approved. */
  vehicleId?: string;
  /** Renews this licence now: its own product, the period chosen, a coupon if any. */
  renewContractItemId?: string;
  /** The terms (AGB) and the cancellation policy, linked beside the checkbox. */
  termsHref: string;
  cancellationPolicyHref: string;
  /** Called once an order is placed, with the server's order. */
  onOrdered?: (order: CheckoutOrder) => void;
  /** The customer's orders, linked from the success notice. */
  ordersHref?: string;
  /** The element of the checkout's title; default h2. */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** The clock, for tests and stories. */
  now?: () => Date;
  /** Makes an idempotency key; default a random UUID (`crypto.randomUUID`). */
  createIdempotencyKey?: () => string;
}

const defaultNow = () => new Date();

/**
 * The checkout of a licence or a warranty extension on one page: vehicle, product and period,
 * coupon, invoice address, the price preview, terms and the order on invoice.
 */
export function Checkout({
  kind,
  vehicleId,
  renewContractItemId,
  termsHref,
  cancellationPolicyHref,
  onOrdered,
  ordersHref,
  titleAs = 'h2',
  now = defaultNow,
  createIdempotencyKey = newIdempotencyKey,
}: CheckoutProps) {
  const titleId = useId();
  const [today] = useState(() => isoDateInAustria(now()));
  const [page, dispatch] = useReducer(checkoutPageReducer, initialCheckoutPage);
  const data = useCheckoutData({ kind, vehicleId, renewContractItemId, form: page.form });
  const { renewing, product } = data;
  const coupon = useCoupon(page.form.couponCode, today, dispatch);
  const { order, summary, address, steps, toPlace } = useCheckoutOrder(page, { ...data, today });
  const submitting = useCheckoutSubmit({
    kind,
    renewContractItemId,
    createIdempotencyKey,
    dispatch,
    onOrdered,
    onPricesChanged: async (sent) => {
      await data.refetchProducts();
      if (sent.appliedCoupon) await coupon.recheck(sent.appliedCoupon);
    },
  });
  const placeOrder = () => {
    dispatch({ type: 'order', address });
    if (toPlace) void submitting.place(toPlace);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    placeOrder();
  };

  const title = <CheckoutTitle as={titleAs} kind={kind} renewing={renewing} />;
  if (submitting.placed) {
    return (
      <CheckoutState state="success" title={title}>
        <SuccessNotice order={submitting.placed} ordersHref={ordersHref} />
      </CheckoutState>
    );
  }
  if (data.status === 'fetchError') {
    return (
      <CheckoutState state="fetchError" title={title}>
        <FetchError retrying={data.retrying} onRetry={data.retry} />
      </CheckoutState>
    );
  }
  if (data.status === 'loading') {
    return (
      <CheckoutState state="loading" title={title}>
        <Loading />
      </CheckoutState>
    );
  }

  const { serverErrors } = page;
  return (
    <form
      className={styles.checkout}
      onSubmit={onSubmit}
      noValidate
      data-checkout-state={submitting.isSubmitting ? 'submitting' : 'form'}
      aria-labelledby={titleId}
    >
      <CheckoutTitle as={titleAs} kind={kind} renewing={renewing} id={titleId} />
      {data.choosesVehicle ? (
        <VehicleChoice
          vehicles={data.vehicles}
          chosen={data.vehicleId}
          onChoose={(id) => dispatch({ type: 'chooseVehicle', vehicleId: id })}
          serverError={serverErrors.vehicleId}
        />
      ) : null}
      {data.vehicleId === null ? (
        data.vehicles.length > 0 ? (
          <p className={styles.muted}>
            <FormattedMessage {...messages.chooseVehicleFirst} />
          </p>
        ) : null
      ) : !product ? (
        <NoProducts kind={kind} renewing={renewing} />
      ) : (
        <>
          <ProductChoice
            products={data.products}
            product={product}
            onChoose={(productId) => dispatch({ type: 'chooseProduct', productId })}
            period={order.period}
            onChoosePeriod={(chosen) => dispatch({ type: 'choosePeriod', period: chosen })}
            renewing={renewing}
            serverError={serverErrors.product}
          />
          <CouponRedemption
            code={page.form.couponCode}
            applied={order.appliedCoupon}
            coupon={coupon}
            serverError={serverErrors.couponCode}
            notRedeemed={page.attempted && !steps.coupon}
            summary={summary}
          />
          <InvoiceAddressChoice choice={address} page={page} dispatch={dispatch} />
          {summary ? <Summary summary={summary} /> : null}
          <Section title={messages.termsSection}>
            <Terms
              accepted={page.form.termsAccepted}
              onAccept={(accepted) => dispatch({ type: 'acceptTerms', accepted })}
              missing={page.attempted && !page.form.termsAccepted}
              serverError={serverErrors.termsAccepted}
              termsHref={termsHref}
              cancellationPolicyHref={cancellationPolicyHref}
            />
            <SubmitOutcomeNotice
              outcome={submitting.outcome}
              onRetry={placeOrder}
              retrying={submitting.isSubmitting}
            />
            <SubmitButton submitting={submitting.isSubmitting} />
          </Section>
        </>
      )}
    </form>
  );
}

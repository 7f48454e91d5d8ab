import type { ContractItemKind } from '@lindner/api/schema';
import type { ReactNode } from 'react';
import { Spinner } from '@lindner/ui';
import { FormattedMessage } from 'react-intl';
import * as styles from './Checkout.css';
import { messages } from './messages';

export function CheckoutTitle({
  as: Title,
  kind,
  renewing,
  id,
}: {
  as: 'h1' | 'h2' | 'h3';
  kind: ContractItemKind;
  renewing: boolean;
  id?: string;
}) {
  const title = renewing
    ? messages.titleRenewal
    : kind === 'warranty'
      ? messages.titleWarranty
      : messages.titleTraclink;
  return (
    <Title id={id} className={styles.title}>
      <FormattedMessage {...title} />
    </Title>
  );
}

/** The checkout in a state without the form: loading, failed to load, or ordered. */
export function CheckoutState({
  state,
  title,
  children,
}: {
  state: 'loading' | 'fetchError' | 'success';
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={styles.checkout}
      data-checkout-state={state}
      aria-busy={state === 'loading' ? true : undefined}
    >
      {title}
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div className={styles.loading}>
      <Spinner size="small" />
      <FormattedMessage {...messages.loading} />
    </div>
  );
}

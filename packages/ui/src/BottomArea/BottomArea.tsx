import type { ReactNode } from 'react';
import * as styles from './BottomArea.css';

export interface BottomAreaProps {
  /** The banner of an order in progress. */
  orderBanner?: ReactNode;
  /** The banner of a contract item about to expire. */
  contractExpiryBanner?: ReactNode;
}

const isEmpty = (node: ReactNode) =>
  node === null || node === undefined || typeof node === 'boolean' || node === '';

/** The area fixed to the bottom of the window where the portal stacks its banners. */
export function BottomArea({ orderBanner, contractExpiryBanner }: BottomAreaProps) {
  if (isEmpty(orderBanner) && isEmpty(contractExpiryBanner)) return null;
  return (
    <div className={styles.area} data-bottom-area="">
      {isEmpty(orderBanner) ? null : (
        <div className={styles.slot} data-slot="order">
          {orderBanner}
        </div>
      )}
      {isEmpty(contractExpiryBanner) ? null : (
        <div className={styles.slot} data-slot="contract-expiry">
          {contractExpiryBanner}
        </div>
      )}
    </div>
  );
}

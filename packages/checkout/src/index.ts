export * from './core';
export {
  Checkout,
  SignedOutNotice,
  type CheckoutProps,
  type SignedOutNoticeProps,
} from './Checkout';
export { mount, type CheckoutMountOptions } from './mount';
export { checkoutMessages } from './messages';

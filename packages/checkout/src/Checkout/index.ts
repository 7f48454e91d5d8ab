export { Checkout, type CheckoutProps } from './Checkout';
export { SignedOutNotice, type SignedOutNoticeProps } from './SignedOutNotice';

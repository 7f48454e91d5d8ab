export * from './checkoutForm';
export * from './preview';
export * from './idempotency';
export * from './invoiceAddress';
export * from './serverErrors';
export * from './steps';
export * from './signIn';
// Not exported here: checkoutPage, coupon and submitOutcome are the widget's own logic, not the
// package's API.

export {
  computeFinancePlan,
  type FinancePlanInput,
  type FinancePlanResult,
  type FinancePayment,
} from './computeFinancePlan';
export {
  validateFinanceInput,
  type RawFinanceInput,
  type FinanceInputErrors,
  type FinanceInputValidation,
  type PriceError,
  type PlanError,
  type RateError,
} from './validateFinanceInput';
export { effectiveRates, internalRateOfReturn, type EffectiveRates } from './effectiveRate';
export { parseAmount } from './parseAmount';
export { offerState, parseOfferDate, type OfferState } from './offer';
export { enquiryUrl } from './enquiryUrl';
export {
  financePlans,
  isFinancePlan,
  defaultRates,
  partsOf,
  processingFee,
  legalFeePercent,
  rateRange,
  maxPrice,
  type FinancePlan,
} from './plans';

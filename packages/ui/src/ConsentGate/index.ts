export { ConsentGate, type ConsentGateProps } from './ConsentGate';
export { useConsentRecord, useConsentStatus } from './useConsent';
export {
  consentStore,
  consentStorageKey,
  optionalConsentCategories,
  consentStatus,
  isDecided,
  type ConsentStore,
  type ConsentCategory,
  type OptionalConsentCategory,
  type ConsentDecision,
  type ConsentDecisions,
  type ConsentStatus,
  type ConsentRecord,
} from './consentStore';

import { useSyncExternalStore } from 'react';
import {
  consentStatus,
  consentStore,
  noConsent,
  type ConsentCategory,
  type ConsentRecord,
  type ConsentStatus,
} from './consentStore';

const serverSnapshot = () => noConsent;

/** The visitor's consent record; every caller re-renders together when it changes. */
export function useConsentRecord(): ConsentRecord {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot);
}

export function useConsentStatus(category: ConsentCategory): ConsentStatus {
  return consentStatus(useConsentRecord(), category);
}

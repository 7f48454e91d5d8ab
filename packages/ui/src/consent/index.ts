// `@lindner/ui/consent`: the visitor's consent without React, for a page's own small scripts and
// for servers that read or set the consent cookie.
export {
  consentChangedEvent,
  consentChoices,
  consentCookie,
  consentCookieValue,
  consentStorageKey,
  decisionsOfChoice,
  isDecided,
  noConsent,
  optionalConsentCategories,
  parseConsent,
  withDecisions,
  type ConsentChoice,
  type ConsentDecisions,
  type ConsentRecord,
} from '../ConsentGate/consentStore';

export * from './apiClient';
export { useFetch, type FetchState, type FetchOptions } from './hooks/useFetch';
export {
  useSubmit,
  type SubmitState,
  type SubmitOptions,
  type SubmitResult,
} from './hooks/useSubmit';
export { useCurrentUser, currentUserKey } from './hooks/useCurrentUser';
export {
  apiMessages,
  apiPersonalAreaMessages,
  fieldErrorMessages,
  newsletterTopicMessages,
  contactChannelMessages,
  consentMessages,
  consentStateMessages,
  newsletterStatusMessages,
  profileSettingsSuccessMessages,
  formSuccessMessages,
} from './messages';
export { fleetFieldErrorMessages } from './schema/fleet';

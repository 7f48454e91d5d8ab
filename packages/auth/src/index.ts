export { AuthProvider, useAuth, type AuthProviderProps } from './AuthProvider';
export { RequireLogin, type RequireLoginProps } from './RequireLogin';
export type { Auth } from './auth';
export type { ParsedToken } from './identity';
export { validateSignOnConfig, type SignOnConfig } from './signOnConfig';
export type {
  SignOnAdapter,
  SignOnInitOptions,
  SignOnLoginOptions,
  SignOnLogoutOptions,
} from './signOnAdapter';
export { refreshCheckIntervalMs, minTokenValiditySeconds } from './tokenRefresh';
export { authMessages } from './messages';

import { hasRealmRole, hasResourceRole, identityOf, type ParsedToken } from './identity';
import type {
  SignOnLoginRequest,
  SignOnSession,
  SignOnSnapshot,
  SignOnStatus,
} from './signOnSession';

/** The signed-in user and the sign-on actions, as `useAuth()` gives them. */
export interface Auth {
  /**
   * `initializing` until keycloak-js has read the session; anonymous meanwhile. `offline`: the
   * personal area opened without a network or sign-on, anonymously, from the device's cache.
   */
  status: SignOnStatus;
  authenticated: boolean;
  token: string | undefined;
  tokenParsed: ParsedToken | undefined;
  subject: string | undefined;
  preferredUsername: string | undefined;
  name: string | undefined;
  realmRoles: string[];
  resourceRoles: Record<string, string[]>;
  hasRealmRole(role: string): boolean;
  /** `resource` defaults to the portal's client id. */
  hasResourceRole(role: string, resource?: string): boolean;
  /** The current access token at call time (stable function; for the API client). */
  getToken(): string | undefined;
  /** Whether the status is `offline`, at call time (stable function; for the API client). */
  isOffline(): boolean;
  /** With `prompt: 'login'` and `maxAge: 0`, the user enters the password again (a fresh `auth_time`). */
  login(options?: SignOnLoginRequest): Promise<void>;
  logout(options?: { redirectUri?: string }): Promise<void>;
}

export function authFrom(snapshot: SignOnSnapshot, session: SignOnSession, clientId: string): Auth {
  const identity = identityOf(snapshot.tokenParsed);
  return {
    status: snapshot.status,
    authenticated: snapshot.authenticated,
    token: snapshot.token,
    tokenParsed: snapshot.tokenParsed,
    ...identity,
    hasRealmRole: (role) => hasRealmRole(identity, role),
    hasResourceRole: (role, resource = clientId) => hasResourceRole(identity, role, resource),
    getToken: session.getToken,
    isOffline: session.isOffline,
    login: session.login,
    logout: session.logout,
  };
}

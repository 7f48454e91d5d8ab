import type { ParsedToken } from '../identity';
import type {
  SignOnAdapter,
  SignOnInitOptions,
  SignOnLoginOptions,
  SignOnLogoutOptions,
} from '../signOnAdapter';

/** A stand-in for keycloak-js in tests and stories only: no network, tokens made up here. */

export const farmerClaims: ParsedToken = {
  sub: 'user-farmer',
  preferred_username: 'farmer',
  name: 'Franz Huber',
  email: 'franz.huber@example.at',
  realm_access: { roles: ['default-roles-lindner', 'offline_access'] },
  resource_access: { 'lindner-pimcore': { roles: ['portal-user'] } },
};

export const staffClaims: ParsedToken = {
  sub: 'user-staff',
  preferred_username: 'staff',
  name: 'Sabine Steiner',
  realm_access: { roles: ['default-roles-lindner', 'staff'] },
  resource_access: { 'lindner-pimcore': { roles: ['portal-user'] } },
};

export type FakeInit =
  | { outcome: 'signed-in'; claims?: ParsedToken }
  | { outcome: 'anonymous' }
  | { outcome: 'pending' }
  | { outcome: 'failed'; error: unknown };

/** How the next refreshes end. */
export type FakeRefreshOutcome = 'refreshed' | 'held' | { status: number } | 'offline';

interface Deferred {
  resolve(value: boolean): void;
  reject(error: unknown): void;
}

export class FakeSignOnAdapter implements SignOnAdapter {
  authenticated = false;
  token?: string;
  tokenParsed?: ParsedToken;
  onAuthSuccess?: () => void;
  onAuthRefreshSuccess?: () => void;
  onAuthLogout?: () => void;
  onTokenExpired?: () => void;

  readonly initCalls: SignOnInitOptions[] = [];
  readonly loginCalls: (SignOnLoginOptions | undefined)[] = [];
  readonly logoutCalls: (SignOnLogoutOptions | undefined)[] = [];
  readonly updateTokenCalls: number[] = [];
  /** Refreshes that reached the provider (not the ones answered "still valid"). */
  refreshRequests = 0;
  refreshOutcome: FakeRefreshOutcome = 'refreshed';
  tokenLifetimeSeconds = 300;
  /** keycloak-js clears the token itself when a refresh gets a 400; set false to not do so. */
  clearsTokenOnRefused = true;

  private readonly held: Deferred[] = [];
  private tokenCount = 0;
  private resolveInit?: (authenticated: boolean) => void;
  private rejectInit?: (error: unknown) => void;

  constructor(private readonly initBehaviour: FakeInit = { outcome: 'anonymous' }) {}

  init(options: SignOnInitOptions): Promise<boolean> {
    this.initCalls.push(options);
    const behaviour = this.initBehaviour;
    switch (behaviour.outcome) {
      case 'signed-in':
        this.signIn(behaviour.claims);
        return Promise.resolve(true);
      case 'anonymous':
        return Promise.resolve(false);
      case 'failed':
        return Promise.reject(behaviour.error);
      case 'pending':
        return new Promise((resolve, reject) => {
          this.resolveInit = resolve;
          this.rejectInit = reject;
        });
    }
  }

  /** Ends a pending init. */
  finishInit(claims?: ParsedToken) {
    if (claims) this.signIn(claims);
    this.resolveInit?.(this.authenticated);
  }

  failInit(error: unknown) {
    this.rejectInit?.(error);
  }

  /** Signs in with a fresh token, as the redirect back from the sign-on page does. */
  signIn(claims: ParsedToken = farmerClaims) {
    this.setToken({ ...claims, exp: nowSeconds() + this.tokenLifetimeSeconds });
    this.onAuthSuccess?.();
  }

  /** Makes the current token run out in `seconds`. */
  expireIn(seconds: number) {
    if (!this.tokenParsed) throw new Error('Not signed in');
    this.setToken({ ...this.tokenParsed, exp: nowSeconds() + seconds });
  }

  /** A refresh done elsewhere (e.g. another caller of updateToken): a new token arrives. */
  refreshElsewhere() {
    if (!this.tokenParsed) throw new Error('Not signed in');
    this.setToken({ ...this.tokenParsed, exp: nowSeconds() + this.tokenLifetimeSeconds });
    this.onAuthRefreshSuccess?.();
  }

  login(options?: SignOnLoginOptions): Promise<void> {
    this.loginCalls.push(options);
    // The browser leaves for the sign-on page; the promise never settles, as in keycloak-js.
    return new Promise(() => {});
  }

  logout(options?: SignOnLogoutOptions): Promise<void> {
    this.logoutCalls.push(options);
    this.clearToken();
    return Promise.resolve();
  }

  updateToken(minValidity: number): Promise<boolean> {
    this.updateTokenCalls.push(minValidity);
    const exp = this.tokenParsed?.exp;
    if (!this.token || exp === undefined) {
      return Promise.reject(new Error('Unable to update token, no refresh token available.'));
    }
    if (exp - nowSeconds() >= minValidity) return Promise.resolve(false);
    this.refreshRequests += 1;
    const outcome = this.refreshOutcome;
    if (outcome === 'held') {
      return new Promise((resolve, reject) => this.held.push({ resolve, reject }));
    }
    if (outcome === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (outcome === 'refreshed') {
      this.refreshElsewhere();
      return Promise.resolve(true);
    }
    return Promise.reject(this.refreshRefused(outcome.status));
  }

  /** Answers the refreshes held so far with `outcome`. */
  settleHeldRefreshes(outcome: Exclude<FakeRefreshOutcome, 'held'>) {
    for (const deferred of this.held.splice(0)) {
      if (outcome === 'refreshed') {
        this.refreshElsewhere();
        deferred.resolve(true);
      } else if (outcome === 'offline') {
        deferred.reject(new TypeError('Failed to fetch'));
      } else {
        deferred.reject(this.refreshRefused(outcome.status));
      }
    }
  }

  clearToken() {
    if (!this.token) return;
    this.token = undefined;
    this.tokenParsed = undefined;
    this.authenticated = false;
    this.onAuthLogout?.();
  }

  /** keycloak-js 26.2's NetworkError: clears the token on a 400 before rejecting. */
  private refreshRefused(status: number) {
    if (status === 400 && this.clearsTokenOnRefused) this.clearToken();
    return Object.assign(new Error('Server responded with an invalid status.'), {
      response: new Response(null, { status }),
    });
  }

  private setToken(claims: ParsedToken) {
    this.tokenCount += 1;
    this.tokenParsed = claims;
    this.token = `${encode({ alg: 'none' })}.${encode(claims)}.fake-${this.tokenCount}`;
    this.authenticated = true;
  }
}

function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

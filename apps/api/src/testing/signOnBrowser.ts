import { createHash, randomBytes } from 'node:crypto';

/**
 * What keycloak-js and a browser do against the sign-on provider, with plain fetch: cookies,
 * redirects one at a time, PKCE, the login form, the token and logout calls.
 */
export class SignOnBrowser {
  private readonly cookies = new Map<string, string>();
  /** The attributes each cookie was set with (`Path=/`, `HttpOnly`, …). */
  private readonly cookieAttributes = new Map<string, string[]>();

  constructor(
    readonly baseUrl: string,
    readonly realmPath = '/realms/lindner',
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, this.baseUrl), {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) =>
        /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(attribute),
      );
      if (expired || value === '') {
        this.cookies.delete(name);
        this.cookieAttributes.delete(name);
      } else {
        this.cookies.set(name, value);
        this.cookieAttributes.set(
          name,
          attributes.map((attribute) => attribute.trim()),
        );
      }
    }
    return response;
  }

  /** The cookies it holds now, as a browser keeps them: to hand a session on to a browser. */
  cookieList(): BrowserCookie[] {
    return [...this.cookies].map(([name, value]) => {
      const attributes = this.cookieAttributes.get(name) ?? [];
      const attribute = (key: string) =>
        attributes.find((each) => each.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const sameSite = attribute('samesite')?.toLowerCase();
      return {
        name,
        value,
        path: attribute('path') ?? '/',
        httpOnly: attributes.some((each) => each.toLowerCase() === 'httponly'),
        sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
      };
    });
  }

  postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects on the provider's own origin; stops at the first one leaving it. */
  async follow(response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10 && isRedirect(current); hops++) {
      const location = new URL(current.headers.get('location')!, this.baseUrl);
      if (location.origin !== new URL(this.baseUrl).origin) return current;
      current = await this.request(location.href);
    }
    return current;
  }

  endpoint(name: 'auth' | 'token' | 'userinfo' | 'logout' | 'certs'): string {
    return `${this.realmPath}/protocol/openid-connect/${name}`;
  }

  /** Starts a sign-in as keycloak-js does and returns the page the browser lands on. */
  async startSignIn(authorization: AuthorizationRequest): Promise<StartedSignIn> {
    const verifier = randomBytes(48).toString('base64url');
    const params = new URLSearchParams({
      client_id: authorization.clientId ?? 'lindner-pimcore',
      redirect_uri: authorization.redirectUri,
      state: randomBytes(16).toString('hex'),
      nonce: randomBytes(16).toString('hex'),
      response_mode: 'fragment',
      response_type: 'code',
      scope: 'openid',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...authorization.extraParams,
    });
    const page = await this.follow(await this.request(`${this.endpoint('auth')}?${params}`));
    return { page, verifier, params };
  }

  /** Posts the login form of a page and follows the provider's redirects. */
  async submitLogin(
    loginPage: string,
    username: string,
    password: string,
    headers?: Record<string, string>,
  ) {
    const action = /<form[^>]+action="([^"]+)"/.exec(loginPage)?.[1];
    if (!action) throw new Error('no login form on the page');
    return this.follow(await this.postForm(decodeHtml(action), { username, password }, headers));
  }
}

/** A cookie with what a browser needs to send it where the server would have it sent. */
export interface BrowserCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

export interface AuthorizationRequest {
  redirectUri: string;
  clientId?: string;
  extraParams?: Record<string, string>;
}

export interface StartedSignIn {
  page: Response;
  verifier: string;
  params: URLSearchParams;
}

export function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has('location');
}

/** The parameters keycloak-js reads from the URL it is sent back to (fragment response mode). */
export function callbackParams(response: Response): URLSearchParams {
  const location = new URL(response.headers.get('location') ?? '');
  return new URLSearchParams(location.hash.slice(1) || location.search);
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

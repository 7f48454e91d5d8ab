import { locales, negotiateLocale } from '@lindner/i18n/core';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { realmUrl, type SignOnConfig } from '../config';
import type { Database } from '../database/connection';
import { findUserById } from '../plugins/users';
import { accountClaimNames, accountClaims, profileClaims } from './accountClaims';
import { redirectUriMatcher, registeredRedirectUris } from './redirectUris';
import { installRefreshTokenEnvelope } from './refreshTokenEnvelope';
import type { SignOnKeys } from './signOnKeys';
import { SignOnStore } from './signOnStore';
import { errorPage, logoutPage, signedOutPage, type PageContext } from './signOnPages';

/** Keycloak's endpoint paths below `/realms/{realm}`, which keycloak-js builds on its own. */
const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

export interface SignOnProviderOptions {
  signOn: SignOnConfig;
  publicUrl: string;
  database: Database;
  keys: SignOnKeys;
}

/**
 * The API as resource indicator (RFC 8707 wants an absolute URI); its tokens carry the
 * configured audience, `lindner-api` by default.
 */
const apiResource = 'urn:lindner:api';

/** The cookie that names the browser's session at the provider. */
export const sessionCookieName = 'LINDNER_SESSION';

const stores = new WeakMap<Provider, SignOnStore>();

/**
 * Ends every sign-in of the account (sessions, grants, refresh tokens) but the session the
 * cookie value names, if that is one of the account's.
 */
export function endSignInsOf(provider: Provider, accountId: string, keepSessionId?: string) {
  return stores.get(provider)?.endSignInsOf(accountId, keepSessionId) ?? 0;
}

export function realmPath(signOn: SignOnConfig): string {
  return `/realms/${signOn.realm}`;
}

export function createSignOnProvider({
  signOn,
  publicUrl,
  database,
  keys,
}: SignOnProviderOptions): Provider {
  const issuer = realmUrl(signOn);
  const resources = `${realmPath(signOn)}/resources`;
  const redirectAllowed = redirectUriMatcher(signOn.redirectUris);
  const registeredUris = registeredRedirectUris(signOn.redirectUris);
  const store = new SignOnStore();

  const pageContext = (ctx: KoaContextWithOIDC): PageContext => ({
    locale: negotiateLocale(
      [param(ctx, 'kc_locale'), param(ctx, 'ui_locales')],
      ctx.get('accept-language'),
    ),
    resources,
  });

  const findAccount: Configuration['findAccount'] = async (_ctx, id) => {
    const user = await findUserById(database.orm, id);
    if (!user) return undefined;
    return { accountId: user.id, claims: () => accountClaims(user, signOn.clientId) };
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: signOn.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: registeredUris,
        post_logout_redirect_uris: registeredUris,
      },
    ],
    adapter: store.adapter,
    responseTypes: ['code'],
    pkce: { required: () => true },
    jwks: { keys: [keys.signingKey] },
    cookies: {
      keys: keys.cookieSecrets,
      names: { session: sessionCookieName, interaction: 'LINDNER_INTERACTION' },
    },
    routes: keycloakRoutes,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // Keycloak puts the profile claims and roles into every ID token, whatever the scope.
    claims: { openid: accountClaimNames, profile: [], email: [] },
    conformIdTokenClaims: false,
    extraParams: ['kc_locale'],
    findAccount,
    async extraTokenClaims(ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = await findUserById(database.orm, token.accountId);
      if (!user) return undefined;
      return {
        ...profileClaims(user, signOn.clientId),
        azp: signOn.clientId,
        // When the user last entered the password, as Keycloak's tokens say: deleting the
        // account asks for a sign-in of the last minutes (prompt=login&max_age=0 renews it).
        auth_time: authTimeOf(ctx),
      };
    },
    loadExistingGrant,
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: signOn.accessTokenTtlSeconds,
      IdToken: signOn.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      // A rotated token keeps the end of the one it replaces: a sign-on lasts at most this long.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? signOn.refreshTokenTtlSeconds,
      Session: signOn.refreshTokenTtlSeconds,
      Grant: signOn.refreshTokenTtlSeconds,
    },
    interactions: {
      url: (_ctx, interaction) => `${realmPath(signOn)}/login-actions/${interaction.uid}`,
    },
    discovery: { ui_locales_supported: [...locales] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Served by the API server itself (see signOnRoutes.ts): oidc-provider's userinfo refuses
      // access tokens that name an audience, and every token here names the API.
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: 'profile email',
            audience: signOn.audience,
            accessTokenTTL: signOn.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(pageContext(ctx), form, fromThePortal(ctx));
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageContext(ctx), publicUrl);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(pageContext(ctx), { ...out });
    },
  };

  /**
   * Whether the portal itself sent the browser here: with an id_token_hint, or from a page of
   * this site (the browser's Sec-Fetch-Site, which no other site can set) on the way back to a
   * portal address. The portal's logout page opened directly or reloaded has no ID token, and
   * must end the session all the same; a link on another site still gets the question.
   */
  function fromThePortal(ctx: KoaContextWithOIDC): boolean {
    if (param(ctx, 'id_token_hint')) return true;
    const site = ctx.get('sec-fetch-site');
    // Only what the provider kept: it drops a return address it cannot check (no client_id).
    const returnTo = ctx.oidc?.params?.post_logout_redirect_uri;
    return (
      (site === 'same-origin' || site === 'same-site') &&
      typeof returnTo === 'string' &&
      redirectAllowed(returnTo)
    );
  }

  async function loadExistingGrant(ctx: KoaContextWithOIDC) {
    // First-party client: consent is implied, so every sign-in gets a grant covering its request.
    const { session, client } = ctx.oidc;
    if (!session?.accountId || !client) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const grant =
      (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
      new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(['openid', ...ctx.oidc.requestParamOIDCScopes]);
    grant.addResourceScope(apiResource, 'profile email');
    await grant.save();
    return grant;
  }

  const provider = new Provider(issuer, configuration);
  stores.set(provider, store);

  // oidc-provider has no wildcard redirect URIs; the portal's return path varies by page.
  provider.Client.prototype.redirectUriAllowed = redirectAllowed;
  provider.Client.prototype.postLogoutRedirectUriAllowed = redirectAllowed;

  installRefreshTokenEnvelope(provider, {
    issuer,
    clientId: signOn.clientId,
    secret: keys.refreshTokenSecret,
  });
  return provider;
}

function param(ctx: KoaContextWithOIDC, name: string): string | undefined {
  const value = ctx.oidc?.params?.[name] ?? ctx.query[name];
  return typeof value === 'string' ? value : undefined;
}

/** The sign-in time of the code or refresh token being exchanged (seconds since the epoch). */
function authTimeOf(ctx: KoaContextWithOIDC): number | undefined {
  const { AuthorizationCode, RefreshToken } = ctx.oidc?.entities ?? {};
  return AuthorizationCode?.authTime ?? RefreshToken?.authTime;
}

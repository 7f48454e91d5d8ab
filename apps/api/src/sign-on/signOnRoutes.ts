import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { negotiateLocale } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { AccessTokenError, type AccessTokenVerifier } from '../plugins/accessTokens';
import type { ServerConfig } from '../config';
import type { Database } from '../database/connection';
import { hashPassword, verifyPassword } from '../modules/user/passwords';
import { findUserById, findUserByUsername, savePasswordHash } from '../modules/user/repository';
import { accountClaims } from './accountClaims';
import {
  commonSecurityHeaders,
  cspReportPath,
  framedPagePolicy,
  signOnContentSecurityPolicy,
} from '../plugins/securityHeaders';
import {
  minutesToWait,
  passwordFailureKeys,
  Throttle,
  type ThrottleLimits,
} from '../plugins/throttling';
import type { SignOnKeys } from './signOnKeys';
import {
  loginExpiredPage,
  loginPage,
  passwordChangedPage,
  passwordPage,
  type PageContext,
  type PasswordProblem,
  type Throttled,
} from './signOnPages';
import { redirectUriMatcher, withLoopbackTwins } from './redirectUris';
import { endSignInsOf, realmPath, sessionCookieName } from './signOnProvider';

interface SignOnRoutesOptions {
  config: ServerConfig;
  database: Database;
  keys: SignOnKeys;
  provider: Provider;
  accessTokens: AccessTokenVerifier;
}

const assetsDir = new URL('./assets/', import.meta.url);
/** The development provider's password rule (Keycloak's default policy has none). */
const minimumPasswordLength = 8;

/**
 * Mounts the development provider at `/realms/{realm}`: the login pages and Keycloak's
 * userinfo and account endpoints are Fastify routes, everything else goes to oidc-provider.
 */
export async function signOnRoutes(app: FastifyInstance, options: SignOnRoutesOptions) {
  const { config, database, provider, accessTokens } = options;
  const prefix = realmPath(config.signOn);
  const resources = `${prefix}/resources`;
  const contentSecurityPolicy = pagePolicy(config.signOn.redirectUris);
  const isPortalUri = redirectUriMatcher(config.signOn.redirectUris);

  const securityHeaders = commonSecurityHeaders(cspReportPath);
  provider.use(async (ctx, next) => {
    await next();
    ctx.set(securityHeaders);
    if (ctx.response.is('html')) ctx.set('content-security-policy', contentSecurityPolicy);
  });
  const publicUrl = new URL(config.publicUrl);
  const passwordFailures = new PasswordFailures(config.signOn.passwordFailureLimits);

  const assets = {
    'login.css': { type: 'text/css; charset=utf-8', body: await readAsset('login.css') },
    'logout.js': { type: 'text/javascript; charset=utf-8', body: await readAsset('logout.js') },
    '3p-cookies-step1.js': {
      type: 'text/javascript; charset=utf-8',
      body: await readAsset('3p-cookies-step1.js'),
    },
    '3p-cookies-step2.js': {
      type: 'text/javascript; charset=utf-8',
      body: await readAsset('3p-cookies-step2.js'),
    },
  };
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`${resources}/${name}`, (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body),
    );
  }

  // keycloak-js checks in a hidden frame whether the sign-on's cookies reach it there before it
  // signs on in a hidden frame (a personal-area page with silentCheckSsoRedirectUri), as
  // Keycloak's own pages at these addresses let it.
  const cookieCheckPolicy = framedPagePolicy(
    portalOrigins(config.signOn.redirectUris),
    cspReportPath,
  );
  for (const step of ['step1', 'step2']) {
    app.get(`${prefix}/protocol/openid-connect/3p-cookies/${step}.html`, (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', cookieCheckPolicy)
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><script src="${resources}/3p-cookies-${step}.js"></script></head><body></body></html>`,
        ),
    );
  }

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy)
      .send(html);

  const pageContext = (request: FastifyRequest, params?: Record<string, unknown>): PageContext => ({
    locale: negotiateLocale(
      [text(params?.kc_locale), text(params?.ui_locales)],
      request.headers['accept-language'],
    ),
    resources,
  });

  /** The pending sign-in of this browser, or null once the page for an expired one is sent. */
  async function pendingLogin(
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch {
      // No or expired interaction cookie: the browser has to start at the portal again.
    }
    await sendPage(reply, 400, loginExpiredPage(pageContext(request), config.publicUrl));
    return null;
  }

  let unknownUserHash: Promise<string> | undefined;

  /** The user of this name if the password is theirs. */
  async function checkPassword(username: string, password: string) {
    const user = await findUserByUsername(database.orm, username);
    // An unknown name costs as much time as a wrong password, so timing does not reveal users.
    unknownUserHash ??= hashPassword('no user has this password');
    const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
    return user && valid ? user : undefined;
  }

  app.get<{ Params: { uid: string } }>(`${prefix}/login-actions/:uid`, async (request, reply) => {
    const login = await pendingLogin(request, reply);
    if (!login) return reply;
    if (login.prompt.name !== 'login') {
      // Consent is implied for the portal (see loadExistingGrant); finish any other prompt.
      return finish(request, reply, {});
    }
    return sendPage(
      reply,
      200,
      loginPage(pageContext(request, login.params), { action: loginAction(request.params.uid) }),
    );
  });

  app.post<{ Params: { uid: string } }>(`${prefix}/login-actions/:uid`, async (request, reply) => {
    const login = await pendingLogin(request, reply);
    if (!login) return reply;
    const form = (request.body ?? {}) as Record<string, unknown>;
    const username = text(form.username)?.trim() ?? '';
    const password = text(form.password) ?? '';
    const context = pageContext(request, login.params);
    const action = loginAction(request.params.uid);
    if (!username || !password) {
      return sendPage(
        reply,
        200,
        loginPage(context, { action, username, error: 'missingCredentials' }),
      );
    }
    const throttled = passwordFailures.throttled(reply, username, request.ip);
    if (throttled) {
      return sendPage(reply, 429, loginPage(context, { action, username, error: throttled }));
    }
    const user = await checkPassword(username, password);
    if (!user) {
      passwordFailures.failed(username, request.ip);
      return sendPage(
        reply,
        200,
        loginPage(context, { action, username, error: 'wrongCredentials' }),
      );
    }
    passwordFailures.succeeded(username);
    return finish(request, reply, { login: { accountId: user.id } });
  });

  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults) {
    const location = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  }

  function loginAction(uid: string) {
    return `${prefix}/login-actions/${encodeURIComponent(uid)}`;
  }

  async function signedInUser(request: FastifyRequest, reply: FastifyReply) {
    try {
      const caller = await accessTokens.verify(request.headers.authorization);
      const user = await findUserById(database.orm, caller.subject);
      if (user) return user;
    } catch (error) {
      if (!(error instanceof AccessTokenError)) throw error;
    }
    await reply
      .status(401)
      .header('www-authenticate', `Bearer realm="${config.signOn.realm}", error="invalid_token"`)
      .send({ error: 'invalid_token', error_description: 'Token is missing, expired or invalid' });
    return null;
  }

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await signedInUser(request, reply);
    if (!user) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send(accountClaims(user, config.signOn.clientId));
  };
  app.get(`${prefix}/protocol/openid-connect/userinfo`, userinfo);
  app.post(`${prefix}/protocol/openid-connect/userinfo`, userinfo);

  // Keycloak's account endpoint: for keycloak-js's loadUserProfile() (a bearer token, JSON) the
  // profile; for a browser following the portal's link (createAccountUrl) the password change.
  app.get<{ Querystring: { referrer_uri?: unknown; kc_locale?: unknown } }>(
    `${prefix}/account`,
    async (request, reply) => {
      if (!request.headers.authorization && request.headers.accept?.includes('text/html')) {
        return sendPage(
          reply,
          200,
          passwordPage(pageContext(request, request.query), {
            action: `${prefix}/account/password`,
            backTo: portalReturn(request.query.referrer_uri),
          }),
        );
      }
      return accountProfile(request, reply);
    },
  );

  app.post(`${prefix}/account/password`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const username = text(form.username)?.trim() ?? '';
    const current = text(form.password) ?? '';
    const chosen = text(form['password-new']) ?? '';
    const repeated = text(form['password-confirm']) ?? '';
    const backTo = portalReturn(form.back);
    const context = pageContext(request);
    const refuse = (problem: PasswordProblem | Throttled, status = 400) =>
      sendPage(
        reply,
        status,
        passwordPage(context, { action: `${prefix}/account/password`, backTo, username, problem }),
      );
    if (!username || !current || !chosen || !repeated) return refuse('passwordMissing');
    if (chosen.length < minimumPasswordLength) return refuse('passwordTooShort');
    if (chosen !== repeated) return refuse('passwordsDiffer');
    const throttled = passwordFailures.throttled(reply, username, request.ip);
    if (throttled) return refuse(throttled, 429);
    const user = await checkPassword(username, current);
    if (!user) {
      passwordFailures.failed(username, request.ip);
      return refuse('wrongCredentials');
    }
    passwordFailures.succeeded(username);
    if (chosen === current) return refuse('passwordUnchanged');
    await savePasswordHash(database.orm, user.id, await hashPassword(chosen));
    // Whoever knew the old password is signed out everywhere but in this browser.
    endSignInsOf(provider, user.id, cookieValue(request.headers.cookie, sessionCookieName));
    return sendPage(reply, 200, passwordChangedPage(context, backTo));
  });

  /** A portal address to return to, if it is one the client may be sent back to. */
  function portalReturn(value: unknown): string {
    const uri = text(value);
    return uri && isPortalUri(uri) ? uri : config.publicUrl;
  }

  async function accountProfile(request: FastifyRequest, reply: FastifyReply) {
    const user = await signedInUser(request, reply);
    if (!user) return reply;
    return reply.header('cache-control', 'no-store').send({
      id: user.id,
      username: user.username,
      firstName: user.firstName ?? undefined,
      lastName: user.lastName ?? undefined,
      email: user.email ?? undefined,
      emailVerified: user.email !== null,
      attributes: user.customerNr ? { customerNr: [user.customerNr] } : {},
    });
  }

  const handOff = provider.callback();
  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself, so Fastify must leave them unread here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${prefix}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // oidc-provider derives its mount path (and so every URL it builds) from originalUrl.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(prefix.length) || '/';
      if (raw.url.startsWith('/.well-known/')) {
        // Discovery names the configured address, whatever Host a caller sends.
        raw.headers.host = publicUrl.host;
        raw.headers['x-forwarded-host'] = publicUrl.host;
        raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      }
      // The headers the server's hooks gave this reply (security headers): Fastify no longer
      // sends the reply once it is hijacked.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      void handOff(raw, reply.raw);
    });
  });
}

async function readAsset(name: string): Promise<string> {
  return readFile(new URL(name, assetsDir), 'utf8');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * No inline script or style anywhere. Browsers apply form-action to the redirect after a form
 * post, so the portal origins the login and logout forms lead back to are listed too.
 */
function pagePolicy(redirectUris: readonly string[]): string {
  return signOnContentSecurityPolicy(portalOrigins(redirectUris), cspReportPath);
}

/** The origins of the portal's redirect URIs, on both loopback names. */
function portalOrigins(redirectUris: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const uri of withLoopbackTwins(redirectUris)) {
    try {
      origins.add(new URL(uri.replace(/\*$/, '')).origin);
    } catch {
      // Not a URL: the provider refuses it anyway.
    }
  }
  return [...origins];
}

/**
 * Wrong passwords per user name and per client address: after the limit the password is not
 * checked at all until the window ends, so guessing gets nowhere and costs no hashing.
 */
class PasswordFailures {
  private readonly throttle: Throttle;

  constructor(limits: ThrottleLimits) {
    this.throttle = new Throttle(limits);
  }

  /** The wait to show, with Retry-After set, or undefined when the password may be checked. */
  throttled(reply: FastifyReply, username: string, address: string): Throttled | undefined {
    const wait = this.throttle.blockedFor(passwordFailureKeys(username, address));
    if (wait === 0) return undefined;
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    return { minutes: minutesToWait(wait) };
  }

  failed(username: string, address: string) {
    this.throttle.count(passwordFailureKeys(username, address));
  }

  /** The right password ends the count of its name; the address keeps its count. */
  succeeded(username: string) {
    this.throttle.clear(passwordFailureKeys(username, '')[0]!);
  }
}

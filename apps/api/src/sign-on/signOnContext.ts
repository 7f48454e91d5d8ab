import { negotiateLocale } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Database } from '../database/connection';
import type { AccessTokenVerifier } from '../plugins/accessTokens';
import { cspReportPath, signOnContentSecurityPolicy } from '../plugins/securityHeaders';
import { redirectUriMatcher, withLoopbackTwins } from './redirectUris';
import type { PageContext } from './signOnPages';
import { realmPath } from './signOnProvider';

/** What the parts of the development provider's routes share (signOnRoutes.ts builds it). */
export interface SignOnContext {
  config: ServerConfig;
  database: Database;
  provider: Provider;
  accessTokens: AccessTokenVerifier;
  /** `/realms/{realm}`. */
  prefix: string;
  /** `/realms/{realm}/resources`: the pages' style sheet and scripts. */
  resources: string;
  /** The policy of every page: no inline code; forms post here and to the portal only. */
  contentSecurityPolicy: string;
  /** Sends one of the provider's pages: never cached, under the pages' policy. */
  sendPage(reply: FastifyReply, status: number, html: string): FastifyReply;
  /** The page's language: the portal's `kc_locale` or `ui_locales`, else Accept-Language. */
  pageContext(request: FastifyRequest, params?: Record<string, unknown>): PageContext;
  /** A portal address to return to, if it is one the client may be sent back to. */
  portalReturn(value: unknown): string;
  /** Ends the browser's pending sign-in step with this result and sends it on. */
  finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<FastifyReply>;
}

export interface SignOnContextOptions {
  config: ServerConfig;
  database: Database;
  provider: Provider;
  accessTokens: AccessTokenVerifier;
}

export function signOnContext({
  config,
  database,
  provider,
  accessTokens,
}: SignOnContextOptions): SignOnContext {
  const prefix = realmPath(config.signOn);
  const resources = `${prefix}/resources`;
  const contentSecurityPolicy = pagePolicy(config.signOn.redirectUris);
  const isPortalUri = redirectUriMatcher(config.signOn.redirectUris);
  return {
    config,
    database,
    provider,
    accessTokens,
    prefix,
    resources,
    contentSecurityPolicy,
    sendPage: (reply, status, html) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', contentSecurityPolicy)
        .send(html),
    pageContext: (request, params) => ({
      locale: negotiateLocale(
        [text(params?.kc_locale), text(params?.ui_locales)],
        request.headers['accept-language'],
      ),
      resources,
    }),
    portalReturn(value) {
      const uri = text(value);
      return uri && isPortalUri(uri) ? uri : config.publicUrl;
    },
    async finish(request, reply, result) {
      const location = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  };
}

/** A form field or parameter that is one string, else undefined. */
export function text(value: unknown): string | undefined {
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
export function portalOrigins(redirectUris: readonly string[]): string[] {
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

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { commonSecurityHeaders, cspReportPath } from '../plugins/securityHeaders';
import type { SignOnContext } from './signOnContext';

/**
 * Everything below `/realms/{realm}` that no other part serves (authorization, token, logout,
 * certs, discovery) goes to oidc-provider, with the security headers of every other response.
 */
export async function providerHandOff(
  app: FastifyInstance,
  { config, prefix, provider, contentSecurityPolicy }: SignOnContext,
) {
  const publicUrl = new URL(config.publicUrl);
  const securityHeaders = commonSecurityHeaders(cspReportPath);
  provider.use(async (ctx, next) => {
    await next();
    ctx.set(securityHeaders);
    if (ctx.response.is('html')) ctx.set('content-security-policy', contentSecurityPolicy);
  });

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

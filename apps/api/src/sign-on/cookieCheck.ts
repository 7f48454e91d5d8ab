import type { FastifyInstance } from 'fastify';
import { cspReportPath, framedPagePolicy } from '../plugins/securityHeaders';
import { portalOrigins, type SignOnContext } from './signOnContext';

/**
 * keycloak-js checks in a hidden frame whether the sign-on's cookies reach it there before it
 * signs on in a hidden frame (a personal-area page with silentCheckSsoRedirectUri), as
 * Keycloak's own pages at these addresses let it.
 */
export function cookieCheckRoutes(
  app: FastifyInstance,
  { config, prefix, resources }: SignOnContext,
) {
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
}

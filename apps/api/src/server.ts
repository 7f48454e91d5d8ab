import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { apiRoutes } from './api/apiRoutes';
import { modelRoutes } from './models/modelRoutes';
import { dealerRoutes } from './dealers/dealerRoutes';
import { createAccessTokenVerifier } from './api/accessTokens';
import { realmUrl, type ServerConfig } from './config';
import { openConfiguredDatabase } from './database/configuredDatabase';
import { applyMigrations } from './database/migrations';
import { portalFiles } from './portal/portalFiles';
import { createMailer } from './mail/mailer';
import { mailboxPage } from './mail/mailboxPage';
import { avatarFileRoutes } from './profile/avatarFileRoutes';
import { newsletterConfirmRoutes } from './settings/newsletterConfirmRoutes';
import { logEachRequest } from './requestLog';
import {
  cspReportPath,
  portalContentSecurityPolicy,
  securityHeaders,
} from './security/securityHeaders';
import { seedIfEmpty } from './seed/demoData';
import { loadSignOnKeys, publicSigningKey, type SignOnKeys } from './signOn/signOnKeys';
import { createSignOnProvider, realmPath } from './signOn/signOnProvider';
import { signOnRoutes } from './signOn/signOnRoutes';

export interface ServerOptions extends ServerConfig {
  /** Keys for the development provider instead of those in the data folder (tests). */
  signOnKeys?: SignOnKeys;
}

/**
 * The reference backend as one Fastify instance: the portal API, the development sign-on
 * provider (unless switched off) and, with a static folder, the built portal. The database is
 * migrated, and seeded when it has no users; it is closed with the server unless it was given.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const database = options.database ?? (await openConfiguredDatabase(options));
  const ownsDatabase = !options.database;
  try {
    await applyMigrations(database);
    await seedIfEmpty(database);

    const app = Fastify({
      logger: options.logRequests
        ? { level: 'info', ...(options.logDestination ? { stream: options.logDestination } : {}) }
        : false,
      // requestLog.ts writes the one line per request instead.
      logController: new LogController({ disableRequestLogging: true }),
      trustProxy: options.publicUrl.startsWith('https:'),
    });
    app.addHook('onClose', async () => {
      if (ownsDatabase) await database.close();
    });
    logEachRequest(app);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error(error);
      return reply
        .status(status)
        .send({ error: status >= 500 ? 'Internal Server Error' : error.message });
    });
    await app.register(formbody);
    await securityHeaders(app, { reportPath: cspReportPath });

    const { signOn } = options;
    let accessTokens;
    if (signOn.devProvider) {
      const keys = options.signOnKeys ?? (await loadSignOnKeys(options.dataDir));
      const provider = createSignOnProvider({
        signOn,
        publicUrl: options.publicUrl,
        database,
        keys,
      });
      // Behind a TLS proxy the provider must trust X-Forwarded-Proto to build https URLs.
      provider.proxy = options.publicUrl.startsWith('https:');
      accessTokens = createAccessTokenVerifier({
        issuer: realmUrl(signOn),
        audience: signOn.audience,
        keys: publicSigningKey(keys),
      });
      await signOnRoutes(app, { config: options, database, keys, provider, accessTokens });
    } else {
      accessTokens = createAccessTokenVerifier({
        issuer: realmUrl(signOn),
        audience: signOn.audience,
        keys: new URL(`${realmUrl(signOn)}/protocol/openid-connect/certs`),
      });
    }

    const apiPath = `/api/${options.apiClientSegment}`;
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(`${apiPath}/`)) reply.header('cache-control', 'no-store');
    });
    // Public, before apiRoutes: a plugin of its own, so apiRoutes' token hook does not reach it.
    await app.register(modelRoutes, { prefix: apiPath, database });
    await app.register(dealerRoutes, { prefix: apiPath, database });
    // Public as well: avatar files (unguessable addresses) and the newsletter confirmation link.
    await app.register(avatarFileRoutes, { prefix: apiPath, database });
    await app.register(newsletterConfirmRoutes, {
      prefix: apiPath,
      database,
      publicUrl: options.publicUrl,
    });
    const mailer = createMailer({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      orm: database.orm,
    });
    await app.register(apiRoutes, {
      prefix: apiPath,
      database,
      accessTokens,
      mailer,
      publicUrl: options.publicUrl,
      newsletterSegment: options.newsletterSegment,
    });
    if (options.devMailbox) await app.register(mailboxPage, { database });

    if (options.staticDir) {
      await app.register(portalFiles, {
        root: options.staticDir,
        realmPath: realmPath(signOn),
        apiPath,
        contentSecurityPolicy: portalContentSecurityPolicy({
          signOnOrigin: new URL(signOn.url).origin,
          publicOrigin: new URL(options.publicUrl).origin,
          mapTileOrigin: options.mapTileOrigin,
          reportPath: cspReportPath,
        }),
      });
    }
    return app;
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

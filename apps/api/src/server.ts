import fastifyCompress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import { realmUrl, type ServerConfig } from './config';
import type { Database } from './database/connection';
import { openConfiguredDatabase } from './database/configuredDatabase';
import { applyMigrations } from './database/migrations';
import { createMailer, type Mailer } from './mail/mailer';
import { mailboxPage } from './mail/mailboxPage';
import { automaticRenewalIntervalMs, renewDueLicences } from './modules/contracts/automaticRenewal';
import { contractRoutes } from './modules/contracts/routes';
import { dealerRoutes } from './modules/dealers/routes';
import { classifiedAdRoutes } from './modules/classified-ads/routes';
import { eventRoutes } from './modules/events/routes';
import { farmRoutes } from './modules/farm/routes';
import { fleetRoutes } from './modules/fleet/routes';
import { formRoutes } from './modules/forms/routes';
import { devMachineRoutes } from './modules/machines/devRoutes';
import { machineRoutes } from './modules/machines/routes';
import { mailNewMachineMatches, searchMailIntervalMs } from './modules/machines/savedSearchMails';
import { modelRoutes } from './modules/models/routes';
import { newsRoutes } from './modules/news/routes';
import { orderRoutes } from './modules/orders/routes';
import { profileRoutes } from './modules/profile/routes';
import { servicesRoutes } from './modules/services/routes';
import { settingsRoutes } from './modules/settings/routes';
import { userRoutes } from './modules/user/routes';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './plugins/accessTokens';
import { auth } from './plugins/auth';
import { brandAssets } from './plugins/brandAssets';
import { envelopeErrors } from './plugins/envelopeErrors';
import { language } from './plugins/language';
import { publicCors } from './plugins/publicCors';
import { requestLog } from './plugins/requestLog';
import { RouteTable } from './plugins/routeTable';
import {
  cspReportPath,
  portalContentSecurityPolicy,
  securityHeaders,
} from './plugins/securityHeaders';
import { loadTexts } from './plugins/texts';
import type { ThrottleLimits } from './plugins/throttling';
import { loadPageRenderer, type PageRenderer } from './portal/pageRenderer';
import { portalFiles } from './portal/portalFiles';
import { seedIfEmpty } from './seed/demoData';
import { loadSignOnKeys, publicSigningKey, type SignOnKeys } from './sign-on/signOnKeys';
import { createSignOnProvider, realmPath } from './sign-on/signOnProvider';
import { signOnRoutes } from './sign-on/signOnRoutes';

export interface ServerOptions extends ServerConfig {
  /** Keys for the development provider instead of those in the data folder (tests). */
  signOnKeys?: SignOnKeys;
  /** A stand-in for the portal's page renderer (tests). */
  renderer?: PageRenderer;
}

/**
 * The reference backend as one Fastify instance: the portal API, the development sign-on
 * provider (unless switched off) and, with a static folder, the built portal. The database is
 * migrated, and seeded when it has no users; it is closed with the server unless it was given.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The compiled message catalogs: without them the server does not start.
  loadTexts();
  const database = options.database ?? (await openConfiguredDatabase(options));
  const ownsDatabase = !options.database;
  try {
    await applyMigrations(database);
    await seedIfEmpty(database);

    const app = Fastify({
      logger: options.logRequests
        ? { level: 'info', ...(options.logDestination ? { stream: options.logDestination } : {}) }
        : false,
      // plugins/requestLog.ts writes the one line per request instead.
      logController: new LogController({ disableRequestLogging: true }),
      trustProxy: options.publicUrl.startsWith('https:'),
    });
    app.addHook('onClose', async () => {
      if (ownsDatabase) await database.close();
    });
    await renewLicencesHourly(app, database);
    await app.register(requestLog);
    await app.register(language);
    // Outside the API (sign-on pages, files): a 500 says nothing about its cause.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error(error);
      return reply
        .status(status)
        .send({ error: status >= 500 ? 'Internal Server Error' : error.message });
    });
    await app.register(formbody);
    // Brotli or gzip for every answer over 1 kB that is not compressed yet: API lists and pages
    // reach a phone on one bar of 3G.
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(securityHeaders, { reportPath: cspReportPath });
    await app.register(brandAssets);

    const { signOn } = options;
    let accessTokens: AccessTokenVerifier;
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
    const mailer = createMailer({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      orm: database.orm,
    });
    await app.register(portalApi, {
      prefix: apiPath,
      database,
      accessTokens,
      mailer,
      publicUrl: options.publicUrl,
      newsletterSegment: options.newsletterSegment,
      salesAddress: options.salesAddress,
      pictureUploadLimits: options.pictureUploadLimits,
    });
    await mailSavedSearchesHourly(app, { database, mailer, publicUrl: options.publicUrl });
    if (options.devMailbox) {
      await app.register(mailboxPage, { database });
      // For the end-to-end test of saved searches: list a machine and run their mail job now.
      await app.register(devMachineRoutes, { database, mailer, publicUrl: options.publicUrl });
    }

    if (options.staticDir) {
      if (!options.pageRenderer)
        throw new Error('A portal needs its page renderer (PAGE_RENDERER)');
      const renderer =
        options.renderer ??
        (await loadPageRenderer(options.pageRenderer, options.staticDir, options.publicUrl));
      await app.register(portalFiles, {
        root: options.staticDir,
        renderer,
        realmPath: realmPath(signOn),
        apiPath,
        contentSecurityPolicy: portalContentSecurityPolicy({
          signOnOrigin: new URL(signOn.url).origin,
          publicOrigin: new URL(options.publicUrl).origin,
          mapTileOrigin: options.mapTileOrigin,
          reportPath: cspReportPath,
          inlineScripts: renderer.inlineScripts,
        }),
      });
    }
    return app;
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

/**
 * Renews the licences due (modules/contracts/automaticRenewal.ts) now and every hour until the
 * server closes. A failed run is logged; the next one catches up.
 */
async function renewLicencesHourly(app: FastifyInstance, database: Database) {
  const run = () =>
    renewDueLicences(database.orm, new Date().toISOString().slice(0, 10), app.log).catch(
      (error: unknown) => app.log.error({ err: error }, 'The automatic renewal of licences failed'),
    );
  await run();
  // Unref'd: the timer alone keeps no process (a script, a test) alive.
  const timer = setInterval(() => void run(), automaticRenewalIntervalMs).unref();
  // preClose: before the onClose hook that closes the database.
  app.addHook('preClose', async () => clearInterval(timer));
}

/**
 * Mails the saved machine searches' new matches (modules/machines/savedSearchMails.ts) now and
 * every hour until the server closes, as the licences renew; each search is mailed at most once
 * a day. A failed run is logged; the next one catches up.
 */
async function mailSavedSearchesHourly(
  app: FastifyInstance,
  run: { database: Database; mailer: Mailer; publicUrl: string },
) {
  const mail = () =>
    mailNewMachineMatches({ ...run, now: new Date(), log: app.log }).catch((error: unknown) =>
      app.log.error({ err: error }, 'The mails of saved machine searches failed'),
    );
  await mail();
  // Unref'd: the timer alone keeps no process (a script, a test) alive.
  const timer = setInterval(() => void mail(), searchMailIntervalMs).unref();
  // preClose: before the onClose hook that closes the database.
  app.addHook('preClose', async () => clearInterval(timer));
}

interface PortalApiOptions {
  database: Database;
  accessTokens: AccessTokenVerifier;
  mailer: Mailer;
  /** The server's public address, for links in e-mails. */
  publicUrl: string;
  newsletterSegment: string | null;
  /** Where the public forms' submissions and inquiries about Lindner's own machines go. */
  salesAddress: string;
  pictureUploadLimits: ThrottleLimits;
}

/**
 * The portal API under `/api/{client segment}`: the scope's plugins first (a token for every
 * route that does not declare itself public, the envelope for every error), then one plugin per
 * domain. Every route answers for the caller only.
 */
async function portalApi(api: FastifyInstance, options: PortalApiOptions) {
  const { database } = options;
  const routes = new RouteTable();
  api.addHook('onRoute', (route) => routes.add(route));
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await api.register(auth, { accessTokens: options.accessTokens, database, routes });
  await api.register(envelopeErrors, { routes });
  await api.register(publicCors);

  await api.register(userRoutes);
  await api.register(profileRoutes, {
    database,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    pictureUploadLimits: options.pictureUploadLimits,
  });
  await api.register(farmRoutes, { database });
  await api.register(settingsRoutes, {
    database,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    newsletterSegment: options.newsletterSegment,
  });
  await api.register(contractRoutes, { database, mailer: options.mailer });
  await api.register(orderRoutes, { database });
  await api.register(fleetRoutes, { database, pictureUploadLimits: options.pictureUploadLimits });
  await api.register(modelRoutes, { database });
  await api.register(dealerRoutes, { database });
  await api.register(formRoutes, {
    database,
    mailer: options.mailer,
    salesAddress: options.salesAddress,
  });
  await api.register(machineRoutes, {
    database,
    mailer: options.mailer,
    salesAddress: options.salesAddress,
  });
  await api.register(eventRoutes, {
    database,
    mailer: options.mailer,
    accessTokens: options.accessTokens,
    publicUrl: options.publicUrl,
  });
  await api.register(newsRoutes, { database });
  await api.register(servicesRoutes, { database });
  await api.register(classifiedAdRoutes, {
    database,
    mailer: options.mailer,
    accessTokens: options.accessTokens,
  });
}

import fastifyCompress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { realmUrl, type PictureUploadLimits, type ServerConfig } from './config';
import type { Database } from './database/connection';
import { openConfiguredDatabase } from './database/configuredDatabase';
import { applyMigrations } from './database/migrations';
import { createMailer, type Mailer } from './mail/mailer';
import { mailboxPage } from './mail/mailboxPage';
import { automaticRenewalIntervalMs, renewDueLicences } from './modules/checkout/automaticRenewal';
import { checkoutRoutes } from './modules/checkout/routes';
import { contestRoutes } from './modules/contests/routes';
import { forgetContestVisitors, forgetVisitorsIntervalMs } from './modules/contests/voting';
import { contractRoutes } from './modules/contracts/routes';
import { dealerRoutes } from './modules/dealers/routes';
import { marketplaceRoutes } from './modules/marketplace/marketplaceRoutes';
import { eventRoutes } from './modules/events/routes';
import { farmRoutes } from './modules/farm/routes';
import { fleetRoutes } from './modules/fleet/routes';
import { serviceBookingRoutes } from './modules/fleet/maintenance/booking/routes';
import { vehicleTransferRoutes } from './modules/fleet/transfers/routes';
import { formRoutes } from './modules/forms/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { accountRoutes } from './modules/accounts/routes';
import { guestbookRoutes } from './modules/guestbook/routes';
import { devUsedMachineRoutes, type DevMachines } from './modules/used-machines/devRoutes';
import { usedMachineRoutes } from './modules/used-machines/routes';
import {
  mailNewMachineMatches,
  searchMailIntervalMs,
} from './modules/used-machines/savedSearchMails';
import { devReminderRoutes } from './modules/fleet/maintenance/reminders/devRoutes';
import { maintenanceReminderJob } from './modules/fleet/maintenance/reminders/reminderMails';
import { loadListedModels } from './modules/models/repository';
import { modelRoutes } from './modules/models/routes';
import { loadListedOldTimers } from './modules/old-timers/repository';
import { oldTimerRoutes } from './modules/old-timers/routes';
import { editorialRoutes } from './modules/editorial/routes';
import { loadListedNews } from './modules/news/publicNews';
import { newsRoutes } from './modules/news/routes';
import { orderRoutes } from './modules/orders/routes';
import { loadListedPressReleases } from './modules/press/repository';
import { pressRoutes } from './modules/press/routes';
import { profileRoutes } from './modules/profile/routes';
import { servicesRoutes } from './modules/services/routes';
import { settingsRoutes } from './modules/settings/routes';
import { loadListedUserReports } from './modules/user-reports/repository';
import { userReportRoutes } from './modules/user-reports/routes';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './plugins/accessTokens';
import { auth } from './plugins/auth';
import { brandAssets } from './plugins/brandAssets';
import { EditorialSources } from './plugins/editorialSources';
import {
  envelopeErrorHandler,
  envelopeErrors,
  frameworkErrorHandler,
} from './plugins/envelopeErrors';
import { language } from './plugins/language';
import { publicCors } from './plugins/publicCors';
import { openApi } from './plugins/openApi';
import { requestLog } from './plugins/requestLog';
import { scheduledJobs } from './plugins/scheduledJobs';
import { RouteTable } from './plugins/routeTable';
import {
  apiAnswerPolicy,
  cspReportPath,
  portalContentSecurityPolicy,
  securityHeaders,
} from './plugins/securityHeaders';
import { schemaRoutes } from './plugins/schemaRoutes';
import { loadTexts } from './plugins/texts';
import { throttling } from './plugins/throttling/throttling';
import { loadPageRenderer, type PageRenderer } from './portal/pageRenderer';
import { portalFiles } from './portal/portalFiles';
import { loadSignOnKeys, publicSigningKey, type SignOnKeys } from './sign-on/signOnKeys';
import { createSignOnProvider, realmPath } from './sign-on/signOnProvider';
import { signOnRoutes } from './sign-on/signOnRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of the portal API, as they were registered. */
    apiRoutes: RouteTable;
  }
}

export interface ServerOptions extends ServerConfig {
  /** Where this deployment's throttling counts live in Redis (tests keep theirs apart). */
  throttleNamespace?: string;
  /** Keys for the development provider instead of those in the data folder (tests). */
  signOnKeys?: SignOnKeys;
  /** A stand-in for the portal's page renderer (tests). */
  renderer?: PageRenderer;
  /** The demo data's machines for the development routes (seed/machines.ts; main.ts, tests). */
  devMachines?: DevMachines;
}

/**
 * The reference backend as one Fastify instance: the portal API, the development sign-on
 * provider (unless switched off) and, with a static folder, the built portal. The database is
 * migrated (the migrations bring the reference data; the demo data is `npm run seed`'s, never
 * the start's); it is closed with the server unless it was given.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The compiled message catalogs: without them the server does not start.
  loadTexts();
  const database = options.database ?? (await openConfiguredDatabase(options));
  const ownsDatabase = !options.database;
  try {
    await applyMigrations(database);

    const app = Fastify({
      logger: options.logRequests
        ? { level: 'info', ...(options.logDestination ? { stream: options.logDestination } : {}) }
        : false,
      // plugins/requestLog.ts writes the one line per request instead.
      logController: new LogController({ disableRequestLogging: true }),
      trustProxy: options.publicUrl.startsWith('https:'),
      // The router's own refusals (a parameter over its length: 414, a malformed address) in
      // the envelope too, as every other error.
      frameworkErrors: frameworkErrorHandler,
    });
    app.addHook('onClose', async () => {
      if (ownsDatabase) await database.close();
    });
    await app.register(requestLog);
    await app.register(language);
    // Outside the API too (sign-on, files, /csp-reports): errors in the envelope, a 500 saying
    // nothing of its cause.
    app.setErrorHandler(envelopeErrorHandler);
    await app.register(formbody);
    // Brotli or gzip for every answer over 1 kB that is not compressed yet: API lists and pages
    // reach a phone on one bar of 3G.
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(throttling, {
      redisUrl: options.redisUrl,
      namespace: options.throttleNamespace,
    });
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
      await signOnRoutes(app, {
        config: options,
        database,
        keys,
        provider,
        accessTokens,
        // Sign-in failures count where every instance sees them, as the other limits do.
        redis: app.throttleRedis,
        redisPrefix: `${options.throttleNamespace ?? 'lindner:throttle:'}sign-in:`,
      });
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
    const apiRoutes = new RouteTable();
    app.decorate('apiRoutes', apiRoutes);
    await app.register(portalApi, {
      prefix: apiPath,
      routes: apiRoutes,
      database,
      accessTokens,
      mailer,
      publicUrl: options.publicUrl,
      newsletterSegment: options.newsletterSegment,
      salesAddress: options.salesAddress,
      rmiAddress: options.rmiAddress,
      pictureUploadLimits: options.pictureUploadLimits,
      development: options.development,
    });
    // At start and every hour, once across the API instances (plugins/scheduledJobs.ts).
    await app.register(scheduledJobs, {
      database,
      jobs: [
        {
          name: 'automatic-renewal',
          intervalMs: automaticRenewalIntervalMs,
          run: (now) => renewDueLicences(database.orm, now.toISOString().slice(0, 10), app.log),
        },
        {
          name: 'contest-visitor-hashes',
          intervalMs: forgetVisitorsIntervalMs,
          run: (now) => forgetContestVisitors(database, now),
        },
        {
          name: 'saved-search-mails',
          intervalMs: searchMailIntervalMs,
          run: (now) =>
            mailNewMachineMatches({
              database,
              mailer,
              publicUrl: options.publicUrl,
              now,
              log: app.log,
            }),
        },
        maintenanceReminderJob({
          database,
          mailer,
          publicUrl: options.publicUrl,
          apiPath,
          log: app.log,
        }),
      ],
    });
    if (options.devMailbox) {
      await app.register(mailboxPage, { database });
      // For the end-to-end test of saved searches: list a machine and run their mail job now.
      if (options.devMachines) {
        await app.register(devUsedMachineRoutes, {
          database,
          mailer,
          publicUrl: options.publicUrl,
          ...options.devMachines,
        });
      }
      // For the end-to-end test of the maintenance reminder: run its mail job now.
      await app.register(devReminderRoutes, {
        database,
        mailer,
        publicUrl: options.publicUrl,
        apiPath,
        log: app.log,
      });
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
        publicUrl: options.publicUrl,
        listedContent: async () => {
          const [models, oldTimers, news, pressReleases, userReports] = await Promise.all([
            loadListedModels(database.orm),
            loadListedOldTimers(database.orm),
            loadListedNews(database.orm),
            loadListedPressReleases(database.orm),
            loadListedUserReports(database.orm),
          ]);
          return { models, oldTimers, news, pressReleases, userReports };
        },
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

interface PortalApiOptions {
  database: Database;
  /** Fills with the API's routes as they are registered. */
  routes: RouteTable;
  accessTokens: AccessTokenVerifier;
  mailer: Mailer;
  /** The server's public address, for links in e-mails. */
  publicUrl: string;
  newsletterSegment: string | null;
  /** Where the public forms' submissions and inquiries about Lindner's own machines go. */
  salesAddress: string;
  rmiAddress: string;
  pictureUploadLimits: PictureUploadLimits;
  /** Answers checked against their schemas, and the API's reference page. */
  development: boolean;
}

/**
 * The portal API under `/api/{client segment}`: the scope's plugins first (a token for every
 * route that does not declare itself public, the envelope for every error), then one plugin per
 * domain. Every route answers for the caller only.
 */
async function portalApi(api: FastifyInstance, options: PortalApiOptions) {
  const { database, routes } = options;
  api.addHook('onRoute', (route) => routes.add(route));
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A JSON answer is data, never a document: were it opened as one, it may load and frame nothing.
  api.addHook('onSend', async (_request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiAnswerPolicy);
    }
  });
  await api.register(auth, { accessTokens: options.accessTokens, database, routes });
  await api.register(envelopeErrors, { routes });
  await api.register(publicCors);
  await api.register(schemaRoutes, { checkAnswers: options.development });
  await api.register(openApi, { referencePage: options.development });

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
  await api.register(checkoutRoutes, { database, mailer: options.mailer });
  await api.register(orderRoutes, { database });
  await api.register(fleetRoutes, { database, pictureUploadLimits: options.pictureUploadLimits });
  await api.register(serviceBookingRoutes, {
    database,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
  });
  await api.register(vehicleTransferRoutes, {
    database,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
  });
  await api.register(modelRoutes, { database });
  await api.register(oldTimerRoutes, { database });
  await api.register(dealerRoutes, { database });
  await api.register(formRoutes, {
    database,
    mailer: options.mailer,
    salesAddress: options.salesAddress,
    rmiAddress: options.rmiAddress,
  });
  await api.register(usedMachineRoutes, {
    database,
    mailer: options.mailer,
    salesAddress: options.salesAddress,
  });
  await api.register(eventRoutes, {
    database,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
  });
  await api.register(newsRoutes, { database });
  await api.register(servicesRoutes, { database });
  await api.register(marketplaceRoutes, { database, mailer: options.mailer });
  await api.register(pressRoutes, { database });
  await api.register(accountRoutes, { database });
  await api.register(newsletterRoutes, {
    database,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    newsletterSegment: options.newsletterSegment,
  });

  // The community domains offer their user-made entries to the editorial review, registered
  // after them (plugins/editorialSources.ts).
  const editorialSources = new EditorialSources();
  await api.register(guestbookRoutes, { database, mailer: options.mailer, editorialSources });
  await api.register(userReportRoutes, { database, editorialSources });
  await api.register(contestRoutes, { database, editorialSources });
  await api.register(editorialRoutes, {
    sources: editorialSources,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
  });
}

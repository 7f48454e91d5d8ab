import {
  oldTimerCatalogueParamsSchema,
  oldTimerDetailSchema,
  oldTimerListSchema,
  oldTimerParamsSchema,
} from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n/core';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { toOldTimerDetail, toOldTimerSummary } from './oldTimerAnswers';
import { catalogueFiles, oldTimerPictureRoutes } from './oldTimerFiles';
import { loadOldTimerCatalogue, loadOldTimerDetail, loadOldTimerList } from './repository';
import { oldTimerMessages } from './texts';

const tags = ['old-timers'];

/**
 * Downloads of restricted catalogues: 30 an hour per signed-in user (each one is a file the
 * server reads and sends; a customer browsing a model's papers needs a handful). Per user only:
 * the customers of one dealer's office share its address.
 */
export const restrictedCatalogueDownloads: Limit = {
  name: 'old-timer-catalogues',
  max: 30,
  windowMs: 60 * 60_000,
  message: oldTimerMessages.tooManyDownloads,
  per: 'user',
};

/** How long a browser or CDN may keep an open catalogue: a day (the files rarely change). */
const openCatalogueCache = 'public, max-age=86400';

/**
 * Lindner's historic models (issue 29 point 4), public: `GET /old-timers` (the list by decade),
 * `GET /old-timers/{id}` (a model's page: story, facts, pictures, catalogues), with texts in the
 * caller's language where they exist, else German (`textLanguage`), and their pictures
 * (oldTimerFiles.ts). `GET /old-timers/{id}/catalogues/{catalogueId}` sends a catalogue's PDF: an
 * open one to anyone, a restricted one only to a signed-in user whose profile holds a customer
 * number (401 without a token, 403 without the number; SPEC.md sections 1 and 6).
 */
export const oldTimerRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  // The routes' prefix is the API's path; picture addresses start with it.
  const apiPath = app.prefix;
  const downloads = app.limiter(restrictedCatalogueDownloads);
  const catalogueFile = catalogueFiles();

  oldTimerPictureRoutes(app);

  app.get(
    '/old-timers',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The historic models by decade, then first year and name',
        response: answers(oldTimerListSchema),
      },
    },
    async (request) => {
      const language = languageOf(request.locale);
      const oldTimers = await loadOldTimerList(orm, language);
      return success(oldTimers.map((listed) => toOldTimerSummary(listed, language, apiPath)));
    },
  );

  app.get(
    '/old-timers/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A historic model with its story, facts, pictures and catalogues',
        params: oldTimerParamsSchema,
        response: answers(oldTimerDetailSchema),
      },
    },
    async (request) => {
      const language = languageOf(request.locale);
      const found = await loadOldTimerDetail(orm, request.params.id, language);
      if (!found) throw new Refusal(404, request.t(oldTimerMessages.notFound));
      return success(toOldTimerDetail(found, language, apiPath));
    },
  );

  app.get(
    '/old-timers/:id/catalogues/:catalogueId',
    {
      // Open catalogues are anyone's; a restricted one needs the caller (a token, if any, is read).
      config: { public: true, callerOptional: true },
      schema: {
        tags,
        summary:
          'A catalogue as a PDF download (application/pdf); a restricted one only for a signed-in user with a customer number in the profile',
        params: oldTimerCatalogueParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, catalogueId } = request.params;
      const catalogue = await loadOldTimerCatalogue(orm, id, catalogueId);
      if (!catalogue) throw new Refusal(404, request.t(oldTimerMessages.catalogueNotFound));
      if (catalogue.restricted) {
        const { caller } = request;
        if (!caller) {
          throw new Refusal(401, request.t(oldTimerMessages.signInForCatalogue), undefined, {
            'www-authenticate': 'Bearer',
          });
        }
        if (!caller.customerNr?.trim()) {
          throw new Refusal(403, request.t(oldTimerMessages.customerNumberNeeded));
        }
        await downloads.count(request);
      }
      const bytes = await catalogueFile(catalogue.fileName);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${catalogue.fileName}"`)
        .header('cache-control', catalogue.restricted ? 'private, no-store' : openCatalogueCache)
        .send(bytes);
    },
  );
};

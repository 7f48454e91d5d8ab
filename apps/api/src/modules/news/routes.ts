import {
  upfrontNewsArticleSchema,
  upfrontNewsInputSchema,
  upfrontNewsListSchema,
  upfrontNewsParamsSchema,
} from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { refusedNewsHref } from './links';
import { publicNewsRoutes } from './publicRoutes';
import {
  createUpfrontNews,
  loadUpfrontNews,
  openUpfrontNews,
  updateUpfrontNews,
  type ValidUpfrontNewsInput,
} from './repository';
import { newsMessages } from './texts';

const tags = ['news'];

/**
 * Upfront news for signed-in users: `GET /news/upfront` (newest first, each with the caller's
 * read mark) and `GET /news/upfront/{slug}` (the article, read from now on, with its older and
 * newer neighbour; 404 for an unknown slug). Staff (realm role `staff`, else 403) write them:
 * `POST /news/upfront`, `PUT /news/upfront/{slug}`; links in a body must be https or a path of
 * this site (else 400). The public news: publicRoutes.ts.
 */
export const newsRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  // The routes' prefix is the API's path; picture addresses start with it.
  const apiPath = app.prefix;

  await app.register(publicNewsRoutes, { database });

  /** The article as the caller reads it now; it was just found or written. */
  async function articleFor(request: FastifyRequest, slug: string) {
    const language = languageOf(request.locale);
    const article = await openUpfrontNews(orm, slug, callerOf(request).id, apiPath, language);
    if (!article) throw new Refusal(404, request.t(newsMessages.notFound));
    return article;
  }

  app.get(
    '/news/upfront',
    { schema: { tags, summary: 'The upfront news', response: answers(upfrontNewsListSchema) } },
    async (request) =>
      success(
        await loadUpfrontNews(orm, callerOf(request).id, apiPath, languageOf(request.locale)),
      ),
  );

  app.get(
    '/news/upfront/:slug',
    {
      schema: {
        tags,
        summary: 'An article of the upfront news, read from now on',
        params: upfrontNewsParamsSchema,
        response: answers(upfrontNewsArticleSchema),
      },
    },
    async (request) => success(await articleFor(request, request.params.slug)),
  );

  app.post(
    '/news/upfront',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Publish an article (staff)',
        body: upfrontNewsInputSchema,
        response: answers(upfrontNewsArticleSchema),
      },
    },
    async (request) => {
      const slug = await createUpfrontNews(orm, withAllowedLinks(request, request.body));
      // 200, not 201: the API client counts only a 200 with success true as success.
      return success(await articleFor(request, slug), request.t(newsMessages.created));
    },
  );

  app.put(
    '/news/upfront/:slug',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Change an article (staff); its slug and picture stay',
        params: upfrontNewsParamsSchema,
        body: upfrontNewsInputSchema,
        response: answers(upfrontNewsArticleSchema),
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!(await updateUpfrontNews(orm, slug, withAllowedLinks(request, request.body)))) {
        throw new Refusal(404, request.t(newsMessages.notFound));
      }
      return success(await articleFor(request, slug), request.t(newsMessages.saved));
    },
  );
};

/** The article, or a 400 naming the body when it links anywhere but https or this site. */
function withAllowedLinks(
  request: FastifyRequest,
  input: ValidUpfrontNewsInput,
): ValidUpfrontNewsInput {
  if (refusedNewsHref(input.body) === null) return input;
  const message = request.t(newsMessages.linkRefused);
  throw new Refusal(400, message, { body: message });
}

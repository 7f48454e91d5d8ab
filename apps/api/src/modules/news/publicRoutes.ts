import {
  editorialNewsArticleSchema,
  editorialNewsListSchema,
  newsArticleInputSchema,
  newsArticleSchema,
  newsListQuerySchema,
  newsListSchema,
  newsPageSize,
  newsPublicationInputSchema,
  newsSlugParamsSchema,
} from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { refusedNewsHref } from './links';
import {
  createNewsArticle,
  loadEditorialArticle,
  loadEditorialNews,
  loadPublishedNews,
  openPublishedNews,
  setNewsPublication,
  SlugTaken,
  updateNewsArticle,
  type ValidNewsArticleInput,
} from './publicNews';
import { publicNewsMessages } from './texts';

const tags = ['news'];

/** The wording of the list's and the editor's own field errors. */
const fieldErrors = {
  newsCategory: publicNewsMessages.categoryInvalid,
  newsPage: publicNewsMessages.pageInvalid,
  newsSlug: publicNewsMessages.slugInvalid,
};

/**
 * The public news (issue 30 point 1). Public: `GET /news` (published articles, newest first, a
 * page of `newsPageSize`, by category) and `GET /news/{slug}` (a published article with its
 * older and newer neighbour; 404 for a draft). Texts in the caller's language where written,
 * else German (`textLanguage`). Staff (else 403): `GET /news/editorial` (every article, drafts
 * too), `POST /news/editorial` (a new draft), `PUT /news/editorial/{slug}`, and
 * `POST`/`DELETE /news/editorial/{slug}/publication` (publish now or at a time; back to draft).
 */
export const publicNewsRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;
  // The routes' prefix is the API's path; picture addresses start with it.
  const apiPath = app.prefix;

  const notFound = (request: FastifyRequest) =>
    new Refusal(404, request.t(publicNewsMessages.notFound));

  app.get(
    '/news',
    {
      config: { public: true, fieldErrors },
      schema: {
        tags,
        summary: 'Published news, newest first, one page, by category',
        querystring: newsListQuerySchema,
        response: answers(newsListSchema),
      },
    },
    async (request) => {
      const { category, page = 1 } = request.query;
      return success(
        await loadPublishedNews(orm, {
          category,
          page,
          pageSize: newsPageSize,
          language: languageOf(request.locale),
          apiPath,
          now: new Date(),
        }),
      );
    },
  );

  app.get(
    '/news/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published article with its previous (older) and next (newer) article',
        params: newsSlugParamsSchema,
        response: answers(newsArticleSchema),
      },
    },
    async (request) => {
      const article = await openPublishedNews(orm, request.params.slug, {
        language: languageOf(request.locale),
        apiPath,
        now: new Date(),
      });
      if (!article) throw notFound(request);
      return success(article);
    },
  );

  app.get(
    '/news/editorial',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Every article with every text, drafts first (staff)',
        response: answers(editorialNewsListSchema),
      },
    },
    async () => success(await loadEditorialNews(orm, apiPath)),
  );

  /** The article as staff see it now; it was just written. */
  async function editorialArticle(request: FastifyRequest, slug: string) {
    const article = await loadEditorialArticle(orm, slug, apiPath);
    if (!article) throw notFound(request);
    return article;
  }

  /** A 409 naming the slug when another article has it. */
  async function withFreeSlug<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof SlugTaken)) throw error;
      const message = request.t(publicNewsMessages.slugTaken);
      throw new Refusal(409, message, { slug: message });
    }
  }

  app.post(
    '/news/editorial',
    {
      config: { staffOnly: true, fieldErrors },
      schema: {
        tags,
        summary: 'Write a new article, a draft until published (staff)',
        body: newsArticleInputSchema,
        response: answers(editorialNewsArticleSchema),
      },
    },
    async (request) => {
      const input = withAllowedLinks(request, request.body);
      const slug = await withFreeSlug(request, () => createNewsArticle(orm, input));
      // 200, not 201: the API client counts only a 200 with success true as success.
      return success(await editorialArticle(request, slug), request.t(publicNewsMessages.created));
    },
  );

  app.put(
    '/news/editorial/:slug',
    {
      config: { staffOnly: true, fieldErrors },
      schema: {
        tags,
        summary: 'Change an article: category, slug, texts (staff); picture and publication stay',
        params: newsSlugParamsSchema,
        body: newsArticleInputSchema,
        response: answers(editorialNewsArticleSchema),
      },
    },
    async (request) => {
      const input = withAllowedLinks(request, request.body);
      const slug = await withFreeSlug(request, () =>
        updateNewsArticle(orm, request.params.slug, input),
      );
      if (slug === null) throw notFound(request);
      return success(await editorialArticle(request, slug), request.t(publicNewsMessages.saved));
    },
  );

  app.post(
    '/news/editorial/:slug/publication',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Publish an article now, or from the time given (staff)',
        params: newsSlugParamsSchema,
        body: newsPublicationInputSchema,
        response: answers(editorialNewsArticleSchema),
      },
    },
    async (request) => {
      const { slug } = request.params;
      const at = request.body.publishedAt ? new Date(request.body.publishedAt) : new Date();
      if (!(await setNewsPublication(orm, slug, at))) throw notFound(request);
      return success(
        await editorialArticle(request, slug),
        request.t(publicNewsMessages.published),
      );
    },
  );

  app.delete(
    '/news/editorial/:slug/publication',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Take an article back: a draft again, no longer public (staff)',
        params: newsSlugParamsSchema,
        response: answers(editorialNewsArticleSchema),
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!(await setNewsPublication(orm, slug, null))) throw notFound(request);
      return success(
        await editorialArticle(request, slug),
        request.t(publicNewsMessages.unpublished),
      );
    },
  );
};

/** The input, or a 400 naming the body whose link goes anywhere but https or this site. */
function withAllowedLinks(
  request: FastifyRequest,
  input: ValidNewsArticleInput,
): ValidNewsArticleInput {
  for (const language of ['de', 'en', 'fr'] as const) {
    const texts = input[language];
    if (texts && refusedNewsHref(texts.body) !== null) {
      const message = request.t(publicNewsMessages.linkRefused);
      throw new Refusal(400, request.t(errorMessages.invalidInput), {
        [`${language}.body`]: message,
      });
    }
  }
  return input;
}

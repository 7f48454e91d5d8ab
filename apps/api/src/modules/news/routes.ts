import { upfrontNewsInputSchema } from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { validBody } from '../../plugins/validBody';
import { staffRole } from '../fleet/review';
import { refusedNewsHref } from './links';
import {
  createUpfrontNews,
  loadUpfrontNews,
  openUpfrontNews,
  updateUpfrontNews,
  type ValidUpfrontNewsInput,
} from './repository';
import { newsMessages } from './texts';

type SlugParams = { Params: { slug: string } };

/**
 * Upfront news for signed-in users: `GET /news/upfront` (newest first, each with the caller's
 * read mark) and `GET /news/upfront/{slug}` (the article, read from now on, with its older and
 * newer neighbour; 404 for an unknown slug). Staff (realm role `staff`, else 403) write them:
 * `POST /news/upfront`, `PUT /news/upfront/{slug}`; links in a body must be https or a path of
 * this site (else 400).
 */
export async function newsRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;
  // The routes' prefix is the API's path; picture addresses start with it.
  const apiPath = app.prefix;

  async function isStaff(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (callerOf(request).roles.includes(staffRole)) return true;
    await reply.status(403).send(failure(request.t(newsMessages.staffOnly)));
    return false;
  }

  async function validArticle(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ValidUpfrontNewsInput | null> {
    const input = await validBody(upfrontNewsInputSchema, request, reply);
    if (!input) return null;
    if (refusedNewsHref(input.body) !== null) {
      const message = request.t(newsMessages.linkRefused);
      await reply.status(400).send(failure(message, { body: message }));
      return null;
    }
    return input;
  }

  app.get('/news/upfront', async (request) =>
    success(await loadUpfrontNews(orm, callerOf(request).id, apiPath)),
  );

  app.get<SlugParams>('/news/upfront/:slug', async (request, reply) => {
    const article = await openUpfrontNews(orm, request.params.slug, callerOf(request).id, apiPath);
    if (!article) return reply.status(404).send(failure(request.t(newsMessages.notFound)));
    return success(article);
  });

  app.post('/news/upfront', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const input = await validArticle(request, reply);
    if (!input) return reply;
    const slug = await createUpfrontNews(orm, input);
    const article = await openUpfrontNews(orm, slug, callerOf(request).id, apiPath);
    // 200, not 201: the API client counts only a 200 with success true as success.
    return success(article, request.t(newsMessages.created));
  });

  app.put<SlugParams>('/news/upfront/:slug', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const input = await validArticle(request, reply);
    if (!input) return reply;
    const { slug } = request.params;
    if (!(await updateUpfrontNews(orm, slug, input))) {
      return reply.status(404).send(failure(request.t(newsMessages.notFound)));
    }
    const article = await openUpfrontNews(orm, slug, callerOf(request).id, apiPath);
    return success(article, request.t(newsMessages.saved));
  });
}

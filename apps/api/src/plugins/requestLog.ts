import { unencapsulated } from './unencapsulated';

/**
 * One line per request, written when the response is finished: also for the sign-on requests
 * that oidc-provider answers itself. The query string is left out: it can carry codes.
 */
export const requestLog = unencapsulated('request-log', async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    const started = process.hrtime.bigint();
    // Taken now: the hand-off to oidc-provider rewrites the URL.
    const path = request.url.split('?')[0];
    reply.raw.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      request.log.info(
        {
          method: request.method,
          path,
          status: reply.raw.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        `${request.method} ${path} ${reply.raw.statusCode} ${ms.toFixed(1)} ms`,
      );
    });
    done();
  });
});

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeErrors } from '../envelopeErrors';
import { language } from '../language';
import { RouteTable } from '../routeTable';
import { loadTexts } from '../texts';
import { throttling, type Limit } from './throttling';

loadTexts();

/** The stores a limit can count in: memory always, Redis where TEST_REDIS_URL names one. */
const stores: [name: string, redisUrl: string | null][] = [['memory', null]];
if (process.env.TEST_REDIS_URL) stores.push(['Redis', process.env.TEST_REDIS_URL]);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * A small API with one throttled route, `POST /mails`: the caller is the `x-user` header (as
 * plugins/auth.ts would set it).
 */
async function apiWith(limit: Limit, redisUrl: string | null, namespace: string) {
  const app = Fastify();
  apps.push(app);
  const routes = new RouteTable();
  app.addHook('onRoute', (route) => routes.add(route));
  await app.register(language);
  await app.register(throttling, { redisUrl, namespace });
  await app.register(envelopeErrors, { routes });
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const user = request.headers['x-user'];
    (request as { caller: unknown }).caller = typeof user === 'string' ? { id: user } : null;
  });
  const mails = app.limiter(limit);
  app.post('/mails', async (request) => {
    await mails.count(request);
    return { success: true, message: '', data: { data: null } };
  });
  app.get('/mails/allowance', async (request) => {
    await mails.count(request, { peek: true });
    return { success: true, message: '', data: { data: null } };
  });
  return app;
}

const send = (
  app: FastifyInstance,
  { user, address = '10.0.0.1' }: { user: string; address?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/mails',
    remoteAddress: address,
    headers: { 'x-user': user, 'accept-language': 'en' },
  });

const limit: Limit = {
  name: 'test-mails',
  max: 3,
  windowMs: 10 * 60_000,
};

describe.each(stores)('throttling in %s', (_store, redisUrl) => {
  it('refuses the request over the limit with 429, Retry-After and the wait in the caller’s language', async () => {
    const app = await apiWith(limit, redisUrl, `test:${randomUUID()}:`);
    for (let mail = 0; mail < 3; mail++) {
      expect((await send(app, { user: 'farmer' })).statusCode).toBe(200);
    }
    const refused = await send(app, { user: 'farmer' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      success: false,
      message: 'That was too often in a short time. Please try again in 10 minutes.',
      data: { data: null },
    });
  });

  it('counts per user across addresses and per address across users', async () => {
    const app = await apiWith(limit, redisUrl, `test:${randomUUID()}:`);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await send(app, { user: 'farmer', address })).statusCode).toBe(200);
    }
    // The same user from a fourth address: the user's count is reached.
    expect((await send(app, { user: 'farmer', address: '10.0.0.4' })).statusCode).toBe(429);
    // Other users from the first address: that address has one mail; two more pass, then no.
    expect((await send(app, { user: 'newcomer', address: '10.0.0.1' })).statusCode).toBe(200);
    expect((await send(app, { user: 'staff', address: '10.0.0.1' })).statusCode).toBe(200);
    expect((await send(app, { user: 'another', address: '10.0.0.1' })).statusCode).toBe(429);
    // Anyone else from anywhere else is untouched.
    expect((await send(app, { user: 'another', address: '10.0.0.9' })).statusCode).toBe(200);
  });

  it('lets a caller ask whether the limit is reached without counting', async () => {
    const app = await apiWith(limit, redisUrl, `test:${randomUUID()}:`);
    const peek = () =>
      app.inject({
        url: '/mails/allowance',
        remoteAddress: '10.0.0.1',
        headers: { 'x-user': 'farmer' },
      });
    for (let look = 0; look < 5; look++) expect((await peek()).statusCode).toBe(200);
    for (let mail = 0; mail < 3; mail++) await send(app, { user: 'farmer' });
    expect((await peek()).statusCode).toBe(429);
  });
});

// Registered only where a Redis runs (CI starts one): without it there is nothing to share.
if (process.env.TEST_REDIS_URL) {
  describe('throttling shared through Redis', () => {
    it('holds a limit reached through one API instance on another', async () => {
      const namespace = `test:${randomUUID()}:`;
      const first = await apiWith(limit, process.env.TEST_REDIS_URL!, namespace);
      const second = await apiWith(limit, process.env.TEST_REDIS_URL!, namespace);
      expect((await send(first, { user: 'farmer' })).statusCode).toBe(200);
      expect((await send(second, { user: 'farmer', address: '10.0.0.2' })).statusCode).toBe(200);
      expect((await send(first, { user: 'farmer', address: '10.0.0.3' })).statusCode).toBe(200);
      expect((await send(second, { user: 'farmer', address: '10.0.0.4' })).statusCode).toBe(429);
    });
  });
}

import { apiErrorEnvelopeSchema } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../seed/demoData';
import { createSignOnKeys, type SignOnKeys } from '../sign-on/signOnKeys';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { accessTokenFor } from '../testing/testServer';
import { savePasswordHash, users } from './users';

const server = apiTestServerPerFile({ resetEachTest: false });
const { call } = server;

let otherKeys: SignOnKeys;
beforeAll(async () => {
  otherKeys = await createSignOnKeys();
});

describe('access tokens', () => {
  const endpoints: Array<[string, string]> = [
    ['GET', '/user'],
    ['GET', '/user/profile'],
    ['GET', '/user/profile/farm'],
    ['POST', '/user/profile/farm'],
    ['GET', '/user/profile/farm/dropdowns'],
    ['GET', '/contractItems/notifications'],
    ['GET', '/fleet'],
  ];

  const request = (method: string, path: string, authorization?: string) =>
    server.app.inject({
      method: method as 'GET' | 'POST',
      url: `/api/portal${path}`,
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      payload: method === 'POST' ? JSON.stringify({ name: 'Hof' }) : undefined,
    });

  it.each(endpoints)('%s %s answers 401 without a token', async (method, path) => {
    const response = await request(method, path);
    expect(response.statusCode).toBe(401);
    expect(apiErrorEnvelopeSchema.parse(response.json()).message).toBe('Token is missing');
  });

  it.each(endpoints)('%s %s answers 401 to a token signed by another key', async (method, path) => {
    const forged = await accessTokenFor(otherKeys, server.options, demoIds.farmer);
    const response = await request(method, path, `Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Token is invalid',
      data: { data: null },
    });
  });

  it.each(endpoints)('%s %s answers 401 to an expired token', async (method, path) => {
    const expired = await server.tokenFor(demoIds.farmer, {
      expiresIn: Math.floor(Date.now() / 1000) - 120,
    });
    const response = await request(method, path, `Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token has expired');
  });

  it('refuses tokens for another audience or issuer, garbage and other schemes', async () => {
    const otherAudience = await server.tokenFor(demoIds.farmer, {
      claims: { aud: 'lindner-pimcore' },
    });
    const otherIssuer = await server.tokenFor(demoIds.farmer, {
      claims: { iss: 'http://localhost:8080/realms/other' },
    });
    const notAUser = await server.tokenFor('not-a-uuid');
    const valid = await server.tokenFor(demoIds.farmer);
    for (const authorization of [
      `Bearer ${otherAudience}`,
      `Bearer ${otherIssuer}`,
      `Bearer ${notAUser}`,
      'Bearer not.a.token',
      `Basic ${valid}`,
    ]) {
      const response = await request('GET', '/user', authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('requires a token on every route that does not declare itself public', async () => {
    const guarded: Array<[string, string]> = [
      ['PUT', '/user/profile'],
      ['POST', '/user/profile/avatar'],
      ['DELETE', '/user/profile/avatar'],
      ['GET', '/user/settings'],
      ['PUT', '/user/settings/interests'],
      ['PUT', '/user/settings/contact'],
      ['PUT', '/user/settings/consents'],
      ['POST', '/user/settings/newsletter'],
      ['DELETE', '/user/settings/newsletter'],
    ];
    for (const [method, path] of guarded) {
      const response = await request(method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json().message, `${method} ${path}`).toBe('Token is missing');
    }
    const open: Array<[string, number]> = [
      ['/models', 200],
      ['/dealers?country=AT', 200],
      ['/avatars/AAAAAAAAAAAAAAAAAAAAAA/md.webp', 404],
      ['/newsletter/confirm?token=none', 404],
      ['/newsletter/page.css', 200],
    ];
    for (const [path, status] of open) {
      expect((await request('GET', path)).statusCode, path).toBe(status);
    }
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const response = await call(demoIds.farmer, '/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Not found.',
      data: { data: null },
    });
  });
});

describe('a password change', () => {
  it('refuses at once the access tokens issued before it, and takes those issued after', async () => {
    const earlier = await server.tokenFor(demoIds.newcomer, {
      issuedAt: new Date(Date.now() - 60_000),
    });
    const asUser = (token: string) =>
      server.app.inject({
        url: '/api/portal/user',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
    expect((await asUser(earlier)).statusCode).toBe(200);

    const [user] = await server.database.orm
      .select()
      .from(users)
      .where(eq(users.id, demoIds.newcomer));
    await savePasswordHash(server.database.orm, demoIds.newcomer, user!.passwordHash);

    const refused = await asUser(earlier);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Token has expired',
      data: { data: null },
    });
    const later = await server.tokenFor(demoIds.newcomer, {
      issuedAt: new Date(Date.now() + 1_000),
    });
    expect((await asUser(later)).statusCode).toBe(200);
    // Another user's tokens are untouched.
    expect((await call(demoIds.farmer, '/user')).statusCode).toBe(200);
  });
});

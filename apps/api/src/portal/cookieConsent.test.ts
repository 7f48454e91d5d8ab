import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { testPageRenderer } from '../testing/testPageRenderer';

const staticDir = mkdtempSync(join(tmpdir(), 'lindner-portal-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const server = apiTestServerPerFile({
  resetEachTest: false,
  staticDir,
  pageRenderer: 'unused',
  renderer: testPageRenderer(),
});

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of [value].flat()) body.append(name, each);
  }
  return body.toString();
};

const post = (fields: Record<string, string | string[]>, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/cookie-consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });

describe('the cookie banner’s form without a script', () => {
  it('sets the consent cookie for the choice and sends the visitor back to the page', async () => {
    const answer = await post(
      { choice: 'selection', category: ['map', 'statistics'], returnTo: '/de-at/impressum' },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/de-at/impressum');
    expect(answer.headers['set-cookie']).toBe('lindner-consent=selection:map,statistics; Path=/');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers the banner’s own script without a page', async () => {
    const answer = await post({ choice: 'all' }, { accept: 'application/json' });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['set-cookie']).toBe('lindner-consent=all:; Path=/');
  });

  it('refuses a choice the banner does not offer, and a post from another site', async () => {
    const unknown = await post({ choice: 'everything' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    const tooMany = await post({ choice: 'selection', category: Array(11).fill('map') });
    expect(tooMany.statusCode).toBe(400);

    const crossSite = await post({ choice: 'all' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const otherOrigin = await post({ choice: 'all' }, { origin: 'https://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
  });
});

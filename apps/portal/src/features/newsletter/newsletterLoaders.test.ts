import { RouterContextProvider } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNewsletterPage } from './newsletterLoaders';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number) =>
  answer(status, { success: false, message: 'Refused', data: { data: null } });

function stubFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const args = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params: {},
  context: new RouterContextProvider(),
});

const token = 'A'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the newsletter page’s loader', () => {
  it('offers the sign-up without a token, and says why a link did not work', async () => {
    const fetch = stubFetch(() => refusal(500));
    expect(await loadNewsletterPage(args('https://portal.example/de/newsletter'))).toEqual({
      kind: 'signUp',
    });
    expect(
      await loadNewsletterPage(args('https://portal.example/de/newsletter?link=expired')),
    ).toEqual({ kind: 'problem', problem: 'expired' });
    expect(
      await loadNewsletterPage(args('https://portal.example/de/newsletter?link=whatever')),
    ).toEqual({ kind: 'signUp' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the interests of the link’s subscription in the page’s language', async () => {
    const fetch = stubFetch(() =>
      answer(200, { success: true, message: null, data: { data: { interests: ['supercup'] } } }),
    );
    const data = await loadNewsletterPage(
      args(`https://portal.example/fr-fr/newsletter?token=${token}`),
    );
    expect(data).toEqual({ kind: 'confirmed', token, interests: ['supercup'] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      `https://portal.example/api/portal/newsletter/interests?token=${token}`,
    );
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('fr-fr');
  });

  it.for([
    [404, 'invalid'],
    [410, 'expired'],
    [409, 'notSubscribed'],
    [503, 'segmentNotSetUp'],
  ] as const)('turns a %i into the problem %s', async ([status, problem]) => {
    stubFetch(() => refusal(status));
    expect(
      await loadNewsletterPage(args(`https://portal.example/de/newsletter?token=${token}`)),
    ).toEqual({ kind: 'problem', problem });
  });

  it('offers Retry when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      await loadNewsletterPage(args(`https://portal.example/de/newsletter?token=${token}`)),
    ).toEqual({ kind: 'unavailable' });
  });
});

import { describe, expect, it } from 'vitest';
import { demoSearchResult } from '../testing/demoDealers';
import { dealerSearchUrl, searchDealers } from './searchDealers';

const options = { apiBase: 'https://portal.example/api/', segment: 'portal', locale: 'de-at' };
const answer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

describe('dealerSearchUrl', () => {
  it('builds the public search address with the locale for the messages', () => {
    expect(dealerSearchUrl({ zip: '4020', country: 'AT', radiusKm: 50 }, options)).toBe(
      'https://portal.example/api/portal/dealers?zip=4020&country=AT&radius=50&locale=de-at',
    );
    expect(
      dealerSearchUrl({ lat: 48.30641, lng: 14.285834, types: ['servicePartner'] }, options),
    ).toBe(
      'https://portal.example/api/portal/dealers?lat=48.30641&lng=14.28583&types=servicePartner&locale=de-at',
    );
  });
});

describe('searchDealers', () => {
  it('returns the dealers found', async () => {
    const outcome = await searchDealers(
      { zip: '4020', country: 'AT' },
      {
        ...options,
        fetch: answer({ success: true, message: '', data: { data: demoSearchResult } }),
      },
    );
    expect(outcome).toEqual({ status: 'found', result: demoSearchResult });
  });

  it('passes the server’s message on for a refused search', async () => {
    const outcome = await searchDealers(
      { zip: '9999', country: 'AT' },
      {
        ...options,
        fetch: answer(
          {
            success: false,
            message: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
            data: { data: null },
          },
          404,
        ),
      },
    );
    expect(outcome).toEqual({
      status: 'refused',
      message: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
    });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', answer({ error: 'Internal Server Error' }, 500)],
    ['a proxy answers with HTML', () => Promise.resolve(new Response('<html>', { status: 502 }))],
    ['the answer is not a search result', answer({ success: true, message: '', data: {} })],
    ['success is false with 200', answer({ success: false, message: 'x', data: { data: null } })],
  ])('is unavailable when %s', async (_case, fetch) => {
    expect(await searchDealers({ country: 'AT' }, { ...options, fetch })).toEqual({
      status: 'unavailable',
    });
  });

  it('lets an abort through', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      searchDealers(
        { country: 'AT' },
        {
          ...options,
          signal: controller.signal,
          fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
        },
      ),
    ).rejects.toThrow('aborted');
  });
});

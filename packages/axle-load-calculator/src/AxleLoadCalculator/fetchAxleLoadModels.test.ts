import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAxleLoadModels } from './fetchAxleLoadModels';

const lintrac = {
  id: 'lintrac-130',
  name: 'Lintrac 130',
  series: 'Lintrac',
  netWeight: 5000,
  netFrontAxleLoad: 2100,
  netRearAxleLoad: 2900,
  wheelbase: 2.5,
  permittedFrontAxleLoad: 3500,
  permittedRearAxleLoad: 6000,
  permittedTotalWeight: null,
  minimumFrontAxleShare: 0.2,
};

/** The API answering every request with this status and body; returns the requests' URLs. */
function apiAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAxleLoadModels', () => {
  it('reads the models out of the API’s envelope, from {apiBase}/{segment}/models', async () => {
    const fetch = apiAnswers(200, { success: true, data: { data: [lintrac] } });
    await expect(
      fetchAxleLoadModels('https://portal.example/api/', 'portal', new AbortController().signal),
    ).resolves.toEqual([lintrac]);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://portal.example/api/portal/models');
  });

  it('takes a model without the front axle’s minimum share, as an older API answers', async () => {
    const older: Partial<typeof lintrac> = { ...lintrac };
    delete older.minimumFrontAxleShare;
    apiAnswers(200, { success: true, data: { data: [older] } });
    await expect(
      fetchAxleLoadModels('/api', 'portal', new AbortController().signal),
    ).resolves.toEqual([older]);
  });

  it.each([
    ['an error status', 500, { success: false, message: 'kaputt' }],
    ['a refusal', 200, { success: false, data: { data: [lintrac] } }],
    [
      'a model with a weight as text',
      200,
      { success: true, data: { data: [{ ...lintrac, netWeight: '5000' }] } },
    ],
    [
      'a model with a negative load',
      200,
      { success: true, data: { data: [{ ...lintrac, netRearAxleLoad: -1 }] } },
    ],
    [
      'a model without a name',
      200,
      { success: true, data: { data: [{ ...lintrac, name: undefined }] } },
    ],
    [
      'a model whose front axle would carry its whole weight',
      200,
      { success: true, data: { data: [{ ...lintrac, minimumFrontAxleShare: 1 }] } },
    ],
    ['no list', 200, { success: true, data: { data: { models: [lintrac] } } }],
  ])('rejects %s, which the calculator shows with Retry', async (_, status, body) => {
    apiAnswers(status, body);
    await expect(
      fetchAxleLoadModels('/api', 'portal', new AbortController().signal),
    ).rejects.toThrow();
  });
});

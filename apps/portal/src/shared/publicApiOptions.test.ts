import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicApiOptionsOf } from './publicApiOptions';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('publicApiOptionsOf', () => {
  it("asks the API of the page's own address in the page's language", () => {
    vi.stubEnv('VITE_API_BASE', '');
    vi.stubEnv('VITE_API_CLIENT_SEGMENT', '');
    const request = new Request('https://portal.example/de-at/gebrauchtmaschinen?page=2');
    expect(publicApiOptionsOf(request)).toEqual({
      baseUrl: 'https://portal.example/api',
      clientSegment: 'portal',
      locale: 'de-at',
      signal: request.signal,
    });
  });

  it('leaves the language out for a path that names none', () => {
    const request = new Request('https://portal.example/somewhere');
    expect(publicApiOptionsOf(request).locale).toBeUndefined();
  });

  it('takes the API from the build environment', () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example/api/');
    vi.stubEnv('VITE_API_CLIENT_SEGMENT', 'app');
    const request = new Request('https://portal.example/en/used-machines');
    expect(publicApiOptionsOf(request)).toMatchObject({
      baseUrl: 'https://api.example/api',
      clientSegment: 'app',
      locale: 'en',
    });
  });

  it("passes the request's signal on, so a cancelled navigation cancels the call", () => {
    const controller = new AbortController();
    const request = new Request('https://portal.example/en/events', { signal: controller.signal });
    const { signal } = publicApiOptionsOf(request);
    controller.abort();
    expect(signal.aborted).toBe(true);
  });
});

import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fleetSchema } from '../schema';
import { envelope, failure, fakeFetch, hangingFetch, requestOf } from '../testing/fakeFetch';
import { ApiError, isAbortError } from './ApiError';
import { initialize } from './configuration';
import { apiGet, apiSend, publicGet } from './request';

const greeting = z.object({ text: z.string() });

function setUp(fetchFn: typeof fetch, getToken: () => string | undefined = () => 'token-1') {
  initialize({
    baseUrl: 'http://localhost:18102/api/',
    clientSegment: 'portal',
    getToken,
    fetch: fetchFn,
  });
}

/** The error a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call succeeded');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('before initialize()', () => {
  it('fails with the initialisation text', async () => {
    vi.resetModules();
    const fresh = await import('./request');
    const configuration = await import('./configuration');
    expect(configuration.isInitialized()).toBe(false);
    await expect(fresh.apiGet('/user', greeting)).rejects.toThrow(
      'API has not been initialized. Call initialize() first.',
    );
    await expect(fresh.apiSend('POST', '/user/profile/farm', {}, greeting)).rejects.toThrow(
      'API has not been initialized. Call initialize() first.',
    );
  });
});

describe('the token', () => {
  it('fails with "Token is missing" without asking the server', async () => {
    const fetchFn = fakeFetch();
    setUp(fetchFn, () => undefined);
    const error = await failureOf(apiGet('/user', greeting));
    expect(error).toEqual(new Error('Token is missing'));
    expect(error).not.toBeInstanceOf(ApiError);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('is read on every request and sent as a bearer token', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    const tokens = ['first', 'refreshed'];
    setUp(fetchFn, () => tokens.shift());
    await apiGet('/user', greeting);
    await apiSend('POST', '/user/profile/farm', { name: 'Hof' }, greeting);
    expect(requestOf(fetchFn, 0).headers.get('Authorization')).toBe('Bearer first');
    expect(requestOf(fetchFn, 1).headers.get('Authorization')).toBe('Bearer refreshed');
    await expect(apiGet('/user', greeting)).rejects.toThrow('Token is missing');
  });
});

describe('offline, without a sign-on', () => {
  function setUpOffline(fetchFn: typeof fetch, offline: () => boolean) {
    initialize({
      baseUrl: 'http://localhost:18102/api/',
      clientSegment: 'portal',
      getToken: () => undefined,
      isOffline: offline,
      fetch: fetchFn,
    });
  }

  it('asks without a token, for the service worker to answer from its copy', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    setUpOffline(fetchFn, () => true);
    await expect(apiGet('/fleet', greeting)).resolves.toEqual({ text: 'Servus' });
    expect(requestOf(fetchFn).url).toBe('http://localhost:18102/api/portal/fleet');
    expect(requestOf(fetchFn).headers.has('Authorization')).toBe(false);
  });

  it('fails like any request without a network when nothing answers', async () => {
    setUpOffline(
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
      () => true,
    );
    const error = await failureOf(apiGet('/fleet', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
  });

  it('reads the state on every request: online again, no token is no request', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    let offline = true;
    setUpOffline(fetchFn, () => offline);
    await apiGet('/fleet', greeting);
    offline = false;
    await expect(apiGet('/fleet', greeting)).rejects.toThrow('Token is missing');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('still sends the token when there is one', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    initialize({
      baseUrl: 'http://localhost:18102/api/',
      clientSegment: 'portal',
      getToken: () => 'token-1',
      isOffline: () => true,
      fetch: fetchFn,
    });
    await apiGet('/fleet', greeting);
    expect(requestOf(fetchFn).headers.get('Authorization')).toBe('Bearer token-1');
  });
});

describe('a successful answer', () => {
  it('needs HTTP 200 and success true, and gives the nested payload', async () => {
    setUp(fakeFetch({ body: envelope({ text: 'Servus' }) }));
    await expect(apiGet('/greeting', greeting)).resolves.toEqual({ text: 'Servus' });
  });

  it('is checked by any checker with a safeParse, not only a schema', async () => {
    const text = {
      safeParse: (value: unknown) =>
        typeof value === 'string'
          ? { success: true as const, data: value }
          : { success: false as const, error: { issues: [{ path: [], message: 'not a text' }] } },
    };
    setUp(fakeFetch({ body: envelope('Servus') }));
    await expect(apiGet('/greeting', text)).resolves.toBe('Servus');
    setUp(fakeFetch({ body: envelope(7) }));
    expect(await failureOf(apiSend('POST', '/greeting', {}, text))).toBeInstanceOf(ApiError);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toContain(
      '(payload): not a text',
    );
  });

  it('goes to {baseUrl}/{clientSegment}/{path} with the parameters that have a value', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    setUp(fetchFn);
    await apiGet('/contractItems/42', greeting, {
      params: { vehicleId: 'a b&c', page: 2, filter: undefined },
    });
    await apiGet('fleet', greeting);
    expect(requestOf(fetchFn, 0).url).toBe(
      'http://localhost:18102/api/portal/contractItems/42?vehicleId=a+b%26c&page=2',
    );
    expect(requestOf(fetchFn, 1).url).toBe('http://localhost:18102/api/portal/fleet');
    expect(requestOf(fetchFn, 0).method).toBe('GET');
    expect(requestOf(fetchFn, 0).headers.get('Accept')).toBe('application/json');
  });

  it('works with a relative base address', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
    await apiGet('/user', greeting);
    expect(requestOf(fetchFn).url).toBe('/api/portal/user');
  });

  it('sends the portal’s locale as Accept-Language when it is given', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    initialize({
      baseUrl: '/api',
      clientSegment: 'portal',
      getToken: () => 't',
      getLocale: () => 'de-at',
      fetch: fetchFn,
    });
    await apiGet('/user/profile/farm/dropdowns', greeting);
    expect(requestOf(fetchFn).headers.get('Accept-Language')).toBe('de-at');
  });

  it('does not count with another 2xx status', async () => {
    setUp(fakeFetch({ status: 201, body: envelope({ text: 'Servus' }) }));
    const error = await failureOf(apiGet('/greeting', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 201, message: 'There has been an error.' });
  });
});

describe('a failed answer', () => {
  it('HTTP 200 with success false carries the server’s message', async () => {
    setUp(fakeFetch({ body: failure('Vehicle already registered') }));
    const error = await failureOf(apiGet('/greeting', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Vehicle already registered',
      status: 200,
      serverMessage: 'Vehicle already registered',
      fieldErrors: {},
    });
  });

  it('HTTP 200 with success false and no message carries the general error text', async () => {
    setUp(fakeFetch({ body: { success: false, message: '', data: { data: null } } }));
    const error = await failureOf(apiGet('/greeting', greeting));
    expect(error).toMatchObject({
      message: 'There has been an error.',
      status: 200,
      serverMessage: null,
    });
    setUp(fakeFetch({ body: { success: false, data: { data: null } } }));
    expect(await failureOf(apiGet('/greeting', greeting))).toMatchObject({
      message: 'There has been an error.',
      serverMessage: null,
    });
  });

  it('HTTP 401 carries the server’s message', async () => {
    setUp(fakeFetch({ status: 401, body: failure('Token has expired') }));
    const error = await failureOf(apiGet('/user', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Token has expired',
      status: 401,
      serverMessage: 'Token has expired',
    });
  });

  it('HTTP 400 carries the messages per field', async () => {
    const errors = { name: 'This field is required.', since: 'Please enter a four-digit year.' };
    setUp(
      fakeFetch({ status: 400, body: failure('Please check the highlighted fields.', errors) }),
    );
    const error = await failureOf(apiSend('POST', '/user/profile/farm', {}, greeting));
    expect(error).toMatchObject({
      status: 400,
      message: 'Please check the highlighted fields.',
      fieldErrors: errors,
    });
  });

  it('HTTP 400 with field errors that are not texts by field carries none', async () => {
    const malformed = [{ name: 3 }, ['This field is required.'], 'Please check.', null];
    for (const errors of malformed) {
      setUp(fakeFetch({ status: 400, body: { ...failure('Please check.'), errors } }));
      const error = await failureOf(apiSend('POST', '/user/profile/farm', {}, greeting));
      expect(error).toMatchObject({ status: 400, message: 'Please check.', fieldErrors: {} });
    }
  });

  it('HTTP 500 without JSON carries the general error text', async () => {
    setUp(fakeFetch({ status: 500, body: '<html><body>Internal Server Error</body></html>' }));
    const error = await failureOf(apiGet('/user', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'There has been an error.',
      status: 500,
      serverMessage: null,
      fieldErrors: {},
    });
  });

  it('a network error has no status and carries the general error text', async () => {
    const cause = new TypeError('fetch failed');
    setUp(vi.fn<typeof fetch>().mockRejectedValue(cause));
    const error = await failureOf(apiGet('/user', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'There has been an error.', status: null, cause });
  });

  it('an answer not matching its schema is an error, logged with the path', async () => {
    const vehicle = { id: 'no-uuid', vin: 'WBA1', model: { id: 'm', name: 'Lintrac 110' } };
    setUp(fakeFetch({ body: envelope({ vehicles: [vehicle], statistics: {} }) }));
    const error = await failureOf(apiGet('/fleet', fleetSchema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, message: 'There has been an error.' });
    const logged = vi.mocked(console.error).mock.calls.flat().join('\n');
    expect(logged).toContain('GET /fleet');
    expect(logged).toContain('vehicles.0.id');
    expect(logged).toContain('vehicles.0.vin');
    expect(logged).toContain('statistics.vehicleCount');
  });

  it('an answer without the nested payload is an error too', async () => {
    setUp(fakeFetch({ body: { success: true, message: '', data: { text: 'Servus' } } }));
    expect(await failureOf(apiGet('/greeting', greeting))).toBeInstanceOf(ApiError);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toContain('(payload)');
  });

  it('an answer that is not JSON is an error with the general text', async () => {
    setUp(fakeFetch({ body: '<!doctype html><title>Portal</title>' }));
    expect(await failureOf(apiGet('/greeting', greeting))).toMatchObject({
      status: 200,
      message: 'There has been an error.',
    });
  });
});

describe('request bodies', () => {
  it('sends JSON with its Content-Type', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'ok' }) });
    setUp(fetchFn);
    await apiSend('PUT', '/user/profile', { firstName: 'Anna', since: 1998 }, greeting);
    const sent = requestOf(fetchFn);
    expect(sent.method).toBe('PUT');
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent.body))).toEqual({ firstName: 'Anna', since: 1998 });
  });

  it('sends FormData as it is, so that fetch sets the multipart boundary', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'ok' }) });
    setUp(fetchFn);
    const form = new FormData();
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'tractor.png');
    await apiSend('POST', '/fleet/42/image', form, greeting);
    expect(requestOf(fetchFn).body).toBe(form);
    expect(requestOf(fetchFn).headers.has('Content-Type')).toBe(false);
  });

  it('sends URLSearchParams as it is (URL-encoded)', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'ok' }) });
    setUp(fetchFn);
    const form = new URLSearchParams({ email: 'anna@example.at' });
    await apiSend('PATCH', '/newsletter', form, greeting);
    expect(requestOf(fetchFn).body).toBe(form);
    expect(requestOf(fetchFn).headers.has('Content-Type')).toBe(false);
    expect(requestOf(fetchFn).method).toBe('PATCH');
  });

  it('sends no body when there is none', async () => {
    const fetchFn = fakeFetch({ body: envelope(null) });
    setUp(fetchFn);
    await apiSend('DELETE', '/classifiedAds/7', undefined, z.null());
    expect(requestOf(fetchFn).method).toBe('DELETE');
    expect(requestOf(fetchFn).body).toBeUndefined();
    expect(requestOf(fetchFn).headers.has('Content-Type')).toBe(false);
  });
});

describe('aborting', () => {
  it('hands the signal to fetch and rejects with the abort, not an API error', async () => {
    const fetchFn = hangingFetch();
    setUp(fetchFn);
    const controller = new AbortController();
    const call = failureOf(apiGet('/fleet', fleetSchema, { signal: controller.signal }));
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalled());
    expect(requestOf(fetchFn).signal).toBe(controller.signal);
    controller.abort();
    const error = await call;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('a send is aborted the same way', async () => {
    const fetchFn = fakeFetch();
    setUp(fetchFn);
    const error = await failureOf(
      apiSend('POST', '/user/profile/farm', {}, greeting, { signal: AbortSignal.abort() }),
    );
    expect(isAbortError(error)).toBe(true);
  });
});

describe('a public call', () => {
  const where = { baseUrl: 'https://cms.example.test/api/', clientSegment: 'portal' };

  it('needs no initialize() and sends no token, with the address given per call', async () => {
    vi.resetModules();
    const fresh = await import('./request');
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    await expect(
      fresh.publicGet('/models', greeting, { ...where, params: { page: 1 }, fetch: fetchFn }),
    ).resolves.toEqual({ text: 'Servus' });
    const sent = requestOf(fetchFn);
    expect(sent.url).toBe('https://cms.example.test/api/portal/models?page=1');
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(sent.headers.get('Accept')).toBe('application/json');
  });

  it('sends its locale as Accept-Language', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Bonjour' }) });
    await publicGet('dealers', greeting, { ...where, locale: 'fr-fr', fetch: fetchFn });
    expect(requestOf(fetchFn).headers.get('Accept-Language')).toBe('fr-fr');
  });

  it('reads the envelope as a signed call does: a refusal carries the server’s message', async () => {
    const fetchFn = fakeFetch({ status: 404, body: failure('Unknown zip code') });
    const error = await failureOf(publicGet('/dealers', greeting, { ...where, fetch: fetchFn }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Unknown zip code' });
  });

  it('uses the global fetch unless given one, and lets an abort through', async () => {
    const fetchFn = hangingFetch();
    vi.stubGlobal('fetch', fetchFn);
    const controller = new AbortController();
    const call = failureOf(publicGet('/models', greeting, { ...where, signal: controller.signal }));
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalled());
    controller.abort();
    expect(isAbortError(await call)).toBe(true);
    vi.unstubAllGlobals();
  });

  it('goes, where the address is left out, to that of initialize() without its token', async () => {
    const fetchFn = fakeFetch({ body: envelope({ text: 'Servus' }) });
    initialize({
      baseUrl: '/api',
      clientSegment: 'portal',
      getToken: () => 'token-of-a-signed-in-user',
      getLocale: () => 'de-at',
      fetch: fetchFn,
    });
    await expect(publicGet('/machines', greeting, { params: { page: 2 } })).resolves.toEqual({
      text: 'Servus',
    });
    const sent = requestOf(fetchFn);
    expect(sent.url).toBe('/api/portal/machines?page=2');
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(sent.headers.get('Accept-Language')).toBe('de-at');

    const widgetFetch = fakeFetch({ body: envelope({ text: 'Salut' }) });
    await publicGet('/machines', greeting, { ...where, locale: 'fr', fetch: widgetFetch });
    expect(requestOf(widgetFetch).url).toBe('https://cms.example.test/api/portal/machines');
    expect(requestOf(widgetFetch).headers.get('Accept-Language')).toBe('fr');
  });
});

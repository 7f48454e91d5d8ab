import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError';
import { initialize } from '../client/configuration';
import { envelope, failure, fakeFetch, requestOf } from '../testing/fakeFetch';
import { submitContactForm, submitFinancingEnquiry, submitForm } from './forms';

const contact = {
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  country: 'AT',
  message: 'Bitte um Rückruf.',
  privacyConsent: true,
} as const;

const receipt = {
  id: '4f9a1c2e-0b7d-4e21-9a3c-0d5e8f7a1b99',
  kind: 'contact',
  receivedAt: '2026-05-04T10:00:00.000Z',
};

function setUp(body: unknown, status = 200) {
  const fetchFn = fakeFetch({ status, body });
  initialize({
    baseUrl: '/api',
    clientSegment: 'portal',
    getToken: () => 'token-of-a-signed-in-user',
    getLocale: () => 'de-at',
    fetch: fetchFn,
  });
  return fetchFn;
}

afterEach(() => vi.restoreAllMocks());

describe('the public forms', () => {
  it('post the form as JSON without a token, in the portal’s language', async () => {
    const fetchFn = setUp(envelope(receipt, 'Vielen Dank für Deine Anfrage.'));
    const signal = new AbortController().signal;
    await expect(submitContactForm(contact, signal)).resolves.toEqual(receipt);
    const request = requestOf(fetchFn);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/portal/forms/contact');
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.headers.get('accept-language')).toBe('de-at');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(request.body))).toEqual(contact);
    expect(request.signal).toBe(signal);
  });

  it('send a financing enquiry to its own path', async () => {
    const fetchFn = setUp(envelope({ ...receipt, kind: 'financing-enquiry' }));
    await submitFinancingEnquiry({ ...contact, priceCents: 12_950_000, plan: 'third' });
    expect(requestOf(fetchFn).url).toBe('/api/portal/forms/financing-enquiry');
    expect(JSON.parse(String(requestOf(fetchFn).body))).toMatchObject({
      priceCents: 12_950_000,
      plan: 'third',
    });
  });

  it('go to an address given per call, as a widget on a CMS page sends them', async () => {
    setUp(envelope(receipt));
    const widgetFetch = fakeFetch({ body: envelope(receipt) });
    await submitForm('contact', contact, {
      baseUrl: 'https://www.lindner-traktoren.at/api/',
      clientSegment: 'portal',
      locale: 'fr',
      fetch: widgetFetch,
    });
    const request = requestOf(widgetFetch);
    expect(request.url).toBe('https://www.lindner-traktoren.at/api/portal/forms/contact');
    expect(request.headers.get('accept-language')).toBe('fr');
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('hand the server’s field messages and its message of a refusal to the form', async () => {
    setUp(
      failure('Bitte prüfe die markierten Felder.', {
        privacyConsent: 'Dieses Feld ist erforderlich.',
      }),
      400,
    );
    const error = await submitContactForm(contact).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({
      privacyConsent: 'Dieses Feld ist erforderlich.',
    });

    setUp(failure('Bitte versuche es in 10 Minuten noch einmal.'), 429);
    const throttled = await submitContactForm(contact).catch((caught: unknown) => caught);
    expect((throttled as ApiError).status).toBe(429);
    expect((throttled as ApiError).serverMessage).toBe(
      'Bitte versuche es in 10 Minuten noch einmal.',
    );
  });

  it('refuse an answer that is no receipt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp(envelope({ id: 1 }));
    await expect(submitContactForm(contact)).rejects.toBeInstanceOf(ApiError);
  });
});

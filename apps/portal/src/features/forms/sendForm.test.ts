import type { ContactFormInput } from '@lindner/api/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendForm } from './sendForm';

const contact: ContactFormInput = {
  firstName: 'Maria',
  lastName: 'Hofer',
  email: 'maria.hofer@example.com',
  phone: null,
  company: null,
  country: 'AT',
  message: 'Bitte um Rückruf.',
  privacyConsent: true,
};
const api = { baseUrl: 'https://portal.example/api/', clientSegment: '/portal/' };

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending a public form', () => {
  it('posts the body as JSON in the page’s language, and counts a successful answer as sent', async () => {
    const fetch = answer(200, { success: true, message: 'Danke', data: { data: { id: '1' } } });
    await expect(sendForm('contact', contact, api, 'de-at')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('https://portal.example/api/portal/forms/contact', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': 'de-at',
      },
      body: JSON.stringify(contact),
    });
  });

  it('hands on the server’s message and its field messages when it turns the form down', async () => {
    answer(400, {
      success: false,
      message: 'Bitte prüfe die markierten Felder.',
      errors: { email: 'Diese E-Mail-Adresse nimmt keine Nachrichten an.', priceCents: 7 },
      data: { data: null },
    });
    await expect(sendForm('contact', contact, api, 'de')).resolves.toEqual({
      ok: false,
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { email: 'Diese E-Mail-Adresse nimmt keine Nachrichten an.' },
    });
  });

  it('has no message of its own for an answer that is no envelope, nor without a connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const failed = { ok: false, message: null, fieldErrors: {} };
    await expect(sendForm('contact', contact, api, 'en')).resolves.toEqual(failed);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendForm('contact', contact, api, 'en')).resolves.toEqual(failed);
  });

  it('does not count an answer of 200 without success as sent', async () => {
    answer(200, { success: false, message: '  ' });
    await expect(sendForm('contact', contact, api, 'fr')).resolves.toEqual({
      ok: false,
      message: null,
      fieldErrors: {},
    });
  });
});

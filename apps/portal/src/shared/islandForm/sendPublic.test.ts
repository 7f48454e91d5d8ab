import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPublic } from './sendPublic';

// The envelope's reading is tested through the public forms (features/forms/sendForm.test.ts).

const api = { baseUrl: 'https://portal.example/api', clientSegment: 'portal' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending a public form’s body', () => {
  it('posts to the path below the API’s address', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(
      sendPublic('machines/m-1/inquiries', { name: 'Eva' }, api, 'fr-fr'),
    ).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      'https://portal.example/api/portal/machines/m-1/inquiries',
      expect.objectContaining({ method: 'POST', body: '{"name":"Eva"}' }),
    );
  });

  it('shows the form’s own message for a status it names, and the server’s for others', async () => {
    const throttled = { success: false, message: 'Too Many Requests', errors: {} };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(throttled), { status: 429 })),
    );
    const options = { statusMessages: { 429: 'Bitte warte kurz.' } };
    await expect(sendPublic('x', {}, api, 'de', options)).resolves.toEqual({
      ok: false,
      message: 'Bitte warte kurz.',
      fieldErrors: {},
    });
    await expect(sendPublic('x', {}, api, 'de')).resolves.toEqual({
      ok: false,
      message: 'Too Many Requests',
      fieldErrors: {},
    });
  });
});

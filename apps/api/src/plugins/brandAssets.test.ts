import { localizePath } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });

const pages = {
  'sign-on': async () => {
    const params = new URLSearchParams({
      client_id: 'lindner-pimcore',
      redirect_uri: `http://localhost:8080${localizePath('dashboard', {}, 'en')}`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const start = await server.app.inject(`/realms/lindner/protocol/openid-connect/auth?${params}`);
    const cookie = start.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    return server.app.inject({ url: start.headers.location!, headers: { cookie } });
  },
  account: () =>
    server.app.inject({ url: '/realms/lindner/account', headers: { accept: 'text/html' } }),
  'newsletter confirmation': () =>
    server.app.inject('/api/portal/newsletter/confirm?token=unknown'),
  mailbox: () => server.app.inject('/dev/mailbox'),
};

describe('brand fonts and favicon of the server’s own pages', () => {
  it('gives the sign-on, account, newsletter-confirmation and mailbox pages Poppins, Roboto and a favicon', async () => {
    for (const [name, open] of Object.entries(pages)) {
      const page = await open();
      expect(page.headers['content-type'], name).toMatch(/^text\/html/);
      expect(String(page.headers['content-security-policy']), name).toContain("font-src 'self'");
      const fonts = /<link rel="stylesheet" href="(\/brand\/fonts\.[\w-]+\.css)">/.exec(page.body);
      const icon = /<link rel="icon" href="(\/brand\/favicon\.[\w-]+\.svg)"/.exec(page.body);
      expect(fonts, name).not.toBeNull();
      expect(icon, name).not.toBeNull();

      const css = await server.app.inject(fonts![1]!);
      expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(css.body).toContain('font-family: Poppins');
      expect(css.body).toContain('font-family: Roboto');
      expect(css.body).not.toMatch(/https?:/);
      for (const [, url] of css.body.matchAll(/url\(([^)]+)\)/g)) {
        const font = await server.app.inject(url!);
        expect(font.statusCode, url).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
      const svg = await server.app.inject(icon![1]!);
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('answers /favicon.ico, so no sign-in logs a 404', async () => {
    const icon = await server.app.inject('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

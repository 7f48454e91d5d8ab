import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unencapsulated } from './unencapsulated';

/*
 * The brand fonts (Poppins for headings, Roboto for text, self-hosted from @fontsource as the
 * portal has them; no font CDN) and the favicon for the server's own pages: sign-on, account,
 * newsletter confirmation, mailbox. Every file has its content hash in its name, so it is cached
 * for good; `/favicon.ico` answers too, for browsers that ask for it on any page.
 */

const require = createRequire(import.meta.url);

interface Asset {
  path: string;
  type: string;
  body: Buffer;
}

const fonts = [
  { family: 'Poppins', weight: 500 },
  { family: 'Poppins', weight: 700 },
  { family: 'Roboto', weight: 400 },
  { family: 'Roboto', weight: 500 },
  { family: 'Roboto', weight: 700 },
] as const;

const base = '/brand';

function hashed(name: string, body: Buffer, type: string): Asset {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 10);
  const dot = name.lastIndexOf('.');
  return { path: `${base}/${name.slice(0, dot)}.${hash}${name.slice(dot)}`, type, body };
}

function fontFile(family: string, weight: number): Buffer {
  const packageDir = dirname(require.resolve(`@fontsource/${family.toLowerCase()}/package.json`));
  return readFileSync(
    join(packageDir, 'files', `${family.toLowerCase()}-latin-${weight}-normal.woff2`),
  );
}

function loadBrandAssets() {
  const fontAssets = fonts.map((font) => ({
    ...font,
    asset: hashed(
      `${font.family.toLowerCase()}-latin-${font.weight}-normal.woff2`,
      fontFile(font.family, font.weight),
      'font/woff2',
    ),
  }));
  const css = fontAssets
    .map(
      ({ family, weight, asset }) => `@font-face {
  font-family: ${family};
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(${asset.path}) format('woff2');
}`,
    )
    .join('\n');
  const stylesheet = hashed('fonts.css', Buffer.from(css), 'text/css; charset=utf-8');
  const icon = hashed(
    'favicon.svg',
    readFileSync(new URL('./brand/favicon.svg', import.meta.url)),
    'image/svg+xml',
  );
  const ico = readFileSync(new URL('./brand/favicon.ico', import.meta.url));
  return {
    assets: [...fontAssets.map(({ asset }) => asset), stylesheet, icon],
    ico,
    stylesheet: stylesheet.path,
    icon: icon.path,
  };
}

let loaded: ReturnType<typeof loadBrandAssets> | undefined;
const brand = () => (loaded ??= loadBrandAssets());

/** The `<link>` tags of a server page's head: the fonts' stylesheet and the favicon. */
export function brandHeadLinks(): string {
  const { stylesheet, icon } = brand();
  return `<link rel="stylesheet" href="${stylesheet}">
<link rel="icon" href="${icon}" type="image/svg+xml">`;
}

/** Serves the fonts, their stylesheet and the favicon. */
export const brandAssets = unencapsulated('brand-assets', async (app: FastifyInstance) => {
  const { assets, ico } = brand();
  for (const asset of assets) {
    app.get(asset.path, (_request, reply) =>
      reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(asset.body),
    );
  }
  app.get('/favicon.ico', (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(ico),
  );
});

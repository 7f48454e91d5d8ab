import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localizePath } from '@lindner/i18n/core';
import type { Database } from './database/connection';
import type { Limit } from './plugins/throttling/throttling';

/** Pictures (avatar, vehicle image) one user may upload: 20 in 10 minutes (each costs CPU). */
const pictureUploadLimits: PictureUploadLimits = { max: 20, windowMs: 10 * 60_000 };

export type PictureUploadLimits = Pick<Limit, 'max' | 'windowMs'>;

export interface SignOnConfig {
  /** Mount the development OpenID Connect provider under `/realms/{realm}`. */
  devProvider: boolean;
  /** Base address of the sign-on service; the realm lives at `{url}/realms/{realm}`. */
  url: string;
  realm: string;
  clientId: string;
  /** The `aud` the API expects in access tokens. */
  audience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Where the provider may send the browser back to. An entry ending in `/*` allows any path on
   * that origin, which is what a portal with localized routes needs.
   */
  redirectUris: string[];
}

export interface ServerConfig {
  publicUrl: string;
  /** The last path segment of the API: `/api/{apiClientSegment}/…`. */
  apiClientSegment: string;
  signOn: SignOnConfig;
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite's data and the sign-on keys; null keeps both in memory. */
  dataDir: string | null;
  /** The built portal's files; null serves no portal. */
  staticDir: string | null;
  /** The portal's server renderer, built by `vite build --ssr` beside the files (`PAGE_RENDERER`). */
  pageRenderer: string | null;
  /** Origin of the dealer map's tiles, allowed as an image source in the portal's policy. */
  mapTileOrigin: string;
  logRequests: boolean;
  /** Mail server, e.g. `smtp://user:pass@host:587`; null puts e-mails into the database mailbox. */
  smtpUrl: string | null;
  /** Sender of the portal's e-mails. */
  mailFrom: string;
  /**
   * Serve the development mailbox page (`/dev/mailbox`). Only in development: never with
   * `NODE_ENV=production`, and only with the development sign-on provider.
   */
  devMailbox: boolean;
  /** The newsletter's default segment; null (`NEWSLETTER_SEGMENT=`) when it is not set up. */
  newsletterSegment: string | null;
  /** Where the public forms' submissions are mailed to: Lindner's sales team (`SALES_EMAIL`). */
  salesAddress: string;
  /** Where the RMI form's requests of independent workshops are mailed to (`RMI_EMAIL`). */
  rmiAddress: string;
  /** Redis, where every API instance shares its throttling counts (`REDIS_URL`); else in memory. */
  redisUrl: string | null;
  /**
   * Development: every answer is checked against its schema before it is sent, and the API's
   * reference page is served at `/api/{segment}/reference`.
   */
  development: boolean;
  /** Pictures (avatar, vehicle image) one user may upload in a window: each costs CPU. */
  pictureUploadLimits: PictureUploadLimits;
  /** Where the request log goes instead of stdout (tests). */
  logDestination?: { write(line: string): void };
  /** An already open database; the server then leaves opening and closing it to the caller. */
  database?: Database;
}

export const defaultDataDir = fileURLToPath(new URL('../.data', import.meta.url));

type Environment = Record<string, string | undefined>;

export function readConfig(env: Environment = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const devProvider = env.SSO_DEV_PROVIDER !== 'off';
  const ssoUrl = trimSlash(env.SSO_URL ?? publicUrl);
  if (!devProvider && env.SSO_URL === undefined) {
    throw new Error('SSO_DEV_PROVIDER=off needs SSO_URL, the address of the Keycloak server');
  }
  return {
    publicUrl,
    apiClientSegment: env.API_CLIENT_SEGMENT ?? 'portal',
    signOn: {
      devProvider,
      url: devProvider ? publicUrl : ssoUrl,
      realm: env.SSO_REALM ?? 'lindner',
      clientId: env.SSO_CLIENT_ID ?? 'lindner-pimcore',
      audience: env.SSO_AUDIENCE ?? 'lindner-api',
      accessTokenTtlSeconds: positiveInteger(env.SSO_ACCESS_TOKEN_TTL, 300),
      refreshTokenTtlSeconds: positiveInteger(env.SSO_REFRESH_TOKEN_TTL, 10 * 60 * 60),
      redirectUris: list(env.SSO_REDIRECT_URIS) ?? [`${publicUrl}/*`],
    },
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? defaultDataDir,
    staticDir: env.STATIC_DIR || null,
    pageRenderer:
      env.PAGE_RENDERER ||
      (env.STATIC_DIR ? join(env.STATIC_DIR, '../dist-server/renderPage.js') : null),
    mapTileOrigin: new URL(env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org').origin,
    logRequests: env.LOG_REQUESTS !== 'off',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Lindner Portal <portal@lindner-traktoren.at>',
    devMailbox: env.NODE_ENV !== 'production' && devProvider,
    redisUrl: env.REDIS_URL || null,
    development: env.NODE_ENV !== 'production',
    newsletterSegment:
      env.NEWSLETTER_SEGMENT === undefined ? 'lindner-newsletter' : env.NEWSLETTER_SEGMENT || null,
    salesAddress: env.SALES_EMAIL || 'vertrieb@lindner.example',
    rmiAddress: env.RMI_EMAIL || 'rmi@lindner.example',
    pictureUploadLimits,
  };
}

/** The addresses to open in a browser, as `npm start` prints them once the server is ready. */
export function addressesToOpen(config: ServerConfig): [label: string, url: string][] {
  const addresses: [string, string][] = [];
  if (config.staticDir) {
    addresses.push(
      ['Portal', `${config.publicUrl}/`],
      ['Personal area', `${config.publicUrl}${localizePath('dashboard', {}, 'de-at')}`],
      ['CMS demo', `${config.publicUrl}/cms-demo.html`],
    );
  }
  const api = `${config.publicUrl}/api/${config.apiClientSegment}`;
  addresses.push(['API', api]);
  if (config.development) addresses.push(['API reference', `${api}/reference`]);
  if (config.devMailbox) addresses.push(['Mailbox', `${config.publicUrl}/dev/mailbox`]);
  return addresses;
}

export function realmUrl(signOn: SignOnConfig): string {
  return `${signOn.url}/realms/${signOn.realm}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function list(value: string | undefined): string[] | undefined {
  const entries = value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries?.length ? entries : undefined;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

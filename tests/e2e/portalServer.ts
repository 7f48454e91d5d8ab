import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DemoUser } from './browser';
import { freePort } from '../../apps/api/src/testing/freePort';
import {
  callbackParams,
  decodeHtml,
  isRedirect,
  SignOnBrowser,
  type BrowserCookie,
} from '../../apps/api/src/testing/signOnBrowser';

const root = resolve(import.meta.dirname, '../..');
const portalDist = join(root, 'apps/portal/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    /** Each demo user's session cookies at the sign-on provider (browser.ts, signedInContext). */
    signOnSessions: Record<DemoUser, BrowserCookie[]>;
  }
}

export interface PortalServer {
  /** The portal's origin, such as `http://localhost:40123`. */
  url: string;
  /** Stops the server and deletes its database; safe to call more than once. */
  stop(): Promise<void>;
}

export interface PortalServerOptions {
  /**
   * The host name of the portal's address (the server listens on 127.0.0.1 either way). It
   * is the public address the sign-on provider sends browsers back to.
   */
  hostname?: string;
  /** Keep the server's output to show it only if the server fails to start. */
  quiet?: boolean;
}

/**
 * Starts the server `npm start` runs (API, development sign-on provider and the built portal) on
 * a free port with a throwaway database. Used by the end-to-end tests and by the measuring
 * scripts (`npm run size`, `npm run lighthouse`).
 */
export async function startPortalServer({
  hostname = 'localhost',
  quiet = false,
}: PortalServerOptions = {}): Promise<PortalServer> {
  if (!existsSync(join(portalDist, '.vite/manifest.json'))) {
    throw new Error(`No built portal in ${portalDist}: run "npm run build -w @lindner/portal"`);
  }
  const port = await freePort();
  const url = `http://${hostname}:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lindner-portal-'));
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    STATIC_DIR: portalDist,
    SSO_DEV_PROVIDER: 'on',
    DATABASE_URL: '',
    LOG_REQUESTS: 'off',
  };
  const stdio = ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] as const;
  // As `npm start` does: the server does no demo work, the seed brings the demo users first.
  try {
    await seedDemoData(env, stdio);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', join(root, 'apps/api/src/main.ts')],
    { cwd: root, env, stdio: [...stdio] },
  );
  const output: Buffer[] = [];
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })());

  try {
    await waitUntilServing(server, `${url}/realms/lindner/.well-known/openid-configuration`);
  } catch (error) {
    await stop();
    if (quiet) process.stderr.write(Buffer.concat(output));
    throw error;
  }
  server.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The portal server at ${url} stopped unexpectedly (${signal ?? code})`);
  });
  // Quiet: the server's later output is dropped (the streams are drained, not kept).
  output.length = 0;
  server.stdout?.removeAllListeners('data').resume();
  server.stderr?.removeAllListeners('data').resume();
  return { url, stop };
}

/**
 * Vitest's global setup for the end-to-end tests: one server for the run, and each demo user
 * signed in at its sign-on provider once, for the tests that are not about signing on.
 */
export default async function setup(project: TestProject) {
  const server = await startPortalServer();
  try {
    project.provide('portalUrl', server.url);
    project.provide('signOnSessions', await signOnSessions(server.url));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop;
}

/**
 * Signs each demo user in at the development provider as the sign-on page does (form, password,
 * redirects), without a browser, up to the redirect back to the portal with the code; the
 * session cookies the provider set are what a browser would keep.
 */
async function signOnSessions(url: string) {
  const demoUsers: DemoUser[] = ['farmer', 'newcomer', 'staff'];
  const redirectUri = `${url}/de-at/mein-lindner`;
  const sessions: Partial<Record<DemoUser, BrowserCookie[]>> = {};
  for (const username of demoUsers) {
    const browser = new SignOnBrowser(url);
    const { page } = await browser.startSignIn({ redirectUri });
    const action = /<form[^>]+action="([^"]+)"/.exec(await page.text())?.[1];
    if (!action) throw new Error(`No sign-on form for ${username} (${page.status})`);
    let response = await browser.postForm(decodeHtml(action), { username, password: username });
    // The provider's own redirects, up to the one back to the portal.
    for (let hop = 0; hop < 10 && isRedirect(response); hop++) {
      const location = new URL(response.headers.get('location')!, url);
      if (`${location.origin}${location.pathname}` === redirectUri) break;
      response = await browser.request(location.href);
    }
    if (!isRedirect(response) || !callbackParams(response).has('code')) {
      throw new Error(
        `Signing ${username} on for the end-to-end tests failed (${response.status})`,
      );
    }
    sessions[username] = browser.cookieList();
  }
  return sessions as Record<DemoUser, BrowserCookie[]>;
}

/** apps/api/src/seed/main.ts into the new database; its output is shown only if it fails. */
async function seedDemoData(
  env: NodeJS.ProcessEnv,
  stdio: readonly ['ignore', 'pipe' | 'inherit', 'pipe' | 'inherit'],
) {
  const seed = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', join(root, 'apps/api/src/seed/main.ts'), '--if-empty'],
    { cwd: root, env, stdio: [...stdio] },
  );
  const output: Buffer[] = [];
  seed.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  seed.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
    seed.once('exit', (...exit) => done(exit)),
  );
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`Seeding the demo data failed (${signal ?? code})`);
  }
}

async function waitUntilServing(server: ChildProcess, url: string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The portal server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The portal server did not answer ${url} within 45 s`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/api/src/testing/freePort';

const root = resolve(import.meta.dirname, '../..');
const portalDist = join(root, 'apps/portal/dist');

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}

/** Starts the server `npm start` runs, on a free port with a fresh database, for the run. */
export default async function startPortalServer(project: TestProject) {
  if (!existsSync(join(portalDist, 'index.html'))) {
    throw new Error(`No built portal in ${portalDist}: run "npm run build -w @lindner/portal"`);
  }
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lindner-e2e-'));
  const server = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', join(root, 'apps/api/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        STATIC_DIR: portalDist,
        SSO_DEV_PROVIDER: 'on',
        DATABASE_URL: '',
        LOG_REQUESTS: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitUntilServing(server, `${url}/realms/lindner/.well-known/openid-configuration`);
  project.provide('portalUrl', url);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) =>
      server.exitCode === null ? server.once('exit', done) : done(null),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
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
  server.kill('SIGTERM');
  throw new Error(`The portal server did not answer ${url} within 45 s`);
}

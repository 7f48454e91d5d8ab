// `npm run lighthouse [-- --url <base>] [-- --json <file>]`: Lighthouse (mobile preset: a mid-range
// phone on slow 4G, simulated) on the home page, the dealer finder, the axle-load page and the
// signed-in dashboard, against DESIGN.md's budgets. Without --url it starts the built portal's
// server on 127.0.0.1 with a throwaway database (run `npm run build` first). Lighthouse and
// chrome-launcher (about 200 packages) are installed on first use into a cache folder, outside
// the project's dependencies and lock file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  chromiumFlags,
  chromiumPath,
  localizePath,
  measuredLocale,
  measuredUser,
  portalPages,
  root,
  signInAt,
  startPortalServer,
  withCleanup,
} from './localPortal.mjs';

const budgets = { performance: 95, accessibility: 100, fcpMs: 1800, lcpMs: 2500, cls: 0 };
const runnerDir = join(root, 'node_modules/.cache/lighthouse-runner');
/** Exact versions: the newest that run on Node 20 (lighthouse 13 needs Node 22). */
const pinned = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' };

const { values: options } = parseArgs({
  options: { url: { type: 'string' }, json: { type: 'string' } },
});

const pages = [
  { name: 'home', path: `/${measuredLocale}/` },
  { name: 'dealer-finder', path: localizePath('dealer-finder', {}, measuredLocale) },
  { name: 'axle-load-calculator', path: localizePath('axle-load-calculator', {}, measuredLocale) },
  { name: 'dashboard', path: localizePath('dashboard', {}, measuredLocale), signedIn: true },
];
const known = new Map(portalPages().map((page) => [page.path, page]));

const { lighthouse, launchChrome } = await loadLighthouse();
const state = { server: undefined, chrome: undefined };
const results = await withCleanup(run, async () => {
  state.chrome?.kill();
  await state.server?.stop();
}).catch(fail);

const misses = [];
for (const result of results) {
  const name = `${result.name} (${result.path})`;
  if (result.missing) misses.push(`${name}: ${result.missing}`);
  if (result.error) {
    misses.push(`${name}: ${result.error}`);
    continue;
  }
  if (result.performance < budgets.performance) {
    misses.push(`${name}: performance ${result.performance} < ${budgets.performance}`);
  }
  if (result.accessibility < budgets.accessibility) {
    misses.push(
      `${name}: accessibility ${result.accessibility} < ${budgets.accessibility} (${result.accessibilityFailures.join(', ')})`,
    );
  }
  if (result.fcpMs > budgets.fcpMs) {
    misses.push(`${name}: FCP ${seconds(result.fcpMs)} > ${seconds(budgets.fcpMs)}`);
  }
  if (result.lcpMs > budgets.lcpMs) {
    misses.push(`${name}: LCP ${seconds(result.lcpMs)} > ${seconds(budgets.lcpMs)}`);
  }
  if (result.cls > budgets.cls) {
    misses.push(`${name}: CLS ${Number(result.cls.toPrecision(3))} > ${budgets.cls}`);
  }
}

console.log(
  `\nLighthouse ${pinned.lighthouse}, mobile preset (simulated slow 4G, 4x CPU slowdown), ${results[0]?.url ? new URL(results[0].url).origin : ''}:`,
);
console.table(
  results.map((result) => ({
    page: result.name,
    performance: result.performance ?? '-',
    accessibility: result.accessibility ?? '-',
    FCP: result.fcpMs === undefined ? '-' : seconds(result.fcpMs),
    LCP: result.lcpMs === undefined ? '-' : seconds(result.lcpMs),
    TBT: result.tbtMs === undefined ? '-' : `${Math.round(result.tbtMs)} ms`,
    CLS: result.cls === undefined ? '-' : Number(result.cls.toPrecision(3)),
    'JS requests': result.jsRequests ?? '-',
    'JS kB gzip':
      result.jsGzipBytes === undefined ? '-' : Number((result.jsGzipBytes / 1024).toFixed(1)),
  })),
);
console.log(
  `Budgets: performance >= ${budgets.performance}, accessibility ${budgets.accessibility}, FCP <= ${seconds(budgets.fcpMs)}, LCP <= ${seconds(budgets.lcpMs)}, CLS ${budgets.cls}`,
);
if (options.json) {
  const file = resolve(options.json);
  writeFileSync(
    file,
    `${JSON.stringify({ lighthouse: pinned.lighthouse, preset: 'mobile', budgets, pages: results, misses }, null, 2)}\n`,
  );
  console.log(`Figures written to ${file}`);
}
if (misses.length > 0) {
  console.error(`Budgets missed:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
console.log('Every page meets the budgets.');

// ---------------------------------------------------------------------------------------------

/** Lighthouse and chrome-launcher from the cache folder, installed there first if need be. */
async function loadLighthouse() {
  const versionOf = (name) => {
    const file = join(runnerDir, 'node_modules', name, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
  };
  if (Object.entries(pinned).some(([name, version]) => versionOf(name) !== version)) {
    console.log(`Installing ${Object.keys(pinned).join(' and ')} into ${runnerDir} (once) …`);
    mkdirSync(runnerDir, { recursive: true });
    // Its own root, so npm neither walks up to the workspace nor touches its lock file; the
    // override is the root's (lighthouse's trace engine would otherwise take the newest).
    writeFileSync(
      join(runnerDir, 'package.json'),
      `${JSON.stringify({ name: 'lighthouse-runner', private: true, overrides: { 'third-party-web': '0.27.0' } }, null, 2)}\n`,
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const specs = Object.entries(pinned).map(([name, version]) => `${name}@${version}`);
    const install = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        runnerDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        ...specs,
      ],
      { cwd: runnerDir, stdio: 'inherit' },
    );
    if (install.status !== 0) {
      console.error(`Installing ${specs.join(' ')} failed.`);
      process.exit(install.status ?? 1);
    }
  }
  const require = createRequire(join(runnerDir, 'package.json'));
  const load = async (name) => import(pathToFileURL(require.resolve(name)).href);
  const [lighthouseModule, chromeLauncher] = await Promise.all([
    load('lighthouse'),
    load('chrome-launcher'),
  ]);
  return { lighthouse: lighthouseModule.default, launchChrome: chromeLauncher.launch };
}

/** Starts what is needed and runs Lighthouse on each page, one after the other. */
async function run() {
  let base = options.url?.replace(/\/+$/, '');
  if (!base) {
    state.server = await startPortalServer({ hostname: '127.0.0.1', quiet: true });
    base = state.server.url;
  }
  // One Chromium for every page: chrome-launcher's own profile folder, deleted by kill().
  state.chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const results = [];
  for (const page of pages) {
    const url = `${base}${page.path}`;
    console.log(`Lighthouse: ${url}`);
    const { built, missing } = known.get(page.path) ?? { missing: 'not in the route table' };
    const result = { name: page.name, path: page.path, url, ...(built ? {} : { missing }) };
    try {
      if (page.signedIn) await signIn(state.chrome.port, url);
      results.push({ ...result, ...(await audit(url, page.signedIn)) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({ ...result, error: message.split('\n')[0] });
    }
  }
  return results;
}

/**
 * Signs in as the measured user in the Chromium that Lighthouse drives, through the sign-on page:
 * the provider's session cookie then lets keycloak-js get its token by the sign-on redirect when
 * Lighthouse loads the page. The HTTP cache is emptied afterwards, so that the page loads cold.
 */
async function signIn(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    await signInAt(page, url, measuredUser);
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** One Lighthouse run and the figures of its report. */
async function audit(url, keepSession) {
  const runnerResult = await lighthouse(url, {
    port: state.chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed in: leave the browser as signIn() made it (the session cookie, an empty cache).
    // Otherwise Lighthouse empties the cache and the origin's storage first.
    disableStorageReset: Boolean(keepSession),
  });
  const lhr = runnerResult?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  // The scripts as the network-requests audit lists them, each file once (a signed-in page
  // loads twice around the sign-on redirect, the second time from the cache).
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [
    ...new Set(
      requests.filter((request) => request.resourceType === 'Script').map((request) => request.url),
    ),
  ];
  const gzipBytes = await Promise.all(scripts.map(gzipSizeOf));
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // The accessibility audits that failed, to say what to fix.
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((each) => each && each.score !== null && each.score < 1)
      .map((each) => each.id),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.nodeLabel,
    jsRequests: scripts.length,
    jsGzipBytes: gzipBytes.reduce((sum, bytes) => sum + bytes, 0),
    warnings: lhr.runWarnings,
  };
}

/**
 * A script's size gzipped by zlib at level 9, as `npm run size` counts it: Lighthouse's transfer
 * sizes are whatever encoding the server chose (Brotli for Chromium), not the budgets' gzip.
 */
async function gzipSizeOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** A failure to start or to measure: its message, and a non-zero exit. */
function fail(error) {
  console.error(`npm run lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

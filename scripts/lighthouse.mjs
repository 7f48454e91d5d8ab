// `npm run lighthouse [-- --url <base>] [-- --json <file>]`: Lighthouse (mobile preset: a mid-range
// phone on slow 4G, simulated) on the pages DESIGN.md's performance budgets name, against those
// budgets. The CPU slowdown is calibrated to the machine first: Lighthouse's `benchmarkIndex`,
// the median of a few runs on a page of a few bytes, divided by 300, so that every machine
// simulates the same phone. Without --url it starts the built portal's server on 127.0.0.1 with
// a throwaway database (run `npm run build` first). Lighthouse and chrome-launcher (about 200
// packages) are installed on first use into a cache folder, outside the project's dependencies
// and lock file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import {
  chromiumFlags,
  chromiumPath,
  localizePath,
  measuredLocale,
  measuredUser,
  root,
  routePage,
  signInAt,
  startPortalServer,
  withCleanup,
} from './localPortal.mjs';

const {
  budgetMisses,
  budgets,
  calibrate,
  describeBudgets,
  milliseconds,
  phoneBenchmarkIndex,
  seconds,
  shift,
  unsteadyMachine,
} = await tsImport('./lighthouseCalibration.ts', import.meta.url);
const runnerDir = join(root, 'node_modules/.cache/lighthouse-runner');
/** Exact versions: the newest that run on Node 20 (lighthouse 13 needs Node 22). */
const pinned = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' };
/** Lighthouse runs whose `benchmarkIndex` make the calibration (their median). */
const calibrationRuns = 5;

const { values: options } = parseArgs({
  options: { url: { type: 'string' }, json: { type: 'string' } },
});

/**
 * The measured pages, in DESIGN.md's order: a route of the table and its parameters, either fixed
 * or, for a signed-in page, found through the API (`params({ api })`, see signIn()). A route the
 * table or pages.ts lacks yet is listed as not measured, and measured once its page exists.
 */
const pages = [
  { name: 'home', route: 'home' },
  // The models domain is still to come: DESIGN.md's route for it and a model of the seed.
  { name: 'model', route: 'model-detail', params: { slug: 'lintrac-130' } },
  { name: 'used-machines', route: 'used-machines' },
  { name: 'dealer-finder', route: 'dealer-finder' },
  { name: 'axle-load-calculator', route: 'axle-load-calculator' },
  { name: 'dashboard', route: 'dashboard', signedIn: true },
  { name: 'vehicle', route: 'fleet-detail', signedIn: true, params: vehicleOfTheFleet },
];

const { lighthouse, launchChrome } = await loadLighthouse();
const state = { server: undefined, chrome: undefined, calibrationPage: undefined };
const { calibration, results } = await withCleanup(run, async () => {
  state.chrome?.kill();
  await state.calibrationPage?.close();
  await state.server?.stop();
}).catch(fail);

const misses = [];
const notMeasured = [];
for (const result of results) {
  const name = `${result.name} (${result.path ?? result.route})`;
  if (result.notYet) {
    notMeasured.push(`${result.name} (route ${result.route}): ${result.notYet}`);
    continue;
  }
  result.misses = result.error ? [result.error] : budgetMisses(result, budgets);
  if (result.missing) result.misses.unshift(result.missing);
  result.pass = result.misses.length === 0;
  misses.push(...result.misses.map((miss) => `${name}: ${miss}`));
}

const origin = results.find((result) => result.url)?.url;
console.log(
  `\nLighthouse ${pinned.lighthouse}, mobile preset (simulated slow 4G), ${origin ? new URL(origin).origin : ''}`,
);
console.log(calibrationLine(calibration));
console.table(
  results.map((result) => ({
    page: result.name,
    performance: result.performance ?? '-',
    TBT: result.tbtMs === undefined ? '-' : milliseconds(result.tbtMs),
    accessibility: result.accessibility ?? '-',
    FCP: result.fcpMs === undefined ? '-' : seconds(result.fcpMs),
    LCP: result.lcpMs === undefined ? '-' : seconds(result.lcpMs),
    CLS: result.cls === undefined ? '-' : shift(result.cls),
    'JS requests': result.jsRequests ?? '-',
    'JS kB gzip':
      result.jsGzipBytes === undefined ? '-' : Number((result.jsGzipBytes / 1024).toFixed(1)),
    index: result.benchmarkIndex ?? '-',
    budgets: result.notYet ? 'not measured yet' : result.pass ? 'pass' : 'FAIL',
  })),
);
console.log(`Budgets: ${describeBudgets(budgets)}`);
console.log(
  "index: the benchmarkIndex Lighthouse saw during that page's run (the slowdown is the calibration's)",
);
const warning = unsteadyMachine(
  calibration,
  results.map((result) => result.benchmarkIndex),
);
if (warning) console.warn(`Warning: ${warning}`);
if (notMeasured.length > 0) console.log(`Not measured yet:\n- ${notMeasured.join('\n- ')}`);
if (options.json) {
  const file = resolve(options.json);
  writeFileSync(
    file,
    `${JSON.stringify({ lighthouse: pinned.lighthouse, preset: 'mobile', calibration, warning, budgets, pages: results, notMeasured, misses }, null, 2)}\n`,
  );
  console.log(`Figures written to ${file}`);
}
if (misses.length > 0) {
  console.error(`Budgets missed:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
console.log('Every measured page meets the budgets.');

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

/**
 * Starts what is needed, calibrates the CPU slowdown, then runs Lighthouse on each page, one after
 * the other, in one Chromium.
 */
async function run() {
  let base = options.url?.replace(/\/+$/, '');
  if (!base) {
    state.server = await startPortalServer({ hostname: '127.0.0.1', quiet: true });
    base = state.server.url;
  }
  // One Chromium for every run: chrome-launcher's own profile folder, deleted by kill().
  state.chrome = await launchChrome({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  // After the server's start (its seeding keeps the CPU busy), as close to the measuring as can be.
  const calibration = await calibrateCpuSlowdown();
  console.log(calibrationLine(calibration));
  const throttling = { cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier };

  const results = [];
  for (const spec of pages) {
    const page = routePage(spec.route, measuredLocale);
    const result = { name: spec.name, route: spec.route, path: page.path };
    // No route or no page yet: nothing to measure (a page pages.ts lists but this build lacks
    // is measured, and its `missing` fails the run).
    if (page.path === null || (!page.built && page.missing.startsWith('no page'))) {
      console.log(`Lighthouse: ${spec.name} not measured yet: ${page.missing}`);
      results.push({ ...result, notYet: page.missing });
      continue;
    }
    if (!page.built) result.missing = page.missing;
    // A run Lighthouse itself could not complete (NO_NAVSTART and the like, which a busy
    // machine brings) is run once more, from the sign-in on; a page that misses a budget is not.
    for (let attempt = 1; ; attempt += 1) {
      try {
        results.push({ ...result, ...(await measure(spec, base, throttling)) });
        break;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        if (error?.lighthouseRuntimeError && attempt < 2) {
          console.log(`Lighthouse: ${message}; measuring ${spec.name} once more`);
          continue;
        }
        results.push({ ...result, error: message });
        break;
      }
    }
  }
  return { calibration, results };
}

/** One page: its parameters, the sign-in it needs, and Lighthouse's figures. */
async function measure(spec, base, throttling) {
  let params = typeof spec.params === 'function' ? undefined : (spec.params ?? {});
  if (spec.signedIn) {
    // Where to sign in: the page itself, or the personal area's start while its parameters are
    // still to be found.
    const at = localizePath(params ? spec.route : 'dashboard', params ?? {}, measuredLocale);
    const found = await signIn(base, at, spec.params);
    params ??= found;
  } else if (!params) {
    throw new Error('only a signed-in page can find its parameters through the API');
  }
  const path = localizePath(spec.route, params, measuredLocale);
  const url = `${base}${path}`;
  console.log(`Lighthouse: ${url}`);
  return { path, url, ...(await audit(url, throttling, spec.signedIn)) };
}

/**
 * Lighthouse's `benchmarkIndex` of this machine, the median of a few runs on a page of a few bytes
 * served from here (whatever --url names), and the CPU slowdown it gives.
 */
async function calibrateCpuSlowdown() {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Calibration</title><p>Calibrating</p>');
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  state.calibrationPage = { close: () => new Promise((closed) => server.close(closed)) };
  const url = `http://127.0.0.1:${server.address().port}/`;
  const runs = [];
  for (let run = 1; run <= calibrationRuns; run += 1) {
    console.log(`Lighthouse: calibrating, run ${run} of ${calibrationRuns}`);
    const runnerResult = await lighthouse(url, {
      port: state.chrome.port,
      output: 'json',
      logLevel: 'error',
      // The index is measured before the page loads; one cheap audit keeps the run short.
      onlyAudits: ['first-contentful-paint'],
    });
    const index = runnerResult?.lhr?.environment?.benchmarkIndex;
    if (typeof index === 'number' && index > 0) runs.push(index);
  }
  await state.calibrationPage.close();
  state.calibrationPage = undefined;
  if (runs.length === 0) throw new Error('Lighthouse reported no benchmarkIndex to calibrate with');
  return calibrate(runs);
}

/** The calibration as the table's caption states it. */
function calibrationLine({ benchmarkIndex, cpuSlowdownMultiplier, runs }) {
  const note =
    cpuSlowdownMultiplier < 1 ? ' (below 1: this machine is slower than the simulated phone)' : '';
  return `benchmarkIndex ${benchmarkIndex} (median of ${runs.join(', ')}), CPU slowdown multiplier ${cpuSlowdownMultiplier} = ${benchmarkIndex} / ${phoneBenchmarkIndex}${note}`;
}

/**
 * Signs in as the measured user in the Chromium that Lighthouse drives, through the sign-on page
 * at `url`: the provider's session cookie then lets keycloak-js get its token by the sign-on
 * redirect when Lighthouse loads the page. Each signed-in page gets a session of its own: the
 * origin's data (an earlier session, the service worker and its caches) goes first, and the
 * HTTP cache, the service worker and its caches again afterwards, so that the page loads cold.
 * `params`, a function, finds the page's parameters through the API, with the token the portal
 * sends there (`api(path)`: the answer's payload); signIn() returns what it found.
 */
async function signIn(base, path, params) {
  const origin = new URL(base).origin;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${state.chrome.port}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const forget = async (storageTypes) => {
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes });
      await session.send('Network.clearBrowserCache');
    };
    await forget('all');
    // The portal's first call of its API with the user's token: the API's path and the token.
    const isApiCall = (request) =>
      /^\/api\/[^/]+\//.test(new URL(request.url()).pathname) &&
      request.url().startsWith(`${origin}/`) &&
      /^Bearer /.test(request.headers().authorization ?? '');
    let apiCall;
    page.on('request', (request) => {
      if (!apiCall && isApiCall(request)) apiCall = request;
    });
    await signInAt(page, `${base}${path}`, measuredUser);
    let found;
    if (typeof params === 'function') {
      apiCall ??= await page.waitForEvent('request', { predicate: isApiCall, timeout: 30_000 });
      const apiBase = `${origin}${new URL(apiCall.url()).pathname.match(/^\/api\/[^/]+/)[0]}`;
      const authorization = apiCall.headers().authorization;
      found = await params({ api: (apiPath) => callApi(`${apiBase}${apiPath}`, authorization) });
    }
    await page.goto('about:blank');
    await forget('service_workers,cache_storage');
    await page.close();
    return found;
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** A GET of the portal's API with the user's token: the payload of its answer. */
async function callApi(url, authorization) {
  const response = await fetch(url, { headers: { accept: 'application/json', authorization } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json())?.data?.data;
}

/** The measured user's first approved vehicle (else the first), from `GET /fleet`. */
async function vehicleOfTheFleet({ api }) {
  const vehicles = (await api('/fleet'))?.vehicles ?? [];
  const vehicle = vehicles.find((each) => each.status === 'approved') ?? vehicles[0];
  if (!vehicle) throw new Error(`the demo user "${measuredUser}" has no vehicle`);
  return { id: vehicle.id };
}

/** One Lighthouse run and the figures of its report. */
async function audit(url, throttling, keepSession) {
  const runnerResult = await lighthouse(url, {
    port: state.chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The calibrated CPU slowdown; Lighthouse merges it into the mobile preset's throttling.
    throttling,
    // Signed in: leave the browser as signIn() made it (the session cookie, an empty cache).
    // Otherwise Lighthouse empties the cache and the origin's storage first.
    disableStorageReset: Boolean(keepSession),
  });
  const lhr = runnerResult?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) {
    const error = new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    error.lighthouseRuntimeError = lhr.runtimeError.code;
    throw error;
  }
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
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
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

/** A failure to start or to measure: its message, and a non-zero exit. */
function fail(error) {
  console.error(`npm run lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

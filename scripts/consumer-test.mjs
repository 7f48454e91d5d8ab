// Installs the packages as a stranger would: packs every `packages/*` workspace, copies the
// fixture app of tests/consumer to a directory outside the workspace (no hoisted node_modules
// can help), installs the tarballs there twice, with the newest peers and with the oldest the
// packages accept, and in each type-checks strictly, builds with Vite and opens the built app in
// Chromium: what it shows must be there, and nothing may reach the console as an error.
// `node scripts/consumer-test.mjs [--keep]` (`--keep` leaves the temporary directory).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import semver from 'semver';

const root = resolve(import.meta.dirname, '..');
const fixture = join(root, 'tests/consumer');
const keep = process.argv.includes('--keep');
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The fixture's tools: the versions the workspace builds with. */
const tools = ['vite', '@vitejs/plugin-react', 'typescript'];

/** A step that failed, with what the user needs to see (a command's whole output). */
class StepFailure extends Error {}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** The tarball of every `packages/*` workspace, by package name. */
function pack() {
  const dirs = readdirSync(join(root, 'packages')).filter((dir) =>
    existsSync(join(root, 'packages', dir, 'package.json')),
  );
  const missing = dirs.flatMap((dir) => missingBuildOutput(join(root, 'packages', dir)));
  if (missing.length > 0) {
    throw new StepFailure(
      `Not built: ${missing.join(', ')}. Build the packages first ("npm run build ` +
        '--workspaces --if-present", as npm test does before this step).',
    );
  }
  const destination = join(work, 'tarballs');
  mkdirSync(destination);
  const output = runSync(
    'npm',
    [
      'pack',
      '--json',
      '--pack-destination',
      destination,
      ...dirs.flatMap((dir) => ['-w', `packages/${dir}`]),
    ],
    root,
  );
  const packed = JSON.parse(output.slice(output.indexOf('[')));
  return Object.fromEntries(packed.map((each) => [each.name, join(destination, each.filename)]));
}

/** The files of `dir/dist` that the package's exports name and the build has not written. */
function missingBuildOutput(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const targets = [];
  const collect = (target) => {
    if (typeof target === 'string') targets.push(target);
    else if (target) Object.values(target).forEach(collect);
  };
  collect(manifest.exports);
  const built = targets.filter((target) => target.startsWith('./dist/') && !target.includes('*'));
  if (!existsSync(join(dir, 'dist'))) return [`${relative(root, dir)}/dist`];
  return built
    .filter((target) => !existsSync(join(dir, target)))
    .map((target) => join(relative(root, dir), target));
}

/** Every peer dependency of the packed manifests: name → the ranges the packages give it. */
function peerRangesOf(tarballs) {
  const ranges = {};
  for (const tarball of Object.values(tarballs)) {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    );
    for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
      (ranges[name] ??= []).push({ range, of: manifest.name });
    }
  }
  return ranges;
}

/**
 * The newest release of each peer that every package accepts, as the registry lists them now:
 * what a stranger installing today gets.
 */
function newestOf(peerRanges) {
  const newest = {};
  for (const [name, ranges] of Object.entries(peerRanges)) {
    const published = JSON.parse(runSync('npm', ['view', name, 'versions', '--json'], root));
    const accepted = published.filter(
      (version) =>
        !semver.prerelease(version) &&
        ranges.every(({ range }) => semver.satisfies(version, range)),
    );
    const chosen = semver.rsort(accepted)[0];
    if (!chosen) {
      throw new StepFailure(
        `No published ${name} satisfies every package: ` +
          ranges.map(({ of, range }) => `${of} (${range})`).join(', '),
      );
    }
    newest[name] = chosen;
  }
  return newest;
}

/** The oldest version of each peer that every package accepts: the highest of the ranges' minima. */
function oldestOf(peerRanges) {
  const oldest = {};
  for (const [name, ranges] of Object.entries(peerRanges)) {
    const minima = ranges.map(({ range }) => semver.minVersion(range).version);
    const highest = minima.sort(semver.compare).at(-1);
    const refusing = ranges.filter(({ range }) => !semver.satisfies(highest, range));
    if (refusing.length > 0) {
      throw new StepFailure(
        `No ${name} version satisfies every package: ${highest} is refused by ` +
          refusing.map(({ of, range }) => `${of} (${range})`).join(', '),
      );
    }
    oldest[name] = highest;
  }
  return oldest;
}

/** The version the workspace has installed of a package, for the fixture's tools and types. */
function workspaceVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

async function runVariant({ name, peers }, tarballs) {
  const variantStarted = Date.now();
  const app = join(work, name.replaceAll(' ', '-'));
  cpSync(fixture, app, { recursive: true });
  const reactMinor = peers.react.split('.').slice(0, 2).join('.');
  const typesVersion =
    peers.react === workspaceVersion('react') ? workspaceVersion('@types/react') : '';
  const manifest = {
    name: 'lindner-consumer-fixture',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(Object.entries(tarballs).map(([pkg, file]) => [pkg, `file:${file}`])),
      ...peers,
    },
    devDependencies: {
      ...Object.fromEntries(tools.map((tool) => [tool, workspaceVersion(tool)])),
      // The types of the React the variant runs on.
      '@types/react': typesVersion || `~${reactMinor}.0`,
      '@types/react-dom': typesVersion ? workspaceVersion('@types/react-dom') : `~${reactMinor}.0`,
    },
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // In the order the steps start; tsc and the build run side by side.
  const timings = { install: '', tsc: '', 'vite build': '', browser: '' };
  const timed = async (step, action) => {
    const stepStarted = Date.now();
    try {
      return await action();
    } finally {
      timings[step] = `${step} ${seconds(stepStarted)} s`;
    }
  };
  const installed = Object.keys(peers)
    .map((peer) => `${peer} ${peers[peer]}`)
    .join(', ');
  console.log(`▶ ${name}: ${installed}`);
  const report = (mark) =>
    `${mark} ${name} in ${seconds(variantStarted)} s: ${Object.values(timings).filter(Boolean).join(', ')}`;
  try {
    await timed('install', () =>
      runAsync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], app),
    );
    checkInstalledTree(app, Object.keys(tarballs));
    // Neither reads the other's output.
    const [typeCheckOutcome, buildOutcome] = await Promise.allSettled([
      timed('tsc', () => typeCheck(app)),
      timed('vite build', () =>
        runAsync(
          process.execPath,
          ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
          app,
        ),
      ),
    ]);
    for (const outcome of [typeCheckOutcome, buildOutcome]) {
      if (outcome.status === 'rejected') throw outcome.reason;
    }
    const foreignTypeErrors = typeCheckOutcome.value;
    await oneBrowserAtATime(() => timed('browser', () => checkInBrowser(join(app, 'dist'))));
    return `${report('✓')}\n    ${installed}${foreignTypeErrors}`;
  } catch (error) {
    const message = error instanceof StepFailure ? error.message : error.stack;
    throw new StepFailure(`${report('✗')}\n    ${installed}\n${message}`);
  }
}

let browserTurn = Promise.resolve();

/** The variants take turns with Chromium, one browser at a time. */
function oneBrowserAtATime(action) {
  const turn = browserTurn.then(action);
  browserTurn = turn.catch(() => undefined);
  return turn;
}

/** Libraries that hold React context (or are ours): a second copy would split the app. */
const singletons = ['react', 'react-dom', 'react-intl', 'react-router', 'swr', 'react-final-form'];

/**
 * Every package of ours comes from its tarball, not from the registry, and each singleton is
 * installed once: a nested copy would be a stranger's blank page ("Could not find required
 * `intl` object").
 */
function checkInstalledTree(app, ours) {
  const { packages } = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
  const problems = [];
  for (const [path, entry] of Object.entries(packages)) {
    const name = path.replace(/^.*node_modules\//, '');
    const nested = path.split('node_modules/').length > 2;
    if (ours.includes(name) && (nested || !entry.resolved?.startsWith('file:'))) {
      problems.push(`${path} comes from ${entry.resolved ?? 'the registry'}, not its tarball`);
    } else if (singletons.includes(name) && nested) {
      problems.push(`a second ${name} (${entry.version}) at ${path}`);
    }
  }
  if (problems.length > 0) {
    throw new StepFailure(`the installed tree in ${app}:\n${problems.join('\n')}`);
  }
}

/**
 * `tsc --noEmit` with `skipLibCheck` off, so that the packages' own declarations are checked as
 * the app's code is (an import in them that does not resolve, a type that breaks under
 * `exactOptionalPropertyTypes`). Errors in other libraries' declarations are not ours to fix:
 * they are counted and shown, not failed on (react-final-form 7's types break under
 * `exactOptionalPropertyTypes`).
 */
async function typeCheck(app) {
  const tsc = ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'];
  const output = await runAsync(process.execPath, tsc, app).catch((error) => {
    if (!(error instanceof StepFailure)) throw error;
    return error.message;
  });
  const errors = output.split('\n').filter((line) => /\): error TS\d+:/.test(line));
  const foreign = errors.filter(
    (line) => line.startsWith('node_modules/') && !line.startsWith('node_modules/@lindner/'),
  );
  if (errors.length > foreign.length) {
    throw new StepFailure(`tsc --noEmit found type errors in ${app}:\n${output}`);
  }
  if (foreign.length === 0) return '';
  const libraries = new Set(
    foreign.map((line) => {
      const [, scopeOrName, name] = line.split('/');
      return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
    }),
  );
  return `\n    tsc: ${foreign.length} error(s) in other libraries' declarations, not failed on: ${[...libraries].join(', ')}`;
}

/** Environment of the commands run in the fixture: nothing of the npm run that started this. */
function cleanEnvironment() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
}

function runSync(command, args, cwd) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      env: cleanEnvironment(),
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new StepFailure(
      `${[command, ...args].join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  }
}

/** Runs a command in `cwd`; rejects with its whole output when it fails. */
function runAsync(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...cleanEnvironment(), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      const shown = [command === process.execPath ? 'node' : command, ...args].join(' ');
      if (status === 0) resolvePromise(output);
      else reject(new StepFailure(`${shown} failed (exit ${status}) in ${cwd}:\n${output}`));
    });
  });
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

/** Serves `dist` on a free port of 127.0.0.1; unknown paths get index.html, as an SPA host does. */
function serve(dist) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    let file = join(dist, path);
    if (relative(dist, file).startsWith('..') || !existsSync(file) || path.endsWith('/')) {
      file = extname(path) === '' ? join(dist, 'index.html') : '';
    }
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolvePromise) =>
    server.listen(0, '127.0.0.1', () => resolvePromise(server)),
  );
}

async function checkInBrowser(dist) {
  const server = await serve(dist);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const problems = [];
  try {
    const page = await browser.newPage({ locale: 'de-AT', viewport: { width: 1280, height: 900 } });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    page.setDefaultTimeout(10_000);
    await expectSteps(page, origin);
  } catch (error) {
    problems.push(error.message);
  } finally {
    await browser.close();
    server.close();
  }
  if (problems.length > 0) {
    throw new StepFailure(`in Chromium:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}

/** What a visitor of the fixture sees and does; throws at the first thing that is not there. */
async function expectSteps(page, origin) {
  const step = async (description, action) => {
    try {
      await action();
    } catch (error) {
      throw new Error(`${description}: ${error.message.split('\n')[0]}`);
    }
  };
  const visible = (locator) => locator.waitFor({ state: 'visible' });

  await page.goto(origin);
  await step('the page renders', () =>
    visible(page.getByRole('heading', { level: 1, name: 'Lindner-Pakete im Test' })),
  );

  await step('a Button counts its clicks', async () => {
    const button = page.getByRole('button', { name: 'Zählen' });
    await button.click();
    await visible(page.getByText('Geklickt: 1', { exact: true }));
    const background = await button.evaluate(
      (element) => element.ownerDocument.defaultView.getComputedStyle(element).backgroundColor,
    );
    if (['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)', 'rgb(240, 240, 240)'].includes(background)) {
      throw new Error(`the Button has no style of @lindner/ui (background ${background})`);
    }
  });

  await step('a field with value/onChange takes what is typed', async () => {
    await page.getByRole('textbox', { name: 'Dein Name' }).fill('Anna');
    await visible(page.getByText('Servus, Anna!', { exact: true }));
  });

  await step(
    'the react-final-form field refuses a wrong address, sends a right one, a toast says so',
    async () => {
      const email = page.getByRole('textbox', { name: 'E-Mail' });
      await email.fill('anna@');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await visible(page.locator('input[name="email"][aria-invalid="true"]'));
      await email.fill('anna@example.at');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await visible(page.getByText('Angemeldet: anna@example.at', { exact: true }));
      await visible(page.getByText('Willkommen im Newsletter, anna@example.at').first());
    },
  );

  await step('the finance calculator renders', () =>
    visible(page.getByRole('heading', { name: 'Finanzierungsrechner' })),
  );

  await step('the axle-load calculator renders and takes a model', async () => {
    await visible(page.getByRole('heading', { name: 'Achslastrechner' }));
    await page.getByRole('combobox', { name: 'Modell' }).selectOption({ label: 'Lintrac 130' });
  });

  await step('checkout, dealer-map, api and auth evaluate in the browser', () =>
    visible(
      page.getByText('Weitere Pakete geladen: checkout, dealer-map, api, auth', { exact: true }),
    ),
  );

  await step('a Link of @lindner/ui/router navigates inside the app', async () => {
    await page.evaluate(() => (globalThis.sameDocument = true));
    await page.getByRole('link', { name: 'Zur zweiten Seite' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Zweite Seite' }));
    if (new URL(page.url()).pathname !== '/zweite-seite') throw new Error(`at ${page.url()}`);
    if (!(await page.evaluate(() => globalThis.sameDocument === true))) {
      throw new Error('the link loaded a new document instead of navigating in the router');
    }
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Lindner-Pakete im Test' }));
  });
}

// The run, below the definitions it uses.
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'lindner-consumer-'));
const failures = [];
try {
  const tarballs = pack();
  const peerRanges = peerRangesOf(tarballs);
  const variants = [
    { name: 'newest peers', peers: newestOf(peerRanges) },
    { name: 'oldest peers', peers: oldestOf(peerRanges) },
  ];
  // Side by side up to the browser: installing is mostly waiting for the disk.
  const outcomes = await Promise.allSettled(
    variants.map((variant) => runVariant(variant, tarballs)),
  );
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') console.log(outcome.value);
    else failures.push(outcome.reason);
  }
} catch (error) {
  failures.push(error);
} finally {
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

for (const failure of failures) {
  console.error(failure instanceof StepFailure ? failure.message : failure.stack);
}
console.log(`Consumer test ${failures.length > 0 ? 'FAILED' : 'passed'} in ${seconds(started)} s`);
process.exit(failures.length > 0 ? 1 : 0);

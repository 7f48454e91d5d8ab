// Checks what other Lindner sites install: each package lints clean with publint, its tarball
// holds README.md, LICENSE and CHANGELOG.md (changesets writes it), its entries list their names (no
// `export *`) and import only what its manifest installs (an optional peer such as react-router
// only from an entry of its own), every component's CSS is there on its own, importing one
// component pulls in only that component, @lindner/i18n/core imports where no React is
// installed, @lindner/ui's main entry needs neither react-router nor final-form (their parts
// resolve as entries of their own), and the gzip size of every package is reported.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const packagesDir = join(root, 'packages');
const problems = [];

/** Importing `imported` from a package must not bundle the code of the `excluded` components. */
const treeShaking = [{ pkg: 'ui', imported: 'Button', excluded: ['Toast', 'Tabs'] }];
/** Files every tarball must hold, beside package.json and what `files` names. */
const requiredInTarball = ['README.md', 'LICENSE', 'CHANGELOG.md'];

for (const name of readdirSync(packagesDir)) {
  const dir = join(packagesDir, name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  problems.push(...dependencyProblems(manifest));
  const { messages } = await publint({ pkgDir: dir, level: 'suggestion', strict: true });
  for (const message of messages) {
    problems.push(`${manifest.name}: ${formatMessage(message, manifest)}`);
  }
  problems.push(...tarballProblems(dir, manifest));
  problems.push(...entryProblems(dir, manifest));
  problems.push(...componentCssProblems(dir, manifest));
  const files = listFiles(join(dir, 'dist')).filter((file) => /\.(js|css)$/.test(file));
  const gzip = (pattern) =>
    files
      .filter((file) => pattern.test(file))
      .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  console.log(
    `${manifest.name}: ${kB(gzip(/\.js$/))} kB JavaScript, ${kB(gzip(/dist\/index\.css$/))} kB CSS (gzip, whole package)`,
  );
}

for (const { pkg, imported, excluded } of treeShaking) {
  const dist = join(packagesDir, pkg, 'dist');
  const own = reachableChunks(join(dist, imported, 'index.js'));
  const foreign = new Set(
    excluded
      .flatMap((component) => [...reachableChunks(join(dist, component, 'index.js'))])
      .filter((chunk) => !own.has(chunk)),
  );
  const appDir = join(root, 'node_modules/.cache/lindner-tree-shaking');
  mkdirSync(appDir, { recursive: true });
  writeFileSync(
    join(appDir, 'main.js'),
    `import { ${imported} } from '@lindner/${pkg}';\nconsole.log(${imported});\n`,
  );
  const output = await build({
    root: appDir,
    logLevel: 'silent',
    configFile: false,
    build: { write: false, minify: false, lib: { entry: 'main.js', formats: ['es'] } },
  });
  const bundled = new Set(
    output.flatMap((result) => result.output).flatMap((chunk) => chunk.moduleIds ?? []),
  );
  const included = [...foreign].filter((chunk) => bundled.has(chunk));
  const ownBundled = [...own].some((chunk) => bundled.has(chunk));
  if (!ownBundled) problems.push(`importing ${imported} did not bundle ${imported} itself`);
  if (included.length > 0) {
    problems.push(
      `importing only ${imported} from @lindner/${pkg} bundles code of ${excluded.join(' or ')}: ` +
        included.map((chunk) => relative(root, chunk)).join(', '),
    );
  } else {
    console.log(
      `@lindner/${pkg}: an app importing only ${imported} bundles none of ${excluded.join(', ')} (${foreign.size} modules checked)`,
    );
  }
}

problems.push(...(await uiEntryProblems()));
checkReactFreeCore();

if (problems.length > 0) {
  console.error(`Package checks failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

/**
 * The server imports `@lindner/i18n/core`: it must work as installed from the registry, in a
 * project with nothing else (no react, no react-intl), so that no React is in its resolution path.
 */
function checkReactFreeCore() {
  const work = mkdtempSync(join(tmpdir(), 'lindner-i18n-core-'));
  try {
    const [{ filename }] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: join(packagesDir, 'i18n'),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const project = join(work, 'project');
    const installed = join(project, 'node_modules/@lindner/i18n');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, filename), '-C', installed, '--strip-components=1']);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'i18n-core-without-react', private: true, type: 'module' }),
    );
    // Without React truly out of reach the check would prove nothing: it must not resolve.
    const script = `
      const core = await import('@lindner/i18n/core');
      const react = await import('react').then(() => 'react found', () => 'no react');
      console.log(core.localizePath('settings', {}, 'de-at'), react);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    const expected = '/de-at/mein-lindner/einstellungen no react';
    if (output === expected) {
      console.log(
        '@lindner/i18n/core: imports with no React installed, as packed for the registry',
      );
    } else {
      problems.push(`@lindner/i18n/core without React printed "${output}", not "${expected}"`);
    }
  } catch (error) {
    const stderr = String(error.stderr ?? '');
    const detail = stderr.split('\n').find((line) => /Error/.test(line)) ?? error.message;
    problems.push(`@lindner/i18n/core does not import without React installed:\n  ${detail}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What `npm pack` must put in the tarball: README.md, LICENSE and CHANGELOG.md. */
function tarballProblems(dir, { name }) {
  const [{ files }] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const packed = new Set(files.map((file) => file.path));
  const missing = requiredInTarball.filter((file) => !packed.has(file));
  if (missing.length > 0) return [`${name}: npm pack leaves out ${missing.join(', ')}`];
  console.log(`${name}: the tarball holds ${requiredInTarball.join(', ')}`);
  return [];
}

/**
 * Each JavaScript entry of the export map: its source names what it exports (no `export *`, so
 * publishing a name is a decision), and its built closure imports only installed packages: a
 * dependency, or a peer; an optional peer only from an entry other than the main one (so that
 * `import { Button } from '@lindner/ui'` needs no react-router).
 */
function entryProblems(
  dir,
  { name, exports = {}, dependencies = {}, peerDependencies = {}, peerDependenciesMeta = {} },
) {
  const found = [];
  const optional = new Set(
    Object.keys(peerDependenciesMeta).filter((peer) => peerDependenciesMeta[peer].optional),
  );
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target !== 'object' || !target.import) continue;
    const source = readFileSync(join(dir, target.source), 'utf8');
    if (/^export \*/m.test(source)) {
      found.push(
        `${name}${subpath.slice(1)}: ${target.source} re-exports with "export *"; name the exports`,
      );
    }
    for (const pkg of importedPackages(join(dir, target.import))) {
      if (pkg.startsWith('node:')) continue;
      const entry = `${name}${subpath.slice(1)}`;
      if (!(pkg in dependencies) && !(pkg in peerDependencies)) {
        found.push(`${entry} imports ${pkg}, which is neither a dependency nor a peer`);
      } else if (subpath === '.' && optional.has(pkg)) {
        found.push(
          `${entry} imports the optional peer ${pkg}: move what needs it to an entry of its own`,
        );
      }
    }
  }
  return found;
}

/**
 * A package exporting `./*.css` (one stylesheet per component folder): every folder of `src`
 * with vanilla-extract styles has its own built `dist/<folder>/index.css`.
 */
function componentCssProblems(dir, { name, exports = {} }) {
  if (exports['./*.css'] !== './dist/*/index.css') return [];
  const folders = readdirSync(join(dir, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) =>
      listFiles(join(dir, 'src', folder)).some(
        (file) => file.endsWith('.css.ts') && !/\.(stories|test)\./.test(file),
      ),
    );
  const missing = folders.filter(
    (folder) =>
      !readdirSync(join(dir, 'dist')).includes(folder) ||
      !readdirSync(join(dir, 'dist', folder)).includes('index.css'),
  );
  if (missing.length > 0) {
    return missing.map((folder) => `${name}/${folder}.css: no dist/${folder}/index.css`);
  }
  console.log(
    `${name}: ${folders.length} components' CSS importable one by one (${name}/<Name>.css)`,
  );
  return [];
}

/** The packages (by name) a built entry and the chunks it imports statically import. */
function importedPackages(entry) {
  const bare = new Set();
  for (const chunk of reachableChunks(entry)) {
    const code = readFileSync(chunk, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*["']([^."'/][^"']*)["']/g)) {
      bare.add(
        specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0],
      );
    }
  }
  return bare;
}

/**
 * `import { Button } from '@lindner/ui'` needs neither react-router nor a form library: the main
 * entry and its chunks import none of them, and the parts that do are their own entries, which
 * resolve as an app imports them (the export map's `import` and `types`) and export what they
 * promise.
 */
async function uiEntryProblems() {
  const found = [];
  const dir = join(packagesDir, 'ui');
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const boundPackages = ['react-router', 'final-form', 'react-final-form'];
  const imported = importedPackages(join(dir, exports['.'].import));
  const bound = boundPackages.filter((pkg) => imported.has(pkg));
  if (bound.length > 0) {
    found.push(`@lindner/ui (main entry or its chunks) imports ${bound.join(', ')}`);
  } else {
    console.log(
      `@lindner/ui: the main entry and its chunks import none of ${boundPackages.join(', ')}`,
    );
  }
  const entries = { './router': ['Link', 'SideNav'], './final-form': ['Form', 'FinalFormFields'] };
  for (const [subpath, names] of Object.entries(entries)) {
    const specifier = `@lindner/ui${subpath.slice(1)}`;
    try {
      const file = fileURLToPath(import.meta.resolve(specifier));
      const types = exports[subpath]?.types;
      if (!types || !existsSync(join(dir, types))) {
        found.push(`${specifier}: no types at ${types ?? '(none in the export map)'}`);
        continue;
      }
      const module = await import(specifier);
      const missing = names.filter((name) => module[name] === undefined);
      if (missing.length > 0) {
        found.push(`${specifier} does not export ${missing.join(', ')}`);
      } else {
        console.log(`${specifier}: resolves to ${relative(root, file)} with its types`);
      }
    } catch (error) {
      found.push(`${specifier} does not resolve: ${error.message}`);
    }
  }
  return found;
}

/** The dist modules an entry imports statically, itself included. */
function reachableChunks(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    reachableChunks(join(dirname(entry), specifier), seen);
  }
  return seen;
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function kB(bytes) {
  return (bytes / 1024).toFixed(1);
}

/**
 * A consuming app brings its own react-intl, router, swr and forms: two copies would hold two
 * React contexts ("Could not find required `intl` object"). So those are peer dependencies with
 * a range, and every other dependency takes compatible updates (a caret range).
 */
function dependencyProblems({ name, dependencies = {}, peerDependencies = {} }) {
  const contextHolders = [
    'react',
    'react-dom',
    'react-intl',
    'react-router',
    'swr',
    'react-final-form',
    'final-form',
  ];
  const found = [];
  for (const [dependency, range] of Object.entries(dependencies)) {
    if (contextHolders.includes(dependency)) {
      found.push(`${name}: ${dependency} holds React context, so it must be a peer dependency`);
    } else if (!range.startsWith('^')) {
      found.push(`${name}: ${dependency} is pinned to ${range}; use a caret range`);
    }
  }
  for (const [dependency, range] of Object.entries(peerDependencies)) {
    if (!/^[\^>~]/.test(range))
      found.push(`${name}: peer ${dependency} needs a range, not ${range}`);
  }
  return found;
}

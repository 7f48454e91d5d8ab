// The gzip size of every entry of every published package: the entry's module and every module
// of the same package it imports statically (what it imports from other packages is counted with
// those), and the stylesheet the export map gives for it. A widget's main entry is also bundled
// as a CMS page's script uses it (`mount`), with the @lindner packages it needs but without the
// peers every widget shares (React, react-intl, SWR): that figure has the widget's budget. Read
// from the packages' `dist` (`npm run build`).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const packagesDir = resolve(import.meta.dirname, '..', 'packages');

/**
 * Budgets in kB gzip (JavaScript and CSS of the entry) for the widgets' main entries: DESIGN.md's
 * 25 kB for a calculator, 40 kB for the checkout (issue 32: the signed API client's calls, the
 * order's schemas, the price preview and a form of eight sections). The widgets' lazy chunks
 * (the dealer map's Leaflet, loaded after consent) are not in an entry's first load.
 */
export const entryBudgets = {
  '@lindner/axle-load-calculator': 25,
  '@lindner/dealer-map': 25,
  '@lindner/finance-calculator': 25,
  '@lindner/checkout': 40,
};

/**
 * Known overruns, tolerated up to these ceilings so they cannot grow unnoticed: the checkout is
 * 41.8 kB bundled (react-final-form and final-form, which @lindner/ui's fields still import,
 * come along); issue 32's widget work brings it within its 40.
 */
export const entryCeilings = { '@lindner/checkout': 45 };

/** One row per JavaScript entry of each package's export map, and the entries over budget. */
export async function packageEntrySizes() {
  const rows = [];
  const problems = [];
  const overrun = [];
  for (const name of readdirSync(packagesDir).sort()) {
    const dir = join(packagesDir, name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target !== 'object' || !target.import) continue;
      const entry = join(dir, target.import);
      if (!existsSync(entry)) {
        problems.push(
          `${manifest.name}${subpath.slice(1)}: no ${target.import}; build the packages first`,
        );
        continue;
      }
      const js = [...staticClosure(entry)].reduce((sum, file) => sum + gzipKb(file), 0);
      const cssFile = entryCss(dir, manifest.exports, subpath, target);
      const css = cssFile ? gzipKb(cssFile) : 0;
      const entryName = `${manifest.name}${subpath.slice(1)}`;
      const budget = entryBudgets[entryName];
      const bundled =
        budget === undefined ? undefined : (await bundledKb(entryName, manifest)) + css;
      rows.push({
        entry: entryName,
        'JS kB': round(js),
        'CSS kB': round(css),
        'as a widget kB': bundled === undefined ? '-' : round(bundled),
        budget: budget === undefined ? '-' : `${budget} kB`,
      });
      if (bundled !== undefined && bundled > budget) {
        const over = `${entryName}: ${bundled.toFixed(1)} kB gzip as a widget, over its budget of ${budget} kB`;
        const ceiling = entryCeilings[entryName];
        (ceiling !== undefined && bundled <= ceiling ? overrun : problems).push(over);
      }
    }
  }
  return { rows, problems, overrun };
}

/**
 * The minified JavaScript of `mount` from the entry with the @lindner packages it imports, as an
 * app's bundler makes it (tree-shaken, from the packages' `dist`), the shared peers left out.
 */
async function bundledKb(entryName, { peerDependencies = {} }) {
  const appDir = resolve(packagesDir, '..', 'node_modules/.cache/lindner-package-sizes');
  mkdirSync(appDir, { recursive: true });
  writeFileSync(
    join(appDir, 'main.js'),
    `import { mount } from '${entryName}';\nexport default mount;\n`,
  );
  const shared = [...Object.keys(peerDependencies), 'react', 'react-dom', 'react-intl', 'swr'];
  const output = await build({
    root: appDir,
    logLevel: 'silent',
    configFile: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: 'main.js', formats: ['es'] },
      rollupOptions: {
        external: (id) => shared.some((peer) => id === peer || id.startsWith(`${peer}/`)),
      },
    },
  });
  return output
    .flatMap((result) => result.output)
    .filter((chunk) => chunk.type === 'chunk' && chunk.isEntry)
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length / 1024, 0);
}

/** The stylesheet of an entry: `./style.css` for the main entry, `./<name>.css` for `./<name>`. */
function entryCss(dir, exports, subpath, target) {
  const css = subpath === '.' ? exports['./style.css'] : exports[`${subpath}.css`];
  if (typeof css === 'string' && existsSync(join(dir, css))) return join(dir, css);
  const beside = join(dir, dirname(target.import), 'index.css');
  return subpath !== '.' && exports['./*.css'] && existsSync(beside) ? beside : undefined;
}

/** The entry and the modules of its package it imports statically. */
function staticClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    staticClosure(join(dirname(entry), specifier), seen);
  }
  return seen;
}

function gzipKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

function round(kb) {
  return Number(kb.toFixed(1));
}

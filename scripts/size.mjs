// `npm run size`: the JavaScript a browser loads first for each route of the built portal
// (gzip), against DESIGN.md's budgets. Reads Vite's manifest; run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const portal = join(root, 'apps/portal');
const dist = join(portal, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const budgets = { personal: 160, public: 120, lazyChunk: 40, loader: 5, widget: 25 };
/**
 * A known overrun, reported on every run and tolerated only up to its ceiling so it cannot grow
 * unnoticed. Public pages: react-router's data router (createBrowserRouter, lazy routes, error
 * elements) alone is about 32 kB gzip, against some 15 kB for its declarative mode; the shell
 * needs a lighter router before public pages fit DESIGN.md's 120 kB. Pages that read the API
 * check its answers with zod/mini (about 8 kB), as every client call does. The design system's
 * Text, Heading and Table (their recipes and the recipe runtime, about 4 kB) joined in issue 11.
 */
const tolerated = { public: 155 };
/** The catalogs loaded at start for this locale are part of the first load. */
const measuredLocale = 'de';

if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build the portal first ("npm run build -w @lindner/portal").`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const { personalRoutes, publicRoutes } = await import(join(root, 'packages/i18n/dist/index.js'));

const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gzipKb.get(file);
};
/** A manifest entry and everything it imports statically. */
const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
};
const kbOf = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))].reduce(
    (sum, file) => sum + sizeOf(file),
    0,
  );

/** A chunk with what it imports and the catalogs it loads at once for the measured locale. */
const withCatalogs = (key) => {
  const keys = closure(key);
  const catalogs = [...keys]
    .flatMap((each) => manifest[each].dynamicImports ?? [])
    .filter((each) =>
      new RegExp(`messages/compiled/([\\w-]+-)?${measuredLocale}\\.json$`).test(each),
    );
  return new Set([...keys, ...catalogs.flatMap((each) => [...closure(each)])]);
};

const entryKey = 'index.html';
const firstLoad = withCatalogs(entryKey);

// The page modules, as apps/portal/src/app/router/pages.ts lists them.
const pagesFile = join(portal, 'src/app/router/pages.ts');
const pageModules = new Map(
  [
    ...readFileSync(pagesFile, 'utf8').matchAll(
      /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map(([, name, specifier]) => {
    const base = posix.join(posix.relative(portal, dirname(pagesFile)), specifier);
    const key = Object.keys(manifest).find((candidate) =>
      [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].includes(
        candidate,
      ),
    );
    if (!key) throw new Error(`No chunk for the page of "${name}" (${specifier}) in the manifest`);
    return [name, key];
  }),
);

/** Loaded lazily, but on the way to every personal-area page: the area's frame and the user. */
const personalAreaModules = [
  'src/app/personalArea/PersonalArea.tsx',
  'src/shared/currentUser/UserFetcher.tsx',
];
const personalArea = new Set(
  personalAreaModules.flatMap((key) => {
    if (!manifest[key]) throw new Error(`No chunk for ${key} in the manifest`);
    return [...closure(key)];
  }),
);

const problems = [];
const notYetBuilt = [];
const overrun = [];
const rows = [];
for (const [area, routes] of [
  ['personal', personalRoutes],
  ['public', publicRoutes],
]) {
  for (const name of Object.keys(routes)) {
    const page = pageModules.get(name);
    const keys = new Set([
      ...firstLoad,
      ...(area === 'personal' ? personalArea : []),
      // A page loads the catalogs of the widget packages it shows with its code.
      ...(page ? withCatalogs(page) : []),
    ]);
    const kb = kbOf(keys);
    const budget = budgets[area];
    rows.push([name, area, page ? 'page' : '404 page', kb, budget]);
    if (kb <= budget) continue;
    const over = `${name}: ${kb.toFixed(1)} kB over the ${area} budget of ${budget} kB`;
    // A route whose page is not built yet shows the shell's 404 page: reported now, enforced
    // once the page exists.
    if (!page) notYetBuilt.push(over);
    else if (kb <= (tolerated[area] ?? budget)) overrun.push(over);
    else problems.push(over);
  }
}

/**
 * Lazy chunks that are not routes but a library loaded on demand, with a budget of their own:
 * the dealer map is Leaflet (about 42 kB gzip whole; it does not tree-shake), and loads only
 * after the visitor consents to the map.
 */
const onDemandBudgets = { 'packages/dealer-map/src/DealerMap/DealerMap.tsx': 50 };
const lazyChunks = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
for (const [key, chunk] of lazyChunks) {
  const kb = sizeOf(chunk.file);
  const own = Object.entries(onDemandBudgets).find(([module]) => key.endsWith(module));
  const budget = own ? own[1] : budgets.lazyChunk;
  if (kb > budget) problems.push(`lazy chunk ${key}: ${kb.toFixed(1)} kB over ${budget} kB`);
}

console.log(`First-load JavaScript per route (gzip, locale ${measuredLocale}):`);
console.table(
  rows.map(([route, area, shows, kb, budget]) => ({
    route,
    area,
    shows,
    'first load kB': Number(kb.toFixed(1)),
    'budget kB': budget,
  })),
);
const largestLazy = Math.max(
  0,
  ...lazyChunks
    .filter(([key]) => !Object.keys(onDemandBudgets).some((module) => key.endsWith(module)))
    .map(([, chunk]) => sizeOf(chunk.file)),
);
console.log(
  `${lazyChunks.length} lazy chunks, the largest route or component chunk ${largestLazy.toFixed(1)} kB (budget ${budgets.lazyChunk} kB each)`,
);
// The CMS widgets: the loader, and each widget beyond what every widget shares (React, the
// providers, the design system's basics).
const loaderKey = 'src/widgets/loader.ts';
const loaderKb = kbOf(closure(loaderKey));
if (loaderKb > budgets.loader)
  problems.push(`widgets loader: ${loaderKb.toFixed(1)} kB over ${budgets.loader} kB`);
const widgetKeys = (manifest[loaderKey].dynamicImports ?? []).filter(
  (key) => !key.includes('messages/compiled'),
);
const widgetClosures = widgetKeys.map((key) => [key, closure(key)]);
const sharedByWidgets =
  widgetClosures.length > 1
    ? new Set(
        [...widgetClosures[0][1]].filter((key) =>
          widgetClosures.every(([, keys]) => keys.has(key)),
        ),
      )
    : new Set();
console.log(`Widgets loader: ${loaderKb.toFixed(1)} kB (budget ${budgets.loader} kB)`);
console.log(`Shared by every widget (React, providers): ${kbOf(sharedByWidgets).toFixed(1)} kB`);
for (const [key, keys] of widgetClosures) {
  const own = kbOf([...keys].filter((chunk) => !sharedByWidgets.has(chunk)));
  console.log(
    `Widget ${key}: ${own.toFixed(1)} kB beyond the shared runtime (budget ${budgets.widget} kB)`,
  );
  if (own > budgets.widget)
    problems.push(`widget ${key}: ${own.toFixed(1)} kB over ${budgets.widget} kB`);
}

// Code loaded only on demand, such as the dealer map after consent: never in a first load.
const shellLazy = new Set([...firstLoad].flatMap((key) => manifest[key].dynamicImports ?? []));
const loaderLazy = new Set(manifest[loaderKey].dynamicImports ?? []);
const onDemand = new Map();
for (const [owner, first, known] of [
  ...[...pageModules].map(([name, key]) => [
    name,
    new Set([...firstLoad, ...withCatalogs(key)]),
    shellLazy,
  ]),
  ...widgetKeys.map((key) => [key, withCatalogs(key), loaderLazy]),
]) {
  for (const lazy of [...first].flatMap((each) => manifest[each].dynamicImports ?? [])) {
    if (lazy.includes('messages/compiled') || first.has(lazy) || known.has(lazy)) continue;
    const kb = kbOf([...closure(lazy)].filter((each) => !first.has(each)));
    onDemand.set(lazy, { kb, owners: [...(onDemand.get(lazy)?.owners ?? []), owner] });
  }
}
for (const [key, { kb, owners }] of onDemand) {
  console.log(
    `On demand: ${key}, ${kb.toFixed(1)} kB, after the first load of ${owners.join(', ')}`,
  );
}
/** Code only on-demand chunks may hold, by a text it always contains: the map library. */
const onDemandOnly = { Leaflet: 'leafletjs.com' };
const statically = [
  ...firstLoad,
  ...[...pageModules.values(), ...widgetKeys].flatMap((key) => [...closure(key)]),
];
for (const file of new Set(statically.map((key) => manifest[key].file))) {
  const code = readFileSync(join(dist, file), 'utf8');
  for (const [library, mark] of Object.entries(onDemandOnly)) {
    if (code.includes(mark)) problems.push(`${file} holds ${library} in a first load`);
  }
}

if (notYetBuilt.length > 0) {
  console.warn(`Routes without their page yet, over budget:\n- ${notYetBuilt.join('\n- ')}`);
}
if (overrun.length > 0) {
  console.warn(
    `Over budget, tolerated up to ${JSON.stringify(tolerated)} kB until the router is lighter:\n- ${overrun.join('\n- ')}`,
  );
}
if (problems.length > 0) {
  console.error(`Over budget:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

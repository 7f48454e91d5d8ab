/** One file of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** The chunk's name: its module's file name where Vite made a chunk of one module. */
  name?: string;
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The portal's entry script. */
  entry: string;
  /** Stylesheets of the entry and of the page's modules. */
  styles: string[];
  /** Every script the page runs at start besides the entry: fetched at once, not in a chain. */
  modulePreloads: string[];
}

/** The source of the portal's browser entry, as Vite's manifest names it. */
export const entrySource = 'src/app/main.tsx';

/** The entry of a public page rendered as islands, and the module that hydrates the islands. */
export const islandPageSources = {
  entry: 'src/app/publicPage.ts',
  hydration: 'src/app/islands/hydrateIslands.tsx',
};

/**
 * The files a page needs at start, from the build manifest: the entry, and the route modules the
 * page is made of (`src/features/<domain>/pages/<route name>/index.ts`, the personal area's
 * frame), each with every chunk it imports and their styles. A page's view that it loads on
 * demand (`pages/<route name>/<View>.tsx`, shown once the sign-on and the page's data are there)
 * is fetched at start too, its styles still with it when it runs: otherwise its download would
 * begin only after the sign-on and the data, one more wait on a slow line.
 */
export function pageAssets(manifest: Manifest, routeSources: string[], base = '/'): PageAssets {
  const entry = manifest[entrySource];
  if (!entry) throw new Error(`The build manifest has no entry ${entrySource}`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, withStyles = true) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    if (withStyles) for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, withStyles);
  };
  visit(entrySource);
  for (const source of routeSources) visit(source);
  for (const view of routeSources.flatMap((source) => pageViewsOf(manifest, source))) {
    visit(view, false);
  }
  scripts.delete(entry.file);
  return {
    entry: base + entry.file,
    styles: [...styles].map((file) => base + file),
    modulePreloads: [...scripts].map((file) => base + file),
  };
}

/** The modules a page's module loads on demand from its own folder: its views. */
function pageViewsOf(manifest: Manifest, source: string): string[] {
  const folder = /^(.*\/pages\/[^/]+\/)index\.tsx?$/.exec(source)?.[1];
  if (!folder) return [];
  return (manifest[source]?.dynamicImports ?? []).filter(
    (key) => key.startsWith(folder) && !key.slice(folder.length).includes('/'),
  );
}

/**
 * The files of a public page rendered as islands: the styles the whole page needs, as
 * `pageAssets` finds them, but as scripts only the page's small entry and, where the page holds
 * islands, the code that hydrates them (`features/<domain>/islands/<name>.ts`) with React.
 */
export function islandPageAssets(
  manifest: Manifest,
  routeSources: string[],
  islands: Iterable<string>,
  base = '/',
): PageAssets {
  const { styles } = pageAssets(manifest, routeSources, base);
  const entry = manifest[islandPageSources.entry];
  if (!entry) throw new Error(`The build manifest has no entry ${islandPageSources.entry}`);
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const names = [...islands];
  if (names.length > 0) {
    visit(islandPageSources.hydration);
    for (const name of names) visit(islandSourceOf(manifest, name));
  }
  scripts.delete(entry.file);
  return {
    entry: base + entry.file,
    styles,
    modulePreloads: [...scripts].map((file) => base + file),
  };
}

/**
 * The manifest's key of an island's module: one of those the hydrating module loads on demand
 * (app/islands/islandRegistry.ts), named as its file (`features/<domain>/islands/<name>.ts`).
 */
export function islandSourceOf(manifest: Manifest, name: string): string {
  const loaded = manifest[islandPageSources.hydration]?.dynamicImports ?? [];
  const key = loaded.find(
    (each) => manifest[each]?.name === name || each.endsWith(`/islands/${name}.ts`),
  );
  if (!key) throw new Error(`The build manifest has no island ${name}`);
  return key;
}

/**
 * The manifest's key of a source file: the portal's own files are keyed from the portal's folder
 * (`src/…`), the workspace packages' from there too (`../../packages/…`).
 */
export function manifestKeyOf(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((each) => each === source || each.endsWith(`/${source}`));
  if (!key) throw new Error(`The build manifest has no ${source}`);
  return key;
}

/** The source file of a route's page module, by the portal's folder convention. */
export function pageSourceOf(manifest: Manifest, routeName: string): string | undefined {
  const suffix = `/pages/${routeName}/index.ts`;
  return Object.keys(manifest).find(
    (key) => key.startsWith('src/features/') && key.endsWith(suffix),
  );
}

/**
 * The brand fonts that text above the fold uses (Roboto for text, Poppins for headings, latin
 * subset), found in the built stylesheets so that the page can ask for them before the CSS has
 * arrived and text does not reflow when they come.
 */
export function fontPreloads(stylesheets: string[], base = '/'): string[] {
  const wanted = [
    /roboto-latin-400-normal-[\w-]+\.woff2/,
    /poppins-latin-500-normal-[\w-]+\.woff2/,
  ];
  const found = new Set<string>();
  for (const css of stylesheets) {
    for (const pattern of wanted) {
      const match = pattern.exec(css);
      if (match) found.add(`${base}assets/${match[0]}`);
    }
  }
  return [...found];
}

// Which of the build's files the service worker keeps ahead of need (public/sw.js), worked out
// from the bundle's chunks as the build writes them (vite.config.ts). No Vite import: the shapes
// below are the part of Rollup's output this reads.

/** A chunk of the build's output, as far as this module reads it. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

export type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/** Where the list is written in the build's output: the worker reads it from `/`. */
export const serviceWorkerAssetsFile = 'offline-assets.json';

export interface ServiceWorkerAssets {
  /** The files the fleet pages need, each with a leading `/`: kept before they are needed. */
  offline: string[];
  /** Every file of this build under `/assets/`: what the worker kept of older builds goes. */
  current: string[];
}

/**
 * The code the fleet pages need offline, also the parts that load only on demand (a form's tab,
 * the charts, the toasts): every chunk with a module of `offlineModules`, what those chunks
 * import, statically or on demand, and what that imports statically, with their CSS. A chunk not yet fetched when the connection
 * goes would otherwise fail to load, and a browser does not fetch a failed module again.
 */
export function serviceWorkerAssets(
  bundle: Record<string, BuiltFile>,
  offlineModules: RegExp,
): ServiceWorkerAssets {
  const chunks = new Map<string, BuiltChunk>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') chunks.set(file.fileName, file);
  }
  const ownsOfflineModule = (chunk: BuiltChunk) =>
    chunk.moduleIds.some((id) => offlineModules.test(id));
  const needed = new Set<string>();
  const visit = (fileName: string) => {
    if (needed.has(fileName)) return;
    needed.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    chunk.viteMetadata?.importedCss.forEach((css) => needed.add(css));
    chunk.imports.forEach(visit);
    // What a shared chunk loads on demand serves other pages (every route, in the main one).
    if (ownsOfflineModule(chunk)) chunk.dynamicImports.forEach(visit);
  };
  for (const chunk of chunks.values()) {
    if (ownsOfflineModule(chunk)) visit(chunk.fileName);
  }
  const inAssets = (fileName: string) => fileName.startsWith('assets/');
  return {
    offline: [...needed].filter(inAssets).sort().map(withSlash),
    current: Object.values(bundle)
      .map((file) => file.fileName)
      .filter(inAssets)
      .sort()
      .map(withSlash),
  };
}

function withSlash(fileName: string): string {
  return `/${fileName}`;
}

/**
 * Vite's manifests of the two browser builds, relative to the build folder (vite.config.ts): the
 * portal's own entry, and the public site's islands and widgets. No import: the build's config and
 * the server's loader read it too.
 */
export const buildManifests = {
  portal: '.vite/manifest.json',
  publicSite: '.vite/public-site-manifest.json',
} as const;

/** The Vite mode of the public site's build. */
export const publicSiteMode = 'public-site';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModelSection } from '@lindner/api/schema';

/** Pages of the database's content that the sitemap lists (apps/portal/src/app/server/siteIndex.ts). */
export interface ListedContent {
  models: readonly { id: string; sections: readonly ModelSection[] }[];
  /** The old-timers, each with a page of its own (`old-timer-detail`, `slug` = id). */
  oldTimers: readonly { id: string }[];
  /** The published news articles (`news-detail`). */
  news: readonly { slug: string }[];
  /** The released press releases (`press-detail`). */
  pressReleases: readonly { slug: string }[];
  /** The approved user reports (`user-report-detail`). */
  userReports: readonly { slug: string }[];
}

/** What the portal's server renderer (apps/portal/src/app/server) offers the server. */
export interface PageRenderer {
  /** The page at a path (with its query), as the server's answer to a request with `cookies`. */
  render(
    path: string,
    request?: { cookies?: string; method?: string },
  ): Promise<{ status: number; html: string }>;
  /** `sitemap.xml`, listing the pages of `content` (the database's content) too. */
  sitemap(content?: ListedContent): string;
  robots(): string;
  /** The `script-src` sources of the inline scripts its pages carry (their hashes). */
  inlineScripts: string[];
  /** The cookie banner's form, as a page posts it without a script. */
  consentForm: ConsentForm;
}

export interface ConsentForm {
  path: string;
  /** What the form's buttons submit as `choice`. */
  choices: readonly [string, ...string[]];
  /** The `Set-Cookie` value for a choice and the ticked categories. */
  cookie(choice: string, categories: string[], secure: boolean): string;
  /** The page to send the visitor back to, from the form's `returnTo` (a path of the portal). */
  returnPath(returnTo: string | undefined): string;
}

interface RendererModule {
  createPageRenderer(options: {
    manifest: unknown;
    publicSiteManifest: unknown;
    stylesheets: string[];
    publicUrl: string;
  }): PageRenderer['render'];
  sitemapXml(publicUrl: string, content?: ListedContent): string;
  robotsTxt(publicUrl: string): string;
  startScriptSource: string;
  consentForm: ConsentForm;
  /** Where in the static folder the browser builds' manifests are. */
  buildManifests: { portal: string; publicSite: string };
}

/**
 * Loads the renderer the portal's build made (`vite build --ssr`), with the browser builds'
 * manifests and the portal's stylesheets from the static folder.
 */
export async function loadPageRenderer(
  modulePath: string,
  staticDir: string,
  publicUrl: string,
): Promise<PageRenderer> {
  const renderer = (await import(pathToFileURL(modulePath).href)) as RendererModule;
  const readManifest = (file: string) =>
    JSON.parse(readFileSync(join(staticDir, file), 'utf8')) as Record<string, { css?: string[] }>;
  const manifest = readManifest(renderer.buildManifests.portal);
  const publicSiteManifest = readManifest(renderer.buildManifests.publicSite);
  const stylesheets = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].map(
    (file) => readFileSync(join(staticDir, file), 'utf8'),
  );
  const render = renderer.createPageRenderer({
    manifest,
    publicSiteManifest,
    stylesheets,
    publicUrl,
  });
  return {
    render,
    sitemap: (content) => renderer.sitemapXml(publicUrl, content),
    robots: () => renderer.robotsTxt(publicUrl),
    inlineScripts: [renderer.startScriptSource],
    consentForm: renderer.consentForm,
  };
}

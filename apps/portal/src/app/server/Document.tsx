import { intlTag, type Locale } from '@lindner/i18n';
import { themeRoot } from '@lindner/ui';
import { embeddedMessagesId, scriptJson } from '../embeddedMessages';
import type { PageAssets } from './pageAssets';
import { pageScriptsId, startScript, type PageScripts } from './startScript';

export interface DocumentProps {
  locale: Locale;
  assets: PageAssets;
  fonts: string[];
  /** The page's address, and the same page in each locale; none for a 404. */
  canonical?: string;
  alternates: { hrefLang: string; href: string }[];
  /** The router's state for hydration, as JSON; none for a page of islands. */
  routerState?: string;
  /** The page's messages for hydration, as JSON (see embeddedMessages.ts); none for islands. */
  messages?: string;
}

/**
 * The HTML document a server sends for a page, around an empty root that the server fills with
 * the portal's markup; the page's own `<title>` and meta description join the head.
 */
export function Document({
  locale,
  assets,
  fonts,
  canonical,
  alternates,
  routerState,
  messages,
}: DocumentProps) {
  const scripts: PageScripts = { entry: assets.entry, modulePreloads: assets.modulePreloads };
  return (
    <html lang={intlTag(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#e2001a" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        {fonts.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:locale" content={intlTag(locale).replace('-', '_')} />
        {alternates.map(({ hrefLang, href }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
        ))}
      </head>
      <body className={themeRoot}>
        <div id="root" />
        {routerState ? (
          <script
            id="router-state"
            type="application/json"
            // JSON in a script element that never runs; `<` is escaped so no text can close it.
            dangerouslySetInnerHTML={{ __html: routerState }}
          />
        ) : null}
        {messages ? (
          <script
            id={embeddedMessagesId}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: messages }}
          />
        ) : null}
        <script
          id={pageScriptsId}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson(scripts) }}
        />
        <script dangerouslySetInnerHTML={{ __html: startScript }} />
      </body>
    </html>
  );
}

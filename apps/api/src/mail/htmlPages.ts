import { readFile } from 'node:fs/promises';
import { intlTag, type Locale } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { brandHeadLinks } from '../plugins/brandAssets';

/** The policy of the API's own pages: their stylesheet and nothing else; links only. */
export const apiPagePolicy = [
  "default-src 'none'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

/** Escapes a plain text and turns each http(s) address in it into a link. */
export function linkedText(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    parts.push(escapeHtml(text.slice(last, match.index)));
    parts.push(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    last = match.index + url.length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('');
}

export interface HtmlPage {
  locale: Locale;
  title: string;
  /** Already escaped HTML. */
  body: string;
  stylesheet: string;
}

export function htmlPage({ locale, title, body, stylesheet }: HtmlPage): string {
  return `<!DOCTYPE html>
<html lang="${intlTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${brandHeadLinks()}
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<main>
<p class="brand" aria-hidden="true">LINDNER</p>
${body}
</main>
</body>
</html>
`;
}

export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', apiPagePolicy)
    .send(html);
}

/**
 * A page that posts forms to itself from an address holding a token (a mail's link): forms may
 * post to the API's own origin, and no page it links to learns the address.
 */
export function sendFormPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', formPagePolicy)
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const formPagePolicy = apiPagePolicy.replace("form-action 'none'", "form-action 'self'");

/** Serves pages.css at `path`. */
export async function pageStylesheet(
  app: FastifyInstance,
  path: string,
  routeOptions: RouteShorthandOptions = {},
) {
  const css = await readFile(new URL('./assets/pages.css', import.meta.url), 'utf8');
  app.get(path, routeOptions, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(css),
  );
}

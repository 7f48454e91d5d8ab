import type { Page } from 'playwright-core';

// What the end-to-end tests watch a page do as it loads: its chunks, its islands, its errors.

/** The portal's chunks a page fetches, by module (Vite names one `<module>-<8-char hash>.js`). */
export function collectChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const chunk = /([^/]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

/** The page's islands in its order, each with its state (`mounted` once hydrated). */
export const islandsOf = (page: Page): Promise<string[]> =>
  page
    .locator('[data-lindner-island]')
    .evaluateAll((islands) =>
      islands.map(
        (island) =>
          `${island.getAttribute('data-lindner-island')}: ${island.getAttribute('data-lindner-mounted')}`,
      ),
    );

/** What the page reports as errors: uncaught ones and the console's (a failed hydration's). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { hintsPerTask, pageScriptsId, startScript, type PageScripts } from './startScript';

const scripts: PageScripts = {
  entry: '/assets/start-test-entry.js',
  // More than one task's hints.
  modulePreloads: Array.from(
    { length: 2 * hintsPerTask + 1 },
    (_, n) => `/assets/start-test-${n}.js`,
  ),
};

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/assets/start-test'));
const entries = () =>
  [...document.querySelectorAll('script[type="module"]')]
    .map((script) => script.getAttribute('src'))
    .filter((src) => src === scripts.entry);

afterEach(() => {
  for (const element of document.querySelectorAll(
    `#${pageScriptsId}, link[href^="/assets/start-test"], script[src^="/assets/start-test"]`,
  )) {
    element.remove();
  }
});

describe('the start script', () => {
  it('asks for the page’s modules after a frame, a few per task and once only, the entry last', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = pageScriptsId;
    list.textContent = JSON.stringify(scripts);
    document.body.append(list);

    // What each task added, in order: a mutation observer reports once per task.
    const added: string[][] = [];
    const observer = new MutationObserver((records) => {
      const hrefs = records
        .flatMap((record) => [...record.addedNodes])
        .map(
          (node) =>
            (node as Element).getAttribute?.('href') ?? (node as Element).getAttribute?.('src'),
        )
        .filter((address): address is string => address?.startsWith('/assets/start-test') ?? false);
      if (hrefs.length > 0) added.push(hrefs);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });

    new Function(startScript)();
    // Nothing while the page has not been painted yet.
    expect(preloads()).toEqual([]);
    expect(entries()).toEqual([]);

    await vi.waitFor(() => expect(entries()).toEqual([scripts.entry]));
    observer.disconnect();
    expect(preloads()).toEqual(scripts.modulePreloads);
    // A few hints per task, the entry with the last.
    expect(added).toEqual([
      scripts.modulePreloads.slice(0, hintsPerTask),
      scripts.modulePreloads.slice(hintsPerTask, 2 * hintsPerTask),
      [...scripts.modulePreloads.slice(2 * hintsPerTask), scripts.entry],
    ]);
    // Past the timer that starts a hidden tab: still one request per file.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(preloads()).toEqual(scripts.modulePreloads);
    expect(entries()).toEqual([scripts.entry]);
  });
});

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

/** The page's list of scripts, as the server writes it. */
function listScripts() {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = pageScriptsId;
  list.textContent = JSON.stringify(scripts);
  document.body.append(list);
}

/** What each task adds, in order: a mutation observer reports once per task. */
function recordAdditions() {
  const added: string[][] = [];
  const observer = new MutationObserver((records) => {
    const addresses = records
      .flatMap((record) => [...record.addedNodes])
      .map(
        (node) =>
          (node as Element).getAttribute?.('href') ?? (node as Element).getAttribute?.('src'),
      )
      .filter((address): address is string => address?.startsWith('/assets/start-test') ?? false);
    if (addresses.length > 0) added.push(addresses);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return { added, stop: () => observer.disconnect() };
}

describe('the start script', () => {
  afterEach(() => {
    // Back to the document's own `hidden`.
    Reflect.deleteProperty(document, 'hidden');
  });

  it('asks for the page’s modules after a frame, a few per task and once only, the entry last', async () => {
    listScripts();
    const additions = recordAdditions();

    new Function(startScript)();
    // Nothing while the page has not been painted yet.
    expect(preloads()).toEqual([]);
    expect(entries()).toEqual([]);

    await vi.waitFor(() => expect(entries()).toEqual([scripts.entry]));
    additions.stop();
    expect(preloads()).toEqual(scripts.modulePreloads);
    // A few hints per task, the entry with the last.
    expect(additions.added).toEqual([
      scripts.modulePreloads.slice(0, hintsPerTask),
      scripts.modulePreloads.slice(hintsPerTask, 2 * hintsPerTask),
      [...scripts.modulePreloads.slice(2 * hintsPerTask), scripts.entry],
    ]);
    // Past the timer that starts a hidden tab: still one request per file.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(preloads()).toEqual(scripts.modulePreloads);
    expect(entries()).toEqual([scripts.entry]);
  });

  it('asks for all of them at once in a hidden tab, whose browser spaces timers a second apart', async () => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    listScripts();
    const additions = recordAdditions();

    new Function(startScript)();
    await vi.waitFor(() => expect(entries()).toEqual([scripts.entry]));
    additions.stop();
    expect(additions.added).toEqual([[...scripts.modulePreloads, scripts.entry]]);
  });
});

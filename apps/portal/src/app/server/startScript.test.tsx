import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageScriptsId, startScript, type PageScripts } from './startScript';

const scripts: PageScripts = {
  entry: '/assets/start-test-entry.js',
  modulePreloads: ['/assets/start-test-a.js', '/assets/start-test-b.js'],
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
  it('asks for the page’s modules after a frame, all at once and once only, the entry last', async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = pageScriptsId;
    list.textContent = JSON.stringify(scripts);
    document.body.append(list);

    new Function(startScript)();
    // Nothing while the page has not been painted yet.
    expect(preloads()).toEqual([]);
    expect(entries()).toEqual([]);

    await vi.waitFor(() => expect(entries()).toEqual([scripts.entry]));
    expect(preloads()).toEqual(scripts.modulePreloads);
    // Past the timer that starts a hidden tab: still one request per file.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(preloads()).toEqual(scripts.modulePreloads);
    expect(entries()).toEqual([scripts.entry]);
  });
});

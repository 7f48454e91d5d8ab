import type { PageAssets } from './pageAssets';

/** The element that lists the page's scripts for the start script (JSON, never run). */
export const pageScriptsId = 'page-scripts';

/** What the start script reads: the entry, and every module the page runs at start. */
export type PageScripts = Pick<PageAssets, 'entry' | 'modulePreloads'>;

/**
 * Asks for the page's code once the browser has painted the server's HTML. On a slow line the
 * scripts (most of a page's bytes) would otherwise share it with the style sheets and fonts the
 * first paint waits for. The hints come a few at a time, one task after another, the entry with
 * the last: a hint costs Chromium up to a few milliseconds on a slow phone, and fifty at once
 * held the main thread for a long task. A hidden tab paints nothing (no animation frame), so a
 * timer starts it there, with every hint at once: nobody waits on its main thread, and its
 * browser runs a chain of timers a second apart. It runs as the text of an inline script: it may
 * use nothing from outside.
 */
function startPage(listId: string, hintsPerTask: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const list = document.getElementById(listId);
    const scripts = JSON.parse(list?.textContent ?? '{}') as PageScripts;
    const waiting = [...scripts.modulePreloads];
    const askForSome = () => {
      const links = document.createDocumentFragment();
      for (const href of waiting.splice(0, document.hidden ? waiting.length : hintsPerTask)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        links.append(link);
      }
      document.head.append(links);
      if (waiting.length > 0) {
        setTimeout(askForSome, 0);
        return;
      }
      const entry = document.createElement('script');
      entry.type = 'module';
      entry.src = scripts.entry;
      document.body.append(entry);
    };
    askForSome();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
}

/** How many module hints the start script adds in one task. */
export const hintsPerTask = 4;

/** The start script, as the page carries it; its hash goes into the Content-Security-Policy. */
export const startScript = `(${startPage.toString()})(${JSON.stringify(pageScriptsId)}, ${hintsPerTask})`;

import type { PageAssets } from './pageAssets';

/** The element that lists the page's scripts for the start script (JSON, never run). */
export const pageScriptsId = 'page-scripts';

/** What the start script reads: the entry, and every module the page runs at start. */
export type PageScripts = Pick<PageAssets, 'entry' | 'modulePreloads'>;

/**
 * Asks for the page's code once the browser has painted the server's HTML. On a slow line the
 * scripts (most of a page's bytes) would otherwise share it with the style sheets and fonts the
 * first paint waits for. The hints still come all at once, so the code arrives without a chain.
 * A hidden tab paints nothing (no animation frame), so a timer starts it there.
 */
export const startScript = `(function(){var started=false;function start(){if(started)return;started=true;var scripts=JSON.parse(document.getElementById('${pageScriptsId}').textContent);var links=document.createDocumentFragment();scripts.modulePreloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;links.appendChild(link)});document.head.appendChild(links);var entry=document.createElement('script');entry.type='module';entry.src=scripts.entry;document.body.appendChild(entry)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()`;

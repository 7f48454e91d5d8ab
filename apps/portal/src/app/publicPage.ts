// The script of a public page rendered as islands: the frame's menus and cookie banner in plain
// DOM code, and React only for the page's islands, loaded when it has any. A page of text and
// links loads this alone.
import { takeConsentForm } from '../shell/PublicArea/consentFormScript';
import { closeMenusLikeMenus } from '../shell/PublicArea/menuDisclosures';
import { islandSelector } from '../shared/islands/island';

const header = document.querySelector<HTMLElement>('[data-public-header]');
if (header) closeMenusLikeMenus(header);
takeConsentForm(document);

// The end-to-end tests wait for this, as on the pages the portal renders whole (App.tsx).
const started = () => {
  document.documentElement.dataset.started = '';
};
if (document.querySelector(islandSelector)) {
  void import('./islands/hydrateIslands')
    .then(({ hydrateIslands }) => hydrateIslands(document))
    .catch((error: unknown) => console.error('The page’s islands could not start', error))
    .finally(started);
} else {
  started();
}

import { islandPageModules } from './islandPageModules';

// An entry of the public site's build for its manifest only: the island pages' modules, whose
// styles the server links on each island page (app/server/pageAssets.ts). No page loads it. The
// assignment keeps the modules: the bundler drops what an entry only exports.
Object.assign(globalThis, { lindnerIslandPages: islandPageModules });

// Loaded only when needed: the banner while the visitor has not decided, the settings dialog
// once the footer opens it. Neither is in a public page's first load.
export { CookieBanner, CookieSettings } from '@lindner/ui';

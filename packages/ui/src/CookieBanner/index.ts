export { CookieBanner, type CookieBannerProps } from './CookieBanner';
export { CookieSettings, type CookieSettingsProps } from './CookieSettings';

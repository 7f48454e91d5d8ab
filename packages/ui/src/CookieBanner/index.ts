export { CookieBanner, type CookieBannerProps } from './CookieBanner';
export { CookieSettings, type CookieSettingsProps } from './CookieSettings';
export { CookieSettingsLauncher, type CookieSettingsLauncherProps } from './CookieSettingsLauncher';

// The packages the page does not render (they need the portal's API and sign-on): imported,
// type-checked against their documented API, bundled and evaluated in the browser.
import '@lindner/auth/style.css';
import '@lindner/checkout/style.css';
import '@lindner/dealer-map/style.css';
import { apiMessages, initialize } from '@lindner/api';
import { userSchema } from '@lindner/api/schema';
import { AuthProvider, authMessages, validateSignOnConfig, type SignOnConfig } from '@lindner/auth';
import { Checkout, checkoutMessages, mount as mountCheckout } from '@lindner/checkout';
import type { CheckoutMountOptions } from '@lindner/checkout';
import { DealerFinder, dealerMapMessages, mount as mountDealerFinder } from '@lindner/dealer-map';
import type { DealerMapMountOptions } from '@lindner/dealer-map';
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { localizePath, negotiateLocale } from '@lindner/i18n/core';
import { isDecided, parseConsent } from '@lindner/ui/consent';
import { parseNumber } from '@lindner/ui/numbers';

const signOn: SignOnConfig = {
  url: 'https://sso.example.com',
  realm: 'lindner',
  clientId: 'portal',
};
const checkoutOptions: CheckoutMountOptions = {
  locale: 'de-at',
  apiBase: 'https://portal.example.com/api',
  getToken: () => undefined,
};
const dealerFinderOptions: DealerMapMountOptions = { locale: 'fr', country: 'AT' };

export const mountCheckoutInto = (element: HTMLElement): (() => void) =>
  mountCheckout(element, checkoutOptions);
export const mountDealerFinderInto = (element: HTMLElement): (() => void) =>
  mountDealerFinder(element, dealerFinderOptions);
export const connectApi = (): void =>
  initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => undefined });
export const settingsPath = (acceptLanguage: string): string =>
  localizePath('settings', {}, negotiateLocale([], acceptLanguage));
export const consentDecided = (cookie: string): boolean => isDecided(parseConsent(cookie));
export const typedPrice = (text: string) => parseNumber(text, 'de-at');
export const financeTexts = financeCalculatorMessages;
export const checkedSignOn = (): SignOnConfig => validateSignOnConfig(signOn);

/** The packages whose entries evaluated in the browser with everything they export here. */
export function loadedPackages(): readonly string[] {
  const exported = {
    checkout: [Checkout, mountCheckout, checkoutMessages],
    'dealer-map': [DealerFinder, mountDealerFinder, dealerMapMessages],
    api: [initialize, apiMessages, userSchema],
    auth: [AuthProvider, authMessages, validateSignOnConfig],
  };
  return Object.entries(exported)
    .filter(([, values]) => values.every((value) => value !== undefined))
    .map(([name]) => name);
}

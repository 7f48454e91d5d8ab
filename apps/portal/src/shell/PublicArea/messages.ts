import type { Locale } from '@lindner/i18n';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  FooterRouteName,
  MainNavigationRouteName,
  NavigationSectionName,
} from '../publicNavigation';

export const frameMessages = defineMessages({
  skipToContent: { id: 'portal.frame.skipToContent', defaultMessage: 'Zum Inhalt springen' },
  home: {
    id: 'portal.frame.home',
    defaultMessage: 'Lindner – zur Startseite',
    description: 'The accessible name of the logo, which links to the home page',
  },
  mainNavigation: { id: 'portal.frame.mainNavigation', defaultMessage: 'Hauptnavigation' },
  menu: { id: 'portal.frame.menu', defaultMessage: 'Menü' },
  personalArea: { id: 'portal.frame.personalArea', defaultMessage: 'Mein Lindner' },
  registration: {
    id: 'portal.frame.registration',
    defaultMessage: 'Registrieren',
    description: 'The header link to the registration landing page, beside Mein Lindner',
  },
  languages: { id: 'portal.frame.languages', defaultMessage: 'Sprache' },
  footerNavigation: {
    id: 'portal.frame.footerNavigation',
    defaultMessage: 'Rechtliches und Kontakt',
  },
  cookieSettings: { id: 'portal.frame.cookieSettings', defaultMessage: 'Cookie-Einstellungen' },
  company: { id: 'portal.frame.company', defaultMessage: 'Traktorenwerk Lindner GmbH' },
  address: {
    id: 'portal.frame.address',
    defaultMessage: 'Ing.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich',
  },
  claim: {
    id: 'portal.frame.claim',
    defaultMessage: 'Traktoren und Transporter, gebaut vom Familienunternehmen in Kundl, Tirol.',
  },
});

/** The language menu's button, naming the language shown. */
export const currentLanguageMessage = defineMessage<{ language: string }>({
  id: 'portal.frame.currentLanguage',
  defaultMessage: 'Sprache: {language}',
});

export const sectionLabels: Record<NavigationSectionName, MessageDescriptor> = defineMessages({
  models: { id: 'portal.frame.section.models', defaultMessage: 'Modelle' },
  'used-machines': {
    id: 'portal.frame.section.usedMachines',
    defaultMessage: 'Gebrauchtmaschinen',
  },
  service: { id: 'portal.frame.section.service', defaultMessage: 'Service & Kontakt' },
  community: { id: 'portal.frame.section.community', defaultMessage: 'Community' },
  'news-events': { id: 'portal.frame.section.newsEvents', defaultMessage: 'News & Events' },
});

export const routeLabels: Record<MainNavigationRouteName | FooterRouteName, MessageDescriptor> =
  defineMessages({
    models: { id: 'portal.frame.route.models', defaultMessage: 'Alle Modelle' },
    'old-timers': { id: 'portal.frame.route.oldTimers', defaultMessage: 'Oldtimer' },
    'used-machines': {
      id: 'portal.frame.route.usedMachines',
      defaultMessage: 'Gebrauchtmaschinen',
    },
    'dealer-finder': { id: 'portal.frame.route.dealerFinder', defaultMessage: 'Händlersuche' },
    'axle-load-calculator': {
      id: 'portal.frame.route.axleLoadCalculator',
      defaultMessage: 'Achslastrechner',
    },
    'finance-calculator': {
      id: 'portal.frame.route.financeCalculator',
      defaultMessage: 'Finanzierungsrechner',
    },
    contact: { id: 'portal.frame.route.contact', defaultMessage: 'Kontakt' },
    rmi: { id: 'portal.frame.route.rmi', defaultMessage: 'RMI für freie Werkstätten' },
    newsletter: { id: 'portal.frame.route.newsletter', defaultMessage: 'Newsletter' },
    'traclink-mobile': {
      id: 'portal.frame.route.traclinkMobile',
      defaultMessage: 'TracLink Mobile',
    },
    'traclink-smart': { id: 'portal.frame.route.traclinkSmart', defaultMessage: 'TracLink Smart' },
    marketplace: { id: 'portal.frame.route.marketplace', defaultMessage: 'Lindner-Marktplatz' },
    'user-reports': { id: 'portal.frame.route.userReports', defaultMessage: 'Anwenderberichte' },
    guestbook: { id: 'portal.frame.route.guestbook', defaultMessage: 'Gästebuch' },
    contests: { id: 'portal.frame.route.contests', defaultMessage: 'Gewinnspiele' },
    news: { id: 'portal.frame.route.news', defaultMessage: 'News' },
    press: { id: 'portal.frame.route.press', defaultMessage: 'Presse' },
    events: { id: 'portal.frame.route.events', defaultMessage: 'Events' },
    privacy: { id: 'portal.frame.route.privacy', defaultMessage: 'Datenschutz' },
    'participation-terms': {
      id: 'portal.frame.route.participationTerms',
      defaultMessage: 'Teilnahmebedingungen',
    },
    'terms-of-sale': { id: 'portal.frame.route.termsOfSale', defaultMessage: 'AGB' },
    'cancellation-policy': {
      id: 'portal.frame.route.cancellationPolicy',
      defaultMessage: 'Widerrufsbelehrung',
    },
    imprint: { id: 'portal.frame.route.imprint', defaultMessage: 'Impressum' },
  });

/** Each language by its own name, as its speakers look for it. */
export const localeNames: Record<Locale, MessageDescriptor> = defineMessages({
  de: { id: 'portal.frame.locale.de', defaultMessage: 'Deutsch' },
  'de-at': { id: 'portal.frame.locale.deAt', defaultMessage: 'Deutsch (Österreich)' },
  en: { id: 'portal.frame.locale.en', defaultMessage: 'English' },
  fr: { id: 'portal.frame.locale.fr', defaultMessage: 'Français' },
  'fr-fr': { id: 'portal.frame.locale.frFr', defaultMessage: 'Français (France)' },
});

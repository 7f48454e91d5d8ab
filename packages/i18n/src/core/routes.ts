import { languageOf, locales, type Locale } from './locales';

/** A route's segments per language. */
export type Segments = { de: string; en: string; fr: string };

/** The personal area's base segment per language. */
export const personalAreaBase: Segments = {
  de: 'mein-lindner',
  en: 'my-lindner',
  fr: 'mon-lindner',
};

/** DESIGN.md "Localized routes (personal area)": segments below the base, per language. */
export const personalRoutes = {
  dashboard: { en: '', de: '', fr: '' },
  profile: { en: 'profile', de: 'profil', fr: 'profil' },
  'profile-farm': { en: 'profile/farm', de: 'profil/hof', fr: 'profil/ferme' },
  'profile-password': { en: 'profile/password', de: 'profil/passwort', fr: 'profil/mot-de-passe' },
  'upfront-news': { en: 'upfront-news', de: 'vorab-news', fr: 'pre-actualites' },
  'upfront-news-detail': {
    en: 'upfront-news/:slug',
    de: 'vorab-news/:slug',
    fr: 'pre-actualites/:slug',
  },
  fleet: { en: 'fleet', de: 'fuhrpark', fr: 'flotte' },
  'fleet-traclink': { en: 'fleet/traclink', de: 'fuhrpark/traclink', fr: 'flotte/traclink' },
  'fleet-add-vehicle': {
    en: 'fleet/add-vehicle',
    de: 'fuhrpark/fahrzeug-hinzufuegen',
    fr: 'flotte/ajouter-vehicule',
  },
  /** Staff only (realm role `staff`): new vehicles waiting for their check. */
  'fleet-review': { en: 'fleet/review', de: 'fuhrpark/pruefung', fr: 'flotte/verification' },
  'fleet-detail': { en: 'fleet/:id', de: 'fuhrpark/:id', fr: 'flotte/:id' },
  /** Vehicles offered to the user, and the user's own transfers of ownership. */
  'fleet-transfers': { en: 'fleet/transfers', de: 'fuhrpark/uebergaben', fr: 'flotte/transferts' },
  'fleet-detail-add-average': {
    en: 'fleet/:id/add-average',
    de: 'fuhrpark/:id/durchschnitt-eintragen',
    fr: 'flotte/:id/ajouter-moyenne',
  },
  'fleet-detail-add-operation': {
    en: 'fleet/:id/add-operation',
    de: 'fuhrpark/:id/tagebuch-eintragen',
    fr: 'flotte/:id/entree-journal',
  },
  'fleet-detail-traclinkmobile': {
    en: 'fleet/:id/traclinkmobile',
    de: 'fuhrpark/:id/traclinkmobile',
    fr: 'flotte/:id/traclinkmobile',
  },
  'fleet-detail-warranty': {
    en: 'fleet/:id/warranty',
    de: 'fuhrpark/:id/garantie',
    fr: 'flotte/:id/garantie',
  },
  'fleet-detail-traclink': {
    en: 'fleet/:id/traclink',
    de: 'fuhrpark/:id/traclink',
    fr: 'flotte/:id/traclink',
  },
  'fleet-detail-warranty-checkout': {
    en: 'fleet/:id/warranty/checkout',
    de: 'fuhrpark/:id/garantie/kasse',
    fr: 'flotte/:id/garantie/caisse',
  },
  'fleet-detail-traclink-checkout': {
    en: 'fleet/:id/traclink/checkout',
    de: 'fuhrpark/:id/traclink/kasse',
    fr: 'flotte/:id/traclink/caisse',
  },
  services: { en: 'services', de: 'services', fr: 'services' },
  trainings: { en: 'trainings', de: 'fahrertrainings', fr: 'formation' },
  'trainings-detail': {
    en: 'trainings/:slug',
    de: 'fahrertrainings/:slug',
    fr: 'formation/:slug',
  },
  'classified-ads': { en: 'classified-ads', de: 'kleinanzeigen', fr: 'petites-annonces' },
  'classified-ads-manage': {
    en: 'classified-ads/manage',
    de: 'kleinanzeigen/verwalten',
    fr: 'petites-annonces/administrer',
  },
  settings: { en: 'settings', de: 'einstellungen', fr: 'parametres' },
  'settings-newsletter-contact': {
    en: 'settings/newsletter-contact',
    de: 'einstellungen/newsletter-kontakt',
    fr: 'parametres/infolettre-et-contact',
  },
  'settings-gdpr': { en: 'settings/gdpr', de: 'einstellungen/dsgvo', fr: 'parametres/rgdp' },
  /** Everything the portal holds about the user as a download, and deleting the account. */
  'settings-my-data': {
    en: 'settings/my-data',
    de: 'einstellungen/meine-daten',
    fr: 'parametres/mes-donnees',
  },
  orders: { en: 'orders', de: 'bestellungen', fr: 'commandes' },
  /** Staff only (realm role `staff`): orders waiting to be completed. */
  'orders-review': {
    en: 'orders/review',
    de: 'bestellungen/pruefung',
    fr: 'commandes/verification',
  },
  /** One order's printable confirmation; `id` is the order id. */
  'order-confirmation': { en: 'orders/:id', de: 'bestellungen/:id', fr: 'commandes/:id' },
  bookmarks: { en: 'bookmarks', de: 'merkliste', fr: 'favoris' },
  /** The signed-in writer's guestbook entries, user reports and contest entries, with their state. */
  'my-posts': { en: 'my-posts', de: 'meine-beitraege', fr: 'mes-contributions' },
  /** Staff only (realm role `staff`): user-made entries waiting for review. */
  'editorial-review': {
    en: 'editorial/review',
    de: 'redaktion/pruefung',
    fr: 'redaction/verification',
  },
  /** Staff only: writing, publishing and unpublishing news articles and press releases. */
  'editorial-news': { en: 'editorial/news', de: 'redaktion/news', fr: 'redaction/actualites' },
  /** Staff only: uploading press photos with their caption, credit and category. */
  'editorial-press-photos': {
    en: 'editorial/press-photos',
    de: 'redaktion/pressefotos',
    fr: 'redaction/photos-de-presse',
  },
} as const satisfies Record<string, Segments>;

/**
 * DESIGN.md "Localized routes (public)": paths directly below `/{locale}/`. The empty segment is
 * the locale's root, the home page (`/de-at/`).
 */
export const publicRoutes = {
  home: { de: '', en: '', fr: '' },
  'dealer-finder': {
    de: 'service-kontakt/haendlersuche',
    en: 'service-contact/dealer-search',
    fr: 'service-contact/recherche-revendeur',
  },
  'axle-load-calculator': {
    de: 'service-kontakt/achslastrechner',
    en: 'service-contact/axle-load-calculator',
    fr: 'service-contact/calculateur-charge-essieu',
  },
  'finance-calculator': {
    de: 'service-kontakt/finanzierungsrechner',
    en: 'service-contact/finance-calculator',
    fr: 'service-contact/calculateur-financement',
  },
  events: { de: 'lindner-welt/news-events/events', en: 'lindner/events', fr: 'lindner/evenements' },
  /** One event (`slug`), with its sign-up. */
  'event-detail': {
    de: 'lindner-welt/news-events/events/:slug',
    en: 'lindner/events/:slug',
    fr: 'lindner/evenements/:slug',
  },
  marketplace: {
    de: 'community/lindner-marktplatz',
    en: 'community/lindner-marketplace',
    fr: 'community/marche-lindner',
  },
  /** One classified ad (`id`) of the marketplace, with the reply form. */
  'marketplace-detail': {
    de: 'community/lindner-marktplatz/:id',
    en: 'community/lindner-marketplace/:id',
    fr: 'community/marche-lindner/:id',
  },
  'user-report-create': {
    de: 'community/anwenderberichte/erstellen',
    en: 'community/user-reports/create',
    fr: 'community/rapports-utilisateurs/creer',
  },
  privacy: { de: 'datenschutz', en: 'privacy-policy', fr: 'protection-des-donnees' },
  'participation-terms': {
    de: 'teilnahmebedingungen',
    en: 'terms-of-participation',
    fr: 'conditions-de-participation',
  },
  /** The terms of sale of the checkout (AGB): TracLink licences and warranty extensions. */
  'terms-of-sale': {
    de: 'agb',
    en: 'terms-and-conditions',
    fr: 'conditions-generales-de-vente',
  },
  /** The consumer's right of withdrawal from a checkout order, with the model form. */
  'cancellation-policy': {
    de: 'widerrufsbelehrung',
    en: 'cancellation-policy',
    fr: 'droit-de-retractation',
  },
  logout: { de: 'profil/abmelden', en: 'profile/logout', fr: 'profil/deconnexion' },
  imprint: { de: 'impressum', en: 'imprint', fr: 'mentions-legales' },
  contact: {
    de: 'service-kontakt/kontakt',
    en: 'service-contact/contact',
    fr: 'service-contact/contact',
  },
  'financing-enquiry': {
    de: 'service-kontakt/finanzierungsanfrage',
    en: 'service-contact/financing-enquiry',
    fr: 'service-contact/demande-de-financement',
  },
  /** A quote for a model (`?model=` a model's id preselects it); mailed to the nearest dealer. */
  'quote-request': {
    de: 'service-kontakt/angebot-anfordern',
    en: 'service-contact/request-a-quote',
    fr: 'service-contact/demande-de-devis',
  },
  /** A visit with a model on the visitor's farm on one of three dates (`?model=` as above). */
  'innovation-visit': {
    de: 'service-kontakt/innovationsbesuch',
    en: 'service-contact/innovation-visit',
    fr: 'service-contact/visite-innovation',
  },
  /** Repair and maintenance information for independent workshops: the RMI desk's form. */
  rmi: { de: 'service-kontakt/rmi', en: 'service-contact/rmi', fr: 'service-contact/rmi' },
  /** The public newsletter sign-up (double opt-in), and the interests after confirming. */
  newsletter: { de: 'newsletter', en: 'newsletter', fr: 'newsletter' },
  /** What the personal area offers, and the way to register at the sign-on provider. */
  registration: { de: 'registrieren', en: 'register', fr: 'inscription' },
  /** Where the sign-on provider returns after the account's deletion and the sign-out. */
  'account-deleted': { de: 'konto-geloescht', en: 'account-deleted', fr: 'compte-supprime' },
  /** The landing of a loyalty card's QR code; `code` is the card's customer code. */
  'loyalty-card': { de: 'kundenkarte/:code', en: 'loyalty-card/:code', fr: 'carte-fidelite/:code' },
  /** Used and demonstrator machines: the search, one machine (`id`), and the comparison. */
  'used-machines': { de: 'gebrauchtmaschinen', en: 'used-machines', fr: 'occasions' },
  'used-machine-detail': {
    de: 'gebrauchtmaschinen/:id',
    en: 'used-machines/:id',
    fr: 'occasions/:id',
  },
  'used-machines-compare': {
    de: 'gebrauchtmaschinen/vergleich',
    en: 'used-machines/compare',
    fr: 'occasions/comparer',
  },
  /** Where a saved search's mail links to end that search; `token` is the mail's own. */
  'used-machine-search-end': {
    de: 'gebrauchtmaschinen/suchauftrag-beenden/:token',
    en: 'used-machines/end-saved-search/:token',
    fr: 'occasions/fin-recherche-enregistree/:token',
  },
  /** The model range by series, filtered by use (`?use=`). */
  models: { de: 'modelle', en: 'models', fr: 'modeles' },
  /** Models side by side (`?models=` up to three ids); the literal wins over `:slug`. */
  'models-compare': { de: 'modelle/vergleich', en: 'models/compare', fr: 'modeles/comparer' },
  /** A model's page (`slug` is the model's id) with every section as an anchor. */
  'model-detail': { de: 'modelle/:slug', en: 'models/:slug', fr: 'modeles/:slug' },
  /** One section of a model's page; `section` is its segment (`modelSectionSegments`). */
  'model-section': {
    de: 'modelle/:slug/:section',
    en: 'models/:slug/:section',
    fr: 'modeles/:slug/:section',
  },
  /** Historic models by decade and series (`?series=`). */
  'old-timers': { de: 'oldtimer', en: 'vintage-tractors', fr: 'tracteurs-anciens' },
  /** A historic model (`slug` is its id) with its facts, pictures and catalogues. */
  'old-timer-detail': {
    de: 'oldtimer/:slug',
    en: 'vintage-tractors/:slug',
    fr: 'tracteurs-anciens/:slug',
  },
  /** News, newest first (`?category=`, `?page=`), and one article with its neighbours. */
  news: { de: 'lindner-welt/news-events/news', en: 'lindner/news', fr: 'lindner/actualites' },
  'news-detail': {
    de: 'lindner-welt/news-events/news/:slug',
    en: 'lindner/news/:slug',
    fr: 'lindner/actualites/:slug',
  },
  /** Press releases, one release (`slug`), and the press photos (`?q=`, `?category=`). */
  press: { de: 'lindner-welt/presse', en: 'lindner/press', fr: 'lindner/presse' },
  'press-photos': {
    de: 'lindner-welt/presse/fotos',
    en: 'lindner/press/photos',
    fr: 'lindner/presse/photos',
  },
  'press-detail': {
    de: 'lindner-welt/presse/:slug',
    en: 'lindner/press/:slug',
    fr: 'lindner/presse/:slug',
  },
  /** The guestbook: approved entries with Lindner's answers, and the form. */
  guestbook: { de: 'community/gaestebuch', en: 'community/guestbook', fr: 'community/livre-d-or' },
  /** User reports, and one report (`slug`); writing one is `user-report-create`. */
  'user-reports': {
    de: 'community/anwenderberichte',
    en: 'community/user-reports',
    fr: 'community/rapports-utilisateurs',
  },
  'user-report-detail': {
    de: 'community/anwenderberichte/:slug',
    en: 'community/user-reports/:slug',
    fr: 'community/rapports-utilisateurs/:slug',
  },
  /** The contests, and each contest's entries, voting and form. */
  contests: { de: 'community/gewinnspiele', en: 'community/contests', fr: 'community/concours' },
  'photo-contest': {
    de: 'community/gewinnspiele/fotowettbewerb',
    en: 'community/contests/photo-contest',
    fr: 'community/concours/concours-photo',
  },
  'drawing-contest': {
    de: 'community/gewinnspiele/zeichenwettbewerb',
    en: 'community/contests/drawing-contest',
    fr: 'community/concours/concours-dessin',
  },
  'moment-contest': {
    de: 'community/gewinnspiele/momente',
    en: 'community/contests/moments',
    fr: 'community/concours/moments',
  },
  /** A TracLink licence's product page; `product` is `mobile` or `smart`. */
  'traclink-product': {
    de: 'traclink/produkte/:product',
    en: 'traclink/products/:product',
    fr: 'traclink/produits/:product',
  },
} as const satisfies Record<string, Segments>;

export type PersonalRouteName = keyof typeof personalRoutes;
export type PublicRouteName = keyof typeof publicRoutes;
/** `not-found` is anything under the personal area's base that the table does not hold. */
export type RouteName = PersonalRouteName | PublicRouteName | 'not-found';
export type RouteParams = Record<string, string>;

export interface LocalizedRoute {
  name: Exclude<RouteName, 'not-found'>;
  locale: Locale;
  area: 'personal' | 'public';
  /** A react-router path pattern, for example `/de-at/mein-lindner/fuhrpark/:id`. */
  path: string;
}

function isPersonal(name: string): name is PersonalRouteName {
  return name in personalRoutes;
}

function patternOf(name: Exclude<RouteName, 'not-found'>, locale: Locale): string {
  const language = languageOf(locale);
  if (isPersonal(name)) {
    const segments = personalRoutes[name][language];
    return `/${locale}/${personalAreaBase[language]}${segments ? `/${segments}` : ''}`;
  }
  return `/${locale}/${publicRoutes[name][language]}`;
}

/** Every route of every locale: the one table the portal's router is generated from. */
export const localizedRoutes: readonly LocalizedRoute[] = locales.flatMap((locale) =>
  (Object.keys(personalRoutes) as Exclude<RouteName, 'not-found'>[])
    .concat(Object.keys(publicRoutes) as PublicRouteName[])
    .map((name) => ({
      name,
      locale,
      area: isPersonal(name) ? ('personal' as const) : ('public' as const),
      path: patternOf(name, locale),
    })),
);

/** Fixed segments win over parameters: `fuhrpark/traclink` is not vehicle "traclink". */
const routesBySpecificity = [...localizedRoutes].sort(
  (a, b) => a.path.split(':').length - b.path.split(':').length,
);

/** The path of a route in a locale: `localizePath('fleet-detail', { id: '42' }, 'de-at')`. */
export function localizePath(
  name: Exclude<RouteName, 'not-found'>,
  params: RouteParams,
  locale: Locale,
): string {
  return patternOf(name, locale).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      throw new Error(`Route "${name}" needs the parameter "${key}"`);
    }
    return encodeURIComponent(value);
  });
}

export interface MatchedRoute {
  name: RouteName;
  params: RouteParams;
  locale: Locale;
}

/** The route a pathname shows, or null when the table does not hold it. */
export function matchLocalizedPath(pathname: string): MatchedRoute | null {
  const parts = pathname.split('/').filter(Boolean);
  const locale = locales.find((each) => each === parts[0]?.toLowerCase());
  if (!locale) return null;
  for (const route of routesBySpecificity) {
    if (route.locale !== locale) continue;
    const params = matchPattern(route.path, parts);
    if (params) return { name: route.name, params, locale };
  }
  if (parts[1] === personalAreaBase[languageOf(locale)]) {
    return { name: 'not-found', params: {}, locale };
  }
  return null;
}

function matchPattern(pattern: string, parts: string[]): RouteParams | null {
  const wanted = pattern.split('/').filter(Boolean);
  if (wanted.length !== parts.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of wanted.entries()) {
    const part = parts[index] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}

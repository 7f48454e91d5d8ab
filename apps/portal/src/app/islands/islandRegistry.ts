import type { IslandDefinition } from '../../shared/islands';

// `any`: the registry holds islands of every props type; each page names its island's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyIsland = IslandDefinition<any>;

/**
 * The islands public pages hold, by name, each loaded on demand. A feature keeps its island in
 * `features/<domain>/islands/<name>.ts` (the server finds its files there in the build manifest).
 */
export const islandRegistry: Record<string, () => Promise<AnyIsland>> = {
  'axle-load-calculator': () =>
    import('../../features/calculators/islands/axle-load-calculator').then(
      (module) => module.axleLoadCalculatorIsland,
    ),
  'finance-calculator': () =>
    import('../../features/calculators/islands/finance-calculator').then(
      (module) => module.financeCalculatorIsland,
    ),
  'model-financing': () =>
    import('../../features/models/islands/model-financing').then(
      (module) => module.modelFinancingIsland,
    ),
  'models-compare-print': () =>
    import('../../features/models/islands/models-compare-print').then(
      (module) => module.comparePrintIsland,
    ),
  'dealer-finder': () =>
    import('../../features/dealers/islands/dealer-finder').then(
      (module) => module.dealerFinderIsland,
    ),
  'consent-choices': () =>
    import('../../features/legal/islands/consent-choices').then(
      (module) => module.consentChoicesIsland,
    ),
  'contact-form': () =>
    import('../../features/forms/islands/contact-form').then((module) => module.contactFormIsland),
  'newsletter-sign-up': () =>
    import('../../features/newsletter/islands/newsletter-sign-up').then(
      (module) => module.newsletterSignUpIsland,
    ),
  'newsletter-interests': () =>
    import('../../features/newsletter/islands/newsletter-interests').then(
      (module) => module.newsletterInterestsIsland,
    ),
  'loyalty-card': () =>
    import('../../features/accounts/islands/loyalty-card').then(
      (module) => module.loyaltyCardIsland,
    ),
  'financing-enquiry-form': () =>
    import('../../features/forms/islands/financing-enquiry-form').then(
      (module) => module.financingEnquiryFormIsland,
    ),
  'quote-request-form': () =>
    import('../../features/forms/islands/quote-request-form').then(
      (module) => module.quoteRequestFormIsland,
    ),
  'innovation-visit-form': () =>
    import('../../features/forms/islands/innovation-visit-form').then(
      (module) => module.innovationVisitFormIsland,
    ),
  'rmi-form': () =>
    import('../../features/forms/islands/rmi-form').then((module) => module.rmiFormIsland),
  'compared-machines': () =>
    import('../../features/used-machines/islands/compared-machines').then(
      (module) => module.comparedMachinesIsland,
    ),
  'machine-bookmark': () =>
    import('../../features/used-machines/islands/machine-bookmark').then(
      (module) => module.machineBookmarkIsland,
    ),
  'machine-bookmark-bar': () =>
    import('../../features/used-machines/islands/machine-bookmark-bar').then(
      (module) => module.machineBookmarkBarIsland,
    ),
  'machine-sort': () =>
    import('../../features/used-machines/islands/machine-sort').then(
      (module) => module.machineSortIsland,
    ),
  'machine-gallery': () =>
    import('../../features/used-machines/islands/machine-gallery').then(
      (module) => module.machineGalleryIsland,
    ),
  'machine-inquiry': () =>
    import('../../features/used-machines/islands/machine-inquiry').then(
      (module) => module.machineInquiryIsland,
    ),
  'saved-search-end': () =>
    import('../../features/used-machines/islands/saved-search-end').then(
      (module) => module.savedSearchEndIsland,
    ),
  'event-sign-up': () =>
    import('../../features/events/islands/event-sign-up').then(
      (module) => module.eventSignUpIsland,
    ),
  'event-places': () =>
    import('../../features/events/islands/event-places').then((module) => module.eventPlacesIsland),
  'ad-gallery': () =>
    import('../../features/marketplace/islands/ad-gallery').then(
      (module) => module.adGalleryIsland,
    ),
  'ad-reply': () =>
    import('../../features/marketplace/islands/ad-reply').then((module) => module.adReplyIsland),
  'old-timer-gallery': () =>
    import('../../features/old-timers/islands/old-timer-gallery').then(
      (module) => module.oldTimerGalleryIsland,
    ),
  'old-timer-catalogues': () =>
    import('../../features/old-timers/islands/old-timer-catalogues').then(
      (module) => module.oldTimerCataloguesIsland,
    ),
  'user-report-form': () =>
    import('../../features/user-reports/islands/user-report-form').then(
      (module) => module.userReportFormIsland,
    ),
  'guestbook-form': () =>
    import('../../features/guestbook/islands/guestbook-form').then(
      (module) => module.guestbookFormIsland,
    ),
  'contest-entry-form': () =>
    import('../../features/contests/islands/contest-entry-form').then(
      (module) => module.contestEntryFormIsland,
    ),
  'contest-vote': () =>
    import('../../features/contests/islands/contest-vote').then(
      (module) => module.contestVoteIsland,
    ),
};

import type { FarmDropdowns, Settings, UserProfile } from '@lindner/api/schema';
import type { SubmitOutcome } from '../forms/submitOutcome';

/** Made-up profile and settings data for stories: no API. */

/** The demo user `newcomer`: names and e-mail only, 30 % complete. */
export const newcomerProfile: UserProfile = {
  salutation: null,
  title: null,
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  phone: null,
  mobile: null,
  fax: null,
  company: null,
  street: null,
  zip: null,
  city: null,
  country: null,
  birthDate: null,
  customerNr: null,
  driverLicense: null,
  avatar: null,
  completion: {
    percent: 30,
    missing: ['salutation', 'phone', 'street', 'zip', 'city', 'country', 'birthDate'],
  },
};

export const halfCompleteProfile: UserProfile = {
  ...newcomerProfile,
  salutation: 'female',
  phone: '+43 5338 7420',
  completion: { percent: 50, missing: ['street', 'zip', 'city', 'country', 'birthDate'] },
};

export const almostCompleteProfile: UserProfile = {
  ...halfCompleteProfile,
  street: 'Dorfstraße 12',
  zip: '6250',
  completion: { percent: 75, missing: ['city', 'country', 'birthDate'] },
};

/** A picture that needs no network. */
export const avatarDataUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1e7d32"/><text x="48" y="60" font-family="Arial" font-size="36" fill="#fff" text-anchor="middle">LG</text></svg>',
)}`;

export const completeProfile: UserProfile = {
  ...almostCompleteProfile,
  city: 'Kundl',
  country: 'AT',
  birthDate: '1991-04-12',
  customerNr: 'K-204518',
  avatar: avatarDataUrl,
  completion: { percent: 100, missing: [] },
};

/** The option lists as the server sends them in German. */
export const farmDropdowns: FarmDropdowns = {
  economyTypes: [
    { value: 'dairy', label: 'Milchwirtschaft' },
    { value: 'livestock', label: 'Viehzucht' },
    { value: 'fattening', label: 'Mast' },
    { value: 'fruit', label: 'Obstbau' },
    { value: 'hops', label: 'Hopfen' },
    { value: 'vegetables', label: 'Gemüse' },
    { value: 'viticulture', label: 'Weinbau' },
    { value: 'contractor', label: 'Lohnunternehmen' },
    { value: 'grassland', label: 'Grünland' },
    { value: 'arable', label: 'Ackerbau' },
    { value: 'others', label: 'Sonstiges' },
  ],
  businessTypes: [
    { value: 'conventional', label: 'Konventionell' },
    { value: 'biological', label: 'Biologisch' },
    { value: 'both', label: 'Beides' },
  ],
  fertilisationTypes: [
    { value: 'slurry', label: 'Gülle' },
    { value: 'manure', label: 'Mist' },
    { value: 'mixed', label: 'Gemischt' },
    { value: 'artificial', label: 'Mineraldünger' },
    { value: 'lime', label: 'Kalk' },
    { value: 'none', label: 'Keine' },
  ],
  sizeBands: [
    { value: 'below10', label: 'unter 10 ha' },
    { value: '10To50', label: '10 bis 50 ha' },
    { value: '50To200', label: '50 bis 200 ha' },
    { value: 'above200', label: 'über 200 ha' },
  ],
};

const pending = { state: 'pending', changedAt: null } as const;

export const newcomerSettings: Settings = {
  interests: [],
  contactChannel: null,
  newsletter: { status: 'notSubscribed', email: null, requestedAt: null, confirmedAt: null },
  consents: { terms: pending, images: pending, referenceCustomer: pending, communication: pending },
  consentHistory: [],
};

export const pendingNewsletterSettings: Settings = {
  ...newcomerSettings,
  newsletter: {
    status: 'pending',
    email: 'lena.gruber@example.com',
    requestedAt: '2026-11-20T09:15:00+01:00',
    confirmedAt: null,
  },
};

export const subscribedSettings: Settings = {
  interests: ['tractors', 'bestOnTheMountain'],
  contactChannel: 'email',
  newsletter: {
    status: 'subscribed',
    email: 'lena.gruber@example.com',
    requestedAt: '2026-11-20T09:15:00+01:00',
    confirmedAt: '2026-11-20T09:31:00+01:00',
  },
  consents: {
    terms: { state: 'accepted', changedAt: '2026-11-20T09:40:00+01:00' },
    images: { state: 'declined', changedAt: '2026-11-20T09:40:00+01:00' },
    referenceCustomer: pending,
    communication: { state: 'accepted', changedAt: '2026-11-20T09:40:00+01:00' },
  },
  consentHistory: [
    { consent: 'terms', state: 'accepted', changedAt: '2026-11-20T09:40:00+01:00' },
    { consent: 'images', state: 'declined', changedAt: '2026-11-20T09:40:00+01:00' },
    { consent: 'communication', state: 'accepted', changedAt: '2026-11-20T09:40:00+01:00' },
  ],
};

export const segmentNotSetUpSettings: Settings = {
  ...newcomerSettings,
  newsletter: { status: 'segmentNotSetUp', email: null, requestedAt: null, confirmedAt: null },
};

export const saved = async (): Promise<SubmitOutcome> => ({ ok: true });
/** A submit that never ends: the form stays in its submitting state. */
export const neverAnswers = (): Promise<SubmitOutcome> => new Promise(() => {});
export const networkError = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: null,
  fieldErrors: {},
});

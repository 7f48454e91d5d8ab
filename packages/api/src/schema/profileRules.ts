// The profile's plain rules, without zod: profile.ts builds its schema from them, and a public
// page's form checks with them too (zod would take most of its script budget).

/**
 * Countries a profile may name, as ISO 3166-1 alpha-2 codes: Lindner's markets in Europe.
 * Forms label them with `Intl.DisplayNames`; the server refuses others (`option`).
 */
export const profileCountries = [
  'AT',
  'DE',
  'CH',
  'LI',
  'IT',
  'SI',
  'HR',
  'HU',
  'CZ',
  'SK',
  'PL',
  'FR',
  'BE',
  'NL',
  'LU',
  'DK',
  'SE',
  'NO',
  'FI',
  'GB',
  'IE',
  'ES',
  'PT',
  'RO',
  'BG',
  'GR',
  'EE',
  'LV',
  'LT',
] as const;
export type ProfileCountry = (typeof profileCountries)[number];

/** Longest texts the profile takes, per field. */
export const profileTextLimits = {
  title: 40,
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 30,
  company: 120,
  street: 120,
  zip: 10,
  city: 80,
  driverLicense: 40,
} as const;

/** Any postal code: 3 to 10 letters, digits, spaces or dashes (countries not listed below). */
export const anyZipPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/**
 * The postal codes of a country, where its form is fixed (AT 6250, DE 80331, CH 8001, IT 39100,
 * FR 75001, PL 00-950, NL 1011 AB, ...); other countries take any code of `anyZipPattern`.
 */
export const zipPatterns: Partial<Record<ProfileCountry, RegExp>> = {
  AT: /^[0-9]{4}$/,
  DE: /^[0-9]{5}$/,
  CH: /^[0-9]{4}$/,
  LI: /^94[0-9]{2}$/,
  IT: /^[0-9]{5}$/,
  SI: /^[0-9]{4}$/,
  HR: /^[0-9]{5}$/,
  HU: /^[0-9]{4}$/,
  CZ: /^[0-9]{3} ?[0-9]{2}$/,
  SK: /^[0-9]{3} ?[0-9]{2}$/,
  PL: /^[0-9]{2}-[0-9]{3}$/,
  FR: /^[0-9]{5}$/,
  BE: /^[0-9]{4}$/,
  NL: /^[0-9]{4} ?[A-Za-z]{2}$/,
  LU: /^(L-)?[0-9]{4}$/,
  DK: /^[0-9]{4}$/,
  SE: /^[0-9]{3} ?[0-9]{2}$/,
  NO: /^[0-9]{4}$/,
  FI: /^[0-9]{5}$/,
  ES: /^[0-9]{5}$/,
  PT: /^[0-9]{4}-[0-9]{3}$/,
  RO: /^[0-9]{6}$/,
  BG: /^[0-9]{4}$/,
  GR: /^[0-9]{3} ?[0-9]{2}$/,
  EE: /^[0-9]{5}$/,
  LV: /^(LV-)?[0-9]{4}$/,
  LT: /^(LT-)?[0-9]{5}$/,
};

/** Whether a postal code has the form of the country's codes (any form without a country). */
export function isZipOf(zip: string, country: string | null | undefined): boolean {
  const pattern = country ? zipPatterns[country as ProfileCountry] : undefined;
  return (pattern ?? anyZipPattern).test(zip);
}

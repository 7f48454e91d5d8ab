import * as z from 'zod/mini';
import { optionalText, requiredText } from './text';
import { salutations } from './user';

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

/** Digits with an optional leading +, spaces, slashes, dots, dashes and brackets; 4+ digits. */
const phonePattern = /^\+?[0-9 ()/.-]+$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Any postal code: 3 to 10 letters, digits, spaces or dashes (countries not listed below). */
const zipPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const earliestBirthDate = '1900-01-01';

/**
 * The postal codes of a country, where its form is fixed (AT 6250, DE 80331, CH 8001, IT 39100,
 * FR 75001, PL 00-950, NL 1011 AB, ...); other countries take any code of `zipPattern`.
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
  return (pattern ?? zipPattern).test(zip);
}

/** A phone, mobile or fax number: at least four digits in the number. */
const phoneNumber = optionalText(profileTextLimits.phone, {
  format: {
    pattern: {
      test: (text: string) => phonePattern.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 4,
    },
    error: 'phone',
  },
});

/**
 * A birth date, `YYYY-MM-DD`: a real day, not before 1900 and not in the future (checked
 * against today when validating, not when this module loads).
 */
export const birthDateSchema = z.iso.date({ error: 'date' }).check(
  z.refine((day) => day >= earliestBirthDate, { error: 'date' }),
  z.refine((day) => day <= new Date().toISOString().slice(0, 10), { error: 'dateInFuture' }),
);

/**
 * `PUT /user/profile`: the personal data as the profile form sends it. PUT replaces: a field
 * left out or sent empty is stored as null. First name, last name and e-mail are needed; the
 * other fields of `requiredProfileFields` only count towards the profile's completion.
 * `customerNr` and the avatar are not part of it: Lindner assigns the customer number, and
 * the avatar has its own upload (`POST /user/profile/avatar`). Unknown fields are ignored.
 *
 * Issue messages are field error keys (see `fieldErrorKeys`): required, invalid, tooLong,
 * option, email, phone, zip, date, dateInFuture, controlCharacters. The postal code is checked
 * against the country's form (`zipPatterns`).
 */
export const profileInputSchema = z
  .object({
    salutation: z._default(z.nullable(z.enum(salutations, { error: 'option' })), null),
    title: optionalText(profileTextLimits.title),
    firstName: requiredText(profileTextLimits.firstName),
    lastName: requiredText(profileTextLimits.lastName),
    email: z.pipe(
      requiredText(profileTextLimits.email, { format: { pattern: emailPattern, error: 'email' } }),
      z.transform((text: string) => text.toLowerCase()),
    ),
    phone: phoneNumber,
    mobile: phoneNumber,
    fax: phoneNumber,
    company: optionalText(profileTextLimits.company),
    street: optionalText(profileTextLimits.street),
    zip: optionalText(profileTextLimits.zip, { format: { pattern: zipPattern, error: 'zip' } }),
    city: optionalText(profileTextLimits.city),
    country: z._default(z.nullable(z.enum(profileCountries, { error: 'option' })), null),
    birthDate: z._default(z.nullable(birthDateSchema), null),
    driverLicense: optionalText(profileTextLimits.driverLicense),
  })
  .check(
    // The form of a postal code depends on the country: "12ab" is no Austrian code.
    z.refine((profile) => profile.zip === null || isZipOf(profile.zip, profile.country), {
      error: 'zip',
      path: ['zip'],
      // Also when other fields have problems, so that the form shows every one at once.
      when: (payload) => {
        const value = payload.value as { zip?: unknown; country?: unknown } | null;
        return (
          typeof value?.zip === 'string' &&
          (value.country === null || profileCountries.includes(value.country as ProfileCountry)) &&
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'zip' || issue.path?.[0] === 'country',
          )
        );
      },
    }),
  );
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ValidProfileInput = z.output<typeof profileInputSchema>;

/**
 * The query string of a confirmation link (`GET /email/confirm?token=…`, the newsletter's
 * `GET /newsletter/confirm?token=…`): the link's token. Its form is the page's business: a
 * missing or malformed token opens the page of an invalid link, not an error.
 */
export const confirmationLinkQuerySchema = z.object({ token: z._default(z.string(), '') });

// --- Avatar ----------------------------------------------------------------------------------

/** The multipart field `POST /user/profile/avatar` reads the picture from. */
export const avatarUploadField = 'avatar';
/** The thumbnail definition of the avatar in `User.avatarImage.versions` (SPEC.md). */
export const avatarImageVersion = 'lindnerAvatar';
/** The files made of every upload, each a square WebP picture. */
export const avatarRenditions = ['xs', 'md', 'xs@2x', 'md@2x'] as const;
export type AvatarRendition = (typeof avatarRenditions)[number];

/** What an avatar upload may be (checked by content, not by name or declared type). */
export const avatarLimits = {
  /** JPEG, PNG or WebP, recognised by their content. */
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** At most 10 MB (10 × 1024 × 1024 bytes). */
  maxBytes: 10 * 1024 * 1024,
  /** At most 40 megapixels. */
  maxPixels: 40_000_000,
} as const;

/**
 * Pixel widths (= heights) of the avatar files: `xs` 96, `md` 192, `xs@2x` 192, `md@2x` 384.
 * `User.avatarImage` has width and height 96, so the `Image` component's default widths fit.
 */
export const avatarPixelWidths: Record<AvatarRendition, number> = {
  xs: 96,
  md: 192,
  'xs@2x': 192,
  'md@2x': 384,
};

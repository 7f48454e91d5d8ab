import * as z from 'zod/mini';
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
/** Postal codes of the countries above: 3 to 10 letters, digits, spaces or dashes. */
const zipPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const earliestBirthDate = '1900-01-01';

/** A text that may be left empty: trimmed, '' becomes null, absent becomes null. */
const optionalText = (maxLength: number, format?: { pattern: RegExp; error: string }) =>
  z._default(
    z.nullable(
      z.pipe(
        z.string({ error: 'invalid' }).check(
          z.trim(),
          z.maxLength(maxLength, { error: 'tooLong' }),
          z.refine((text) => text === '' || !format || format.pattern.test(text), {
            error: format?.error ?? 'invalid',
          }),
        ),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
    null,
  );

const requiredText = (maxLength: number) =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(maxLength, { error: 'tooLong' }),
    );

const phoneFormat = {
  pattern: phonePattern,
  error: 'phone',
} as const;

/** A phone, mobile or fax number: at least four digits in the number. */
const phoneNumber = z._default(
  z.nullable(
    z.pipe(
      z.string({ error: 'invalid' }).check(
        z.trim(),
        z.maxLength(profileTextLimits.phone, { error: 'tooLong' }),
        z.refine(
          (text) =>
            text === '' ||
            (phoneFormat.pattern.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 4),
          { error: phoneFormat.error },
        ),
      ),
      z.transform((text: string) => (text === '' ? null : text)),
    ),
  ),
  null,
);

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
 * option, email, phone, zip, date, dateInFuture.
 */
export const profileInputSchema = z.object({
  salutation: z._default(z.nullable(z.enum(salutations, { error: 'option' })), null),
  title: optionalText(profileTextLimits.title),
  firstName: requiredText(profileTextLimits.firstName),
  lastName: requiredText(profileTextLimits.lastName),
  email: z.pipe(
    requiredText(profileTextLimits.email).check(
      z.refine((text) => text === '' || emailPattern.test(text), { error: 'email' }),
    ),
    z.transform((text: string) => text.toLowerCase()),
  ),
  phone: phoneNumber,
  mobile: phoneNumber,
  fax: phoneNumber,
  company: optionalText(profileTextLimits.company),
  street: optionalText(profileTextLimits.street),
  zip: optionalText(profileTextLimits.zip, { pattern: zipPattern, error: 'zip' }),
  city: optionalText(profileTextLimits.city),
  country: z._default(z.nullable(z.enum(profileCountries, { error: 'option' })), null),
  birthDate: z._default(z.nullable(birthDateSchema), null),
  driverLicense: optionalText(profileTextLimits.driverLicense),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ValidProfileInput = z.output<typeof profileInputSchema>;

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

import * as z from 'zod/mini';
import {
  anyZipPattern,
  isZipOf,
  profileCountries,
  profileTextLimits,
  type ProfileCountry,
} from './profileRules';
import { optionalText, requiredText } from './text';
import { emailAddressPattern } from './textRules';
import { salutations } from './user';

// Its plain rules live without zod (profileRules.ts), so that a public page's form can use them.
export {
  anyZipPattern,
  isZipOf,
  profileCountries,
  profileTextLimits,
  zipPatterns,
  type ProfileCountry,
} from './profileRules';
export { emailAddressPattern } from './textRules';

/** Digits with an optional leading +, spaces, slashes, dots, dashes and brackets; 4+ digits. */
const phonePattern = /^\+?[0-9 ()/.-]+$/;
const earliestBirthDate = '1900-01-01';

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
      requiredText(profileTextLimits.email, {
        format: { pattern: emailAddressPattern, error: 'email' },
      }),
      z.transform((text: string) => text.toLowerCase()),
    ),
    phone: phoneNumber,
    mobile: phoneNumber,
    fax: phoneNumber,
    company: optionalText(profileTextLimits.company),
    street: optionalText(profileTextLimits.street),
    zip: optionalText(profileTextLimits.zip, { format: { pattern: anyZipPattern, error: 'zip' } }),
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

// --- Customer number ---------------------------------------------------------------------------

/** A Lindner customer number as the register holds it: country, dash, six digits (AT-104582). */
export const customerNrPattern = /^[A-Z]{2}-[0-9]{6}$/;
/** Longest text the customer number field takes (a number with spaces around it). */
export const customerNrMaxLength = 20;

/**
 * A customer number as typed, the way the register writes it: upper case, and the dash where a
 * space or nothing stands between country and digits ("at 104582" and "AT104582" are AT-104582).
 * Anything else comes back upper-cased, for the pattern to refuse.
 */
export function normalCustomerNr(text: string): string {
  const upper = text.trim().toUpperCase();
  const parts = /^([A-Z]{2})[ -]?([0-9]{6})$/.exec(upper);
  return parts ? `${parts[1]}-${parts[2]}` : upper;
}

/**
 * `PUT /user/profile/customer-number`: the customer number of the caller's invoice or loyalty
 * card and the postal code of their address, which Lindner's register must hold for that
 * number. Issue messages are field error keys: required, tooLong, controlCharacters, invalid
 * (not of the form `AT-123456`), zip.
 */
export const customerNumberInputSchema = z.object({
  customerNr: z.pipe(
    requiredText(customerNrMaxLength, {
      format: {
        pattern: { test: (text) => customerNrPattern.test(normalCustomerNr(text)) },
        error: 'invalid',
      },
    }),
    z.transform(normalCustomerNr),
  ),
  zip: requiredText(profileTextLimits.zip, { format: { pattern: anyZipPattern, error: 'zip' } }),
});
export type CustomerNumberInput = z.input<typeof customerNumberInputSchema>;
export type ValidCustomerNumberInput = z.output<typeof customerNumberInputSchema>;

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

import { defineMessages } from '@lindner/i18n/core';
import * as z from 'zod/mini';
import { isZipOf, profileCountries, profileTextLimits, type ProfileCountry } from './profile';
import { optionalText, requiredText } from './text';

// The public forms (SPEC.md section 3), `POST /forms/{kind}` without a token. Issue messages are
// field error keys (`fieldErrorKeys`), as in profile.ts: required, invalid, tooLong, tooLarge,
// option, email, phone, zip, controlCharacters.

/** The forms the API takes, by the path segment `POST /forms/{kind}` names them with. */
export const formKinds = ['contact', 'financing-enquiry'] as const;
export type FormKind = (typeof formKinds)[number];

export function isFormKind(value: string): value is FormKind {
  return (formKinds as readonly string[]).includes(value);
}

/** Longest texts the forms take, per field. */
export const formTextLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
  city: 100,
  modelName: 100,
  message: 4000,
} as const;

/** The financing plans of SPEC.md section 9: paid in thirds over 2 years, or fifths over 4. */
export const financingPlans = ['third', 'fifth'] as const;
export type FinancingPlan = (typeof financingPlans)[number];

/** The highest price an enquiry may name: 10 million euros, in cents. */
export const largestPriceCents = 1_000_000_000;

// As profile.ts checks an address; a phone number here allows no dots (the forms' contract).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9 ()/-]+$/;

/** A missing answer is `required`; one that is there but wrong gets `otherwise`. */
const requiredOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? 'required' : otherwise;

const email = requiredText(formTextLimits.email, {
  format: { pattern: emailPattern, error: 'email' },
});
/** At least four digits, so that "+" or "()" alone is no number. */
const phone = optionalText(formTextLimits.phone, {
  format: {
    pattern: {
      test: (text: string) => phonePattern.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 4,
    },
    error: 'phone',
  },
});
const country = z.enum(profileCountries, { error: requiredOr('option') });
/** SPEC.md section 5: the privacy consent is required on the contact forms. */
const privacyConsent = z.literal(true, { error: 'required' });

/** The fields every public form with a contact shares (the machine inquiry too). */
export const contactFields = { email, phone, privacyConsent };

export const contactFormSchema = z.object({
  firstName: requiredText(formTextLimits.firstName),
  lastName: requiredText(formTextLimits.lastName),
  email,
  phone,
  company: optionalText(formTextLimits.company),
  country,
  message: requiredText(formTextLimits.message, { multiLine: true }),
  privacyConsent,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ValidContactForm = z.output<typeof contactFormSchema>;

/**
 * A financing enquiry, as the finance calculator's figures and the enquirer's address: the price
 * in integer cents and the plan. The postal code is checked against the country's form
 * (`zipPatterns`), as in the profile.
 */
export const financingEnquirySchema = z
  .object({
    firstName: requiredText(formTextLimits.firstName),
    lastName: requiredText(formTextLimits.lastName),
    email,
    phone,
    company: optionalText(formTextLimits.company),
    country,
    zip: optionalText(profileTextLimits.zip),
    city: optionalText(formTextLimits.city),
    modelName: optionalText(formTextLimits.modelName),
    priceCents: z
      .int({
        error: (issue) =>
          issue.code === 'too_big'
            ? 'tooLarge'
            : requiredOr('invalid')(issue as { input?: unknown }),
      })
      .check(z.gt(0, { error: 'invalid' }), z.lte(largestPriceCents, { error: 'tooLarge' })),
    plan: z.enum(financingPlans, { error: requiredOr('option') }),
    message: optionalText(formTextLimits.message, { multiLine: true }),
    privacyConsent,
  })
  .check(
    z.refine((enquiry) => enquiry.zip === null || isZipOf(enquiry.zip, enquiry.country), {
      error: 'zip',
      path: ['zip'],
      // Also when other fields have problems, so that the form shows every one at once.
      when: (payload) => {
        const value = payload.value as { zip?: unknown; country?: unknown } | null;
        return (
          typeof value?.zip === 'string' &&
          profileCountries.includes(value.country as ProfileCountry) &&
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'zip' || issue.path?.[0] === 'country',
          )
        );
      },
    }),
  );
export type FinancingEnquiryInput = z.input<typeof financingEnquirySchema>;
export type ValidFinancingEnquiry = z.output<typeof financingEnquirySchema>;

/** The schema of each form. */
export const formSchemas = {
  contact: contactFormSchema,
  'financing-enquiry': financingEnquirySchema,
} as const satisfies Record<FormKind, z.ZodMiniType>;

/** What each form sends. */
export interface FormInputs {
  contact: ContactFormInput;
  'financing-enquiry': FinancingEnquiryInput;
}
/** What each form holds once checked: texts trimmed, empty optional texts null. */
export interface ValidForms {
  contact: ValidContactForm;
  'financing-enquiry': ValidFinancingEnquiry;
}

/**
 * The answer to a submitted form; the envelope's `message` is `formSuccessMessages.thanks` in the
 * caller's language.
 */
export const formReceiptSchema = z.object({
  id: z.string(),
  kind: z.enum(formKinds),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type FormReceipt = z.infer<typeof formReceiptSchema>;

/**
 * SPEC.md section 8, "Contact request thanks", React-free like `fieldErrorMessages`: the server
 * sends it in the envelope's message, and a page passes it to `useSubmit` as `successMessage`.
 */
export const formSuccessMessages = defineMessages({
  thanks: {
    id: 'api.notifications.success.formThanks',
    defaultMessage: 'Vielen Dank für Deine Anfrage. Wir melden uns so bald wie möglich bei Dir.',
  },
});

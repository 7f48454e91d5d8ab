import * as z from 'zod/mini';
import {
  employeeCountBands,
  financingPlans,
  formTextLimits,
  isFormPhoneNumber,
  largestPriceCents,
  rmiGvlTextLimits,
  turnoverBands,
} from './formLimits';
import { isZipOf, profileCountries, profileTextLimits, type ProfileCountry } from './profileRules';
import { modelIdPattern } from './modelId';
import { optionalText, requiredText } from './text';
import { austrianDay, repeatedVisitDates, visitDateProblem } from './visitDates';
import { emailAddressPattern } from './textRules';
import { salutations } from './user';

// The public forms (SPEC.md section 3), `POST /forms/{kind}` without a token. Issue messages are
// field error keys (`fieldErrorKeys`), as in profile.ts: required, invalid, tooLong, tooLarge,
// option, email, phone, zip, controlCharacters.

/** The forms the API takes, by the path segment `POST /forms/{kind}` names them with. */
export const formKinds = [
  'contact',
  'financing-enquiry',
  'quote-request',
  'innovation-visit',
  'rmi',
  'gvl-contact',
] as const;
export type FormKind = (typeof formKinds)[number];

export function isFormKind(value: string): value is FormKind {
  return (formKinds as readonly string[]).includes(value);
}

// Their plain rules live without zod (formLimits.ts), so that a public page's form can use them.
export {
  financingPlans,
  formPhonePattern,
  formTextLimits,
  isFormPhoneNumber,
  largestPriceCents,
  employeeCountBands,
  rmiGvlTextLimits,
  turnoverBands,
  type EmployeeCountBand,
  type FinancingPlan,
  type TurnoverBand,
} from './formLimits';
export {
  austrianDay,
  daysAfter,
  latestVisitDaysAhead,
  repeatedVisitDates,
  visitDateFields,
  visitDateProblem,
  type VisitDateField,
} from './visitDates';

/** A missing answer is `required`; one that is there but wrong gets `otherwise`. */
const requiredOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? 'required' : otherwise;

const email = requiredText(formTextLimits.email, {
  format: { pattern: emailAddressPattern, error: 'email' },
});
/** At least four digits, so that "+" or "()" alone is no number. */
const phone = optionalText(formTextLimits.phone, {
  format: { pattern: { test: isFormPhoneNumber }, error: 'phone' },
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
/**
 * The postal code in its country's form (`zipPatterns`), as in the profile; checked also when
 * other fields have problems, so that the form shows every one at once.
 */
const zipOfCountry = z.refine<{ zip: string | null; country: ProfileCountry }>(
  (form) => form.zip === null || isZipOf(form.zip, form.country),
  {
    error: 'zip',
    path: ['zip'],
    when: (payload) => {
      const value = payload.value as { zip?: unknown; country?: unknown } | null;
      return (
        typeof value?.zip === 'string' &&
        profileCountries.includes(value.country as ProfileCountry) &&
        !payload.issues.some((issue) => issue.path?.[0] === 'zip' || issue.path?.[0] === 'country')
      );
    },
  },
);

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
  .check(zipOfCountry);

export type FinancingEnquiryInput = z.input<typeof financingEnquirySchema>;
export type ValidFinancingEnquiry = z.output<typeof financingEnquirySchema>;

/** A model of the range, by its id; whether it is one is checked where the models are. */
const modelId = z
  .string({ error: requiredOr('option') })
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.regex(modelIdPattern, { error: 'option' }),
  );

/** Who asks for a model, and where: the nearest dealer answers (SPEC.md section 5: a model). */
const modelEnquiryFields = {
  firstName: requiredText(formTextLimits.firstName),
  lastName: requiredText(formTextLimits.lastName),
  email,
  phone,
  company: optionalText(formTextLimits.company),
  street: optionalText(formTextLimits.street),
  zip: requiredText(profileTextLimits.zip),
  city: requiredText(formTextLimits.city),
  country,
  modelId,
  message: optionalText(formTextLimits.message, { multiLine: true }),
  privacyConsent,
};

/**
 * A quote request for a model (`modelId`, a model page's id). The postal code must be one of the
 * country's, as it finds the dealer who answers.
 */
export const quoteRequestSchema = z.object(modelEnquiryFields).check(zipOfCountry);
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type ValidQuoteRequest = z.output<typeof quoteRequestSchema>;

/** One desired date of a visit: a day after today in Austria and within a year. */
const visitDate = z.string({ error: requiredOr('date') }).check(
  z.refine((day) => visitDateProblem(day, austrianDay(new Date())) === undefined, {
    error: (issue) => visitDateProblem(issue.input, austrianDay(new Date())) ?? 'date',
  }),
);

/**
 * An innovation visit: a dealer brings the model (`modelId`) to the visitor's farm on one of three
 * different desired dates (`YYYY-MM-DD`). The farm's street and a phone number are needed to
 * arrange it.
 */
export const innovationVisitSchema = z
  .object({
    ...modelEnquiryFields,
    phone: requiredText(formTextLimits.phone, {
      format: { pattern: { test: isFormPhoneNumber }, error: 'phone' },
    }),
    street: requiredText(formTextLimits.street),
    firstDate: visitDate,
    secondDate: visitDate,
    thirdDate: visitDate,
  })
  .check(
    zipOfCountry,
    z.superRefine(
      (visit, context) => {
        for (const field of repeatedVisitDates(visit)) {
          context.issues.push({
            code: 'custom',
            message: 'dateRepeated',
            path: [field],
            input: visit[field],
          });
        }
      },
      // Also when other fields have problems, so that the form shows every one at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
export type InnovationVisitInput = z.input<typeof innovationVisitSchema>;
export type ValidInnovationVisit = z.output<typeof innovationVisitSchema>;

/**
 * The RMI form: an independent workshop asks for repair and maintenance information on a
 * vehicle (its VIN or model) and says what it needs; mailed to the RMI desk.
 */
export const rmiRequestSchema = z.object({
  company: requiredText(formTextLimits.company),
  firstName: requiredText(formTextLimits.firstName),
  lastName: requiredText(formTextLimits.lastName),
  email,
  phone,
  country,
  vinOrModel: requiredText(rmiGvlTextLimits.vinOrModel),
  message: requiredText(formTextLimits.message, { multiLine: true }),
  privacyConsent,
});
export type RmiRequestInput = z.input<typeof rmiRequestSchema>;
export type ValidRmiRequest = z.output<typeof rmiRequestSchema>;

/**
 * The GVL contact form of the services page (signed in): a company writes to the area sales
 * manager (Gebietsverkaufsleiter) of its region. `areaSalesManagerId` is the id of the dealer
 * whose area sales manager is addressed, the one the services page shows the user.
 */
export const gvlContactSchema = z
  .object({
    salutation: z.optional(z.nullable(z.enum(salutations, { error: 'option' }))),
    firstName: requiredText(formTextLimits.firstName),
    lastName: requiredText(formTextLimits.lastName),
    email,
    phone,
    company: requiredText(formTextLimits.company),
    function: optionalText(rmiGvlTextLimits.function),
    employeeCount: z.enum(employeeCountBands, { error: requiredOr('option') }),
    turnover: z.enum(turnoverBands, { error: requiredOr('option') }),
    brand: optionalText(rmiGvlTextLimits.brand),
    street: optionalText(formTextLimits.street),
    zip: optionalText(profileTextLimits.zip),
    city: optionalText(formTextLimits.city),
    country,
    message: requiredText(formTextLimits.message, { multiLine: true }),
    areaSalesManagerId: requiredText(formTextLimits.company),
    privacyConsent,
  })
  .check(zipOfCountry);
export type GvlContactInput = z.input<typeof gvlContactSchema>;
export type ValidGvlContact = z.output<typeof gvlContactSchema>;

/** The schema of each form. */
export const formSchemas = {
  contact: contactFormSchema,
  'financing-enquiry': financingEnquirySchema,
  'quote-request': quoteRequestSchema,
  'innovation-visit': innovationVisitSchema,
  rmi: rmiRequestSchema,
  'gvl-contact': gvlContactSchema,
} as const satisfies Record<FormKind, z.ZodMiniType>;

/** What each form sends. */
export interface FormInputs {
  contact: ContactFormInput;
  'financing-enquiry': FinancingEnquiryInput;
  'quote-request': QuoteRequestInput;
  'innovation-visit': InnovationVisitInput;
  rmi: RmiRequestInput;
  'gvl-contact': GvlContactInput;
}
/** What each form holds once checked: texts trimmed, empty optional texts null. */
export interface ValidForms {
  contact: ValidContactForm;
  'financing-enquiry': ValidFinancingEnquiry;
  'quote-request': ValidQuoteRequest;
  'innovation-visit': ValidInnovationVisit;
  rmi: ValidRmiRequest;
  'gvl-contact': ValidGvlContact;
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

// Its wording lives without zod, so that a page's form can show it without the schemas.
export { formSuccessMessages } from './formSuccess';

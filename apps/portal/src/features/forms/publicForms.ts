import {
  financingPlans,
  profileCountries,
  type ContactFormInput,
  type FinancingEnquiryInput,
  type FinancingPlan,
  type InnovationVisitInput,
  type ProfileCountry,
  type QuoteRequestInput,
  type RmiRequestInput,
} from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n';
import type { PublicFormValues } from '../../shared/publicForm/publicFormValues';

/** What the contact form holds; an empty field is undefined. */
export interface ContactFormValues extends PublicFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  country?: string;
  message?: string;
  privacyConsent?: boolean;
}

/** What the financing enquiry holds: the contact form's fields and the plan's. */
export interface FinancingEnquiryValues extends ContactFormValues {
  zip?: string;
  city?: string;
  modelName?: string;
  /** Euros as the number field reads them; the typed text while it cannot be read. */
  price?: number | string;
  plan?: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The body of `POST /forms/contact` for the form's values. */
export function contactPayloadOf(values: ContactFormValues): ContactFormInput {
  return {
    firstName: text(values.firstName) ?? '',
    lastName: text(values.lastName) ?? '',
    email: text(values.email) ?? '',
    phone: text(values.phone),
    company: text(values.company),
    country: (text(values.country) ?? '') as ProfileCountry,
    message: text(values.message) ?? '',
    privacyConsent: values.privacyConsent === true,
  } as ContactFormInput;
}

/** What a quote request holds: the contact form's fields, the address and the model. */
export interface QuoteRequestValues extends ContactFormValues {
  street?: string;
  zip?: string;
  city?: string;
  modelId?: string;
}

/** What an innovation visit holds: a quote request's fields and three desired dates. */
export interface InnovationVisitValues extends QuoteRequestValues {
  firstDate?: string;
  secondDate?: string;
  thirdDate?: string;
}

/** The body of `POST /forms/quote-request`. */
export function quoteRequestPayloadOf(values: QuoteRequestValues): QuoteRequestInput {
  return {
    ...contactPayloadOf(values),
    street: text(values.street),
    zip: text(values.zip) ?? '',
    city: text(values.city) ?? '',
    modelId: text(values.modelId) ?? '',
    message: text(values.message),
  } as QuoteRequestInput;
}

/** The body of `POST /forms/innovation-visit`. */
export function innovationVisitPayloadOf(values: InnovationVisitValues): InnovationVisitInput {
  return {
    ...quoteRequestPayloadOf(values),
    street: text(values.street) ?? '',
    phone: text(values.phone) ?? '',
    firstDate: text(values.firstDate) ?? '',
    secondDate: text(values.secondDate) ?? '',
    thirdDate: text(values.thirdDate) ?? '',
  } as InnovationVisitInput;
}

/** The body of `POST /forms/financing-enquiry`: the price in integer cents. */
export function financingEnquiryPayloadOf(values: FinancingEnquiryValues): FinancingEnquiryInput {
  return {
    ...contactPayloadOf(values),
    zip: text(values.zip),
    city: text(values.city),
    modelName: text(values.modelName),
    priceCents: centsOf(values.price),
    plan: (text(values.plan) ?? '') as FinancingPlan,
    message: text(values.message),
  } as FinancingEnquiryInput;
}

/**
 * Euros as cents: undefined for an empty field (the schema calls it required), NaN for text that
 * is no amount (invalid).
 */
export function centsOf(euros: unknown): number | undefined {
  if (euros === undefined || euros === null || euros === '') return undefined;
  return typeof euros === 'number' && Number.isFinite(euros) ? Math.round(euros * 100) : NaN;
}

/** An amount as the calculator writes it in its link: `60000.00`. */
const decimalAmount = /^\d{1,9}(\.\d{1,2})?$/;

function amountOf(value: string | null): number | undefined {
  if (value === null || !decimalAmount.test(value)) return undefined;
  const amount = Number(value);
  return amount > 0 ? amount : undefined;
}

export interface CalculatorFigures {
  price?: number;
  plan?: FinancingPlan;
  /** What the calculator worked out the plan costs in all; shown, not sent. */
  total?: number;
}

/**
 * The finance calculator's figures from its enquiry link (`?price=60000.00&plan=third&total=
 * 60594.00`); anything unreadable is left out, so the visitor types it.
 */
export function calculatorFiguresOf(query: URLSearchParams): CalculatorFigures {
  const plan = query.get('plan');
  const figures: CalculatorFigures = {
    price: amountOf(query.get('price')),
    plan: (financingPlans as readonly string[]).includes(plan ?? '')
      ? (plan as FinancingPlan)
      : undefined,
    total: amountOf(query.get('total')),
  };
  return Object.fromEntries(
    Object.entries(figures).filter(([, value]) => value !== undefined),
  ) as CalculatorFigures;
}

/** The country a visitor most likely writes from, by the page's locale; none where unclear. */
const likelyCountries: Partial<Record<Locale, ProfileCountry>> = {
  de: 'DE',
  'de-at': 'AT',
  'fr-fr': 'FR',
};

export function likelyCountryOf(locale: Locale): ProfileCountry | undefined {
  return likelyCountries[locale];
}

/** The countries as options, named in the page's language and sorted by that name. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return profileCountries
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

export {
  formFieldOf,
  rejectionOf,
  senderOf,
  standingErrors,
} from '../../shared/publicForm/publicFormValues';

/** What the RMI form holds: the contact form's fields and the vehicle. */
export interface RmiFormValues extends ContactFormValues {
  vinOrModel?: string;
}

/** The body of `POST /forms/rmi`. */
export function rmiPayloadOf(values: RmiFormValues): RmiRequestInput {
  const { firstName, lastName, email, phone, country, message, privacyConsent } =
    contactPayloadOf(values);
  return {
    company: text(values.company) ?? '',
    firstName,
    lastName,
    email,
    phone,
    country,
    vinOrModel: text(values.vinOrModel) ?? '',
    message,
    privacyConsent,
  } as RmiRequestInput;
}

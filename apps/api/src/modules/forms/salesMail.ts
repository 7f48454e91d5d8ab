import { formSchemas, type FormKind, type ValidForms } from '@lindner/api/schema';
import { fieldsMailBody, type MailRow } from '../../mail/fieldsMail';
import type { Mail } from '../../mail/mailer';
import { textsFor, type Texts } from '../../plugins/texts';
import {
  financingPlanNames,
  formFieldLabels,
  formKindNames,
  salesMailMessages,
  salesMailSubjects,
  type FormField,
} from './texts';

export interface Submission<Kind extends FormKind = FormKind> {
  kind: Kind;
  fields: ValidForms[Kind];
  /** The language the sender used the site in. */
  locale: string;
  receivedAt: Date;
}

/** Lindner's staff read the mail in German, whatever language the sender used. */
const staffLocale = 'de';
/** The time a submission came in, as the staff in Austria read it. */
const staffTimeZone = 'Europe/Vienna';

/**
 * The mail that tells the sales team of a submission: every field of the form, the form and the
 * sender's language, as plain text and as HTML in which everything the sender typed is escaped.
 */
export function salesMail(to: string, submission: Submission): Mail {
  const texts = textsFor(staffLocale);
  const { kind, fields } = submission;
  const rows: MailRow[] = [
    [texts.t(salesMailMessages.kind), texts.t(formKindNames[kind])],
    [texts.t(salesMailMessages.locale), submission.locale],
    [
      texts.t(salesMailMessages.receivedAt),
      texts.dateTime(submission.receivedAt, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: staffTimeZone,
      }),
    ],
    // In the form's order; every field, the empty ones too.
    ...Object.keys(formSchemas[kind].shape).map((field): [string, string] => [
      texts.t(formFieldLabels[field as FormField]),
      shownValue(texts, field as FormField, (fields as Record<string, unknown>)[field]),
    ]),
  ];
  const intro = texts.t(salesMailMessages.intro);
  return {
    to,
    subject: texts.t(salesMailSubjects[kind], { name: `${fields.firstName} ${fields.lastName}` }),
    ...fieldsMailBody(intro, rows),
  };
}

/** A field's value as the staff read it. */
function shownValue(texts: Texts, field: FormField, value: unknown): string {
  if (value === null || value === undefined) return texts.t(salesMailMessages.notGiven);
  switch (field) {
    case 'country':
      return `${countryName(String(value))} (${String(value)})`;
    case 'priceCents':
      return texts.t(salesMailMessages.price, { amount: Number(value) / 100 });
    case 'plan':
      return texts.t(financingPlanNames[value as keyof typeof financingPlanNames]);
    case 'privacyConsent':
      return texts.t(salesMailMessages.consentGiven);
    default:
      return String(value);
  }
}

function countryName(code: string): string {
  return new Intl.DisplayNames([staffLocale], { type: 'region' }).of(code) ?? code;
}

import {
  formSchemas,
  type EmployeeCountBand,
  type FormKind,
  type Salutation,
  type TurnoverBand,
  type ValidForms,
} from '@lindner/api/schema';
import { fieldsMailBody, type MailRow } from '../../mail/fieldsMail';
import type { Mail } from '../../mail/mailer';
import type { DealerRow } from '../../plugins/dealerDirectory';
import { textsFor, type Texts } from '../../plugins/texts';
import { calendarDay } from './senderMail';
import {
  employeeCountNames,
  financingPlanNames,
  formFieldLabels,
  formKindNames,
  salesMailMessages,
  salesMailSubjects,
  salutationNames,
  turnoverNames,
  type FormField,
} from './texts';

export interface Submission<Kind extends FormKind = FormKind> {
  kind: Kind;
  fields: ValidForms[Kind];
  /** The language the sender used the site in. */
  locale: string;
  receivedAt: Date;
  /** For a quote request or an innovation visit: the model's name and who answers. */
  assignment?: Assignment;
  /** For a GVL contact: the area sales manager written to. */
  manager?: AreaSalesManager;
}

/** An area sales manager as the dealers' directory names them. */
export type AreaSalesManager = NonNullable<DealerRow['areaSalesManager']>;

/** The model a submission names and the dealer nearest to its sender (null: none found). */
export interface Assignment {
  model: { id: string; name: string };
  dealer: (DealerRow & { distanceKm: number | null }) | null;
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
    ...(submission.assignment ? assignmentRows(texts, submission.assignment) : []),
    ...(submission.manager
      ? [[texts.t(salesMailMessages.areaSalesManager), contactLine(submission.manager)] as MailRow]
      : []),
    // In the form's order; every field, the empty ones too.
    ...Object.keys(formSchemas[kind].shape).map((field): [string, string] => [
      texts.t(formFieldLabels[field as FormField]),
      shownValue(
        texts,
        field as FormField,
        (fields as Record<string, unknown>)[field],
        submission.assignment,
      ),
    ]),
  ];
  const intro = texts.t(salesMailMessages.intro);
  return {
    to,
    subject: texts.t(salesMailSubjects[kind], {
      name: `${fields.firstName} ${fields.lastName}`,
      model: submission.assignment?.model.name ?? '',
    }),
    ...fieldsMailBody(intro, rows),
  };
}

/** Who answers a model enquiry: the nearest dealer and the area's sales manager. */
function assignmentRows(texts: Texts, { dealer }: Assignment): MailRow[] {
  const manager = dealer?.areaSalesManager;
  return [
    [
      texts.t(salesMailMessages.dealer),
      dealer
        ? texts.t(salesMailMessages.dealerFound, {
            name: dealer.name,
            zip: dealer.zip,
            city: dealer.city,
            distance: dealer.distanceKm ?? 0,
          })
        : texts.t(salesMailMessages.noDealer),
    ],
    [
      texts.t(salesMailMessages.areaSalesManager),
      manager ? contactLine(manager) : texts.t(salesMailMessages.notGiven),
    ],
  ];
}

function contactLine(manager: AreaSalesManager): string {
  return [manager.name, manager.email, manager.phone].filter(Boolean).join(', ');
}

/** A field's value as the staff read it. */
function shownValue(
  texts: Texts,
  field: FormField,
  value: unknown,
  assignment?: Assignment,
): string {
  if (value === null || value === undefined) return texts.t(salesMailMessages.notGiven);
  switch (field) {
    case 'modelId':
      return assignment
        ? texts.t(salesMailMessages.model, { name: assignment.model.name, id: String(value) })
        : String(value);
    case 'firstDate':
    case 'secondDate':
    case 'thirdDate':
      return calendarDay(texts, String(value));
    case 'country':
      return `${countryName(String(value))} (${String(value)})`;
    case 'priceCents':
      return texts.t(salesMailMessages.price, { amount: Number(value) / 100 });
    case 'plan':
      return texts.t(financingPlanNames[value as keyof typeof financingPlanNames]);
    case 'privacyConsent':
      return texts.t(salesMailMessages.consentGiven);
    case 'salutation':
      return texts.t(salutationNames[value as Salutation]);
    case 'employeeCount':
      return texts.t(employeeCountNames[value as EmployeeCountBand]);
    case 'turnover':
      return texts.t(turnoverNames[value as TurnoverBand]);
    default:
      return String(value);
  }
}

function countryName(code: string): string {
  return new Intl.DisplayNames([staffLocale], { type: 'region' }).of(code) ?? code;
}

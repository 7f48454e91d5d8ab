import type { Mail } from '../../mail/mailer';
import { framedMail, type MailParagraph } from '../../mail/mailFrame';
import { textsFor } from '../../plugins/texts';
import type { ValidInquiry } from './repository';
import { inquiryMailMessages } from './texts';

export interface InquiryMailContent {
  machine: { identifier: string; manufacturer: string; model: string };
  fields: ValidInquiry;
  /** The language the sender used the site in. */
  locale: string;
  receivedAt: Date;
}

/** Dealers and Lindner's staff read the mail in German, whatever language the sender used. */
const staffLocale = 'de';
const staffTimeZone = 'Europe/Vienna';

/**
 * The mail that tells a machine's contact of an inquiry, in the mail frame: the machine and the
 * sender, one line each, then the message as it was written (escaped in the HTML part).
 */
export function inquiryMail(
  to: string,
  { machine, fields, locale, receivedAt }: InquiryMailContent,
): Mail {
  const texts = textsFor(staffLocale);
  const t = inquiryMailMessages;
  const machineName = `${machine.manufacturer} ${machine.model}`;
  const rows: [label: string, value: string][] = [
    [texts.t(t.machine), machineName],
    [texts.t(t.identifier), machine.identifier],
    [texts.t(t.name), fields.name],
    [texts.t(t.email), fields.email],
    [texts.t(t.phone), fields.phone ?? texts.t(t.notGiven)],
    [texts.t(t.locale), locale],
    [
      texts.t(t.receivedAt),
      texts.dateTime(receivedAt, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: staffTimeZone,
      }),
    ],
  ];
  const paragraphs: MailParagraph[] = [
    texts.t(t.intro),
    rows.map(([label, value]) => `${label}: ${value}`),
    [`${texts.t(t.message)}:`, fields.message],
  ];
  return framedMail(texts, {
    to,
    subject: texts.t(t.subject, {
      machine: machineName,
      identifier: machine.identifier,
      name: fields.name,
    }),
    greet: null,
    paragraphs,
  });
}

import type { Locale } from '@lindner/i18n/core';
import type { FormKind, ValidForms } from '@lindner/api/schema';
import { framedMail, type MailParagraph } from '../../mail/mailFrame';
import type { Mail } from '../../mail/mailer';
import type { DealerRow } from '../../plugins/dealerDirectory';
import { textsFor, type Texts } from '../../plugins/texts';
import { receiptMailMessages, senderMailMessages } from './texts';

export type ModelEnquiry =
  | { kind: 'quote-request'; fields: ValidForms['quote-request'] }
  | { kind: 'innovation-visit'; fields: ValidForms['innovation-visit'] };

/**
 * The confirmation to whoever sent a quote request or an innovation visit, in the language they
 * used: the model, the desired dates, and the dealer who answers. The form is public, so the mail
 * carries nothing the sender typed but the dates (a checked format): no name, no message, which
 * keeps it useless for sending someone else text they did not ask for.
 */
export function senderMail(
  enquiry: ModelEnquiry,
  { model, dealer, locale }: { model: string; dealer: DealerRow | null; locale: Locale },
): Mail {
  const texts = textsFor(locale);
  const paragraphs: MailParagraph[] =
    enquiry.kind === 'quote-request'
      ? [texts.t(senderMailMessages.quoteReceived, { model })]
      : [
          texts.t(senderMailMessages.visitReceived, { model }),
          [enquiry.fields.firstDate, enquiry.fields.secondDate, enquiry.fields.thirdDate].map(
            (day) => `– ${calendarDay(texts, day)}`,
          ),
        ];
  if (dealer) {
    paragraphs.push(
      texts.t(
        enquiry.kind === 'quote-request'
          ? senderMailMessages.dealerAnswers
          : senderMailMessages.visitDealerAnswers,
      ),
      [
        dealer.name,
        dealer.street,
        `${dealer.zip} ${dealer.city}`,
        ...(dealer.phone ? [dealer.phone] : []),
        ...(dealer.email ? [dealer.email] : []),
      ],
    );
  } else {
    paragraphs.push(texts.t(senderMailMessages.salesAnswers));
  }
  paragraphs.push(texts.t(senderMailMessages.notYou));
  return framedMail(texts, {
    to: enquiry.fields.email,
    subject: texts.t(
      enquiry.kind === 'quote-request'
        ? senderMailMessages.quoteSubject
        : senderMailMessages.visitSubject,
      { model },
    ),
    greet: null,
    paragraphs,
  });
}

/** A desired date (`YYYY-MM-DD`) written out: "Dienstag, 1. Dezember 2026". */
export function calendarDay(texts: Texts, day: string): string {
  return texts.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
}

/**
 * The confirmation of an RMI request or a GVL contact, in the sender's language. Like the model
 * enquiries' it carries nothing the sender typed.
 */
export function receiptMail(
  kind: Extract<FormKind, 'rmi' | 'gvl-contact'>,
  to: string,
  locale: Locale,
): Mail {
  const texts = textsFor(locale);
  const rmi = kind === 'rmi';
  return framedMail(texts, {
    to,
    subject: texts.t(rmi ? receiptMailMessages.rmiSubject : receiptMailMessages.gvlSubject),
    greet: null,
    paragraphs: [
      texts.t(rmi ? receiptMailMessages.rmiReceived : receiptMailMessages.gvlReceived),
      texts.t(senderMailMessages.notYou),
    ],
  });
}

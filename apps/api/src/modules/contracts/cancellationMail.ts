import type { ContractItemEntry } from '@lindner/api/schema';
import { defineMessages, type Locale } from '@lindner/i18n/core';
import { framedMail } from '../../mail/mailFrame';
import type { Mail } from '../../mail/mailer';
import { textsFor } from '../../plugins/texts';

/** The confirmation of a licence's cancellation, in the language it was cancelled in. */
export const cancellationMailMessages = defineMessages({
  subject: {
    id: 'server.contracts.cancellationMail.subject',
    description: 'product: the licence, e.g. TracLink Smart',
    defaultMessage: 'Deine Kündigung: {product}',
  },
  cancelled: {
    id: 'server.contracts.cancellationMail.cancelled',
    description:
      'product: the licence; model: the vehicle model; vin: its identification number; validTo: the last day as the locale writes it',
    defaultMessage:
      'wir haben Deine Kündigung von {product} für Dein Fahrzeug {model} ({vin}) erhalten. Die Lizenz gilt bis zum {validTo} und verlängert sich danach nicht mehr.',
  },
  withdraw: {
    id: 'server.contracts.cancellationMail.withdraw',
    defaultMessage:
      'Möchtest Du sie doch behalten? Bis dahin kannst Du die automatische Verlängerung im Kundenportal wieder einschalten.',
  },
});

/** The mail confirming that a licence is cancelled: which one, for which vehicle, until when. */
export function cancellationMail(
  item: ContractItemEntry,
  recipient: { to: string; userId: string; name: string; locale: Locale },
): Mail {
  const texts = textsFor(recipient.locale);
  const validTo = texts.dateTime(new Date(`${item.validTo}T00:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: texts.t(cancellationMailMessages.subject, { product: item.title }),
    greet: recipient.name,
    paragraphs: [
      texts.t(cancellationMailMessages.cancelled, {
        product: item.title,
        model: item.vehicle.model.name,
        vin: item.vehicle.vin,
        validTo,
      }),
      texts.t(cancellationMailMessages.withdraw),
    ],
  });
}

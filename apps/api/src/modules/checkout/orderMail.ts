import type { CheckoutOrder } from '@lindner/api/schema';
import { defineMessages, intlTag, type Locale } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import { framedMail } from '../../mail/mailFrame';
import type { Mail, Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { textsFor } from '../../plugins/texts';
import { displayName } from '../../plugins/users';

/** The order confirmation mail to the customer, in the language the order was placed in. */
export const orderMailMessages = defineMessages({
  subject: {
    id: 'server.checkout.mail.subject',
    description: 'product: the product name, e.g. TracLink Smart',
    defaultMessage: 'Deine Bestellung: {product}',
  },
  renewalSubject: {
    id: 'server.checkout.mail.renewalSubject',
    description: 'product: the product name, e.g. TracLink Smart',
    defaultMessage: 'Deine Verlängerung: {product}',
  },
  received: {
    id: 'server.checkout.mail.received',
    description: 'product: the product name',
    defaultMessage:
      'vielen Dank für Deine Bestellung von {product}. Wir haben sie erhalten und bearbeiten sie in 1–2 Werktagen.',
  },
  renewed: {
    id: 'server.checkout.mail.renewed',
    description:
      'product: the product name; model: the vehicle model; vin: its identification number',
    defaultMessage:
      'vielen Dank für die Verlängerung von {product} für Dein Fahrzeug {model} ({vin}). Deine Lizenz läuft ohne Unterbrechung weiter.',
  },
  orderNumber: {
    id: 'server.checkout.mail.orderNumber',
    defaultMessage: 'Bestellnummer: {id}',
  },
  oneTime: {
    id: 'server.checkout.mail.oneTime',
    description: 'amount: gross amount in euros as the locale writes it; vatRate: whole percent',
    defaultMessage: 'Einmalig: {amount} (inkl. {vatRate} % MwSt.)',
  },
  yearly: {
    id: 'server.checkout.mail.yearly',
    description: 'amount: gross amount in euros as the locale writes it; vatRate: whole percent',
    defaultMessage: 'Jährlich: {amount} (inkl. {vatRate} % MwSt.)',
  },
  monthly: {
    id: 'server.checkout.mail.monthly',
    description: 'amount: gross amount in euros as the locale writes it; vatRate: whole percent',
    defaultMessage: 'Monatlich: {amount} (inkl. {vatRate} % MwSt.)',
  },
  discount: {
    id: 'server.checkout.mail.discount',
    description: 'code: the coupon code; amount: the discount in euros as the locale writes it',
    defaultMessage: 'Gutschein {code}: {amount} Rabatt (netto)',
  },
  invoiceAddress: {
    id: 'server.checkout.mail.invoiceAddress',
    defaultMessage: 'Rechnungsadresse:',
  },
  payment: {
    id: 'server.checkout.mail.payment',
    defaultMessage: 'Du bezahlst auf Rechnung.',
  },
});

/**
 * The confirmation of an order or a renewal: its number, the totals with VAT, the invoice
 * address.
 */
export function orderConfirmationMail(
  order: CheckoutOrder,
  recipient: { to: string; userId: string; name: string; locale: Locale },
): Mail {
  const texts = textsFor(recipient.locale);
  const euros = (cents: number) =>
    new Intl.NumberFormat(intlTag(recipient.locale), { style: 'currency', currency: 'EUR' }).format(
      cents / 100,
    );
  const { summary, invoiceAddress: address } = order;
  const vatRate = summary.vatRate;
  const discountCents =
    summary.totals.oneTime.discountCents + (summary.totals.recurring?.discountCents ?? 0);
  const amounts = [
    summary.totals.oneTime.grossCents > 0
      ? texts.t(orderMailMessages.oneTime, {
          amount: euros(summary.totals.oneTime.grossCents),
          vatRate,
        })
      : null,
    summary.totals.recurring
      ? texts.t(orderMailMessages[summary.period], {
          amount: euros(summary.totals.recurring.grossCents),
          vatRate,
        })
      : null,
    summary.coupon && discountCents > 0
      ? texts.t(orderMailMessages.discount, {
          code: summary.coupon.code,
          amount: euros(discountCents),
        })
      : null,
  ].filter((line): line is string => line !== null);
  const addressLines = [
    address.company,
    `${address.firstName} ${address.lastName}`,
    address.street,
    `${address.country}-${address.zip} ${address.city}`,
  ].filter((line): line is string => Boolean(line));
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: texts.t(
      order.type === 'order' ? orderMailMessages.subject : orderMailMessages.renewalSubject,
      { product: order.productName },
    ),
    greet: recipient.name,
    paragraphs: [
      order.type === 'order'
        ? texts.t(orderMailMessages.received, { product: order.productName })
        : texts.t(orderMailMessages.renewed, {
            product: order.productName,
            model: order.vehicle.model.name,
            vin: order.vehicle.vin,
          }),
      [texts.t(orderMailMessages.orderNumber, { id: order.id }), ...amounts],
      [texts.t(orderMailMessages.invoiceAddress), ...addressLines],
      texts.t(orderMailMessages.payment),
    ],
  });
}

/**
 * Mails the caller the confirmation of an order just placed, in the caller's language. The order
 * stands: a failed mail is logged, not answered as a failure (the customer would order again).
 * How many go out is bounded by the submits limit (limits.ts): one mail per new order.
 */
export async function mailOrderConfirmation(
  request: FastifyRequest,
  mailer: Mailer | undefined,
  order: CheckoutOrder,
): Promise<void> {
  const caller = callerOf(request);
  if (!mailer || !caller.email) return;
  await mailer
    .send(
      orderConfirmationMail(order, {
        to: caller.email,
        userId: caller.id,
        name: displayName(caller),
        locale: request.locale,
      }),
    )
    .catch((error: unknown) =>
      request.log.error({ err: error }, 'The order confirmation mail failed'),
    );
}

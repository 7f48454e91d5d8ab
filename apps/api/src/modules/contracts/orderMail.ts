import type { CheckoutOrder } from '@lindner/api/schema';
import { defineMessages, intlTag, type Locale } from '@lindner/i18n/core';
import { escapeHtml } from '../../mail/htmlPages';
import type { Mail } from '../../mail/mailer';
import { textsFor } from '../../plugins/texts';

/** The order confirmation mail to the customer, in the language the order was placed in. */
export const orderMailMessages = defineMessages({
  subject: {
    id: 'server.contracts.mail.subject',
    description: 'product: the product name, e.g. TracLink Smart',
    defaultMessage: 'Deine Bestellung: {product}',
  },
  renewalSubject: {
    id: 'server.contracts.mail.renewalSubject',
    description: 'product: the product name, e.g. TracLink Smart',
    defaultMessage: 'Deine Verlängerung: {product}',
  },
  greeting: {
    id: 'server.contracts.mail.greeting',
    description: 'name: the customer’s name',
    defaultMessage: 'Hallo {name},',
  },
  received: {
    id: 'server.contracts.mail.received',
    description: 'product: the product name',
    defaultMessage:
      'vielen Dank für Deine Bestellung von {product}. Wir haben sie erhalten und bearbeiten sie in 1–2 Werktagen.',
  },
  renewed: {
    id: 'server.contracts.mail.renewed',
    description:
      'product: the product name; model: the vehicle model; vin: its identification number',
    defaultMessage:
      'vielen Dank für die Verlängerung von {product} für Dein Fahrzeug {model} ({vin}). Deine Lizenz läuft ohne Unterbrechung weiter.',
  },
  orderNumber: {
    id: 'server.contracts.mail.orderNumber',
    defaultMessage: 'Bestellnummer: {id}',
  },
  oneTime: {
    id: 'server.contracts.mail.oneTime',
    description: 'amount: gross amount in euros as the locale writes it; vatRate: whole percent',
    defaultMessage: 'Einmalig: {amount} (inkl. {vatRate} % MwSt.)',
  },
  yearly: {
    id: 'server.contracts.mail.yearly',
    description: 'amount: gross amount in euros as the locale writes it; vatRate: whole percent',
    defaultMessage: 'Jährlich: {amount} (inkl. {vatRate} % MwSt.)',
  },
  monthly: {
    id: 'server.contracts.mail.monthly',
    description: 'amount: gross amount in euros as the locale writes it; vatRate: whole percent',
    defaultMessage: 'Monatlich: {amount} (inkl. {vatRate} % MwSt.)',
  },
  discount: {
    id: 'server.contracts.mail.discount',
    description: 'code: the coupon code; amount: the discount in euros as the locale writes it',
    defaultMessage: 'Gutschein {code}: {amount} Rabatt (netto)',
  },
  invoiceAddress: {
    id: 'server.contracts.mail.invoiceAddress',
    defaultMessage: 'Rechnungsadresse:',
  },
  payment: {
    id: 'server.contracts.mail.payment',
    defaultMessage: 'Du bezahlst auf Rechnung.',
  },
  signature: {
    id: 'server.contracts.mail.signature',
    defaultMessage: 'Dein Lindner-Team',
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
  const paragraphs = [
    [texts.t(orderMailMessages.greeting, { name: recipient.name })],
    [
      order.type === 'order'
        ? texts.t(orderMailMessages.received, { product: order.productName })
        : texts.t(orderMailMessages.renewed, {
            product: order.productName,
            model: order.vehicle.model.name,
            vin: order.vehicle.vin,
          }),
    ],
    [texts.t(orderMailMessages.orderNumber, { id: order.id }), ...amounts],
    [texts.t(orderMailMessages.invoiceAddress), ...addressLines],
    [texts.t(orderMailMessages.payment)],
    [texts.t(orderMailMessages.signature)],
  ];
  return {
    to: recipient.to,
    userId: recipient.userId,
    subject: texts.t(
      order.type === 'order' ? orderMailMessages.subject : orderMailMessages.renewalSubject,
      { product: order.productName },
    ),
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphs
      .map((lines) => `<p>${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`)
      .join('\n'),
  };
}

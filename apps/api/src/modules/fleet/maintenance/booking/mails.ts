import { intlTag } from '@lindner/i18n/core';
import { linkedText } from '../../../../mail/htmlPages';
import type { Mail } from '../../../../mail/mail';
import { framedMail } from '../../../../mail/mailFrame';
import type { Texts } from '../../../../plugins/texts';
import { maintenanceItemNames } from '../texts';
import type { ServiceBookingRow } from './tables';
import { dealerMailMessages, ownerMailMessages } from './texts';

/** A day (`YYYY-MM-DD`) as the locale writes it, with its weekday. */
export function formatDay(texts: Texts, day: string): string {
  return texts.dateTime(new Date(`${day}T00:00:00Z`), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An item's name in the locale (its key for an item the texts do not know). */
export function itemName(texts: Texts, key: string): string {
  const name = maintenanceItemNames[key];
  return name ? texts.t(name) : key;
}

export interface DealerMailFacts {
  booking: ServiceBookingRow;
  owner: { name: string; email: string | null; phone: string | null };
  vehicle: { model: string; vin: string; operatingHours: number };
  link: string;
}

/**
 * The mail to the dealer, in the dealer's language: who asks, for which
 * vehicle and work, the proposed dates, the note and the link to the booking's page.
 */
export function dealerMail(texts: Texts, { booking, owner, vehicle, link }: DealerMailFacts): Mail {
  const m = dealerMailMessages;
  const hours = new Intl.NumberFormat(intlTag(texts.locale), { maximumFractionDigits: 1 }).format(
    vehicle.operatingHours,
  );
  const contact = [owner.email, owner.phone].filter(Boolean).join(', ');
  const paragraphs: string[][] = [
    [texts.t(m.greeting)],
    [texts.t(m.intro, { owner: owner.name })],
    [
      `${texts.t(m.owner)} ${owner.name}`,
      ...(contact ? [`${texts.t(m.contact)} ${contact}`] : []),
      texts.t(m.vehicle, { model: vehicle.model, vin: vehicle.vin, hours }),
    ],
    [texts.t(m.items), ...booking.itemKeys.map((key) => `– ${itemName(texts, key)}`)],
    [texts.t(m.dates), ...booking.proposedDates.map((day) => `– ${formatDay(texts, day)}`)],
    ...(booking.note ? [[texts.t(m.note), booking.note]] : []),
    [
      texts.t(m.link, {
        until: formatDay(texts, booking.tokenExpiresAt.toISOString().slice(0, 10)),
      }),
      link,
    ],
    [texts.t(m.later)],
    [texts.t(m.signature)],
  ];
  return {
    to: booking.dealerEmail,
    subject: texts.t(m.subject, { model: vehicle.model }),
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: paragraphs
      .map(
        (lines) =>
          `<p>${lines.map((line) => linkedText(line).replace(/\r?\n/g, '<br>')).join('<br>')}</p>`,
      )
      .join('\n'),
  };
}

export interface OwnerMailFacts {
  to: string;
  userId: string;
  name: string;
  model: string;
  booking: ServiceBookingRow;
}

/** The owner's short mail when the dealer confirms a date or proposes another. */
export function ownerMail(
  texts: Texts,
  { to, userId, name, model, booking }: OwnerMailFacts,
): Mail {
  const m = ownerMailMessages;
  const proposed = booking.state === 'proposed' && booking.dealerProposalDate;
  const date = formatDay(texts, (proposed ? booking.dealerProposalDate : booking.confirmedDate)!);
  return framedMail(texts, {
    to,
    userId,
    subject: texts.t(proposed ? m.proposedSubject : m.confirmedSubject, { model }),
    greet: name,
    paragraphs: [
      texts.t(proposed ? m.proposed : m.confirmed, { dealer: booking.dealerName, date }),
      ...(proposed && booking.dealerMessage ? [[texts.t(m.message), booking.dealerMessage]] : []),
    ],
  });
}

import type { Locale } from '@lindner/i18n/core';
import { framedMail, type MailParagraph } from '../../mail/mailFrame';
import type { Mail } from '../../mail/mailer';
import { textsFor } from '../../plugins/texts';
import { calendarFileName, eventCalendar, eventLocation } from './calendar';
import type { EventRow } from './tables';
import { eventMailMessages } from './texts';

/** Dates and times in the mails: the events take place in Austria and around it. */
export const eventTimeZone = 'Europe/Vienna';

export type EventMailKind = 'registered' | 'changed' | 'cancelled';

export interface EventMailRecipient {
  to: string;
  userId: string;
  name: string;
  locale: Locale;
}

/**
 * The mail on a sign-up, its change or its cancellation, in the language of the request: the
 * event's time in Vienna, its venue (or where to take part online), the companions, and for a
 * sign-up or change the calendar file attached and linked (`calendarUrl`).
 */
export function eventMail(
  kind: EventMailKind,
  event: EventRow,
  companions: number,
  recipient: EventMailRecipient,
  { calendarUrl, now }: { calendarUrl: string; now: Date },
): Mail {
  const texts = textsFor(recipient.locale);
  const when = (date: Date) =>
    texts.dateTime(date, { dateStyle: 'full', timeStyle: 'short', timeZone: eventTimeZone });
  const sameDay =
    texts.dateTime(event.startsAt, { dateStyle: 'short', timeZone: eventTimeZone }) ===
    texts.dateTime(event.endsAt, { dateStyle: 'short', timeZone: eventTimeZone });
  const to = sameDay
    ? texts.dateTime(event.endsAt, { timeStyle: 'short', timeZone: eventTimeZone })
    : when(event.endsAt);
  const subject = {
    registered: eventMailMessages.registeredSubject,
    changed: eventMailMessages.changedSubject,
    cancelled: eventMailMessages.cancelledSubject,
  }[kind];
  const paragraphs: MailParagraph[] = [texts.t(eventMailMessages[kind], { title: event.title })];
  if (kind !== 'cancelled') {
    paragraphs.push(
      [
        texts.t(eventMailMessages.when, { from: when(event.startsAt), to }),
        event.format === 'online'
          ? texts.t(eventMailMessages.online, { url: event.onlineUrl ?? '' })
          : texts.t(eventMailMessages.where, { venue: eventLocation(event) }),
        texts.t(eventMailMessages.companions, { count: companions }),
      ],
      texts.t(eventMailMessages.calendar, { url: calendarUrl }),
    );
  }
  return framedMail(texts, {
    to: recipient.to,
    userId: recipient.userId,
    subject: texts.t(subject, { title: event.title }),
    greet: recipient.name,
    paragraphs,
    ...(kind === 'cancelled'
      ? {}
      : {
          attachments: [
            {
              filename: calendarFileName(event),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: eventCalendar(event, { now }),
            },
          ],
        }),
  });
}

import { createHash } from 'node:crypto';
import type { MessageDescriptor } from '@lindner/i18n/core';
import { defineMessages } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../plugins/envelope';
import { escapeHtml } from './htmlPages';
import type { Mailer } from './mailer';

export { claimConfirmationMail, confirmationMailIntervalMs } from './repository';

/** The path of the confirmation pages' stylesheet, below the API's path. */
export const confirmationPageStylesheetPath = '/newsletter/page.css';

/** Only a token's hash is stored, so a copy of the database confirms nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export const confirmationMailLimitMessages = defineMessages({
  tooSoon: {
    id: 'server.confirmationMail.tooSoon',
    description: 'minutes: whole minutes until the next confirmation mail can be sent (at least 1)',
    defaultMessage:
      'An diese Adresse haben wir gerade erst eine Bestätigungs-E-Mail geschickt. Die nächste kannst Du in {minutes, plural, one {# Minute} other {# Minuten}} anfordern.',
  },
});

/**
 * 429 with the envelope and a message saying in how many minutes the next confirmation mail to
 * the address is possible; `Retry-After` in seconds.
 */
export function refuseConfirmationMailTooSoon(
  request: FastifyRequest,
  reply: FastifyReply,
  nextAt: Date,
  now = new Date(),
) {
  const seconds = Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send(failure(request.t(confirmationMailLimitMessages.tooSoon, { minutes })));
}

/** The texts of one kind of confirmation mail; `greeting` takes `{name}`. */
export type ConfirmationMailTexts = Record<
  'subject' | 'greeting' | 'request' | 'button' | 'validity' | 'notYou' | 'signature',
  MessageDescriptor
>;

/** Sends a confirmation link, as text and HTML, in the caller's language. */
export async function sendConfirmationMail(
  mailer: Mailer,
  request: FastifyRequest,
  mail: { to: string; userId: string; name: string; link: string; texts: ConfirmationMailTexts },
): Promise<void> {
  const { texts, link } = mail;
  const [subject, greeting, ask, button, validity, notYou, signature] = [
    request.t(texts.subject),
    request.t(texts.greeting, { name: mail.name }),
    request.t(texts.request),
    request.t(texts.button),
    request.t(texts.validity),
    request.t(texts.notYou),
    request.t(texts.signature),
  ];
  await mailer.send({
    to: mail.to,
    userId: mail.userId,
    subject,
    text: [greeting, '', ask, link, '', validity, notYou, '', signature].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>
<p>${escapeHtml(validity)} ${escapeHtml(notYou)}</p>
<p>${escapeHtml(signature)}</p>`,
  });
}

import { defineMessages } from '@lindner/i18n/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/connection';
import { textsFor } from '../plugins/texts';
import { escapeHtml, htmlPage, linkedText, pageStylesheet, sendHtml } from './htmlPages';
import { latestMails } from './repository';

export const mailboxPath = '/dev/mailbox';
const stylesheetPath = `${mailboxPath}.css`;
/** The page shows the newest mails only. */
const shownMails = 100;

const mailboxMessages = defineMessages({
  title: { id: 'server.mail.mailbox.title', defaultMessage: 'Entwicklungs-Postfach' },
  intro: {
    id: 'server.mail.mailbox.intro',
    defaultMessage:
      'E-Mails, die dieser Server ohne SMTP_URL nicht verschickt, sondern hier ablegt; die neuesten zuerst.',
  },
  empty: { id: 'server.mail.mailbox.empty', defaultMessage: 'Noch keine E-Mails.' },
  to: { id: 'server.mail.mailbox.to', description: 'Label of the recipient', defaultMessage: 'An' },
});

/**
 * `GET /dev/mailbox`: the mails of the database mailbox, newest first, their text escaped and
 * their links clickable. Registered only in development (config `devMailbox`).
 */
export async function mailboxPage(app: FastifyInstance, { database }: { database: Database }) {
  // The mails hold live confirmation links: only someone at this machine may read them.
  app.addHook('onRequest', loopbackOnly);
  await pageStylesheet(app, stylesheetPath);
  app.get(mailboxPath, async (request, reply) => {
    const texts = textsFor(request.locale);
    const title = texts.t(mailboxMessages.title);
    const mails = await latestMails(database.orm, shownMails);
    const list = mails.length
      ? mails
          .map(
            (mail) => `<article class="mail">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(texts.t(mailboxMessages.to))}: ${escapeHtml(mail.recipient)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(texts.dateTime(mail.createdAt, { dateStyle: 'medium', timeStyle: 'medium' }))}</time></p>
<pre class="body">${linkedText(mail.textBody)}</pre>
</article>`,
          )
          .join('\n')
      : `<p>${escapeHtml(texts.t(mailboxMessages.empty))}</p>`;
    return sendHtml(
      reply,
      200,
      htmlPage({
        locale: request.locale,
        title,
        stylesheet: stylesheetPath,
        body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(texts.t(mailboxMessages.intro))}</p>\n${list}`,
      }),
    );
  });
}

/** An onRequest hook: any client but the machine itself finds nothing (404). */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopback(request.ip)) return;
  reply.callNotFound();
  return reply;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  return /^127(\.\d{1,3}){3}$/.test(ipv4) || address === '::1';
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../database/connection';
import { textLanguage, type TextLanguage } from '../plugins/language';
import { escapeHtml, htmlPage, linkedText, pageStylesheet, sendHtml } from './htmlPages';
import { latestMails } from './repository';

export const mailboxPath = '/dev/mailbox';
const stylesheetPath = `${mailboxPath}.css`;
/** The page shows the newest mails only. */
const shownMails = 100;

const texts: Record<
  TextLanguage,
  { title: string; intro: string; empty: string; to: string; dateLocale: string }
> = {
  de: {
    title: 'Entwicklungs-Postfach',
    intro:
      'E-Mails, die dieser Server ohne SMTP_URL nicht verschickt, sondern hier ablegt; die neuesten zuerst.',
    empty: 'Noch keine E-Mails.',
    to: 'An',
    dateLocale: 'de-AT',
  },
  en: {
    title: 'Development mailbox',
    intro: 'E-mails this server keeps here instead of sending them (no SMTP_URL); newest first.',
    empty: 'No e-mails yet.',
    to: 'To',
    dateLocale: 'en-GB',
  },
  fr: {
    title: 'Boîte aux lettres de développement',
    intro:
      "Les e-mails que ce serveur conserve ici au lieu de les envoyer (pas de SMTP_URL) ; les plus récents d'abord.",
    empty: "Pas encore d'e-mails.",
    to: 'À',
    dateLocale: 'fr-FR',
  },
};

/**
 * `GET /dev/mailbox`: the mails of the database mailbox, newest first, their text escaped and
 * their links clickable. Registered only in development (config `devMailbox`).
 */
export async function mailboxPage(app: FastifyInstance, { database }: { database: Database }) {
  await pageStylesheet(app, stylesheetPath);
  app.get(mailboxPath, async (request, reply) => {
    const text = texts[textLanguage(request)];
    const mails = await latestMails(database.orm, shownMails);
    const dateFormat = new Intl.DateTimeFormat(text.dateLocale, {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    const list = mails.length
      ? mails
          .map(
            (mail) => `<article class="mail">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(text.to)}: ${escapeHtml(mail.recipient)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(dateFormat.format(mail.createdAt))}</time></p>
<pre class="body">${linkedText(mail.textBody)}</pre>
</article>`,
          )
          .join('\n')
      : `<p>${escapeHtml(text.empty)}</p>`;
    return sendHtml(
      reply,
      200,
      htmlPage({
        locale: request.locale,
        title: text.title,
        stylesheet: stylesheetPath,
        body: `<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.intro)}</p>\n${list}`,
      }),
    );
  });
}

import { readFile } from 'node:fs/promises';
import { localizePath, type Locale, type MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import type { Orm } from '../../../../database/connection';
import { escapeHtml, htmlPage, sendFormPage } from '../../../../mail/htmlPages';
import type { SchemaRoutes } from '../../../../plugins/schemaRoutes';
import { textsFor } from '../../../../plugins/texts';
import type { Limit } from '../../../../plugins/throttling/throttling';
import { reminderUnsubscribePath } from './reminderMails';
import { recipientOfToken, setUnsubscribed, type ReminderRecipient } from './repository';
import { unsubscribePageMessages as m } from './texts';

/** The page's stylesheet, below the API's path: pages.css and the buttons' rules. */
export const reminderPageStylesheetPath = '/maintenance/reminders/page.css';

/** The path that subscribes again, below the API's path; `/{token}` follows. */
export const reminderResubscribePath = '/maintenance/reminders/resubscribe';

/** Calls of the unsubscribe links: 30 in 10 minutes per client address, which slows guessing. */
export const reminderLinkCalls: Limit = {
  name: 'maintenance-reminder-links',
  max: 30,
  windowMs: 10 * 60_000,
  message: m.tooManyLinks,
  per: 'address',
};

/** 32 random bytes as base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const paramsSchema = z.object({ token: z.string() });

type PageState = 'confirm' | 'unsubscribed' | 'resubscribed' | 'invalid';

const pageTexts: Record<PageState, { title: MessageDescriptor; text: MessageDescriptor }> = {
  confirm: { title: m.confirmTitle, text: m.confirmText },
  unsubscribed: { title: m.unsubscribedTitle, text: m.unsubscribedText },
  resubscribed: { title: m.resubscribedTitle, text: m.resubscribedText },
  invalid: { title: m.invalidTitle, text: m.invalidText },
};

/**
 * The page the reminder mail's unsubscribe link opens, public (the link's token is the proof):
 * `GET …/unsubscribe/{token}` only asks (mail scanners follow links), its button posts to the
 * same address, which unsubscribes; the page after it can subscribe again
 * (`POST …/resubscribe/{token}`). In the language of the user's mails. An unknown token: 404.
 */
export const reminderUnsubscribeRoutes: SchemaRoutes<{ orm: Orm }> = async (app, { orm }) => {
  const apiPath = app.prefix;
  const linkCalls = app.throttle(reminderLinkCalls);
  const css = [
    await readFile(new URL('../../../../mail/assets/pages.css', import.meta.url), 'utf8'),
    await readFile(new URL('./unsubscribePage.css', import.meta.url), 'utf8'),
  ].join('\n');
  app.get(
    reminderPageStylesheetPath,
    {
      config: { public: true },
      schema: { tags: ['fleet'], summary: 'The stylesheet of the reminders’ unsubscribe page' },
    },
    (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(css),
  );

  function page(
    reply: FastifyReply,
    locale: Locale,
    state: PageState,
    token: string | null,
  ): FastifyReply {
    const texts = textsFor(locale);
    const title = texts.t(pageTexts[state].title);
    const form = (path: string, label: MessageDescriptor) =>
      `<form method="post" action="${escapeHtml(`${apiPath}${path}/${token}`)}">
<button class="button" type="submit">${escapeHtml(texts.t(label))}</button>
</form>`;
    const action =
      token === null
        ? ''
        : state === 'confirm'
          ? form(reminderUnsubscribePath, m.confirmButton)
          : state === 'unsubscribed'
            ? form(reminderResubscribePath, m.resubscribeButton)
            : '';
    const fleet = localizePath('fleet', {}, locale);
    return sendFormPage(
      reply,
      state === 'invalid' ? 404 : 200,
      htmlPage({
        locale,
        title,
        stylesheet: `${apiPath}${reminderPageStylesheetPath}`,
        body: `<h1 data-state="${state}">${escapeHtml(title)}</h1>
<p>${escapeHtml(texts.t(pageTexts[state].text))}</p>
${action}
<p><a href="${escapeHtml(fleet)}">${escapeHtml(texts.t(m.toFleet))}</a></p>`,
      }),
    );
  }

  async function recipientOf(token: string): Promise<ReminderRecipient | null> {
    return tokenPattern.test(token) ? recipientOfToken(orm, token) : null;
  }

  const options = (summary: string) => ({
    config: { public: true },
    schema: { tags: ['fleet'], summary, params: paramsSchema },
    preHandler: linkCalls,
  });

  app.get(
    `${reminderUnsubscribePath}/:token`,
    options('The page of a maintenance reminder’s unsubscribe link: asks, changes nothing'),
    async (request, reply) => {
      const { token } = request.params;
      const recipient = await recipientOf(token);
      if (!recipient) return page(reply, request.locale, 'invalid', null);
      return page(
        reply,
        recipient.locale,
        recipient.unsubscribed ? 'unsubscribed' : 'confirm',
        token,
      );
    },
  );

  app.post(
    `${reminderUnsubscribePath}/:token`,
    options('Unsubscribe from the maintenance reminder mail by its link'),
    async (request, reply) => {
      const { token } = request.params;
      const recipient = await recipientOf(token);
      if (!recipient) return page(reply, request.locale, 'invalid', null);
      if (!recipient.unsubscribed) await setUnsubscribed(orm, recipient, new Date());
      return page(reply, recipient.locale, 'unsubscribed', token);
    },
  );

  app.post(
    `${reminderResubscribePath}/:token`,
    options('Get the maintenance reminder mail again, by a link of one'),
    async (request, reply) => {
      const { token } = request.params;
      const recipient = await recipientOf(token);
      if (!recipient) return page(reply, request.locale, 'invalid', null);
      await setUnsubscribed(orm, recipient, null);
      return page(reply, recipient.locale, 'resubscribed', token);
    },
  );
};

import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  settingsSchema,
  type Settings,
} from '@lindner/api/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { localizePath } from '@lindner/i18n/core';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { testPublicUrl } from '../../testing/testServer';
import { newsletterSubscriptions } from './tables';

const server = apiTestServerPerFile();
const { call } = server;

const send = (
  user: string | null,
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) => call(user, path, { method, json, headers });

const settingsOf = (response: { json(): unknown }): Settings =>
  apiEnvelopeSchema(settingsSchema).parse(response.json()).data.data;

async function latestMail(userId: string) {
  const [mail] = await server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.userId, userId))
    .orderBy(desc(mailbox.createdAt));
  return mail;
}

/** As if the last confirmation mail to every address went out 10 minutes ago. */
async function allowNextConfirmationMail() {
  await server.database.orm.execute(
    sql`UPDATE confirmation_mail_sends SET sent_at = sent_at - interval '10 minutes'`,
  );
}

/** The confirmation link of the newest mail, as a path on this server. */
async function confirmationLink(userId: string): Promise<string> {
  const mail = await latestMail(userId);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mail?.textBody ?? '',
  )?.[0];
  expect(link).toBeDefined();
  expect(link!.startsWith(`${testPublicUrl}/api/portal/newsletter/confirm?token=`)).toBe(true);
  return link!.slice(testPublicUrl.length);
}

describe('GET /user/settings', () => {
  it('returns the caller’s interests, contact channel, newsletter and consents', async () => {
    const response = await call(demoIds.farmer, '/user/settings');
    expect(response.statusCode).toBe(200);
    const settings = settingsOf(response);
    expect(settings).toMatchObject({
      interests: ['tractors', 'telematics'],
      contactChannel: 'email',
      newsletter: { status: 'subscribed', email: 'josef.brunner@example.com' },
      consents: {
        terms: { state: 'accepted' },
        images: { state: 'declined' },
        referenceCustomer: { state: 'pending', changedAt: null },
        communication: { state: 'pending', changedAt: null },
      },
    });
    expect(settings.consentHistory.map(({ consent, state }) => [consent, state])).toEqual([
      ['images', 'declined'],
      ['images', 'accepted'],
      ['terms', 'accepted'],
    ]);
  });

  it('gives a user who set nothing the defaults, never someone else’s settings', async () => {
    const settings = settingsOf(await call(demoIds.newcomer, '/user/settings'));
    expect(settings).toEqual({
      interests: [],
      contactChannel: null,
      newsletter: { status: 'notSubscribed', email: null, requestedAt: null, confirmedAt: null },
      consents: {
        terms: { state: 'pending', changedAt: null },
        images: { state: 'pending', changedAt: null },
        referenceCustomer: { state: 'pending', changedAt: null },
        communication: { state: 'pending', changedAt: null },
      },
      consentHistory: [],
    });
    expect((await call(null, '/user/settings')).statusCode).toBe(401);
  });
});

describe('PUT /user/settings/contact', () => {
  it('saves the preferred channel of the caller only', async () => {
    const response = await send(demoIds.newcomer, 'PUT', '/user/settings/contact', {
      contactChannel: 'messenger',
      userId: demoIds.farmer,
    });
    expect(response.statusCode).toBe(200);
    expect(settingsOf(response).contactChannel).toBe('messenger');
    expect(settingsOf(await call(demoIds.farmer, '/user/settings')).contactChannel).toBe('email');
    const cleared = await send(demoIds.newcomer, 'PUT', '/user/settings/contact', {
      contactChannel: null,
    });
    expect(settingsOf(cleared).contactChannel).toBeNull();
  });

  it('refuses an unknown channel with 400 and a message', async () => {
    const response = await send(
      demoIds.farmer,
      'PUT',
      '/user/settings/contact',
      { contactChannel: 'pigeon' },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorEnvelopeSchema.parse(response.json())).toMatchObject({
      message: 'Bitte prüfe die markierten Felder.',
      errors: { contactChannel: 'Bitte eine der angebotenen Möglichkeiten wählen.' },
    });
    const missing = await send(demoIds.farmer, 'PUT', '/user/settings/contact', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      contactChannel: 'Please choose one of the options offered.',
    });
  });
});

describe('PUT /user/settings/consents', () => {
  it('keeps every change with its time; an unchanged state adds nothing', async () => {
    const first = settingsOf(
      await send(demoIds.newcomer, 'PUT', '/user/settings/consents', {
        terms: 'accepted',
        communication: 'declined',
      }),
    );
    expect(first.consents.terms.state).toBe('accepted');
    expect(first.consents.communication.state).toBe('declined');
    expect(first.consents.images).toEqual({ state: 'pending', changedAt: null });
    expect(Date.parse(first.consents.terms.changedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const second = settingsOf(
      await send(demoIds.newcomer, 'PUT', '/user/settings/consents', {
        terms: 'accepted',
        communication: 'accepted',
      }),
    );
    expect(second.consents.communication.state).toBe('accepted');
    expect(second.consentHistory.map(({ consent, state }) => `${consent}:${state}`)).toEqual([
      'communication:accepted',
      expect.stringMatching(/^(terms:accepted|communication:declined)$/),
      expect.stringMatching(/^(terms:accepted|communication:declined)$/),
    ]);
    expect(second.consentHistory).toHaveLength(3);
    // The farmer's consents are untouched.
    const farmer = settingsOf(await call(demoIds.farmer, '/user/settings'));
    expect(farmer.consents.communication.state).toBe('pending');
  });

  it('refuses states other than accepted and declined, and wrong bodies', async () => {
    const response = await send(demoIds.farmer, 'PUT', '/user/settings/consents', {
      terms: 'pending',
      images: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      terms: 'Please choose one of the options offered.',
      images: 'Please choose one of the options offered.',
    });
    const list = await call(demoIds.farmer, '/user/settings/consents', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      payload: '["terms"]',
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('The request does not contain valid data.');
  });
});

describe('the newsletter', () => {
  it('sends a confirmation e-mail; its link confirms once, and then interests can be chosen', async () => {
    // Interests come after confirming.
    const early = await send(demoIds.newcomer, 'PUT', '/user/settings/interests', {
      interests: ['municipal'],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Please confirm your newsletter subscription with the link in the e-mail first; then you can choose your interests.',
    );

    const subscribed = await send(
      demoIds.newcomer,
      'POST',
      '/user/settings/newsletter',
      {},
      { 'accept-language': 'de-AT' },
    );
    expect(subscribed.statusCode).toBe(200);
    expect(settingsOf(subscribed).newsletter).toMatchObject({
      status: 'pending',
      email: 'lena.gruber@example.com',
      confirmedAt: null,
    });
    const mail = await latestMail(demoIds.newcomer);
    expect(mail).toMatchObject({
      recipient: 'lena.gruber@example.com',
      subject: 'Bitte bestätige Deine Anmeldung zum Lindner-Newsletter',
    });
    expect(mail!.textBody).toContain('Hallo Lena Gruber,');
    const link = await confirmationLink(demoIds.newcomer);

    // Only the token's hash is stored.
    const token = new URL(link, testPublicUrl).searchParams.get('token')!;
    expect(token).toHaveLength(43);
    const [stored] = await server.database.orm
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, demoIds.newcomer));
    expect(stored!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de-AT">');
    expect(page.body).toContain('Newsletter-Anmeldung bestätigt');
    expect(page.body).toContain(
      `href="${testPublicUrl}${localizePath('settings-newsletter-contact', {}, 'de-at')}"`,
    );
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toMatch(/<script|style=/);

    const settings = settingsOf(await call(demoIds.newcomer, '/user/settings'));
    expect(settings.newsletter.status).toBe('subscribed');
    expect(settings.newsletter.confirmedAt).not.toBeNull();

    const again = await server.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Bereits bestätigt');

    const interests = await send(demoIds.newcomer, 'PUT', '/user/settings/interests', {
      interests: ['municipal', 'supercup', 'municipal'],
    });
    expect(interests.statusCode).toBe(200);
    expect(settingsOf(interests).interests).toEqual(['municipal', 'supercup']);

    const twice = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'A newsletter subscription already exists for this e-mail address.',
    );
  });

  it('refuses unknown topics with 400 and a message per entry', async () => {
    const response = await send(demoIds.farmer, 'PUT', '/user/settings/interests', {
      interests: ['tractors', 'yachts'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'interests.1': 'Please choose one of the options offered.',
    });
    const notAList = await send(demoIds.farmer, 'PUT', '/user/settings/interests', {
      interests: 'tractors',
    });
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().errors).toEqual({ interests: 'This value is not valid.' });
  });

  it('answers a wrong, replaced or expired link with a clear page', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/portal/newsletter/confirm?token=nonsense',
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Lien non valide');
    const none = await server.app.inject({ method: 'GET', url: '/api/portal/newsletter/confirm' });
    expect(none.statusCode).toBe(404);

    await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    const replaced = await confirmationLink(demoIds.newcomer);
    await allowNextConfirmationMail();
    await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    const current = await confirmationLink(demoIds.newcomer);
    expect(current).not.toBe(replaced);
    const old = await server.app.inject({ method: 'GET', url: replaced });
    expect(old.statusCode).toBe(404);
    // An unknown token tells no language: the browser's, else German.
    expect(old.body).toContain('Link ungültig');

    await server.database.orm.execute(
      sql`UPDATE newsletter_subscriptions SET token_expires_at = now() - interval '1 minute'`,
    );
    const expired = await server.app.inject({ method: 'GET', url: current });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Link expired');
    expect(settingsOf(await call(demoIds.newcomer, '/user/settings')).newsletter.status).toBe(
      'pending',
    );
  });

  it('unsubscribes, and says so when there is nothing to unsubscribe', async () => {
    const response = await send(demoIds.farmer, 'DELETE', '/user/settings/newsletter');
    expect(response.statusCode).toBe(200);
    expect(settingsOf(response).newsletter.status).toBe('notSubscribed');
    const again = await send(demoIds.farmer, 'DELETE', '/user/settings/newsletter');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are not subscribed to the newsletter.');
    // Only the caller's subscription goes.
    const newcomer = await send(demoIds.newcomer, 'DELETE', '/user/settings/newsletter');
    expect(newcomer.statusCode).toBe(409);
  });

  it('sends confirmations only to a confirmed address, at most one per address per 10 minutes', async () => {
    await server.database.orm.execute(
      sql`UPDATE users SET email_verified_at = NULL WHERE id = ${demoIds.newcomer}::uuid`,
    );
    const unconfirmed = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      'Please confirm your e-mail address first with the link we sent you; only then will we send you the newsletter.',
    );
    expect(await latestMail(demoIds.newcomer)).toBeUndefined();

    await server.database.orm.execute(
      sql`UPDATE users SET email_verified_at = now() WHERE id = ${demoIds.newcomer}::uuid`,
    );
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        send(
          demoIds.newcomer,
          'POST',
          '/user/settings/newsletter',
          {},
          { 'accept-language': 'de' },
        ),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(29);
    expect(refused[0]!.json()).toEqual({
      success: false,
      message:
        'An diese Adresse haben wir gerade erst eine Bestätigungs-E-Mail geschickt. Die nächste kannst Du in 10 Minuten anfordern.',
      data: { data: null },
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(590);
    const mails = await server.database.orm
      .select()
      .from(mailbox)
      .where(eq(mailbox.recipient, 'lena.gruber@example.com'));
    expect(mails).toHaveLength(1);

    await allowNextConfirmationMail();
    const later = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(later.statusCode).toBe(200);
  });

  it('needs an e-mail address in the profile', async () => {
    await server.database.orm.execute(
      sql`UPDATE users SET email = NULL WHERE id = ${demoIds.newcomer}::uuid`,
    );
    const response = await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Please enter your e-mail address in your profile first.');
  });
});

describe('a server whose newsletter segment is not set up', () => {
  it('shows the state and refuses subscribing with 503 and a message', async () => {
    const { call: callIt } = await server.variant({ newsletterSegment: null });
    const settings = settingsOf(await callIt(demoIds.newcomer, '/user/settings'));
    expect(settings.newsletter.status).toBe('segmentNotSetUp');
    const response = await callIt(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Newsletter subscription is not set up at the moment. Please try again later.',
    });
  });
});

describe('the development mailbox page', () => {
  it('lists the mails newest first, escaped, with clickable links', async () => {
    await server.database.orm.insert(mailbox).values({
      recipient: 'lena.gruber@example.com',
      subject: '<script>alert("subject")</script>',
      textBody: 'Hello <b>Lena</b> & co, see https://example.com/a?x=1&y=2.',
      createdAt: new Date(Date.now() - 60_000),
    });
    await send(demoIds.newcomer, 'POST', '/user/settings/newsletter', {});
    const link = await confirmationLink(demoIds.newcomer);

    const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page.body).toContain('Hello &lt;b&gt;Lena&lt;/b&gt; &amp; co');
    expect(page.body).toContain(
      '<a href="https://example.com/a?x=1&amp;y=2">https://example.com/a?x=1&amp;y=2</a>.',
    );
    expect(page.body).toContain(`<a href="${testPublicUrl}${link}">`);
    // Newest first: the confirmation mail before the older one.
    expect(page.body.indexOf('Please confirm your subscription')).toBeLessThan(
      page.body.indexOf('&lt;script&gt;'),
    );
    const stylesheet = await server.app.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('is not served in production', async () => {
    const { app: production } = await server.variant({ devMailbox: false });
    const page = await production.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
  });
});

import { apiEnvelopeSchema, settingsSchema } from '@lindner/api/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { newsletterVisitors } from '../../plugins/newsletterVisitors';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { testPublicUrl } from '../../testing/testServer';

// The limits per client address count in this file's server's memory: each test signs up from
// addresses of its own.
const server = apiTestServerPerFile();
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

function signUp(
  email: string,
  { address = freshAddress(), locale = 'de' }: { address?: string; locale?: string } = {},
) {
  return server.call(null, '/newsletter/subscriptions', {
    method: 'POST',
    json: { email, privacyConsent: true },
    headers: { 'accept-language': locale },
    remoteAddress: address,
  });
}

function chooseInterests(token: string, interests: unknown, locale = 'en') {
  return server.call(null, '/newsletter/interests', {
    method: 'POST',
    json: { token, interests },
    headers: { 'accept-language': locale },
  });
}

async function mailsTo(recipient: string) {
  return server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, recipient))
    .orderBy(asc(mailbox.createdAt));
}

/** The confirmation link of the newest mail to the address, as a path on this server. */
async function confirmationLink(recipient: string): Promise<string> {
  const mails = await mailsTo(recipient);
  const link = /https?:\/\/\S+\/newsletter\/subscriptions\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mails.at(-1)?.textBody ?? '',
  )?.[0];
  expect(link).toBeDefined();
  expect(link!.startsWith(`${testPublicUrl}/api/portal/newsletter/subscriptions/confirm?`)).toBe(
    true,
  );
  return link!.slice(testPublicUrl.length);
}

const tokenOf = (link: string) => new URL(link, testPublicUrl).searchParams.get('token')!;

const follow = (link: string) => server.app.inject({ method: 'GET', url: link });

describe('the public newsletter sign-up', () => {
  it('mails a confirmation link that confirms once and leads to the interests', async () => {
    const response = await signUp('Anna.Moser@Example.com', { locale: 'de-AT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message:
        'Fast geschafft: Wir haben Dir eine E-Mail geschickt. Bitte bestätige Deine Anmeldung mit dem Link darin.',
      data: { data: { mailSent: true } },
    });
    const [mail, ...more] = await mailsTo('anna.moser@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      userId: null,
      subject: 'Bitte bestätige Deine Anmeldung zum Lindner-Newsletter',
    });
    expect(mail!.textBody).toContain('Hallo,');
    const link = await confirmationLink('anna.moser@example.com');
    const token = tokenOf(link);
    expect(token).toHaveLength(43);
    const [stored] = await server.database.orm.select().from(newsletterVisitors);
    expect(stored).toMatchObject({ email: 'anna.moser@example.com', status: 'pending' });
    expect(JSON.stringify(stored)).not.toContain(token);

    const confirmed = await follow(link);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${testPublicUrl}/de-at/newsletter?token=${token}`);
    const [afterConfirming] = await server.database.orm.select().from(newsletterVisitors);
    expect(afterConfirming!.status).toBe('subscribed');

    // Once: following the link again changes nothing, and still leads to the interests.
    const again = await follow(link);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${testPublicUrl}/de-at/newsletter?token=${token}`);
    const [afterAgain] = await server.database.orm.select().from(newsletterVisitors);
    expect(afterAgain!.confirmedAt).toEqual(afterConfirming!.confirmedAt);

    const interests = await chooseInterests(token, ['municipal', 'supercup', 'municipal']);
    expect(interests.statusCode).toBe(200);
    expect(interests.json()).toMatchObject({
      message: 'Your interests are saved.',
      data: { data: { interests: ['municipal', 'supercup'] } },
    });
    const [withInterests] = await server.database.orm.select().from(newsletterVisitors);
    expect(withInterests!.interests).toEqual(['municipal', 'supercup']);
    const read = await server.call(null, `/newsletter/interests?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.data).toEqual({ interests: ['municipal', 'supercup'] });

    const twice = await signUp('anna.moser@example.com', { locale: 'fr' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Un abonnement à la newsletter existe déjà pour cette adresse e-mail.',
    );
    expect(await mailsTo('anna.moser@example.com')).toHaveLength(1);
  });

  it('says already subscribed for an address a user subscribed in the personal area', async () => {
    // The farmer's address is subscribed in the demo data (seed/profileSettings.ts).
    const response = await signUp('josef.brunner@example.com', { locale: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A newsletter subscription already exists for this e-mail address.',
    );
    expect(await mailsTo('josef.brunner@example.com')).toHaveLength(0);
  });

  it('refuses interests for an address that never confirmed: not subscribed', async () => {
    await signUp('anna.moser@example.com');
    const token = tokenOf(await confirmationLink('anna.moser@example.com'));
    const response = await chooseInterests(token, ['tractors'], 'de');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Diese E-Mail-Adresse ist nicht für den Newsletter angemeldet. Bitte bestätige zuerst Deine Anmeldung mit dem Link in der E-Mail.',
    );
    const [stored] = await server.database.orm.select().from(newsletterVisitors);
    expect(stored!.interests).toEqual([]);
    const read = await server.call(null, `/newsletter/interests?token=${token}`);
    expect(read.statusCode).toBe(409);
  });

  it('leads a wrong or expired link to the page that says so, and its token allows nothing', async () => {
    const wrong = await follow('/api/portal/newsletter/subscriptions/confirm?token=nonsense');
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(`${testPublicUrl}/de/newsletter?link=invalid`);
    const guessed = await chooseInterests('A'.repeat(43), ['tractors']);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe(
      'This link is not valid. Please use the link from the latest e-mail or subscribe again.',
    );

    await signUp('anna.moser@example.com', { locale: 'fr' });
    const link = await confirmationLink('anna.moser@example.com');
    await server.database.orm.execute(
      sql`UPDATE newsletter_visitors SET token_expires_at = now() - interval '1 minute'`,
    );
    const expired = await follow(link);
    expect(expired.headers.location).toBe(`${testPublicUrl}/fr/newsletter?link=expired`);
    const [stored] = await server.database.orm.select().from(newsletterVisitors);
    expect(stored!.status).toBe('pending');
  });

  it('stops the interests link 7 days after confirming', async () => {
    await signUp('anna.moser@example.com');
    const link = await confirmationLink('anna.moser@example.com');
    await follow(link);
    await server.database.orm.execute(
      sql`UPDATE newsletter_visitors SET token_expires_at = now() - interval '1 minute'`,
    );
    const response = await chooseInterests(tokenOf(link), ['tractors']);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe('This link has expired. Please subscribe again.');
  });

  it('asks for a valid address and the privacy consent', async () => {
    const response = await server.call(null, '/newsletter/subscriptions', {
      method: 'POST',
      json: { email: 'not an address', privacyConsent: false },
      headers: { 'accept-language': 'en' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Please enter a valid e-mail address.',
      privacyConsent: 'This field is required.',
    });
    const unknownTopic = await chooseInterests('A'.repeat(43), ['yachts']);
    expect(unknownTopic.statusCode).toBe(400);
    expect(unknownTopic.json().errors).toEqual({
      'interests.0': 'Please choose one of the options offered.',
    });
  });

  it('sends one mail per address in 10 minutes, and few from one client address', async () => {
    const first = await signUp('anna.moser@example.com', { locale: 'de' });
    expect(first.statusCode).toBe(200);
    const second = await signUp('anna.moser@example.com', { locale: 'de' });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(
      'An diese Adresse haben wir gerade erst eine Bestätigungs-E-Mail geschickt. Die nächste kannst Du in 10 Minuten anfordern.',
    );
    expect(await mailsTo('anna.moser@example.com')).toHaveLength(1);

    const address = freshAddress();
    const answers = [];
    for (let index = 1; index <= 12; index++) {
      answers.push((await signUp(`visitor${index}@example.com`, { address })).statusCode);
    }
    // 5 confirmation mails per hour from one anonymous client (mail/confirmationMails.ts), then
    // 10 sign-ups per 10 minutes whatever they answer.
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const last = await signUp('visitor13@example.com', { address, locale: 'en' });
    expect(last.json().message).toBe(
      'Many sign-ups came from your connection just now. Please try again in a few minutes.',
    );
    expect(await mailsTo('visitor6@example.com')).toHaveLength(0);
  });

  it('keeps a confirmed subscription when a user with that confirmed address signs in', async () => {
    // The newcomer's address (seed/demoData.ts), subscribed as a visitor before.
    await signUp('lena.gruber@example.com');
    const link = await confirmationLink('lena.gruber@example.com');
    await follow(link);
    await chooseInterests(tokenOf(link), ['telematics', 'municipal']);

    const settings = await server.call(demoIds.newcomer, '/user/settings');
    const { data } = apiEnvelopeSchema(settingsSchema).parse(settings.json()).data;
    expect(data.newsletter).toMatchObject({
      status: 'subscribed',
      email: 'lena.gruber@example.com',
    });
    expect(data.newsletter.confirmedAt).not.toBeNull();
    expect(data.interests).toEqual(['telematics', 'municipal']);
    expect(await server.database.orm.select().from(newsletterVisitors)).toEqual([]);
    // It is the user's now: unsubscribing in the personal area ends it.
    const ended = await server.call(demoIds.newcomer, '/user/settings/newsletter', {
      method: 'DELETE',
    });
    expect(ended.statusCode).toBe(200);
  });

  it('gives no one a subscription of an address they have not confirmed', async () => {
    await server.database.orm.execute(
      sql`UPDATE users SET email_verified_at = NULL WHERE id = ${demoIds.newcomer}::uuid`,
    );
    await signUp('lena.gruber@example.com');
    await follow(await confirmationLink('lena.gruber@example.com'));
    const settings = await server.call(demoIds.newcomer, '/user/settings');
    const { data } = apiEnvelopeSchema(settingsSchema).parse(settings.json()).data;
    expect(data.newsletter.status).toBe('notSubscribed');
    expect(await server.database.orm.select().from(newsletterVisitors)).toHaveLength(1);
  });
});

describe('a server whose newsletter segment is not set up', () => {
  it('refuses signing up and choosing interests with 503 and a message', async () => {
    const { call } = await server.variant({ newsletterSegment: null });
    const response = await call(null, '/newsletter/subscriptions', {
      method: 'POST',
      json: { email: 'anna.moser@example.com', privacyConsent: true },
      headers: { 'accept-language': 'en' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Newsletter subscription is not set up at the moment. Please try again later.',
    });
    const interests = await call(null, '/newsletter/interests', {
      method: 'POST',
      json: { token: 'A'.repeat(43), interests: [] },
      headers: { 'accept-language': 'en' },
    });
    expect(interests.statusCode).toBe(503);
    expect(await mailsTo('anna.moser@example.com')).toHaveLength(0);
  });
});

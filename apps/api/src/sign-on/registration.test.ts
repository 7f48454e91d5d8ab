import { localizePath } from '@lindner/i18n/core';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailbox } from '../mail/tables';
import { users } from '../plugins/users';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import {
  callbackParams,
  decodeHtml,
  decodeJwtPayload,
  SignOnBrowser,
} from '../testing/signOnBrowser';

const portalOrigin = 'http://localhost:3000';
const redirectUri = `${portalOrigin}${localizePath('dashboard', {}, 'de')}`;

// Each test registers addresses of its own; this file stays below the per-connection limits
// (registrationThrottling.test.ts counts them).
const server = apiTestServerPerFile({
  listen: true,
  resetEachTest: false,
  signOn: { redirectUris: [`${portalOrigin}/*`] },
});

let realm: string;
beforeAll(() => {
  realm = `${server.baseUrl}/realms/lindner`;
});

afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
function freshAddress(): string {
  counter += 1;
  return `new.farmer.${counter}.${Date.now()}@example.org`;
}

const goodPassword = 'Heuwender-Mähwerk-7';

function post(
  path: string,
  fields: Record<string, string>,
  browser = new SignOnBrowser(server.baseUrl),
) {
  return browser.postForm(`${realm}${path}`, fields);
}

function register(fields: Partial<Record<string, string>> & { email: string }) {
  return post('/login-actions/registration?kc_locale=de', {
    firstName: 'Anna',
    lastName: 'Huber',
    password: goodPassword,
    'password-confirm': goodPassword,
    ...fields,
  } as Record<string, string>);
}

async function mailsTo(address: string) {
  return server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, address))
    .orderBy(mailbox.createdAt);
}

/** The mails to an address, once there are at least `count` (the reset mails after the answer). */
async function awaitMails(address: string, count: number) {
  for (let tries = 0; tries < 50; tries++) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${count} mails to ${address}`);
}

function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/login-actions\/action-token\?key=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
}

/** The form of a page posted as a browser would, with the fields given. */
async function submit(
  page: string,
  fields: Record<string, string> = {},
  browser = new SignOnBrowser(server.baseUrl),
) {
  const action = decodeHtml(/<form[^>]+action="([^"]+)"/.exec(page)![1]!);
  const key = decodeHtml(/name="key" value="([^"]+)"/.exec(page)?.[1] ?? '');
  return browser.postForm(action, { key, ...fields });
}

async function accountOf(address: string) {
  const [row] = await server.database.orm.select().from(users).where(eq(users.email, address));
  return row;
}

async function signIn(username: string, password: string) {
  const browser = new SignOnBrowser(server.baseUrl);
  const { page, verifier } = await browser.startSignIn({ redirectUri });
  const html = await page.text();
  const response = await browser.submitLogin(html, username, password);
  return { browser, response, verifier };
}

async function tokensOf(signedIn: Awaited<ReturnType<typeof signIn>>) {
  const response = await signedIn.browser.postForm(signedIn.browser.endpoint('token'), {
    grant_type: 'authorization_code',
    code: callbackParams(signedIn.response).get('code') ?? '',
    client_id: 'lindner-pimcore',
    redirect_uri: redirectUri,
    code_verifier: signedIn.verifier,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** The link of the reset mail to an address, once it is there. */
async function resetLinkTo(address: string) {
  const mails = await awaitMails(address, 2);
  const mail = mails.find((each) => each.subject === 'Neues Passwort für Mein Lindner');
  return linkIn(mail!.textBody);
}

/** Registers and confirms an address: an account that may sign in. */
async function registeredAccount() {
  const email = freshAddress();
  expect((await register({ email })).status).toBe(200);
  const [mail] = await mailsTo(email);
  const confirm = await fetch(linkIn(mail!.textBody));
  expect((await submit(await confirm.text())).status).toBe(200);
  return email;
}

describe('registration', () => {
  it('is linked from the sign-on page, with the password reset', async () => {
    const browser = new SignOnBrowser(server.baseUrl);
    const { page } = await browser.startSignIn({ redirectUri, extraParams: { kc_locale: 'en' } });
    const html = await page.text();
    // Registering leads, once confirmed, where the sign-in would have led.
    expect(decodeHtml(html)).toContain(
      `href="/realms/lindner/login-actions/registration?kc_locale=en&redirect_uri=${encodeURIComponent(redirectUri)}">Register</a>`,
    );
    expect(html).toContain(
      'href="/realms/lindner/login-actions/reset-credentials?kc_locale=en">Forgot your password?</a>',
    );
    const form = await (
      await browser.request('/realms/lindner/login-actions/registration?kc_locale=en')
    ).text();
    for (const [name, label] of [
      ['email', 'E-mail address'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['password', 'Password'],
      ['password-confirm', 'Repeat password'],
    ]) {
      expect(form).toContain(`<label for="${name}">${label}</label>`);
      expect(form).toContain(`name="${name}"`);
    }
  });

  it('refuses a short or common password, differing repetitions and missing fields at the field', async () => {
    const email = freshAddress();
    const cases: [Record<string, string>, string, string][] = [
      [
        { password: 'kurz', 'password-confirm': 'kurz' },
        'password',
        'Das Passwort muss mindestens 8 Zeichen lang sein.',
      ],
      [
        { password: 'Qwertyuiop', 'password-confirm': 'Qwertyuiop' },
        'password',
        'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wähle ein anderes.',
      ],
      [
        { 'password-confirm': 'Heuwender-Mähwerk-8' },
        'password-confirm',
        'Die beiden Passwörter stimmen nicht überein.',
      ],
      [{ firstName: ' ' }, 'firstName', 'Bitte gib Deinen Vornamen ein.'],
      [
        { email: 'anna.huber@' },
        'email',
        'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await register({ email, ...fields });
      expect(response.status).toBe(400);
      const html = decodeHtml(await response.text());
      expect(html).toContain(`<p id="${field}-error" class="field-error">${message}</p>`);
      expect(html).toContain('Bitte prüfe die markierten Felder.');
      expect(html).toContain('value="Huber"');
    }
    expect(await accountOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers a taken address as a free one, and tells the owner by mail', async () => {
    const free = freshAddress();
    const taken = 'josef.brunner@example.com';
    const before = await accountOf(taken);
    const freeAnswer = await register({ email: free });
    const takenAnswer = await register({ email: taken });
    expect(takenAnswer.status).toBe(freeAnswer.status);
    const freeHtml = await freeAnswer.text();
    expect(freeHtml).toContain('Schau in Dein Postfach');
    expect((await takenAnswer.text()).replace(taken, 'ADDRESS')).toBe(
      freeHtml.replace(free, 'ADDRESS'),
    );

    const [ownerMail, ...more] = await mailsTo(taken);
    expect(more).toEqual([]);
    expect(ownerMail!.subject).toBe('Registrierung mit Deiner E-Mail-Adresse bei Mein Lindner');
    expect(ownerMail!.textBody).toContain('Hallo Josef Brunner');
    expect(ownerMail!.textBody).toContain('/login-actions/reset-credentials');
    // The account is as it was; its password still signs in.
    expect(await accountOf(taken)).toEqual(before);
    expect((await signIn('farmer', 'farmer')).response.status).toBe(303);

    const [verification] = await mailsTo(free);
    expect(verification!.subject).toBe('Bestätige Deine E-Mail-Adresse für Mein Lindner');
  });

  it('refuses signing in before the address is confirmed, with a way to resend the link', async () => {
    const email = freshAddress();
    await register({ email });
    const wrong = await signIn(email, 'Heuwender-Mähwerk-0');
    expect(wrong.response.status).toBe(200);
    expect(decodeHtml(await wrong.response.text())).toContain(
      'Benutzername oder Passwort ist falsch.',
    );

    const { response, browser } = await signIn(email, goodPassword);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(decodeHtml(html)).toContain('Bitte bestätige zuerst Deine E-Mail-Adresse');
    expect(response.headers.get('location')).toBeNull();

    const resent = await browser.postForm(
      decodeHtml(/id="kc-verify-email-resend" method="post" action="([^"]+)"/.exec(html)![1]!),
      { key: decodeHtml(/name="key" value="([^"]+)"/.exec(html)![1]!) },
    );
    expect(resent.status).toBe(200);
    expect(await resent.text()).toContain('noch einmal geschickt');
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      'Bestätige Deine E-Mail-Adresse für Mein Lindner',
      'Bestätige Deine E-Mail-Adresse für Mein Lindner',
    ]);
  });

  it('confirms the address once by the mailed link; then the account signs in', async () => {
    const email = freshAddress();
    await register({ email, firstName: 'Anna', lastName: 'Huber' });
    const [mail] = await mailsTo(email);
    expect(mail!.textBody).toContain('Hallo Anna Huber');
    const link = linkIn(mail!.textBody);
    expect(link.startsWith(`${realm}/login-actions/action-token?key=`)).toBe(true);

    // Opening the link changes nothing yet: a mail scanner following it confirms nothing.
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain(`Bestätige, dass ${email} Deine E-Mail-Adresse ist.`);
    expect((await accountOf(email))!.awaitingVerification).toBe(true);

    const confirmed = await submit(page);
    expect(confirmed.status).toBe(200);
    expect(decodeHtml(await confirmed.text())).toContain('Deine E-Mail-Adresse ist bestätigt.');
    const again = await submit(page);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Dieser Link ist abgelaufen oder wurde schon verwendet.');
    expect((await fetch(link)).status).toBe(400);

    const signedIn = await signIn(email, goodPassword);
    expect(signedIn.response.status).toBe(303);
    const tokens = await tokensOf(signedIn);
    expect(decodeJwtPayload(tokens.access_token)).toMatchObject({
      email,
      email_verified: true,
      given_name: 'Anna',
      family_name: 'Huber',
    });
  });

  it('leads from the confirmed address to the portal page the registration started from', async () => {
    const cardLanding = `${portalOrigin}${localizePath('profile', {}, 'de')}?card=R2WX6K9TQH3MZ7CP4NV8`;
    const email = freshAddress();
    const form = await (
      await fetch(
        `${realm}/login-actions/registration?kc_locale=de&redirect_uri=${encodeURIComponent(cardLanding)}`,
      )
    ).text();
    const posted = await submit(form, {
      email,
      firstName: 'Maria',
      lastName: 'Rainer',
      password: goodPassword,
      'password-confirm': goodPassword,
    });
    expect(posted.status).toBe(200);
    expect(decodeHtml(await posted.text())).toContain(`href="${cardLanding}"`);
    const [mail] = await mailsTo(email);
    const confirmed = await submit(await (await fetch(linkIn(mail!.textBody))).text());
    expect(confirmed.status).toBe(200);
    const done = decodeHtml(await confirmed.text());
    expect(done).toContain('Deine E-Mail-Adresse ist bestätigt.');
    expect(done).toContain(`href="${cardLanding}"`);
  });

  it('ignores a return address outside the portal: the confirmed account goes to the personal area', async () => {
    const email = freshAddress();
    const form = await (
      await fetch(
        `${realm}/login-actions/registration?kc_locale=de&redirect_uri=${encodeURIComponent('https://evil.example/de/mein-lindner')}`,
      )
    ).text();
    expect(form).not.toContain('evil.example');
    await submit(form, {
      email,
      firstName: 'Anna',
      lastName: 'Huber',
      password: goodPassword,
      'password-confirm': goodPassword,
    });
    const [mail] = await mailsTo(email);
    const done = decodeHtml(
      await (await submit(await (await fetch(linkIn(mail!.textBody))).text())).text(),
    );
    expect(done).not.toContain('evil.example');
    expect(done).toContain(`${localizePath('dashboard', {}, 'de')}"`);
  });

  it('refuses a verification link after 24 hours, and a forged one', async () => {
    const email = freshAddress();
    await register({ email });
    const [mail] = await mailsTo(email);
    const link = linkIn(mail!.textBody);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 23 * 60 * 60_000);
    expect((await fetch(link)).status).toBe(200);
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    expect((await fetch(link)).status).toBe(400);
    vi.useRealTimers();
    const key = new URL(link).searchParams.get('key')!;
    const forged = `${key.slice(0, -2)}${key.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${realm}/login-actions/action-token?key=${forged}`)).status).toBe(400);
  });
});

describe('password reset', () => {
  it('answers an unknown address as a known one, and mails only the known', async () => {
    const known = await registeredAccount();
    const unknown = freshAddress();
    const form = await (
      await fetch(`${realm}/login-actions/reset-credentials?kc_locale=de`)
    ).text();
    expect(form).toContain('<label for="email">E-Mail-Adresse</label>');
    const knownAnswer = await post('/login-actions/reset-credentials?kc_locale=de', {
      email: known,
    });
    const unknownAnswer = await post('/login-actions/reset-credentials?kc_locale=de', {
      email: unknown,
    });
    expect(unknownAnswer.status).toBe(200);
    expect(knownAnswer.status).toBe(200);
    expect((await knownAnswer.text()).replace(known, 'ADDRESS')).toBe(
      (await unknownAnswer.text()).replace(unknown, 'ADDRESS'),
    );
    const mails = await awaitMails(known, 2);
    expect(mails.map((mail) => mail.subject)).toContain('Neues Passwort für Mein Lindner');
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('sets a new password by the link once: the old one no longer signs in, other sign-ins end', async () => {
    const email = await registeredAccount();
    const elsewhere = await signIn(email, goodPassword);
    const { refresh_token } = await tokensOf(elsewhere);

    await post('/login-actions/reset-credentials?kc_locale=de', { email });
    const link = await resetLinkTo(email);
    const page = await (await fetch(link)).text();
    expect(page).toContain('<label for="password">Neues Passwort</label>');

    const weak = await submit(page, { password: 'password1', 'password-confirm': 'password1' });
    expect(weak.status).toBe(400);
    expect(decodeHtml(await weak.text())).toContain(
      'Dieses Passwort gehört zu den am häufigsten verwendeten',
    );

    const chosen = 'Ladewagen-Kipper-42';
    const done = await submit(page, { password: chosen, 'password-confirm': chosen });
    expect(done.status).toBe(200);
    expect(decodeHtml(await done.text())).toContain('Dein neues Passwort gilt ab jetzt.');
    const used = await submit(page, {
      password: 'Ladewagen-Kipper-43',
      'password-confirm': 'Ladewagen-Kipper-43',
    });
    expect(used.status).toBe(400);
    expect(await used.text()).toContain('Dieser Link ist abgelaufen oder wurde schon verwendet.');

    const refreshed = await elsewhere.browser.postForm(elsewhere.browser.endpoint('token'), {
      grant_type: 'refresh_token',
      refresh_token,
      client_id: 'lindner-pimcore',
    });
    expect(refreshed.status).toBe(400);
    const again = await elsewhere.browser.startSignIn({ redirectUri });
    expect(await again.page.text()).toContain('id="kc-login"');

    expect((await signIn(email, goodPassword)).response.status).toBe(200);
    expect((await signIn(email, chosen)).response.status).toBe(303);
  });

  it('refuses a reset link after an hour', async () => {
    const email = await registeredAccount();
    await post('/login-actions/reset-credentials?kc_locale=de', { email });
    const link = await resetLinkTo(email);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    const expired = await fetch(link);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(
      'Dieser Link ist abgelaufen oder wurde schon verwendet.',
    );
  });
});

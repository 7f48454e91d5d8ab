import { fieldErrorMessages, type FieldErrorKey } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../plugins/errorMessages';
import { textsFor } from '../../plugins/texts';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { formCalls, validContact, validEnquiry } from './formTestData';

const server = apiTestServerPerFile();
const { freshAddress, submit, mailsToSales, storedSubmissions } = formCalls(server);

const fieldMessage = (key: FieldErrorKey) => textsFor('en').t(fieldErrorMessages[key]);

describe('forms that do not exist', () => {
  it('answer as any unknown path does (401 without a token, 404 with one), a wrong method 405', async () => {
    const anonymous = await submit('newsletter', validContact);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      message: 'Token is missing',
      data: { data: null },
    });
    const signedIn = await server.call(demoIds.farmer, '/forms/newsletter', {
      method: 'POST',
      json: validContact,
    });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual({
      success: false,
      message: 'Not found.',
      data: { data: null },
    });
    const get = await server.call(null, '/forms/contact');
    expect(get.statusCode).toBe(405);
    expect(await storedSubmissions()).toEqual([]);
  });
});

describe('the limit per client address', () => {
  it('refuses the 6th submission within 10 minutes with 429 and says when to try again', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 5; sent++) {
      const response = await submit('contact', validContact, { address });
      expect(response.statusCode).toBe(200);
    }
    const refused = await submit('financing-enquiry', validEnquiry, {
      address,
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message:
        'Du hast in kurzer Zeit schon mehrere Anfragen geschickt. Bitte versuche es in 10 Minuten noch einmal.',
      data: { data: null },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(await storedSubmissions()).toHaveLength(5);
    expect(await mailsToSales()).toHaveLength(5);

    // Other addresses are not affected.
    expect((await submit('contact', validContact)).statusCode).toBe(200);
  });

  it('lets only 5 of many parallel submissions from one address through', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit('contact', validContact, { address })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
    expect(await mailsToSales()).toHaveLength(5);
  });

  it('does not count refused submissions', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 6; sent++) {
      const response = await submit('contact', { ...validContact, email: 'x' }, { address });
      expect(response.statusCode).toBe(400);
    }
    expect((await submit('contact', validContact, { address })).statusCode).toBe(200);
  });
});

describe('the answers’ language', () => {
  it('follows Accept-Language: thanks, field messages and the stored locale', async () => {
    const german = await submit('contact', validContact, {
      headers: { 'accept-language': 'de-AT' },
    });
    expect(german.json().message).toBe(
      'Vielen Dank für Deine Anfrage. Wir melden uns so bald wie möglich bei Dir.',
    );
    const french = await submit('contact', validContact, {
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(french.json().message).toBe(
      'Merci pour votre demande. Nous vous répondrons dans les plus brefs délais.',
    );
    expect((await storedSubmissions()).map((row) => row.locale)).toEqual(['de-at', 'fr-fr']);

    const refused = await submit(
      'contact',
      { ...validContact, email: 'lena' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(refused.json()).toMatchObject({
      message: textsFor('fr').t(errorMessages.invalidInput),
      errors: { email: textsFor('fr').t(fieldErrorMessages.email) },
    });
    expect(refused.json().errors.email).not.toBe(fieldMessage('email'));
    // The mails to sales stay German whatever the sender's language.
    const mails = await mailsToSales();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Neue Kontaktanfrage von Lena Gruber',
      'Neue Kontaktanfrage von Lena Gruber',
    ]);
    expect(mails[1]!.textBody).toContain('Sprache der Website: fr-fr');
  });

  it('is German when the caller names no language', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/portal/forms/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validContact),
      remoteAddress: freshAddress(),
    });
    expect(response.json().message).toBe(
      'Vielen Dank für Deine Anfrage. Wir melden uns so bald wie möglich bei Dir.',
    );
  });
});

describe('a signed-in sender', () => {
  it('may send the form too; the submission is not tied to the account', async () => {
    const response = await server.call(demoIds.farmer, '/forms/contact', {
      method: 'POST',
      json: validContact,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsToSales();
    expect(mail!.userId).toBeNull();
  });
});

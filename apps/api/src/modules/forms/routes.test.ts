import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  fieldErrorMessages,
  formReceiptSchema,
  type FieldErrorKey,
} from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { mailbox } from '../../mail/tables';
import { errorMessages } from '../../plugins/errorMessages';
import { textsFor } from '../../plugins/texts';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { formSubmissions } from './tables';

const server = apiTestServerPerFile();
const salesAddress = 'vertrieb@lindner.example';

/**
 * Each test sends from client addresses of its own: the limit per address counts in the server's
 * memory, which the reset between tests does not touch.
 */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

const submit = (
  kind: string,
  json: unknown,
  {
    address = freshAddress(),
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
) => server.call(null, `/forms/${kind}`, { method: 'POST', json, headers, remoteAddress: address });

const validContact = {
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  phone: '+43 664 7654321',
  company: 'Gruberhof',
  country: 'AT',
  message: 'Ich interessiere mich für einen Lintrac 130.\nBitte ruft mich zurück.',
  privacyConsent: true,
};

const validEnquiry = {
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  phone: '05338 1234',
  company: 'Brunnerhof',
  country: 'DE',
  zip: '83080',
  city: 'Oberaudorf',
  modelName: 'Geotrac 124',
  priceCents: 12_950_050,
  plan: 'fifth',
  message: 'Mit Frontlader, bitte.',
  privacyConsent: true,
};

const english = textsFor('en');
const fieldMessage = (key: FieldErrorKey) => english.t(fieldErrorMessages[key]);

async function mailsToSales() {
  return server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, salesAddress))
    .orderBy(asc(mailbox.createdAt));
}

async function storedSubmissions() {
  return server.database.orm.select().from(formSubmissions).orderBy(asc(formSubmissions.createdAt));
}

describe('POST /forms/contact', () => {
  it('stores a valid request, mails it to sales and thanks the sender, without a token', async () => {
    const response = await submit('contact', { ...validContact, isAdmin: true });
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(formReceiptSchema).parse(response.json());
    expect(body.success).toBe(true);
    expect(body.message).toBe(
      'Thank you for your enquiry. We will get back to you as soon as possible.',
    );
    expect(body.data.data.kind).toBe('contact');

    const [stored, ...more] = await storedSubmissions();
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ id: body.data.data.id, kind: 'contact', locale: 'en' });
    // The checked fields only: what the schema does not know is not kept.
    expect(stored!.fields).toEqual(validContact);
    expect(stored!.createdAt.toISOString()).toBe(body.data.data.receivedAt);

    const mails = await server.database.orm.select().from(mailbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      recipient: salesAddress,
      userId: null,
      subject: 'Neue Kontaktanfrage von Lena Gruber',
    });
    for (const line of [
      'Formular: Kontaktformular',
      'Sprache der Website: en',
      'Vorname: Lena',
      'Nachname: Gruber',
      'E-Mail: lena.gruber@example.com',
      'Telefon: +43 664 7654321',
      'Firma: Gruberhof',
      'Land: Österreich (AT)',
      `Nachricht:\n${validContact.message}`,
      'Zustimmung zur Datenschutzerklärung: erteilt',
    ]) {
      expect(mail!.textBody).toContain(line);
    }
    expect(mail!.htmlBody).toContain('<tr><th>Vorname</th><td>Lena</td></tr>');
    expect(mail!.htmlBody).toContain(
      'Ich interessiere mich für einen Lintrac 130.<br>Bitte ruft mich zurück.',
    );
    const page = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(salesAddress);
    expect(page.body).toContain('Neue Kontaktanfrage von Lena Gruber');
  });

  it('says which optional fields were left empty', async () => {
    const response = await submit('contact', { ...validContact, phone: '', company: undefined });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsToSales();
    expect(mail!.textBody).toContain('Telefon: (nicht angegeben)');
    expect(mail!.textBody).toContain('Firma: (nicht angegeben)');
  });

  it('mails to the sales address of the configuration', async () => {
    expect(readConfig({}).salesAddress).toBe(salesAddress);
    expect(readConfig({ SALES_EMAIL: 'verkauf@lindner.example' }).salesAddress).toBe(
      'verkauf@lindner.example',
    );
    const { call } = await server.variant({ salesAddress: 'verkauf@lindner.example' });
    const response = await call(null, '/forms/contact', {
      method: 'POST',
      json: validContact,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const mails = await server.database.orm.select().from(mailbox);
    expect(mails.map((mail) => mail.recipient)).toEqual(['verkauf@lindner.example']);
  });

  it('escapes what the sender typed in the mail’s HTML', async () => {
    const response = await submit('contact', {
      ...validContact,
      lastName: '<b>Gruber</b>',
      company: 'Gruber & Söhne "Hof"',
      message: '<script>alert("hi")</script>\n<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsToSales();
    const html = mail!.htmlBody!;
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;<br>&lt;img');
    expect(html).toContain('&lt;b&gt;Gruber&lt;/b&gt;');
    expect(html).toContain('Gruber &amp; Söhne &quot;Hof&quot;');
    // The plain text keeps the text as typed; it is never read as HTML.
    expect(mail!.textBody).toContain('<script>alert("hi")</script>');
  });

  it('refuses a request without the privacy consent', async () => {
    for (const privacyConsent of [undefined, false, 'yes']) {
      const response = await submit('contact', { ...validContact, privacyConsent });
      expect(response.statusCode).toBe(400);
      expect(apiErrorEnvelopeSchema.parse(response.json())).toMatchObject({
        message: 'Please check the highlighted fields.',
        errors: { privacyConsent: 'This field is required.' },
      });
    }
    expect(await storedSubmissions()).toEqual([]);
    expect(await mailsToSales()).toEqual([]);
  });

  it.each([
    ['firstName', 'empty', '', 'required'],
    ['firstName', 'of 101 characters', 'L'.repeat(101), 'tooLong'],
    ['lastName', 'missing', undefined, 'required'],
    ['lastName', 'of 101 characters', 'G'.repeat(101), 'tooLong'],
    ['email', 'without @', 'lena.gruber(at)example.com', 'email'],
    ['email', 'of 262 characters', `${'l'.repeat(250)}@example.com`, 'tooLong'],
    ['phone', 'with letters', 'call me', 'phone'],
    ['phone', 'of 41 digits', '1'.repeat(41), 'tooLong'],
    ['company', 'of 201 characters', 'C'.repeat(201), 'tooLong'],
    ['country', 'outside the list', 'US', 'option'],
    ['country', 'missing', undefined, 'required'],
    ['message', 'of blanks', '   ', 'required'],
    ['message', 'of 4001 characters', 'x'.repeat(4001), 'tooLong'],
  ] as const)('refuses a %s %s with its message', async (field, _case, value, key) => {
    const response = await submit('contact', { ...validContact, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: fieldMessage(key) });
    expect(await storedSubmissions()).toEqual([]);
  });

  it('refuses control characters in any text with a message per field', async () => {
    const response = await submit('contact', {
      ...validContact,
      firstName: 'Le\u0000na',
      lastName: 'Gru\u001b[2Jber',
      email: 'lena\u0007@example.com',
      phone: '0664\u007f1234',
      company: 'Hof\nGmbH',
      message: 'Hallo\u0000',
    });
    expect(response.statusCode).toBe(400);
    const message = fieldMessage('controlCharacters');
    expect(response.json().errors).toEqual({
      firstName: message,
      lastName: message,
      email: message,
      phone: message,
      company: message,
      message,
    });
    expect(await storedSubmissions()).toEqual([]);
  });

  it('refuses a body that is no form with 400, never 500', async () => {
    for (const payload of ['["contact"]', '"text"', '{"firstName":']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/portal/forms/contact',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: { data: null } });
    }
  });
});

describe('POST /forms/financing-enquiry', () => {
  it('stores a valid enquiry and mails every field to sales', async () => {
    const response = await submit('financing-enquiry', validEnquiry, {
      headers: { 'accept-language': 'de-AT' },
    });
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(formReceiptSchema).parse(response.json());
    expect(body.data.data.kind).toBe('financing-enquiry');

    const [stored] = await storedSubmissions();
    expect(stored).toMatchObject({
      kind: 'financing-enquiry',
      locale: 'de-at',
      fields: validEnquiry,
    });

    const [mail, ...more] = await mailsToSales();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Neue Finanzierungsanfrage von Josef Brunner');
    for (const line of [
      'Formular: Finanzierungsanfrage',
      'Sprache der Website: de-at',
      'Vorname: Josef',
      'Nachname: Brunner',
      'E-Mail: josef.brunner@example.com',
      'Telefon: 05338 1234',
      'Firma: Brunnerhof',
      'Land: Deutschland (DE)',
      'Postleitzahl: 83080',
      'Ort: Oberaudorf',
      'Modell: Geotrac 124',
      'Kaufpreis: 129.500,50\u00a0€',
      'Finanzierungsmodell: Fünftelfinanzierung',
      'Nachricht: Mit Frontlader, bitte.',
      'Zustimmung zur Datenschutzerklärung: erteilt',
    ]) {
      expect(mail!.textBody).toContain(line);
    }
    // In the form's order.
    const positions = ['Vorname', 'Telefon', 'Land', 'Postleitzahl', 'Kaufpreis', 'Nachricht'].map(
      (label) => mail!.textBody.indexOf(`\n${label}:`),
    );
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Nothing goes to the sender.
    const toSender = await server.database.orm
      .select()
      .from(mailbox)
      .where(eq(mailbox.recipient, validEnquiry.email));
    expect(toSender).toEqual([]);
  });

  it.each([
    ['priceCents', 'missing', undefined, 'required'],
    ['priceCents', 'of 0', 0, 'invalid'],
    ['priceCents', 'with a fraction of a cent', 1299.5, 'invalid'],
    ['priceCents', 'above 10 million euros', 1_000_000_001, 'tooLarge'],
    ['plan', 'unknown', 'quarter', 'option'],
    ['plan', 'missing', undefined, 'required'],
    ['zip', 'of 4 digits in Germany', '8308', 'zip'],
    ['city', 'of 101 characters', 'O'.repeat(101), 'tooLong'],
    ['modelName', 'of 101 characters', 'M'.repeat(101), 'tooLong'],
    ['message', 'of 4001 characters', 'x'.repeat(4001), 'tooLong'],
    ['modelName', 'with a NUL byte', 'Geotrac\u0000', 'controlCharacters'],
  ] as const)('refuses a %s %s with its message', async (field, _case, value, key) => {
    const response = await submit('financing-enquiry', { ...validEnquiry, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: fieldMessage(key) });
    expect(await storedSubmissions()).toEqual([]);
  });

  it('needs the privacy consent too', async () => {
    const response = await submit('financing-enquiry', { ...validEnquiry, privacyConsent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ privacyConsent: 'This field is required.' });
  });
});

describe('forms that do not exist', () => {
  it('answer 404 with the envelope, and a wrong method 405', async () => {
    const response = await submit('newsletter', validContact);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
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

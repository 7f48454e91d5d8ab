import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  fieldErrorMessages,
  formReceiptSchema,
  type FieldErrorKey,
} from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { mailbox } from '../../mail/tables';
import { textsFor } from '../../plugins/texts';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { formCalls, salesAddress, validContact } from './formTestData';

const server = apiTestServerPerFile();
const { freshAddress, submit, mailsToSales, storedSubmissions } = formCalls(server);

const fieldMessage = (key: FieldErrorKey) => textsFor('en').t(fieldErrorMessages[key]);

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
    // The one text rule for every request (plugins/schemaRoutes.ts) names the first such field.
    expect(response.json().errors).toEqual({ firstName: message });
    // Tabs and line breaks pass that rule; the single-line fields refuse them, each by name.
    const lineBreaks = await submit('contact', {
      ...validContact,
      firstName: 'Le\tna',
      company: 'Hof\nGmbH',
      message: 'Hallo\n\tLena',
    });
    expect(lineBreaks.statusCode).toBe(400);
    expect(lineBreaks.json().errors).toEqual({ firstName: message, company: message });
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

import {
  apiEnvelopeSchema,
  fieldErrorMessages,
  formReceiptSchema,
  type FieldErrorKey,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { textsFor } from '../../plugins/texts';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { formCalls, validEnquiry } from './formTestData';

const server = apiTestServerPerFile();
const { submit, mailsToSales, storedSubmissions } = formCalls(server);

const fieldMessage = (key: FieldErrorKey) => textsFor('en').t(fieldErrorMessages[key]);

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

import {
  apiEnvelopeSchema,
  fieldErrorMessages,
  formReceiptSchema,
  type FieldErrorKey,
  type InnovationVisitInput,
} from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { textsFor } from '../../plugins/texts';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { formCalls, salesAddress, validQuoteRequest } from './formTestData';

const server = apiTestServerPerFile();
const { freshAddress, submit, storedSubmissions } = formCalls(server);

const fieldMessage = (key: FieldErrorKey) => textsFor('en').t(fieldErrorMessages[key]);

/** A day `days` from today as `YYYY-MM-DD` (UTC, never later than Austria's day). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const fullDate = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const validVisit = {
  ...validQuoteRequest,
  modelId: 'geotrac-134ep',
  firstDate: inDays(7),
  secondDate: inDays(9),
  thirdDate: inDays(14),
} satisfies InnovationVisitInput;

// The dealers of seed/dealers.ts: Landtechnik Gwiggner sells in Kundl (6250); in Landeck (6500)
// only a workshop is, so Landmaschinen Krismer in Imst sells there.
const gwiggner = 'office@landtechnik-gwiggner-kundl.at.example';
const tyrolEastManager = 'm.schwaiger@lindner-demo.example';
const krismer = 'office@landmaschinen-krismer-imst.at.example';
const tyrolWestManager = 'f.kathrein@lindner-demo.example';

const mailsTo = (recipient: string) =>
  server.database.orm
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, recipient))
    .orderBy(asc(mailbox.createdAt));

const allMails = () => server.database.orm.select().from(mailbox);

describe('POST /forms/quote-request', () => {
  it('goes to the nearest selling dealer and its area sales manager; the sender gets a confirmation', async () => {
    const response = await submit('quote-request', validQuoteRequest, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(formReceiptSchema).parse(response.json());
    expect(body.data.data.kind).toBe('quote-request');
    expect(body.message).toBe(
      'Thank you for your enquiry. We will get back to you as soon as possible.',
    );

    const [stored] = await storedSubmissions();
    expect(stored).toMatchObject({
      kind: 'quote-request',
      locale: 'en',
      dealerId: 'landtechnik-gwiggner-kundl',
      fields: { ...validQuoteRequest, company: null },
    });

    const [toDealer] = await mailsTo(gwiggner);
    expect(toDealer!.subject).toBe('Angebotsanfrage für Lintrac 130 von Anna Moser');
    for (const line of [
      'Formular: Angebotsanfrage',
      'Zuständiger Händler: Landtechnik Gwiggner, 6250 Kundl',
      'Gebietsverkaufsleiter: Magdalena Schwaiger, m.schwaiger@lindner-demo.example',
      'Modell: Lintrac 130 (lintrac-130)',
      'Straße und Hausnummer: Dorfstraße 3',
      'Nachricht: Mit Frontlader, bitte.',
    ]) {
      expect(toDealer!.textBody).toContain(line);
    }
    const [toManager] = await mailsTo(tyrolEastManager);
    expect(toManager!.textBody).toBe(toDealer!.textBody);
    expect(await mailsTo(salesAddress)).toEqual([]);

    const [confirmation, ...more] = await mailsTo(validQuoteRequest.email);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe('Your quote request for the Lintrac 130');
    expect(confirmation!.textBody).toContain('Landtechnik Gwiggner\nGewerbestraße 14\n6250 Kundl');
    // Nothing the sender typed but the dates goes back to the address given.
    expect(confirmation!.textBody).not.toContain('Anna');
    expect(confirmation!.textBody).not.toContain('Frontlader');
    expect(await allMails()).toHaveLength(3);
  });

  it('passes a workshop by for the nearest dealer who sells', async () => {
    const response = await submit('quote-request', {
      ...validQuoteRequest,
      zip: '6500',
      city: 'Landeck',
    });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(krismer)).toHaveLength(1);
    expect(await mailsTo(tyrolWestManager)).toHaveLength(1);
    expect(await mailsTo('office@werkstatt-zangerl-landeck.at.example')).toEqual([]);
  });

  it('goes to the sales team where no dealer is near (a French postal code)', async () => {
    const response = await submit(
      'quote-request',
      { ...validQuoteRequest, country: 'FR', zip: '75001', city: 'Paris' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(response.statusCode).toBe(200);
    const [toSales] = await mailsTo(salesAddress);
    expect(toSales!.textBody).toContain('Zuständiger Händler: Kein Händler in der Nähe gefunden');
    const [confirmation] = await mailsTo(validQuoteRequest.email);
    expect(confirmation!.subject).toBe('Votre demande de devis pour le Lintrac 130');
    expect(confirmation!.textBody).toContain('Notre équipe commerciale');
    expect((await storedSubmissions())[0]!.dealerId).toBeNull();
  });

  it.each([
    ['modelId', 'missing', undefined, 'required'],
    ['modelId', 'empty', '', 'required'],
    ['modelId', 'not an id', '<script>', 'option'],
    ['modelId', 'of no model', 'lintrac-999', 'option'],
    ['zip', 'missing', undefined, 'required'],
    ['zip', 'not Austrian', '62500', 'zip'],
    ['city', 'missing', '', 'required'],
    ['email', 'without an at sign', 'anna.example.com', 'email'],
    ['privacyConsent', 'not given', false, 'required'],
    ['privacyConsent', 'missing', undefined, 'required'],
  ] as const)(
    'refuses a %s %s with its message, sending nothing',
    async (field, _case, value, key) => {
      const response = await submit('quote-request', { ...validQuoteRequest, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: fieldMessage(key) });
      expect(await storedSubmissions()).toEqual([]);
      expect(await allMails()).toEqual([]);
    },
  );
});

describe('POST /forms/innovation-visit', () => {
  it('mails the three desired dates to the dealer and back to the sender in their language', async () => {
    const response = await submit('innovation-visit', validVisit, {
      headers: { 'accept-language': 'de-AT' },
    });
    expect(response.statusCode).toBe(200);
    const [toDealer] = await mailsTo(gwiggner);
    expect(toDealer!.subject).toBe('Innovationsbesuch mit Geotrac 134ep gewünscht von Anna Moser');
    expect(toDealer!.textBody).toContain(`Wunschtermin 1: ${fullDate('de', validVisit.firstDate)}`);
    expect(toDealer!.textBody).toContain(`Wunschtermin 3: ${fullDate('de', validVisit.thirdDate)}`);
    expect(await mailsTo(tyrolEastManager)).toHaveLength(1);

    const [confirmation] = await mailsTo(validVisit.email);
    expect(confirmation!.subject).toBe(
      'Dein Innovationsbesuch mit dem Geotrac 134ep: Wir haben Deine Wunschtermine',
    );
    for (const day of [validVisit.firstDate, validVisit.secondDate, validVisit.thirdDate]) {
      expect(confirmation!.textBody).toContain(`– ${fullDate('de-AT', day)}`);
    }
    expect(confirmation!.textBody).toContain('ruft Dich in den nächsten Tagen an');
  });

  it.each([
    ['firstDate', 'missing', undefined, 'required'],
    ['firstDate', 'not a date', '12.12.2026', 'date'],
    ['firstDate', 'that does not exist', '2027-02-30', 'date'],
    ['secondDate', 'of today', inDays(0), 'dateNotAhead'],
    ['secondDate', 'in the past', inDays(-3), 'dateNotAhead'],
    ['thirdDate', 'more than a year ahead', inDays(400), 'dateTooFar'],
    ['thirdDate', 'the same as the first', inDays(7), 'dateRepeated'],
    ['street', 'missing', '', 'required'],
    ['phone', 'missing', null, 'required'],
    ['modelId', 'of no model', 'geotrac-1', 'option'],
  ] as const)('refuses a %s %s with its message', async (field, _case, value, key) => {
    const response = await submit('innovation-visit', { ...validVisit, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: fieldMessage(key) });
    expect(await allMails()).toEqual([]);
  });

  it('names every problem at once, a repeated date among them', async () => {
    const response = await submit('innovation-visit', {
      ...validVisit,
      secondDate: validVisit.firstDate,
      zip: 'x',
      privacyConsent: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      secondDate: fieldMessage('dateRepeated'),
      zip: fieldMessage('zip'),
      privacyConsent: fieldMessage('required'),
    });
  });
});

describe('the limit per client address', () => {
  it('counts quote requests and visits with the other forms: the 6th in 10 minutes is refused', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 3; sent++) {
      expect((await submit('quote-request', validQuoteRequest, { address })).statusCode).toBe(200);
    }
    for (let sent = 0; sent < 2; sent++) {
      expect((await submit('innovation-visit', validVisit, { address })).statusCode).toBe(200);
    }
    const refused = await submit('innovation-visit', validVisit, {
      address,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in 10 minutes/);
    expect(await storedSubmissions()).toHaveLength(5);
    // Each accepted one: dealer, area sales manager, sender.
    expect(await allMails()).toHaveLength(15);
  });
});

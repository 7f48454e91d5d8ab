import { apiEnvelopeSchema, machineInquiryReceiptSchema } from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoMachines } from '../../seed/machines';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { machineInquiries } from './tables';

const server = apiTestServerPerFile();
const seeded = demoMachines(new Date()).map(({ machine }) => machine);
const atDealer = seeded.find((machine) => machine.contactEmail !== null)!;
const lindners = seeded.find((machine) => machine.dealerId === null)!;

const inquiry = {
  name: 'Lena Gruber',
  email: 'lena.gruber@example.com',
  phone: '+43 664 1234567',
  message: 'Ist die Maschine noch zu haben?\nWann kann ich sie ansehen?',
  privacyConsent: true,
};

let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

const ask = (
  id: string,
  json: unknown,
  {
    address = freshAddress(),
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
) =>
  server.call(null, `/machines/${id}/inquiries`, {
    method: 'POST',
    json,
    headers,
    remoteAddress: address,
  });

const stored = () =>
  server.database.orm.select().from(machineInquiries).orderBy(asc(machineInquiries.createdAt));
const mailsTo = (recipient: string) =>
  server.database.orm.select().from(mailbox).where(eq(mailbox.recipient, recipient));

describe('POST /machines/{id}/inquiries', () => {
  it('stores the inquiry, mails it to the dealer’s contact and thanks the sender', async () => {
    const response = await ask(atDealer.id, { ...inquiry, isAdmin: true });
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(machineInquiryReceiptSchema).parse(response.json());
    expect(body.message).toBe(
      'Thank you for your enquiry. We will get back to you as soon as possible.',
    );
    expect(body.data.data.machineId).toBe(atDealer.id);

    const [row, ...more] = await stored();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id: body.data.data.id,
      machineId: atDealer.id,
      name: 'Lena Gruber',
      email: 'lena.gruber@example.com',
      phone: '+43 664 1234567',
      message: inquiry.message,
      locale: 'en',
    });

    const [mail, ...others] = await mailsTo(atDealer.contactEmail!);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(
      `Anfrage zu ${atDealer.manufacturer} ${atDealer.model} (${atDealer.identifier}) von Lena Gruber`,
    );
    expect(mail!.textBody).toContain(`Inseratsnummer: ${atDealer.identifier}`);
    expect(mail!.textBody).toContain('E-Mail: lena.gruber@example.com');
    expect(mail!.textBody).toContain('Nachricht:\nIst die Maschine noch zu haben?');
    // In the frame of every mail: the greeting first, the team's signature last.
    expect(mail!.textBody).toMatch(/^Hallo,\n\nÜber die Website ist eine Anfrage/);
    expect(mail!.textBody).toMatch(/\n\nDein Lindner-Team$/);
  });

  it('mails an inquiry about Lindner’s own machine to the sales address', async () => {
    const response = await ask(lindners.id, { ...inquiry, phone: '' });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(server.options.salesAddress);
    expect(mail!.textBody).toContain('Telefon: (nicht angegeben)');
    expect((await stored())[0]!.phone).toBeNull();
  });

  it('refuses an inquiry without the privacy consent, naming the field, and keeps nothing', async () => {
    for (const consent of [{ privacyConsent: false }, { privacyConsent: undefined }]) {
      const response = await ask(atDealer.id, { ...inquiry, ...consent });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { privacyConsent: 'This field is required.' },
      });
    }
    const invalid = await ask(atDealer.id, { ...inquiry, email: 'lena', message: ' ' });
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'message']);
    expect(await stored()).toEqual([]);
    expect(await server.database.orm.select().from(mailbox)).toEqual([]);
  });

  it('answers 404 for an unknown machine, 400 for what can be no machine id', async () => {
    const response = await ask('00000000-0000-4000-8000-000000000000', inquiry);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This machine is not (or no longer) on offer.');
    const malformed = await ask('GM-24001', inquiry);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['id']);
    expect(await stored()).toEqual([]);
  });

  it('refuses the 6th inquiry of an address within 10 minutes with 429, in its language', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 5; sent++) {
      expect((await ask(atDealer.id, inquiry, { address })).statusCode).toBe(200);
    }
    const refused = await ask(lindners.id, inquiry, {
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
    expect(await stored()).toHaveLength(5);
    // Another address may still ask; refused inquiries (a missing consent) do not count.
    const other = freshAddress();
    for (let sent = 0; sent < 6; sent++) {
      expect(
        (await ask(atDealer.id, { ...inquiry, privacyConsent: false }, { address: other }))
          .statusCode,
      ).toBe(400);
    }
    expect((await ask(atDealer.id, inquiry, { address: other })).statusCode).toBe(200);
  });

  it('counts a signed-in sender’s inquiries from every address together', async () => {
    const asFarmer = (remoteAddress: string) =>
      server.call(demoIds.farmer, `/machines/${atDealer.id}/inquiries`, {
        method: 'POST',
        json: inquiry,
        remoteAddress,
      });
    for (let sent = 0; sent < 5; sent++) {
      expect((await asFarmer(freshAddress())).statusCode).toBe(200);
    }
    const refused = await asFarmer(freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have sent several inquiries in a short time. Please try again in 10 minutes.',
    );
    expect(await stored()).toHaveLength(5);
  });
});

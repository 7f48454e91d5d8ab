import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  fieldErrorMessages,
  formReceiptSchema,
  type FieldErrorKey,
  type GvlContactInput,
  type RmiRequestInput,
} from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { mailbox } from '../../mail/tables';
import { textsFor } from '../../plugins/texts';
import { users } from '../../plugins/users';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { formCalls } from './formTestData';

const server = apiTestServerPerFile();
const { freshAddress, submit, storedSubmissions } = formCalls(server);

const fieldMessage = (key: FieldErrorKey) => textsFor('en').t(fieldErrorMessages[key]);

/** The RMI desk's address of the test configuration. */
const rmiAddress = 'rmi@lindner.example';
/** The farmer lives at 6250 Kundl: Landtechnik Gwiggner, whose area sales manager is she. */
const farmersManager = 'm.schwaiger@lindner-demo.example';

const allMails = () => server.database.orm.select().from(mailbox).orderBy(asc(mailbox.recipient));

const validRmi = {
  company: 'Kfz-Werkstatt Pichler',
  firstName: 'Stefan',
  lastName: 'Pichler',
  email: 'stefan.pichler@example.com',
  phone: '+43 5332 71234',
  country: 'AT',
  vinOrModel: 'Lintrac 130, LIN130A12345',
  message: 'Wir brauchen den Wartungsplan und die Anzugsmomente der Vorderachse.',
  privacyConsent: true,
} satisfies RmiRequestInput;

const validGvl = {
  salutation: 'male',
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  phone: '+43 5338 2211',
  company: 'Brunnerhof Lohnarbeiten',
  function: 'Geschäftsführer',
  employeeCount: '10-49',
  turnover: '2m-10m',
  brand: 'Lindner',
  street: 'Dorfstraße 12',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
  message: 'Wir planen, unseren Fuhrpark um drei Traktoren zu erweitern.',
  areaSalesManagerId: 'landtechnik-gwiggner-kundl',
  privacyConsent: true,
} satisfies GvlContactInput;

const sendGvl = (user: string, json: unknown, address = freshAddress()) =>
  server.call(user, '/forms/gvl-contact', { method: 'POST', json, remoteAddress: address });

describe('POST /forms/rmi', () => {
  it('mails the request to the RMI desk and a confirmation to the sender, without a token', async () => {
    const response = await submit('rmi', validRmi);
    expect(response.statusCode).toBe(200);
    const body = apiEnvelopeSchema(formReceiptSchema).parse(response.json());
    expect(body.message).toBe(
      'Thank you for your enquiry. We will get back to you as soon as possible.',
    );
    expect(body.data.data.kind).toBe('rmi');
    const [stored] = await storedSubmissions();
    expect(stored).toMatchObject({ kind: 'rmi', locale: 'en', fields: validRmi });

    const [toDesk, toSender, ...more] = await allMails();
    expect(more).toEqual([]);
    expect(toDesk).toMatchObject({
      recipient: rmiAddress,
      subject: 'RMI-Anfrage von Stefan Pichler',
    });
    for (const line of [
      'Formular: RMI-Anfrage (Reparatur- und Wartungsinformationen)',
      'Firma: Kfz-Werkstatt Pichler',
      'Fahrgestellnummer oder Modell: Lintrac 130, LIN130A12345',
      `Nachricht: ${validRmi.message}`,
      'Zustimmung zur Datenschutzerklärung: erteilt',
    ]) {
      expect(toDesk!.textBody).toContain(line);
    }
    expect(toSender).toMatchObject({
      recipient: 'stefan.pichler@example.com',
      subject: 'Your request for repair and maintenance information',
    });
    // Nothing the sender typed goes back out to the address they gave.
    expect(toSender!.textBody).not.toContain('Anzugsmomente');
    expect(toSender!.textBody).not.toContain('Pichler');
  });

  it('mails to the RMI address of the configuration', async () => {
    expect(readConfig({}).rmiAddress).toBe(rmiAddress);
    expect(readConfig({ RMI_EMAIL: 'werkstatt@lindner.example' }).rmiAddress).toBe(
      'werkstatt@lindner.example',
    );
    const { call } = await server.variant({ rmiAddress: 'werkstatt@lindner.example' });
    const response = await call(null, '/forms/rmi', {
      method: 'POST',
      json: validRmi,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const recipients = (await allMails()).map((mail) => mail.recipient);
    expect(recipients).toEqual(['stefan.pichler@example.com', 'werkstatt@lindner.example']);
  });

  it('refuses a request without the privacy consent', async () => {
    for (const privacyConsent of [undefined, false]) {
      const response = await submit('rmi', { ...validRmi, privacyConsent });
      expect(response.statusCode).toBe(400);
      expect(apiErrorEnvelopeSchema.parse(response.json())).toMatchObject({
        message: 'Please check the highlighted fields.',
        errors: { privacyConsent: 'This field is required.' },
      });
    }
    expect(await storedSubmissions()).toEqual([]);
    expect(await allMails()).toEqual([]);
  });

  it.each([
    ['company', 'missing', undefined, 'required'],
    ['company', 'of 201 characters', 'C'.repeat(201), 'tooLong'],
    ['vinOrModel', 'of blanks', '  ', 'required'],
    ['vinOrModel', 'of 101 characters', 'V'.repeat(101), 'tooLong'],
    ['message', 'missing', undefined, 'required'],
    ['email', 'without @', 'stefan(at)example.com', 'email'],
    ['phone', 'with letters', 'ring me', 'phone'],
    ['country', 'outside the list', 'US', 'option'],
  ] as const)('refuses a %s %s with its message', async (field, _case, value, key) => {
    const response = await submit('rmi', { ...validRmi, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: fieldMessage(key) });
    expect(await allMails()).toEqual([]);
  });

  it('counts towards the public forms’ limit: the 6th from one address within 10 minutes is refused', async () => {
    const address = freshAddress();
    for (let sent = 0; sent < 5; sent++) {
      expect((await submit('rmi', validRmi, { address })).statusCode).toBe(200);
    }
    const refused = await submit('rmi', validRmi, {
      address,
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Du hast in kurzer Zeit schon mehrere Anfragen geschickt. Bitte versuche es in 10 Minuten noch einmal.',
    );
    expect(await storedSubmissions()).toHaveLength(5);
  });
});

describe('POST /forms/gvl-contact', () => {
  it('mails the area sales manager of the caller’s region and confirms to the caller’s account', async () => {
    const response = await sendGvl(demoIds.farmer, validGvl);
    expect(response.statusCode, response.body).toBe(200);
    const body = apiEnvelopeSchema(formReceiptSchema).parse(response.json());
    expect(body.data.data.kind).toBe('gvl-contact');
    const [stored] = await storedSubmissions();
    expect(stored).toMatchObject({
      kind: 'gvl-contact',
      dealerId: 'landtechnik-gwiggner-kundl',
      fields: validGvl,
    });

    const [toUser, toManager, ...more] = await allMails();
    expect(more).toEqual([]);
    expect(toManager).toMatchObject({
      recipient: farmersManager,
      subject: 'Kontaktanfrage an den Gebietsverkaufsleiter von Josef Brunner',
    });
    for (const line of [
      'Gebietsverkaufsleiter: Magdalena Schwaiger, m.schwaiger@lindner-demo.example, +43 664 800 1102',
      'Anrede: Herr',
      'Firma: Brunnerhof Lohnarbeiten',
      'Funktion im Unternehmen: Geschäftsführer',
      'Mitarbeiter: 10 bis 49',
      'Jahresumsatz: 2 bis 10 Mio. €',
      'Marke: Lindner',
      'Postleitzahl: 6250',
      `Nachricht: ${validGvl.message}`,
    ]) {
      expect(toManager!.textBody).toContain(line);
    }
    expect(toUser).toMatchObject({
      recipient: 'josef.brunner@example.com',
      subject: 'Your message to your Lindner area sales manager',
    });
  });

  it('confirms to the account’s address, not to one typed into the form', async () => {
    const response = await sendGvl(demoIds.farmer, { ...validGvl, email: 'someone@example.org' });
    expect(response.statusCode).toBe(200);
    const recipients = (await allMails()).map((mail) => mail.recipient);
    expect(recipients).toEqual(['josef.brunner@example.com', farmersManager]);
  });

  it('answers 401 without a token', async () => {
    const response = await submit('gvl-contact', validGvl);
    expect(response.statusCode).toBe(401);
    expect(await allMails()).toEqual([]);
  });

  it('answers 404 to a user who addresses another region’s manager, and mails no one', async () => {
    // The newcomer moves to Imst: Landmaschinen Krismer's region, not Kundl's.
    await server.database.orm
      .update(users)
      .set({ zip: '6460', country: 'AT' })
      .where(eq(users.id, demoIds.newcomer));
    const response = await sendGvl(demoIds.newcomer, validGvl);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Not found.' });
    const unknown = await sendGvl(demoIds.newcomer, { ...validGvl, areaSalesManagerId: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(await storedSubmissions()).toEqual([]);
    expect(await allMails()).toEqual([]);

    const own = await sendGvl(demoIds.newcomer, {
      ...validGvl,
      areaSalesManagerId: 'landmaschinen-krismer-imst',
    });
    expect(own.statusCode).toBe(200);
    const toManagers = (await allMails()).filter((mail) =>
      mail.recipient.endsWith('lindner-demo.example'),
    );
    expect(toManagers.map((mail) => mail.recipient)).toEqual(['f.kathrein@lindner-demo.example']);
  });

  it('answers 404 to a user without a zip in the profile: there is no region', async () => {
    await server.database.orm
      .update(users)
      .set({ zip: null })
      .where(eq(users.id, demoIds.newcomer));
    const response = await sendGvl(demoIds.newcomer, validGvl);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a contact without the privacy consent', async () => {
    const response = await sendGvl(demoIds.farmer, { ...validGvl, privacyConsent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ privacyConsent: 'This field is required.' });
    expect(await allMails()).toEqual([]);
  });

  it.each([
    ['company', 'missing', undefined, 'required'],
    ['employeeCount', 'missing', undefined, 'required'],
    ['employeeCount', 'outside the bands', '5000', 'option'],
    ['turnover', 'outside the bands', 'lots', 'option'],
    ['salutation', 'outside the list', 'sir', 'option'],
    ['function', 'of 101 characters', 'F'.repeat(101), 'tooLong'],
    ['brand', 'of 101 characters', 'B'.repeat(101), 'tooLong'],
    ['zip', 'not of the country', '123', 'zip'],
    ['message', 'of blanks', ' ', 'required'],
    ['areaSalesManagerId', 'missing', undefined, 'required'],
  ] as const)('refuses a %s %s with its message', async (field, _case, value, key) => {
    const response = await sendGvl(demoIds.farmer, { ...validGvl, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: fieldMessage(key) });
    expect(await allMails()).toEqual([]);
  });

  it('refuses the 4th contact of a user within 10 minutes with 429, whatever the address', async () => {
    // The staff member, who has sent none yet (the counts outlive the reset between tests),
    // lives in Kundl too.
    await server.database.orm
      .update(users)
      .set({ zip: '6250', country: 'AT' })
      .where(eq(users.id, demoIds.staff));
    for (let sent = 0; sent < 3; sent++) {
      expect((await sendGvl(demoIds.staff, validGvl)).statusCode).toBe(200);
    }
    const refused = await sendGvl(demoIds.staff, validGvl);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have already sent several enquiries in a short time. Please try again in 10 minutes.',
    );
    expect(await storedSubmissions()).toHaveLength(3);
  });
});

import { randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  bookingDealersSchema,
  machineFileSchema,
  serviceBookingSchema,
  serviceBookingsSchema,
  vehicleMaintenanceSchema,
} from '@lindner/api/schema';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../../../mail/tables';
import { dealers } from '../../../../plugins/dealerDirectory';
import { demoIds } from '../../../../seed/demoData';
import { apiTestServerPerFile } from '../../../../testing/apiTestServer';
import { serviceBookings } from './tables';

// The farmer's Lintrac (1843.5 h) has its engine oil due soon (seed/maintenancePlans.ts); the
// farmer's own dealer is Landtechnik Gwiggner in Kundl (the customer register).

const server = apiTestServerPerFile();
const { call } = server;
/** The file's database (started in beforeAll). */
const db = () => server.database.orm;

const bookingOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(serviceBookingSchema).parse(response.json()).data.data;
const dealersOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(bookingDealersSchema).parse(response.json()).data.data;
const maintenanceOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(vehicleMaintenanceSchema).parse(response.json()).data.data;
const errorOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());

const now = new Date();
/** The day `days` days from today. */
const dayFrom = (days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);

const ownDealer = 'landtechnik-gwiggner-kundl';
const lintrac = demoIds.farmerLintrac;
const bookingsPath = (vehicle: string) => `/fleet/${vehicle}/service-bookings`;
const book = (user: string, vehicle: string, json: unknown) =>
  call(user, bookingsPath(vehicle), { method: 'POST', json });

/** A new user in Kundl with a Lintrac 110 of `hours` and nothing done yet: all of it due. */
async function bookingUser(hours = 600): Promise<{ user: string; vehicle: string }> {
  const user = randomUUID();
  const vehicle = randomUUID();
  const vin = `VBLA11000L${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await db().execute(sql`
    INSERT INTO users (id, username, password_hash, first_name, last_name, email, zip, country)
    VALUES (${user}, ${`booker-${user}`}, 'x', 'Anna', 'Moser', ${`${user}@example.com`}, '6250', 'AT')`);
  await db().execute(sql`
    INSERT INTO vehicles (id, user_id, vin, model_id, data_source, status, operating_hours)
    VALUES (${vehicle}, ${user}, ${vin}, 'lintrac-110', 'fuelDiary', 'approved', ${hours})`);
  return { user, vehicle };
}

async function newestMailTo(recipient: string) {
  const [mail] = await db()
    .select()
    .from(mailbox)
    .where(eq(mailbox.recipient, recipient))
    .orderBy(desc(mailbox.createdAt), desc(mailbox.id))
    .limit(1);
  return mail;
}

async function dealerEmail(id: string): Promise<string> {
  const [dealer] = await db()
    .select({ email: dealers.email })
    .from(dealers)
    .where(eq(dealers.id, id));
  return dealer!.email!;
}

/** The token of the newest mail to a dealer. */
async function linkTokenTo(dealerId: string): Promise<string> {
  const mail = await newestMailTo(await dealerEmail(dealerId));
  return /\/service-bookings\/dealer\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
}

const dealerPage = (token: string) => call(null, `/service-bookings/dealer/${token}`);
const dealerPost = (token: string, action: string, fields: Record<string, string>) =>
  call(null, `/service-bookings/dealer/${token}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('GET /fleet/{id}/service-bookings/dealers', () => {
  it('offers the own dealer first, then the nearest service partners and resellers', async () => {
    const response = await call(demoIds.farmer, `${bookingsPath(lintrac)}/dealers`);
    expect(response.statusCode).toBe(200);
    const dealers = dealersOf(response);
    expect(dealers[0]).toMatchObject({ id: ownDealer, own: true });
    const nearby = dealers.slice(1);
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.length).toBeLessThanOrEqual(5);
    expect(nearby.every(({ own, id }) => !own && id !== ownDealer)).toBe(true);
    const distances = nearby.map(({ distanceKm }) => distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers 404 for another user’s vehicle', async () => {
    const response = await call(demoIds.newcomer, `${bookingsPath(lintrac)}/dealers`);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /fleet/{id}/service-bookings: the input', () => {
  const valid = {
    dealerId: ownDealer,
    dates: [dayFrom(7)],
    items: ['engineOil'],
  };

  it.each([
    ['no date', { dates: [] }, { dates: 'Propose one to three dates.' }],
    [
      'four dates',
      { dates: [dayFrom(3), dayFrom(4), dayFrom(5), dayFrom(6)] },
      { dates: 'Propose one to three dates.' },
    ],
    ['a past date', { dates: [dayFrom(-1)] }, { 'dates.0': 'The date must be after today.' }],
    ['today', { dates: [dayFrom(0)] }, { 'dates.0': 'The date must be after today.' }],
    ['no date at all', { dates: ['31.12.'] }, { 'dates.0': 'Enter a valid date.' }],
    [
      'a date twice',
      { dates: [dayFrom(3), dayFrom(3)] },
      { 'dates.1': 'You have proposed this date already.' },
    ],
    [
      'a date more than a year ahead',
      { dates: [dayFrom(400)] },
      { 'dates.0': 'The date may be at most one year ahead.' },
    ],
    [
      'an unknown dealer',
      { dealerId: 'no-such-dealer' },
      { dealerId: 'Choose one of the dealers offered.' },
    ],
    [
      'an item not due',
      { items: ['coolant'] },
      { items: 'You can only book due maintenance items of this vehicle.' },
    ],
    ['no item', { items: [] }, { items: 'Choose at least one due maintenance item.' }],
    [
      'a long note',
      { note: 'x'.repeat(1001) },
      { note: 'The message may be at most 1000 characters long.' },
    ],
  ])('refuses %s with a field message', async (_case, change, errors) => {
    // A user of its own each: refused requests count against the throttle too.
    const { user, vehicle } = await bookingUser();
    const response = await book(user, vehicle, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual(errors);
  });

  it('answers 404 for another user’s vehicle, booking nothing', async () => {
    const response = await book(demoIds.newcomer, lintrac, valid);
    expect(response.statusCode).toBe(404);
    const list = await call(demoIds.farmer, bookingsPath(lintrac));
    expect(apiEnvelopeSchema(serviceBookingsSchema).parse(list.json()).data.data).toEqual([]);
  });
});

describe('a booking at the dealer, from the request to the service done', () => {
  it('goes through the dealer’s link to the vehicle’s service history', async () => {
    const dates = [dayFrom(7), dayFrom(9)];
    const booked = await book(demoIds.farmer, lintrac, {
      dealerId: ownDealer,
      dates,
      items: ['engineOil'],
      note: 'Bitte auch die Bremsen ansehen.',
    });
    expect(booked.statusCode).toBe(200);
    const booking = bookingOf(booked);
    expect(booking).toMatchObject({
      state: 'requested',
      dealerId: ownDealer,
      dates,
      items: ['engineOil'],
      confirmedDate: null,
    });

    // The dealer's mail, in Austrian German (the dealer is in Austria).
    const mail = await newestMailTo(await dealerEmail(ownDealer));
    expect(mail!.subject).toBe('Serviceanfrage über das Lindner Kundenportal: Lintrac 110');
    expect(mail!.textBody).toContain('Josef Brunner');
    expect(mail!.textBody).toContain('josef.brunner@example.com');
    // Austria groups thousands with a no-break space.
    expect(mail!.textBody).toContain(
      'Lintrac 110, Fahrgestellnummer VBLA11000L0012345, 1\u00a0843,5 Betriebsstunden',
    );
    expect(mail!.textBody).toContain('Motoröl und Ölfilter wechseln');
    expect(mail!.textBody).toContain('Bitte auch die Bremsen ansehen.');
    const token = await linkTokenTo(ownDealer);
    // Only the hash is kept.
    const [stored] = await db()
      .select({ tokenHash: serviceBookings.tokenHash })
      .from(serviceBookings)
      .where(eq(serviceBookings.id, booking.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // The owner sees the state on the item.
    const requested = maintenanceOf(await call(demoIds.farmer, `/fleet/${lintrac}/maintenance`));
    expect(requested.items.find(({ key }) => key === 'engineOil')!.booking).toMatchObject({
      state: 'requested',
      dates,
    });

    // One open booking per vehicle.
    const again = await book(demoIds.farmer, lintrac, {
      dealerId: ownDealer,
      dates: [dayFrom(10)],
      items: ['engineOil'],
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(
      'This vehicle has an open booking already. Withdraw it before you request a new one.',
    );

    // The dealer's page: a tampered token is unknown.
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const unknown = await dealerPage(tampered);
    expect(unknown.statusCode).toBe(404);
    // No booking, no language of its own: the caller's.
    expect(unknown.body).toContain('Invalid link');
    const page = await dealerPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('Lintrac 110');
    expect(page.body).not.toContain('<script');

    // Confirming a date not proposed is refused on the page; a proposed one is confirmed.
    const wrong = await dealerPost(token, 'confirm', { date: dayFrom(30) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Wähle einen der vorgeschlagenen Termine.');
    const confirmed = await dealerPost(token, 'confirm', { date: dates[1]! });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Der Termin ist bestätigt.');
    const ownerMail = await newestMailTo('josef.brunner@example.com');
    expect(ownerMail!.subject).toBe('Service date confirmed: Lintrac 110');
    const afterConfirm = maintenanceOf(await call(demoIds.farmer, `/fleet/${lintrac}/maintenance`));
    expect(afterConfirm.items.find(({ key }) => key === 'engineOil')!.booking).toMatchObject({
      state: 'confirmed',
      confirmedDate: dates[1],
    });

    // The dealer proposes another date; the owner accepts it.
    const proposal = await dealerPost(token, 'propose', {
      date: dayFrom(12),
      message: 'Am Vormittag.',
    });
    expect(proposal.statusCode).toBe(200);
    const proposed = maintenanceOf(await call(demoIds.farmer, `/fleet/${lintrac}/maintenance`));
    expect(proposed.items.find(({ key }) => key === 'engineOil')!.booking).toMatchObject({
      state: 'proposed',
      dealerProposal: { date: dayFrom(12), message: 'Am Vormittag.' },
    });
    expect((await newestMailTo('josef.brunner@example.com'))!.textBody).toContain('Am Vormittag.');
    const accepted = await call(demoIds.farmer, `${bookingsPath(lintrac)}/${booking.id}/accept`, {
      method: 'POST',
    });
    expect(accepted.statusCode).toBe(200);
    expect(bookingOf(accepted)).toMatchObject({ state: 'confirmed', confirmedDate: dayFrom(12) });

    // The service done: refused with messages first, then entered.
    const invalid = await dealerPost(token, 'done', {
      date: dayFrom(1),
      hours: 'viele',
      workDone: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Das Service kann nicht in der Zukunft liegen.');
    expect(invalid.body).toContain('Gib die Betriebsstunden als Zahl von 0 bis 100000 ein.');
    expect(invalid.body).toContain('Bitte ausfüllen.');
    const today = dayFrom(0);
    const done = await dealerPost(token, 'done', {
      date: today,
      hours: '1843,5',
      workDone: 'Motoröl und Filter gewechselt',
      parts: 'Ölfilter 1x',
    });
    expect(done.statusCode).toBe(200);

    const file = apiEnvelopeSchema(machineFileSchema).parse(
      (await call(demoIds.farmer, `/fleet/${lintrac}/file`)).json(),
    ).data.data;
    expect(file.serviceEntries[0]).toMatchObject({
      date: today,
      operatingHours: 1843.5,
      workDone: 'Motoröl und Filter gewechselt',
      parts: 'Ölfilter 1x',
      doneBy: 'dealer',
      writtenBy: 'dealer',
      dealerName: expect.stringContaining('Gwiggner'),
    });
    const after = maintenanceOf(await call(demoIds.farmer, `/fleet/${lintrac}/maintenance`));
    expect(after.items.find(({ key }) => key === 'engineOil')).toMatchObject({
      state: 'ok',
      lastDone: { date: today, hours: 1843.5 },
      dueAtHours: 2343.5,
      booking: null,
    });

    // The link is used up: neither the page nor a second entry.
    const used = await dealerPage(token);
    expect(used.statusCode).toBe(410);
    expect(used.body).toContain('Das Service ist eingetragen');
    const twice = await dealerPost(token, 'done', {
      date: today,
      hours: '1843,5',
      workDone: 'noch einmal',
    });
    expect(twice.statusCode).toBe(410);
    const fileAfter = apiEnvelopeSchema(machineFileSchema).parse(
      (await call(demoIds.farmer, `/fleet/${lintrac}/file`)).json(),
    ).data.data;
    expect(fileAfter.serviceEntries.filter(({ workDone }) => workDone === 'noch einmal')).toEqual(
      [],
    );
  });
});

describe('the dealer’s link', () => {
  it('answers 410 once it has expired', async () => {
    const { user, vehicle } = await bookingUser();
    const response = await book(user, vehicle, {
      dealerId: ownDealer,
      dates: [dayFrom(5)],
      items: ['engineOil'],
    });
    expect(response.statusCode).toBe(200);
    const token = await linkTokenTo(ownDealer);
    await db().execute(
      sql`UPDATE service_bookings SET token_expires_at = now() - interval '1 minute' WHERE id = ${bookingOf(response).id}`,
    );
    const page = await dealerPage(token);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Link abgelaufen');
    const confirm = await dealerPost(token, 'confirm', { date: dayFrom(5) });
    expect(confirm.statusCode).toBe(410);
  });

  it('shows the page in the language ?lang asks for', async () => {
    const { user, vehicle } = await bookingUser();
    const response = await book(user, vehicle, {
      dealerId: ownDealer,
      dates: [dayFrom(5)],
      items: ['engineOil'],
    });
    expect(response.statusCode).toBe(200);
    const token = await linkTokenTo(ownDealer);
    const page = await call(null, `/service-bookings/dealer/${token}?lang=fr`);
    expect(page.body).toContain('Demande de service');
    expect(page.body).toContain('lang="fr');
  });
});

describe('the dealer’s page', () => {
  it('shows the owner’s note as text, never as HTML, and checks a proposed date', async () => {
    const { user, vehicle } = await bookingUser();
    const response = await book(user, vehicle, {
      dealerId: ownDealer,
      dates: [dayFrom(5)],
      items: ['engineOil'],
      note: '<img src=x onerror=alert(1)> bitte',
    });
    expect(response.statusCode).toBe(200);
    const token = await linkTokenTo(ownDealer);
    const page = await dealerPage(token);
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt; bitte');
    expect(page.body).not.toContain('<img');

    const past = await dealerPost(token, 'propose', { date: dayFrom(-2), message: 'früher' });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('Der Termin muss nach dem heutigen Tag liegen.');
    // What the dealer typed stays.
    expect(past.body).toContain('>früher</textarea>');
    const missing = await dealerPost(token, 'propose', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Bitte ausfüllen.');
  });
});

describe('withdrawing and accepting', () => {
  it('lets the owner withdraw an open booking; the dealer’s link then says so', async () => {
    const { user, vehicle } = await bookingUser();
    const response = await book(user, vehicle, {
      dealerId: ownDealer,
      dates: [dayFrom(5)],
      items: ['engineOil', 'firstService'],
    });
    const { id } = bookingOf(response);
    const token = await linkTokenTo(ownDealer);
    // Not the newcomer's booking.
    const foreign = await call(demoIds.newcomer, `${bookingsPath(vehicle)}/${id}/withdraw`, {
      method: 'POST',
    });
    expect(foreign.statusCode).toBe(404);
    const otherVehicle = await call(demoIds.farmer, `${bookingsPath(lintrac)}/${id}/withdraw`, {
      method: 'POST',
    });
    expect(otherVehicle.statusCode).toBe(404);
    // Nothing proposed yet.
    const accept = await call(user, `${bookingsPath(vehicle)}/${id}/accept`, { method: 'POST' });
    expect(accept.statusCode).toBe(409);

    const withdrawn = await call(user, `${bookingsPath(vehicle)}/${id}/withdraw`, {
      method: 'POST',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(bookingOf(withdrawn).state).toBe('withdrawn');
    const again = await call(user, `${bookingsPath(vehicle)}/${id}/withdraw`, { method: 'POST' });
    expect(again.statusCode).toBe(409);
    const page = await dealerPage(token);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Der Kunde hat diese Buchung zurückgezogen.');
    // A new booking may follow.
    const next = await book(user, vehicle, {
      dealerId: ownDealer,
      dates: [dayFrom(6)],
      items: ['engineOil'],
    });
    expect(next.statusCode).toBe(200);
  });
});

describe('throttling', () => {
  it('refuses the sixth booking request of a user within the hour', async () => {
    const { user, vehicle } = await bookingUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await book(user, vehicle, { dealerId: ownDealer, dates: [], items: [] });
      expect(response.statusCode).toBe(400);
    }
    const refused = await book(user, vehicle, {
      dealerId: ownDealer,
      dates: [dayFrom(5)],
      items: ['engineOil'],
    });
    expect(refused.statusCode).toBe(429);
  });
});

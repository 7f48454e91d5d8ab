import { createHash, randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  eventDetailSchema,
  eventListSchema,
  eventRegistrationSchema,
  trainingListSchema,
  type EventInput,
} from '@lindner/api/schema';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailbox } from '../../mail/tables';
import { demoIds } from '../../seed/demoData';
import { seedEventsIfEmpty } from '../../seed/events';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { vehicles } from '../../plugins/vehicles';
import { users } from '../../plugins/users';
import { eventRegistrations, events } from './tables';

// The demo events (seed/events.ts) and events each test adds. Expected values are worked out
// from the seed's definitions and the rules of SPEC.md, never read back from the code under
// test. The calls speak English (the test client's accept-language).

const server = apiTestServerPerFile();
const { farmer, newcomer, staff } = demoIds;

const listSchema = apiEnvelopeSchema(eventListSchema);
const detailSchema = apiEnvelopeSchema(eventDetailSchema);
const registrationSchema = apiEnvelopeSchema(eventRegistrationSchema);
const trainingsSchema = apiEnvelopeSchema(trainingListSchema);

const messages = {
  full: 'Sorry, fully booked: there are not enough places left for this event.',
  alreadyRegistered:
    'You are already signed up for this event. You can change your sign-up or sign out.',
  notRegistered: 'You are not signed up for this event.',
  started:
    'This event has already begun or is over: signing up and signing out are no longer possible.',
  notFound: 'This event does not exist.',
  noCustomerNumber: 'A driver training needs a customer number. Please enter it in your profile.',
  noApprovedVehicle: 'A driver training needs a vehicle approved by Lindner in your fleet.',
  notEligibleModel: 'There is no driver training for your vehicle.',
  // Every staff-only route's refusal (plugins/auth.ts), asked for in German.
  staffOnly: 'Das dürfen nur Mitarbeitende von Lindner.',
};

const seededSlugs = [
  'fruehjahrsausstellung-kundl',
  'herbstausstellung-kundl',
  'fruehjahrsausstellung-kundl-naechstes-jahr',
  'herbstausstellung-kundl-naechstes-jahr',
  'lindner-tage-pongau',
  'hoftag-rosenheim',
  'feldtag-oststeiermark',
  'webinar-traclink-einstieg',
  'webinar-lintrac-tmt',
  'online-sprechstunde-unitrac',
  'fahrertraining-lintrac-kundl',
  'fahrertraining-unitrac-hang',
  'werksfuehrung-kundl',
  'fahrertraining-lintrac-miesbach',
  'fahrertraining-herbst-kundl',
];
const trainingSlugs = [
  'fahrertraining-herbst-kundl',
  'fahrertraining-lintrac-kundl',
  'fahrertraining-lintrac-miesbach',
  'fahrertraining-unitrac-hang',
];

const hour = 60 * 60 * 1000;
const day = 24 * hour;

async function list(query = '') {
  const response = await server.call(null, `/events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).data.data;
}
const slugsOf = (found: { slug: string }[]) => found.map((event) => event.slug);

async function detail(slug: string, user: string | null = null) {
  const response = await server.call(user, `/events/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return detailSchema.parse(response.json()).data.data;
}

/**
 * Each user calls from an address of their own (sign-ups are limited per user and per address),
 * unless a test gives one.
 */
function addressOf(user: string | null): string {
  const hash = createHash('sha256')
    .update(user ?? 'anonymous')
    .digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

const signUp = (
  user: string | null,
  slug: string,
  json: unknown = { companions: 0 },
  remoteAddress = addressOf(user),
) => server.call(user, `/events/${slug}/registrations`, { method: 'POST', json, remoteAddress });
const change = (user: string | null, slug: string, companions: unknown) =>
  server.call(user, `/events/${slug}/registrations/mine`, {
    method: 'PUT',
    json: { companions },
    remoteAddress: addressOf(user),
  });
const signOut = (user: string | null, slug: string, remoteAddress = addressOf(user)) =>
  server.call(user, `/events/${slug}/registrations/mine`, { method: 'DELETE', remoteAddress });
const mine = (user: string | null, slug: string) =>
  server.call(user, `/events/${slug}/registrations/mine`);

/** Adds an event straight to the database (for times the seed does not have). */
async function addEvent(values: {
  slug: string;
  startsAt: Date;
  endsAt: Date;
  capacity?: number | null;
  training?: boolean;
  region?: string;
  companionsAllowed?: number;
}) {
  const [row] = await server.database.orm
    .insert(events)
    .values({
      slug: values.slug,
      title: `Test ${values.slug}`,
      teaser: 'Zum Testen',
      format: 'onSite',
      training: values.training ?? false,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      venueName: 'Testhof',
      venueCity: 'Bludenz',
      venueCountry: 'AT',
      venueRegion: values.region ?? 'Vorarlberg',
      capacity: values.capacity ?? null,
      companionsAllowed: values.companionsAllowed ?? 0,
    })
    .returning();
  return row!;
}

/** A signed-in user new to the portal (added on the first call), with what a test gives it. */
async function newUser(setup: { customerNr?: string; vehicle?: [string, 'approved' | 'pending'] }) {
  const id = randomUUID();
  expect((await server.call(id, '/trainings')).statusCode).toBe(200);
  const orm = server.database.orm;
  if (setup.customerNr) {
    await orm.update(users).set({ customerNr: setup.customerNr }).where(eq(users.id, id));
  }
  if (setup.vehicle) {
    const [modelId, status] = setup.vehicle;
    await orm.insert(vehicles).values({
      userId: id,
      vin: `VBLA${id.replace(/-/g, '').slice(0, 13).toUpperCase()}`,
      modelId,
      dataSource: 'fuelDiary',
      status,
    });
  }
  return id;
}

async function placesTaken(slug: string) {
  const [row] = await server.database.orm
    .select({ taken: events.placesTaken })
    .from(events)
    .where(eq(events.slug, slug));
  return row!.taken;
}

const viennaClock = (iso: string) =>
  new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('GET /events', () => {
  it('lists every seeded event without a token, soonest first, with the regions', async () => {
    const result = await list();
    expect(slugsOf(result.events).sort()).toEqual([...seededSlugs].sort());
    const starts = result.events.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(result.regions).toEqual(['Bayern', 'Salzburg', 'Steiermark', 'Tirol']);
    // The events a number of days after today keep their order whatever the day.
    const relative = [
      'webinar-traclink-einstieg',
      'hoftag-rosenheim',
      'fahrertraining-unitrac-hang',
      'werksfuehrung-kundl',
      'webinar-lintrac-tmt',
      'feldtag-oststeiermark',
      'fahrertraining-lintrac-miesbach',
      'online-sprechstunde-unitrac',
    ];
    expect(slugsOf(result.events).filter((slug) => relative.includes(slug))).toEqual(relative);

    const rosenheim = result.events.find((event) => event.slug === 'hoftag-rosenheim')!;
    expect(rosenheim).toMatchObject({
      title: 'Open Day at Landtechnik Innauen in Rosenheim',
      textLanguage: 'en',
      format: 'onSite',
      training: false,
      capacity: 40,
      placesLeft: 40,
      companionsAllowed: 2,
      venue: {
        name: 'Landtechnik Innauen',
        street: 'Kufsteiner Straße 88',
        zip: '83022',
        city: 'Rosenheim',
        country: 'DE',
        region: 'Bayern',
        lat: 47.8561,
        lng: 12.1289,
      },
    });
    expect(viennaClock(rosenheim.startsAt)).toBe('10:00');
    expect(viennaClock(rosenheim.endsAt)).toBe('16:00');
    const inDays = (Date.parse(rosenheim.startsAt) - Date.now()) / day;
    expect(inDays).toBeGreaterThan(19.5);
    expect(inDays).toBeLessThan(21.5);

    const full = result.events.find((event) => event.slug === 'werksfuehrung-kundl')!;
    expect(full).toMatchObject({ capacity: 2, placesLeft: 0, companionsAllowed: 1 });
    const webinar = result.events.find((event) => event.slug === 'webinar-traclink-einstieg')!;
    expect(webinar).toMatchObject({ format: 'online', venue: null, capacity: null });
    expect(webinar.placesLeft).toBeNull();
  });

  it('orders by start and leaves out events that have ended', async () => {
    const now = Date.now();
    await addEvent({
      slug: 'vorbei',
      startsAt: new Date(now - 3 * day),
      endsAt: new Date(now - 2 * day),
    });
    await addEvent({
      slug: 'spaeter',
      startsAt: new Date(now + 9 * day),
      endsAt: new Date(now + 10 * day),
    });
    await addEvent({
      slug: 'laeuft',
      startsAt: new Date(now - hour),
      endsAt: new Date(now + hour),
    });
    await addEvent({
      slug: 'bald',
      startsAt: new Date(now + 2 * day),
      endsAt: new Date(now + 3 * day),
    });
    const result = await list('?region=Vorarlberg');
    expect(slugsOf(result.events)).toEqual(['laeuft', 'bald', 'spaeter']);
    expect(result.regions).toEqual(['Bayern', 'Salzburg', 'Steiermark', 'Tirol', 'Vorarlberg']);
  });

  it('filters by format, region and training', async () => {
    expect(slugsOf((await list('?format=online')).events)).toEqual([
      'webinar-traclink-einstieg',
      'webinar-lintrac-tmt',
      'online-sprechstunde-unitrac',
    ]);
    const onSite = slugsOf((await list('?format=onSite')).events);
    expect(onSite).toHaveLength(seededSlugs.length - 3);
    expect(onSite).not.toContain('webinar-lintrac-tmt');
    expect(slugsOf((await list('?training=true')).events).sort()).toEqual(trainingSlugs);
    expect((await list('?training=false')).events).toHaveLength(seededSlugs.length);
    expect(slugsOf((await list('?region=Bayern')).events)).toEqual([
      'hoftag-rosenheim',
      'fahrertraining-lintrac-miesbach',
    ]);
    expect(slugsOf((await list('?region=Salzburg')).events).sort()).toEqual([
      'fahrertraining-unitrac-hang',
      'lindner-tage-pongau',
    ]);
    expect(
      slugsOf((await list('?format=onSite&region=Tirol&training=true')).events).sort(),
    ).toEqual(['fahrertraining-herbst-kundl', 'fahrertraining-lintrac-kundl']);
    expect((await list('?format=online&region=Tirol')).events).toEqual([]);
  });

  it.each([
    ['format=hybrid', { format: 'Please choose “onSite” or “online” as the format.' }],
    [
      'format=online&format=onSite',
      { format: 'Please choose “onSite” or “online” as the format.' },
    ],
    ['training=yes', { training: 'The “training” filter only accepts “true” or “false”.' }],
    ['region=Wien', { region: 'There are no upcoming events in this region.' }],
    ['region=tirol', { region: 'There are no upcoming events in this region.' }],
  ])('answers 400 naming the filter for %s', async (query, errors) => {
    const response = await server.call(null, `/events?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please check the highlighted fields.',
      errors,
    });
  });
});

describe('GET /events/{slug}', () => {
  it('gives the event with its description, and 404 for an unknown slug', async () => {
    const event = await detail('werksfuehrung-kundl');
    expect(event).toMatchObject({
      slug: 'werksfuehrung-kundl',
      title: 'Exclusive Factory Tour in Kundl',
      textLanguage: 'en',
      capacity: 2,
      placesLeft: 0,
      onlineUrl: null,
    });
    expect(event.description).toContain('The tour is limited to two places.');
    for (const slug of ['gibt-es-nicht', 'Not_A_Slug', '-']) {
      const response = await server.call(null, `/events/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.notFound);
    }
  });

  it('gives the online link only to users signed up for it, and staff', async () => {
    const slug = 'webinar-traclink-einstieg';
    const link = 'https://meet.lindner-traktoren.at/webinar-traclink-einstieg';
    expect((await detail(slug)).onlineUrl).toBeNull();
    expect((await detail(slug, farmer)).onlineUrl).toBeNull();
    expect((await detail(slug, staff)).onlineUrl).toBe(link);
    expect((await signUp(farmer, slug)).statusCode).toBe(200);
    expect((await detail(slug, farmer)).onlineUrl).toBe(link);
    expect((await detail(slug, newcomer)).onlineUrl).toBeNull();
  });
});

describe('signing up', () => {
  const slug = 'hoftag-rosenheim';

  it('goes from open to signed up with companions, changed, and signed out', async () => {
    const before = registrationSchema.parse((await mine(farmer, slug)).json()).data.data;
    expect(before).toEqual({
      registered: false,
      companions: 0,
      registeredAt: null,
      placesLeft: 40,
    });

    const started = Date.now();
    const response = await signUp(farmer, slug, { companions: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const signedUp = registrationSchema.parse(response.json());
    expect(signedUp.message).toBe('You are signed up for the event.');
    expect(signedUp.data.data).toMatchObject({ registered: true, companions: 2, placesLeft: 37 });
    expect(Date.parse(signedUp.data.data.registeredAt!)).toBeGreaterThanOrEqual(started - 1000);
    expect((await detail(slug)).placesLeft).toBe(37);
    expect(registrationSchema.parse((await mine(farmer, slug)).json()).data.data).toEqual(
      signedUp.data.data,
    );

    const again = await signUp(farmer, slug, { companions: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.alreadyRegistered);
    expect(await placesTaken(slug)).toBe(3);

    const changed = await change(farmer, slug, 1);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Your sign-up has been changed.');
    expect(changed.json().data.data).toMatchObject({
      registered: true,
      companions: 1,
      placesLeft: 38,
      registeredAt: signedUp.data.data.registeredAt,
    });

    const gone = await signOut(farmer, slug);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('You have signed out.');
    expect(gone.json().data.data).toEqual({
      registered: false,
      companions: 0,
      registeredAt: null,
      placesLeft: 40,
    });
    expect(await placesTaken(slug)).toBe(0);

    for (const response of [await signOut(farmer, slug), await change(farmer, slug, 1)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.notRegistered);
    }
  });

  it('refuses more companions than the event allows, and bad bodies', async () => {
    const tooMany = await signUp(farmer, slug, { companions: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'You can bring at most 2 companions to this event.',
      errors: { companions: 'You can bring at most 2 companions to this event.' },
    });
    const none = await signUp(farmer, 'fahrertraining-unitrac-hang', { companions: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('You cannot bring companions to this event.');
    const one = await signUp(farmer, 'online-sprechstunde-unitrac', { companions: 2 });
    expect(one.json().message).toBe('You can bring at most one companion to this event.');
    for (const body of [{ companions: -1 }, { companions: 11 }, { companions: 1.5 }, {}, '[]']) {
      const response = await signUp(farmer, slug, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await placesTaken(slug)).toBe(0);

    expect((await signUp(farmer, slug, { companions: 1 })).statusCode).toBe(200);
    const changed = await change(farmer, slug, 5);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors.companions).toBe(
      'You can bring at most 2 companions to this event.',
    );
    expect(await placesTaken(slug)).toBe(2);
  });

  it('answers 409 "ausgebucht" for the full event, and takes the places freed', async () => {
    const full = 'werksfuehrung-kundl';
    for (const user of [farmer, newcomer]) {
      const response = await signUp(user, full);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, message: messages.full });
    }
    const german = await server.call(newcomer, `/events/${full}/registrations`, {
      method: 'POST',
      json: { companions: 0 },
      headers: { 'accept-language': 'de' },
    });
    expect(german.statusCode).toBe(409);
    expect(german.json().message).toBe(
      'Leider ausgebucht: Für diese Veranstaltung sind nicht mehr genug Plätze frei.',
    );
    // The seed filled it honestly: the staff user and one companion.
    const staffSignUp = registrationSchema.parse((await mine(staff, full)).json()).data.data;
    expect(staffSignUp).toMatchObject({ registered: true, companions: 1, placesLeft: 0 });

    expect((await change(staff, full, 0)).json().data.data.placesLeft).toBe(1);
    const twoPlaces = await signUp(farmer, full, { companions: 1 });
    expect(twoPlaces.statusCode).toBe(409);
    expect(twoPlaces.json().message).toBe(messages.full);
    const onePlace = await signUp(farmer, full, { companions: 0 });
    expect(onePlace.statusCode, onePlace.body).toBe(200);
    expect(onePlace.json().data.data.placesLeft).toBe(0);
    // Staff cannot take the companion back now: the place is gone.
    const back = await change(staff, full, 1);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(messages.full);
    expect(await placesTaken(full)).toBe(2);
  });

  it('answers 409 for an event that has begun or is over', async () => {
    const now = Date.now();
    await addEvent({
      slug: 'laeuft-schon',
      startsAt: new Date(now - hour),
      endsAt: new Date(now + hour),
      capacity: 10,
    });
    await addEvent({
      slug: 'war-gestern',
      startsAt: new Date(now - 30 * hour),
      endsAt: new Date(now - 26 * hour),
      capacity: 10,
    });
    for (const slug of ['laeuft-schon', 'war-gestern']) {
      const response = await signUp(farmer, slug);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.started);
    }
    // Signed up before it began: neither change nor sign-out once it runs.
    await server.database.orm.insert(eventRegistrations).values({
      eventId: (
        await server.database.orm.select().from(events).where(eq(events.slug, 'laeuft-schon'))
      )[0]!.id,
      userId: farmer,
    });
    expect((await change(farmer, 'laeuft-schon', 0)).statusCode).toBe(409);
    expect((await signOut(farmer, 'laeuft-schon')).json().message).toBe(messages.started);
  });

  it('asks for a sign-in, and answers 404 for an unknown event', async () => {
    for (const response of [
      await signUp(null, slug),
      await mine(null, slug),
      await change(null, slug, 0),
      await signOut(null, slug),
      await server.call(null, '/trainings'),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    for (const response of [
      await signUp(farmer, 'gibt-es-nicht'),
      await mine(farmer, 'gibt-es-nicht'),
      await change(farmer, 'gibt-es-nicht', 0),
      await signOut(farmer, 'gibt-es-nicht'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.notFound);
    }
    expect(await placesTaken(slug)).toBe(0);
  });

  it('gives the last 5 places to exactly 5 of 20 people signing up at once', async () => {
    const event = await addEvent({
      slug: 'fuenf-plaetze',
      startsAt: new Date(Date.now() + 5 * day),
      endsAt: new Date(Date.now() + 5 * day + 2 * hour),
      capacity: 5,
    });
    const people = Array.from({ length: 20 }, () => randomUUID());
    // Each user exists before the race, so the race is about places, not about accounts.
    await Promise.all(people.map((id) => mine(id, 'fuenf-plaetze')));
    const responses = await Promise.all(people.map((id) => signUp(id, 'fuenf-plaetze')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().message).toBe(messages.full);
    }
    expect(await placesTaken('fuenf-plaetze')).toBe(5);
    const [row] = await server.database.orm
      .select({ n: count() })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(row!.n).toBe(5);
  });
});

describe('the sign-up limit', () => {
  const tooMany =
    'Too many sign-ups and sign-outs in a short time. Please try again in 10 minutes.';
  const openEvent = (slug: string) =>
    addEvent({
      slug,
      startsAt: new Date(Date.now() + 5 * day),
      endsAt: new Date(Date.now() + 5 * day + 2 * hour),
    });
  /** A new user with an e-mail address, so that each sign-up and sign-out mails them. */
  const mailedUser = async () => {
    const id = await newUser({});
    await server.database.orm
      .update(users)
      .set({ email: `${id}@example.com` })
      .where(eq(users.id, id));
    return id;
  };
  const mailsTo = async (userId: string) => {
    const [row] = await server.database.orm
      .select({ n: count() })
      .from(mailbox)
      .where(eq(mailbox.userId, userId));
    return row!.n;
  };

  it('takes 20 sign-ups and sign-outs of one user in 10 minutes, then says when to go on', async () => {
    await openEvent('oft-an-und-ab');
    const user = await mailedUser();
    // From changing addresses: the user is counted wherever they call from.
    for (let round = 0; round < 10; round++) {
      expect((await signUp(user, 'oft-an-und-ab', undefined, `10.1.${round}.1`)).statusCode).toBe(
        200,
      );
      expect((await signOut(user, 'oft-an-und-ab', `10.1.${round}.2`)).statusCode).toBe(200);
    }
    const refused = await signUp(user, 'oft-an-und-ab', undefined, '10.1.99.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Refused before anything changed: not signed up, no 21st mail.
    expect(
      registrationSchema.parse((await mine(user, 'oft-an-und-ab')).json()).data.data,
    ).toMatchObject({ registered: false });
    expect(await mailsTo(user)).toBe(20);
  });

  it('takes 20 sign-ups from one address in 10 minutes, whoever signs up', async () => {
    await openEvent('viele-von-einem-hof');
    const address = '10.2.0.1';
    for (let each = 0; each < 20; each++) {
      const user = await mailedUser();
      expect((await signUp(user, 'viele-von-einem-hof', undefined, address)).statusCode).toBe(200);
    }
    const next = await mailedUser();
    const refused = await signUp(next, 'viele-von-einem-hof', undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(tooMany);
    expect(await mailsTo(next)).toBe(0);
    // The same user from another address is welcome.
    expect((await signUp(next, 'viele-von-einem-hof', undefined, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('driver trainings', () => {
  const training = 'fahrertraining-unitrac-hang';

  it('lists the trainings with the farmer’s eligibility, and signs the farmer up', async () => {
    const response = await server.call(farmer, '/trainings');
    expect(response.statusCode, response.body).toBe(200);
    const result = trainingsSchema.parse(response.json()).data.data;
    expect(result.eligibility).toEqual({
      customerNumber: true,
      approvedVehicle: true,
      eligibleModel: true,
      attendedBefore: false,
    });
    expect(slugsOf(result.trainings).sort()).toEqual(trainingSlugs);
    expect(result.trainings.every((event) => event.training)).toBe(true);

    const signedUp = await signUp(farmer, training);
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect(signedUp.json().message).toBe('You are signed up for the driver training.');
    expect(signedUp.json().data.data.placesLeft).toBe(9);
  });

  interface Lacking {
    name: string;
    setup: Parameters<typeof newUser>[0];
    eligibility: { customerNumber: boolean; approvedVehicle: boolean; eligibleModel: boolean };
    message: string;
  }
  const lacking: Lacking[] = [
    {
      name: 'no customer number',
      setup: {},
      eligibility: { customerNumber: false, approvedVehicle: false, eligibleModel: false },
      message: messages.noCustomerNumber,
    },
    {
      name: 'no vehicle',
      setup: { customerNr: 'AT-200001' },
      eligibility: { customerNumber: true, approvedVehicle: false, eligibleModel: false },
      message: messages.noApprovedVehicle,
    },
    {
      name: 'a vehicle not approved yet',
      setup: { customerNr: 'AT-200002', vehicle: ['lintrac-90', 'pending'] },
      eligibility: { customerNumber: true, approvedVehicle: false, eligibleModel: false },
      message: messages.noApprovedVehicle,
    },
    {
      name: 'a model without training',
      setup: { customerNr: 'AT-200003', vehicle: ['geotrac-94ep', 'approved'] },
      eligibility: { customerNumber: true, approvedVehicle: true, eligibleModel: false },
      message: messages.notEligibleModel,
    },
  ];
  it.each(lacking)('refuses a user with $name (403 with the message)', async (each) => {
    const { setup, eligibility, message } = each;
    const user = await newUser(setup);
    const result = trainingsSchema.parse((await server.call(user, '/trainings')).json()).data.data;
    expect(result.eligibility).toEqual({ ...eligibility, attendedBefore: false });
    const response = await signUp(user, training);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await placesTaken(training)).toBe(0);
    // An event that is no training takes everyone.
    expect((await signUp(user, 'feldtag-oststeiermark')).statusCode).toBe(200);
  });

  it('takes an approved Unitrac, and the newcomer lacks everything', async () => {
    const user = await newUser({
      customerNr: 'DE-300001',
      vehicle: ['unitrac-112-ldrive', 'approved'],
    });
    expect((await signUp(user, training)).statusCode).toBe(200);
    const result = trainingsSchema.parse((await server.call(newcomer, '/trainings')).json());
    expect(result.data.data.eligibility).toEqual({
      customerNumber: false,
      approvedVehicle: false,
      eligibleModel: false,
      attendedBefore: false,
    });
  });

  it('notes a training attended before, and still signs up', async () => {
    const now = Date.now();
    const past = await addEvent({
      slug: 'training-letztes-jahr',
      training: true,
      startsAt: new Date(now - 300 * day),
      endsAt: new Date(now - 300 * day + 8 * hour),
    });
    // A sign-up for a training still to come is no attendance.
    expect((await signUp(farmer, training)).statusCode).toBe(200);
    const before = trainingsSchema.parse((await server.call(farmer, '/trainings')).json());
    expect(before.data.data.eligibility.attendedBefore).toBe(false);
    await server.database.orm
      .insert(eventRegistrations)
      .values({ eventId: past.id, userId: farmer });
    const after = trainingsSchema.parse((await server.call(farmer, '/trainings')).json());
    expect(after.data.data.eligibility).toEqual({
      customerNumber: true,
      approvedVehicle: true,
      eligibleModel: true,
      attendedBefore: true,
    });
    expect(slugsOf(after.data.data.trainings)).not.toContain('training-letztes-jahr');
    expect((await signUp(farmer, 'fahrertraining-lintrac-miesbach')).statusCode).toBe(200);
  });
});

describe('staff writes', () => {
  const input: EventInput = {
    title: 'Hoftag in Lienz – Öl & Co.',
    teaser: 'Ölwechsel, Reifen und Beratung.',
    description: 'Den ganzen Tag.\n\nMit Jause.',
    format: 'onSite',
    training: false,
    startsAt: '2031-05-10T08:00:00Z',
    endsAt: '2031-05-10T14:00:00+00:00',
    venue: {
      name: 'Landtechnik Osttirol',
      street: 'Iseltaler Straße 5',
      zip: '9900',
      city: 'Lienz',
      country: 'AT',
      region: 'Tirol',
      lat: 46.83,
      lng: 12.77,
    },
    onlineUrl: null,
    capacity: 30,
    companionsAllowed: 2,
  };
  const create = (user: string | null, body: unknown, headers: Record<string, string> = {}) =>
    server.call(user, '/events', { method: 'POST', json: body, headers });
  const edit = (
    user: string | null,
    slug: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) => server.call(user, `/events/${slug}`, { method: 'PUT', json: body, headers });

  it('refuses everyone but staff', async () => {
    for (const user of [farmer, newcomer]) {
      for (const response of [
        await create(user, input, { 'accept-language': 'de' }),
        await edit(user, 'hoftag-rosenheim', input, { 'accept-language': 'de' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(messages.staffOnly);
      }
    }
    expect((await create(null, input)).statusCode).toBe(401);
    expect((await list()).events).toHaveLength(seededSlugs.length);
    expect((await detail('hoftag-rosenheim')).title).toBe(
      'Open Day at Landtechnik Innauen in Rosenheim',
    );
  });

  it('creates an event under a slug from its title, and edits it keeping the slug', async () => {
    const created = await create(staff, input);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Event saved.');
    const event = detailSchema.parse(created.json()).data.data;
    expect(event).toEqual({
      slug: 'hoftag-in-lienz-oel-co',
      title: 'Hoftag in Lienz – Öl & Co.',
      teaser: 'Ölwechsel, Reifen und Beratung.',
      // Written in German only: the English answer says so.
      textLanguage: 'de',
      description: 'Den ganzen Tag.\n\nMit Jause.',
      format: 'onSite',
      training: false,
      startsAt: '2031-05-10T08:00:00.000Z',
      endsAt: '2031-05-10T14:00:00.000Z',
      venue: input.venue,
      capacity: 30,
      placesLeft: 30,
      companionsAllowed: 2,
      onlineUrl: null,
    });
    const second = await create(staff, {
      ...input,
      startsAt: '2031-06-10T08:00:00Z',
      endsAt: '2031-06-10T12:00:00Z',
    });
    expect(second.json().data.data.slug).toBe('hoftag-in-lienz-oel-co-2');
    expect((await list('?region=Tirol')).events.map((each) => each.slug)).toContain(
      'hoftag-in-lienz-oel-co-2',
    );

    const online = {
      ...input,
      title: 'Neuer Titel',
      format: 'online',
      venue: input.venue,
      onlineUrl: 'https://meet.example.com/x',
      capacity: null,
    };
    const edited = await edit(staff, 'hoftag-in-lienz-oel-co', online);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.data).toMatchObject({
      slug: 'hoftag-in-lienz-oel-co',
      title: 'Neuer Titel',
      format: 'online',
      venue: null,
      capacity: null,
      placesLeft: null,
      onlineUrl: 'https://meet.example.com/x',
    });
    expect((await edit(staff, 'gibt-es-nicht', input)).statusCode).toBe(404);
  });

  it('answers 400 with field messages for a bad event', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...input, title: '   ' }, 'title', ''],
      [{ ...input, capacity: 0 }, 'capacity', ''],
      [{ ...input, startsAt: 'morgen' }, 'startsAt', ''],
      [{ ...input, endsAt: '2031-05-10T07:00:00Z' }, 'endsAt', 'The end must be after the start.'],
      [{ ...input, venue: null }, 'venue', 'An on-site event needs a venue.'],
      [
        { ...input, format: 'online', venue: null },
        'onlineUrl',
        'An online event needs a link to take part.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(staff, body);
      expect(response.statusCode, field).toBe(400);
      const errors = response.json().errors as Record<string, string>;
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    }
    // Only https: links reach the people signed up: no script, no plain http, no data.
    for (const onlineUrl of [
      'javascript:alert(document.cookie)',
      'JavaScript://meet.example.com/%0Aalert(1)',
      'http://meet.example.com/x',
      'data:text/html,<script>alert(1)</script>',
      'https:meet.example.com',
    ]) {
      const online = { ...input, format: 'online', venue: null, onlineUrl };
      const response = await create(staff, online);
      expect(response.statusCode, onlineUrl).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please check the highlighted fields.',
        errors: { onlineUrl: 'Please give a secure link starting with https://.' },
      });
      const edited = await edit(staff, 'webinar-traclink-einstieg', online);
      expect(edited.statusCode, onlineUrl).toBe(400);
      expect(edited.json().errors).toEqual({
        onlineUrl: 'Please give a secure link starting with https://.',
      });
    }
    expect((await detail('webinar-traclink-einstieg', staff)).onlineUrl).toBe(
      'https://meet.lindner-traktoren.at/webinar-traclink-einstieg',
    );
    // The full event has 2 places taken: its capacity cannot fall to 1.
    const below = await edit(staff, 'werksfuehrung-kundl', { ...input, capacity: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors.capacity).toBe(
      '2 places are already taken; there cannot be fewer places.',
    );
    expect((await list()).events).toHaveLength(seededSlugs.length);
  });
});

describe('the calendar file and the mail', () => {
  it('serves an event as text/calendar', async () => {
    const response = await server.call(null, '/events/hoftag-rosenheim/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="hoftag-rosenheim.ics"',
    );
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const start = /\r\nDTSTART:(\d{8}T\d{6}Z)\r\n/.exec(body)?.[1];
    const { startsAt } = await detail('hoftag-rosenheim');
    expect(start).toBe(startsAt.replace(/[-:]/g, '').replace('.000', ''));
    expect(body).toContain(
      '\r\nLOCATION:Landtechnik Innauen\\, Kufsteiner Straße 88\\, 83022 Rosenheim\r\n',
    );
    expect((await server.call(null, '/events/gibt-es-nicht/calendar.ics')).statusCode).toBe(404);
  });

  it('mails the sign-up, its change and the sign-out', async () => {
    const orm = server.database.orm;
    const mails = () =>
      orm
        .select()
        .from(mailbox)
        .where(eq(mailbox.recipient, 'josef.brunner@example.com'))
        .orderBy(mailbox.createdAt);
    const before = (await mails()).length;
    expect((await signUp(farmer, 'hoftag-rosenheim', { companions: 2 })).statusCode).toBe(200);
    expect((await change(farmer, 'hoftag-rosenheim', 0)).statusCode).toBe(200);
    expect((await signOut(farmer, 'hoftag-rosenheim')).statusCode).toBe(200);
    const sent = (await mails()).slice(before);
    expect(sent.map((mail) => mail.subject)).toEqual([
      'Your sign-up: Open Day at Landtechnik Innauen in Rosenheim',
      'Your sign-up has been changed: Open Day at Landtechnik Innauen in Rosenheim',
      'You have signed out: Open Day at Landtechnik Innauen in Rosenheim',
    ]);
    const [registered, changed, cancelled] = sent;
    const calendarUrl = `http://localhost:8080/api/${server.options.apiClientSegment}/events/hoftag-rosenheim/calendar.ics`;
    expect(registered!.userId).toBe(farmer);
    expect(registered!.textBody).toContain('Hello Josef Brunner,');
    expect(registered!.textBody).toContain(
      'thank you for signing up for “Open Day at Landtechnik Innauen in Rosenheim”.',
    );
    expect(registered!.textBody).toContain(
      'Where: Landtechnik Innauen, Kufsteiner Straße 88, 83022 Rosenheim',
    );
    expect(registered!.textBody).toContain('You are coming with 2 companions.');
    expect(registered!.textBody).toContain(
      `You will find the date for your calendar attached and at ${calendarUrl}`,
    );
    expect(changed!.textBody).toContain('You are coming without companions.');
    expect(cancelled!.textBody).not.toContain(calendarUrl);
  });
});

describe('the demo data', () => {
  it('signs nobody up but the staff user for the full event', async () => {
    const rows = await server.database.orm
      .select({
        slug: events.slug,
        userId: eventRegistrations.userId,
        companions: eventRegistrations.companions,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId));
    expect(rows).toEqual([{ slug: 'werksfuehrung-kundl', userId: staff, companions: 1 }]);
    const taken = await server.database.orm
      .select({ slug: events.slug, taken: events.placesTaken })
      .from(events);
    expect(taken.filter((row) => row.taken > 0)).toEqual([
      { slug: 'werksfuehrung-kundl', taken: 2 },
    ]);
  });

  it('seeds the events into a database that has none, and only then', async () => {
    const { database } = server;
    expect(await seedEventsIfEmpty(database, staff)).toBe(false);
    await database.orm.delete(events);
    expect((await list()).events).toEqual([]);
    expect(await seedEventsIfEmpty(database, staff)).toBe(true);
    expect(slugsOf((await list()).events).sort()).toEqual([...seededSlugs].sort());
    expect((await detail('werksfuehrung-kundl')).placesLeft).toBe(0);
    expect(await seedEventsIfEmpty(database, staff)).toBe(false);
  });
});

import * as z from 'zod/mini';
import { dealerCountries } from './dealers';
import { optionalText, requiredText, withoutControlCharacters } from './text';

// Events and driver trainings (SPEC.md section 3 "Event", section 4 event sign-up and
// driver-training states, section 5 the training rules, section 8 the event messages). The
// list and an event are public; signing up needs a signed-in user.

/** Where an event takes place: at a venue, or online. */
export const eventFormats = ['onSite', 'online'] as const;
export type EventFormat = (typeof eventFormats)[number];

/** The most companions one sign-up can bring, whatever an event allows. */
export const maxEventCompanions = 10;

const count = z.int().check(z.gte(0));
const dateTime = z.iso.datetime({ offset: true });

/** A venue of an on-site event; `region` is what the region filter offers (e.g. "Tirol"). */
export const eventVenueSchema = z.object({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.enum(dealerCountries),
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type EventVenue = z.infer<typeof eventVenueSchema>;

/** An event as the list shows it. */
export const eventSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: z.enum(['de', 'en', 'fr']),
  format: z.enum(eventFormats),
  /** A driver training (offered on the trainings page, with its conditions). */
  training: z.boolean(),
  startsAt: dateTime,
  endsAt: dateTime,
  /** Null for an online event. */
  venue: z.nullable(eventVenueSchema),
  /** Places in all, each participant and each companion taking one; null for unlimited. */
  capacity: z.nullable(count),
  /** Places left; null for unlimited, 0 for "ausgebucht". */
  placesLeft: z.nullable(count),
  /** How many companions one sign-up may bring; 0 when none are allowed. */
  companionsAllowed: count,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** `GET /events/{slug}`: the event with its description (plain text, paragraphs by blank lines). */
export const eventDetailSchema = z.extend(eventSummarySchema, {
  description: z.string(),
  /** Where to take part in an online event; given only to a user signed up for it, else null. */
  onlineUrl: z.nullable(z.string()),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * `GET /events`: upcoming events (those not yet ended), soonest first, with the regions the
 * filter offers. Query: `format` (onSite|online), `region` (one of `regions`), `training`
 * (`true`: trainings only); a bad value answers 400 with a message.
 */
export const eventListSchema = z.object({
  events: z.array(eventSummarySchema),
  regions: z.array(z.string()),
});
export type EventList = z.infer<typeof eventListSchema>;

export interface EventQuery {
  format?: EventFormat;
  region?: string;
  trainingsOnly?: boolean;
}

/**
 * The query string of `GET /events`: `format` (onSite|online), `region` (one of the list's
 * `regions`, checked against them by the server), `training` (`true`: trainings only). Field
 * error keys `eventFormat`, `eventRegion`, `eventTraining`, worded by the server.
 */
export const eventListQuerySchema = z.object({
  format: z.optional(z.enum(eventFormats, { error: 'eventFormat' })),
  region: z.optional(z.string({ error: 'eventRegion' })),
  training: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'eventTraining' }),
      z.transform((value) => value === 'true'),
    ),
  ),
});

/** The path of an event (`/events/{slug}`): a slug no event has is 404. */
export const eventSlugParamsSchema = z.object({ slug: z.string() });

/**
 * `POST /events/{slug}/registrations` and `PUT /events/{slug}/registrations/mine`: how many
 * companions come along (0 up to the event's `companionsAllowed`). Places are taken in the
 * database at once: when fewer are left than 1 + companions, 409 with the "ausgebucht"
 * message; a second sign-up 409 "already signed up"; a past event 409; a training the user may
 * not take 403 with the missing condition's message.
 */
export const eventRegistrationInputSchema = z.object({
  companions: z.int().check(z.gte(0), z.lte(maxEventCompanions)),
});
export type EventRegistrationInput = z.input<typeof eventRegistrationInputSchema>;

/**
 * `GET /events/{slug}/registrations/mine` (signed in): the user's sign-up, or `registered:
 * false`; POST and PUT answer it too, DELETE answers `registered: false`. `placesLeft` is the
 * event's after the change.
 */
export const eventRegistrationSchema = z.object({
  registered: z.boolean(),
  companions: count,
  registeredAt: z.nullable(dateTime),
  placesLeft: z.nullable(count),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/**
 * What a driver training needs (SPEC.md section 5): a customer number in the profile, and in the
 * fleet a vehicle that Lindner approved and whose model is eligible. `attendedBefore`: the user
 * took part in a training already (a note, not a bar).
 */
export const trainingEligibilitySchema = z.object({
  customerNumber: z.boolean(),
  approvedVehicle: z.boolean(),
  eligibleModel: z.boolean(),
  attendedBefore: z.boolean(),
});
export type TrainingEligibility = z.infer<typeof trainingEligibilitySchema>;

/** `GET /trainings` (signed in): the upcoming trainings and what the user still lacks for them. */
export const trainingListSchema = z.object({
  eligibility: trainingEligibilitySchema,
  trainings: z.array(eventSummarySchema),
});
export type TrainingList = z.infer<typeof trainingListSchema>;

/** Whether every condition of a training is met. */
export const mayTakeTraining = (eligibility: TrainingEligibility) =>
  eligibility.customerNumber && eligibility.approvedVehicle && eligibility.eligibleModel;

/** A venue as staff write it: its name and region given, every text a single line. */
export const eventVenueInputSchema = z.object({
  name: requiredText(120),
  street: optionalText(120),
  zip: optionalText(20),
  city: optionalText(80),
  country: z.enum(dealerCountries, { error: 'option' }),
  region: requiredText(80),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

/**
 * Where to take part in an online event: an `https:` address only (`httpsUrl`), so that no
 * `javascript:`, `data:` or plain `http:` link reaches the people signed up.
 */
export const onlineUrlSchema = z
  .url({ protocol: /^https$/, error: 'httpsUrl' })
  .check(
    z.regex(/^https:\/\/[^/]/i, { error: 'httpsUrl' }),
    withoutControlCharacters(),
    z.maxLength(2_000, { error: 'tooLong' }),
  );

/** An event's title, teaser and description in another language than German. */
export const eventTextsInputSchema = z.object({
  title: requiredText(120),
  teaser: requiredText(300),
  description: optionalText(10_000, { multiLine: true }),
});

/**
 * `POST /events` and `PUT /events/{slug}` (realm role staff, else 403): an event as staff write
 * it, its texts in German (the source) and, in `translations`, in English and French: on edit,
 * the languages given are set and the others removed; without `translations` they stay as they
 * are. The slug is made from the German title on create and kept on edit. The end after the start
 * (`endsBeforeStart` on `endsAt`); an on-site event has a venue (`venueRequired`), an online
 * one a link (`onlineUrlRequired`).
 */
export const eventInputSchema = z
  .object({
    title: requiredText(120),
    teaser: requiredText(300),
    description: optionalText(10_000, { multiLine: true }),
    format: z.enum(eventFormats, { error: 'option' }),
    training: z.boolean(),
    startsAt: dateTime,
    endsAt: dateTime,
    venue: z.nullable(eventVenueInputSchema),
    onlineUrl: z.nullable(onlineUrlSchema),
    capacity: z.nullable(z.int().check(z.gte(1), z.lte(100_000))),
    companionsAllowed: z.int().check(z.gte(0), z.lte(maxEventCompanions)),
    translations: z.optional(
      z.object({ en: z.optional(eventTextsInputSchema), fr: z.optional(eventTextsInputSchema) }),
    ),
  })
  .check(
    z.refine((event) => new Date(event.endsAt) > new Date(event.startsAt), {
      error: 'endsBeforeStart',
      path: ['endsAt'],
    }),
    z.refine((event) => event.format !== 'onSite' || event.venue !== null, {
      error: 'venueRequired',
      path: ['venue'],
    }),
    z.refine((event) => event.format !== 'online' || event.onlineUrl !== null, {
      error: 'onlineUrlRequired',
      path: ['onlineUrl'],
    }),
  );
export type EventInput = z.input<typeof eventInputSchema>;
export type ValidEventInput = z.output<typeof eventInputSchema>;

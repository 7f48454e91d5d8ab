import * as z from 'zod/mini';

/** The newsletter topics a user can be interested in (SPEC.md section 3). */
export const newsletterTopics = [
  'tractors',
  'telematics',
  'techdaysForKids',
  'supercup',
  'municipal',
  'bestOnTheMountain',
] as const;
export type NewsletterTopic = (typeof newsletterTopics)[number];

/** How the user prefers to be contacted; `messenger` is a messaging app. */
export const contactChannels = ['email', 'phone', 'sms', 'messenger'] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** The consents a user gives or refuses (SPEC.md section 3). */
export const consentKinds = ['terms', 'images', 'referenceCustomer', 'communication'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** A consent is pending until the user accepts or declines it; it never goes back to pending. */
export const consentStates = ['pending', 'accepted', 'declined'] as const;
export type ConsentState = (typeof consentStates)[number];
/** The states a user can choose. */
export const consentDecisions = ['accepted', 'declined'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];

/**
 * The newsletter subscription of the user's e-mail address (SPEC.md section 4):
 * - `notSubscribed`: no subscription; subscribing sends a confirmation e-mail.
 * - `pending`: the confirmation e-mail is sent, its link not yet followed (it expires after
 *   7 days; subscribing again sends a new one).
 * - `subscribed`: confirmed ("already subscribed"); interests can be chosen now.
 * - `segmentNotSetUp`: the newsletter's default segment is not set up on this server, so
 *   nobody can subscribe.
 */
export const newsletterStatuses = [
  'notSubscribed',
  'pending',
  'subscribed',
  'segmentNotSetUp',
] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

const timestamp = z.iso.datetime({ offset: true });

export const consentSchema = z.object({
  state: z.enum(consentStates),
  /** When the user last changed it; null while pending. */
  changedAt: z.nullable(timestamp),
});
export type Consent = z.infer<typeof consentSchema>;

/** One change of a consent, as it was made. */
export const consentChangeSchema = z.object({
  consent: z.enum(consentKinds),
  state: z.enum(consentDecisions),
  changedAt: timestamp,
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

export const newsletterSchema = z.object({
  status: z.enum(newsletterStatuses),
  /** The address subscribed or waiting for confirmation; null when not subscribed. */
  email: z.nullable(z.string()),
  /** When the last confirmation e-mail was sent. */
  requestedAt: z.nullable(timestamp),
  confirmedAt: z.nullable(timestamp),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

/**
 * `GET /user/settings` (and the answer of every settings change): interests, contact channel,
 * newsletter and consents of the signed-in user.
 */
export const settingsSchema = z.object({
  /** The newsletter topics chosen; they only count while the newsletter is `subscribed`. */
  interests: z.array(z.enum(newsletterTopics)),
  contactChannel: z.nullable(z.enum(contactChannels)),
  newsletter: newsletterSchema,
  consents: z.object({
    terms: consentSchema,
    images: consentSchema,
    referenceCustomer: consentSchema,
    communication: consentSchema,
  }),
  /** Every change of a consent, newest first. */
  consentHistory: z.array(consentChangeSchema),
});
export type Settings = z.infer<typeof settingsSchema>;

// --- Requests ---------------------------------------------------------------------------------
// Issue messages are field error keys (`fieldErrorKeys`), as in farm.ts.

/**
 * `PUT /user/settings/interests`: the chosen topics (replacing the former choice). Answered
 * with 409 and a message while the newsletter is not `subscribed`: interests can be chosen
 * after confirming the subscription.
 */
export const interestsInputSchema = z.object({
  interests: z.pipe(
    z.array(z.enum(newsletterTopics, { error: 'option' }), { error: 'invalid' }),
    z.transform((topics: NewsletterTopic[]) => [...new Set(topics)]),
  ),
});
export type InterestsInput = z.input<typeof interestsInputSchema>;

/** `PUT /user/settings/contact`: the preferred contact channel; null for no preference. */
export const contactInputSchema = z.object({
  contactChannel: z.nullable(z.enum(contactChannels, { error: 'option' })),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/**
 * `PUT /user/settings/consents`: the consents to change, each `accepted` or `declined`;
 * consents left out stay as they are. Each change is kept with its time.
 */
export const consentsInputSchema = z.object({
  terms: z.optional(z.enum(consentDecisions, { error: 'option' })),
  images: z.optional(z.enum(consentDecisions, { error: 'option' })),
  referenceCustomer: z.optional(z.enum(consentDecisions, { error: 'option' })),
  communication: z.optional(z.enum(consentDecisions, { error: 'option' })),
});
export type ConsentsInput = z.input<typeof consentsInputSchema>;

/** The answer of the newsletter confirmation link (an HTML page; the outcome as data here). */
export const newsletterConfirmationOutcomes = [
  'confirmed',
  'alreadyConfirmed',
  'expired',
  'invalid',
] as const;
export type NewsletterConfirmationOutcome = (typeof newsletterConfirmationOutcomes)[number];

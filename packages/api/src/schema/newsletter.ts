import * as z from 'zod/mini';
import { contactFields } from './forms';
import { interestsInputSchema, newsletterTopics } from './settings';

// The public newsletter sign-up (SPEC.md section 4): a visitor gives an address and the privacy
// consent, confirms by the link of the mail, and then chooses interests with that link's token.

/** `POST /newsletter/subscriptions`: who subscribes. */
export const newsletterSignUpSchema = z.object({
  email: contactFields.email,
  privacyConsent: contactFields.privacyConsent,
});
export type NewsletterSignUpInput = z.input<typeof newsletterSignUpSchema>;

/** The answer to a sign-up: the confirmation mail is on its way. */
export const newsletterSignUpReceiptSchema = z.object({ mailSent: z.literal(true) });

/**
 * `POST /newsletter/interests`: the topics a confirmed subscription receives, authorised by the
 * token of its confirmation link (and only for that subscription).
 */
export const newsletterInterestsInputSchema = z.object({
  token: z.string({ error: 'required' }),
  interests: interestsInputSchema.shape.interests,
});
export type NewsletterInterestsInput = z.input<typeof newsletterInterestsInputSchema>;

export const newsletterInterestsSchema = z.object({
  interests: z.array(z.enum(newsletterTopics)),
});
export type NewsletterInterests = z.infer<typeof newsletterInterestsSchema>;

/** Where the confirmation link leads when it does not work: the page says why. */
export const newsletterLinkProblems = ['invalid', 'expired'] as const;
export type NewsletterLinkProblem = (typeof newsletterLinkProblems)[number];

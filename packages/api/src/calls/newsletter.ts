import { newsletterInterestsSchema, type NewsletterInterests } from '../schema';
import { publicGet, type PublicCallOptions } from '../client/request';

/** The path of `fetchNewsletterInterests(token)`. */
export const newsletterInterestsKey = (token: string) =>
  `/newsletter/interests?token=${encodeURIComponent(token)}`;

/**
 * GET /newsletter/interests (public): the topics of the confirmed subscription whose confirmation
 * link carries the token; 404 for a wrong token, 410 for an expired one, 409 while the
 * subscription is not confirmed, 503 while the newsletter is not set up.
 */
export function fetchNewsletterInterests(
  token: string,
  options: PublicCallOptions = {},
): Promise<NewsletterInterests> {
  return publicGet(newsletterInterestsKey(token), newsletterInterestsSchema, options);
}

import {
  settingsSchema,
  type ConsentsInput,
  type ContactInput,
  type InterestsInput,
  type Settings,
} from '../schema';
import { apiGet, apiSend } from '../client/request';

/** GET /user/settings: interests, contact channel, newsletter and consents with history. */
export function fetchSettings(signal?: AbortSignal): Promise<Settings> {
  return apiGet('/user/settings', settingsSchema, { signal });
}

/**
 * PUT /user/settings/interests: the newsletter topics. Refused (409) until the newsletter
 * subscription is confirmed.
 */
export function saveInterests(input: InterestsInput, signal?: AbortSignal): Promise<Settings> {
  return apiSend('PUT', '/user/settings/interests', input, settingsSchema, { signal });
}

/** PUT /user/settings/contact: the preferred contact channel. */
export function saveContactChannel(input: ContactInput, signal?: AbortSignal): Promise<Settings> {
  return apiSend('PUT', '/user/settings/contact', input, settingsSchema, { signal });
}

/**
 * POST /user/settings/newsletter: subscribes the profile's e-mail address; the server sends a
 * confirmation e-mail and the newsletter becomes `pending`. Sending it again while pending
 * sends a new e-mail. 409 when already subscribed, 503 when the segment is not set up.
 */
export function subscribeNewsletter(signal?: AbortSignal): Promise<Settings> {
  return apiSend('POST', '/user/settings/newsletter', {}, settingsSchema, { signal });
}

/** DELETE /user/settings/newsletter: unsubscribes (also a pending subscription); 409 when not subscribed. */
export function unsubscribeNewsletter(signal?: AbortSignal): Promise<Settings> {
  return apiSend('DELETE', '/user/settings/newsletter', undefined, settingsSchema, { signal });
}

/** PUT /user/settings/consents: accepts or declines the consents given; keeps each change. */
export function saveConsents(input: ConsentsInput, signal?: AbortSignal): Promise<Settings> {
  return apiSend('PUT', '/user/settings/consents', input, settingsSchema, { signal });
}

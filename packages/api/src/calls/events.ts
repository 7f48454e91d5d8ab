import {
  eventDetailSchema,
  eventListSchema,
  eventRegistrationSchema,
  trainingListSchema,
  type EventDetail,
  type EventList,
  type EventQuery,
  type EventRegistration,
  type EventRegistrationInput,
  type TrainingList,
} from '../schema';
import { apiGet, apiSend, publicGet, type PublicCallOptions } from '../client/request';

/** The query string of an event search (`format`, `region`, `training`), defaults left out. */
export function eventQueryParams(query: EventQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.format) params.set('format', query.format);
  if (query.region) params.set('region', query.region);
  if (query.trainingsOnly) params.set('training', 'true');
  return params;
}

/** The cache key and path of `fetchEvents(query)`. */
export function eventsKey(query: EventQuery = {}): string {
  const search = eventQueryParams(query).toString();
  return search ? `/events?${search}` : '/events';
}

/** GET /events (public): upcoming events, soonest first, and the regions to filter by. */
export function fetchEvents(
  query: EventQuery = {},
  options: PublicCallOptions = {},
): Promise<EventList> {
  return publicGet(eventsKey(query), eventListSchema, options);
}

/** The cache key and path of `fetchEvent(slug)`. */
export const eventKey = (slug: string) => `/events/${encodeURIComponent(slug)}`;

/** GET /events/{slug} (public): the event; 404 for an unknown slug. */
export function fetchEvent(slug: string, options: PublicCallOptions = {}): Promise<EventDetail> {
  return publicGet(eventKey(slug), eventDetailSchema, options);
}

/** The address of an event's calendar file (`text/calendar`, public), under the API's base. */
export const eventCalendarPath = (slug: string) => `${eventKey(slug)}/calendar.ics`;

/** The cache key of `fetchMyEventRegistration(slug)`. */
export const myEventRegistrationKey = (slug: string) => `${eventKey(slug)}/registrations/mine`;

/** GET /events/{slug}/registrations/mine: the signed-in user's sign-up for the event. */
export function fetchMyEventRegistration(
  slug: string,
  signal?: AbortSignal,
): Promise<EventRegistration> {
  return apiGet(myEventRegistrationKey(slug), eventRegistrationSchema, { signal });
}

/**
 * POST /events/{slug}/registrations: signs the user up with companions; 409 with the message
 * when the event is full ("ausgebucht"), the user is signed up already, or it is over.
 */
export function registerForEvent(
  slug: string,
  input: EventRegistrationInput,
  signal?: AbortSignal,
): Promise<EventRegistration> {
  return apiSend('POST', `${eventKey(slug)}/registrations`, input, eventRegistrationSchema, {
    signal,
  });
}

/** PUT /events/{slug}/registrations/mine: changes the number of companions. */
export function changeEventRegistration(
  slug: string,
  input: EventRegistrationInput,
  signal?: AbortSignal,
): Promise<EventRegistration> {
  return apiSend('PUT', myEventRegistrationKey(slug), input, eventRegistrationSchema, { signal });
}

/** DELETE /events/{slug}/registrations/mine: signs the user out of the event. */
export function cancelEventRegistration(
  slug: string,
  signal?: AbortSignal,
): Promise<EventRegistration> {
  return apiSend('DELETE', myEventRegistrationKey(slug), undefined, eventRegistrationSchema, {
    signal,
  });
}

/** The cache key of `fetchTrainings`. */
export const trainingsKey = '/trainings';

/** GET /trainings (signed in): the upcoming driver trainings and the user's missing conditions. */
export function fetchTrainings(signal?: AbortSignal): Promise<TrainingList> {
  return apiGet(trainingsKey, trainingListSchema, { signal });
}

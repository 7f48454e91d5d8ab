import {
  eventFormats,
  eventInputSchema,
  eventRegistrationInputSchema,
  type EventFormat,
  type EventInput,
  type EventRegistration,
  type FieldErrors,
  type TrainingList,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import type { AccessTokenVerifier } from '../../plugins/accessTokens';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { minutesToWait, Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { validBody } from '../../plugins/validBody';
import { staffRole } from '../fleet/review';
import { findUserById } from '../user/repository';
import type { UserRow } from '../user/tables';
import { displayName } from '../user/userData';
import { calendarFileName, eventCalendar } from './calendar';
import { eventMail, type EventMailKind } from './eventMail';
import {
  cancelRegistration,
  changeRegistration,
  createEvent,
  findEvent,
  findRegistration,
  findUpcomingEvents,
  missingCondition,
  register,
  toEventDetail,
  toEventSummary,
  trainingEligibility,
  updateEvent,
  upcomingRegions,
  type EventFilter,
  type PlacesOutcome,
} from './repository';
import type { EventRow } from './tables';
import { eventFieldMessages, eventMessages } from './texts';

export interface EventRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** To read an optional token on the public event page (its online link). */
  accessTokens: AccessTokenVerifier;
  /** The server's public address, for the calendar link in the mails. */
  publicUrl: string;
}

/** Sign-ups, changes and sign-outs per user (each sends a mail): 20 in 10 minutes. */
export const eventRegistrationLimits: ThrottleLimits = { limit: 20, windowMs: 10 * 60_000 };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type SlugParams = { Params: { slug: string } };

/**
 * Events and driver trainings (issue 17). Public: `GET /events` (upcoming, soonest first, with
 * the filter's regions), `GET /events/{slug}`, `GET /events/{slug}/calendar.ics`. Signed in:
 * the caller's sign-up (`GET|PUT|DELETE /events/{slug}/registrations/mine`,
 * `POST /events/{slug}/registrations`) and `GET /trainings`. Staff (realm role `staff`):
 * `POST /events`, `PUT /events/{slug}`.
 *
 * Places are taken and given back by one UPDATE each, never beyond the capacity, in the
 * transaction that writes the registration (repository.ts).
 */
export async function eventRoutes(app: FastifyInstance, options: EventRoutesOptions) {
  const { database, mailer } = options;
  const { orm } = database;
  const apiPath = app.prefix;
  const registrations = new Throttle(eventRegistrationLimits);

  /** The event of the path, or null once 404 has been sent. */
  async function eventOf(request: FastifyRequest<SlugParams>, reply: FastifyReply) {
    const { slug } = request.params;
    const event = slugPattern.test(slug) ? await findEvent(orm, slug) : undefined;
    if (event) return event;
    await reply.status(404).send(failure(request.t(eventMessages.notFound)));
    return null;
  }

  /** The user of an optional bearer token; null without one or with one that does not verify. */
  async function optionalCaller(request: FastifyRequest): Promise<UserRow | null> {
    const { authorization } = request.headers;
    if (!authorization) return null;
    try {
      const identity = await options.accessTokens.verify(authorization);
      return (await findUserById(orm, identity.subject)) ?? null;
    } catch {
      return null;
    }
  }

  async function isStaff(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (callerOf(request).roles.includes(staffRole)) return true;
    await reply.status(403).send(failure(request.t(eventMessages.staffOnly)));
    return false;
  }

  /** 429 with the minutes to wait, or false when the caller may go on. */
  async function throttled(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const wait = registrations.blockedFor([`user:${callerOf(request).id}`]);
    if (wait === 0) return false;
    await reply
      .status(429)
      .header('retry-after', String(Math.ceil(wait / 1000)))
      .send(failure(request.t(eventMessages.tooMany, { minutes: minutesToWait(wait) })));
    return true;
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    '/events',
    { config: { public: true } },
    async (request, reply) => {
      const { format, region, training } = request.query;
      const filter: EventFilter = {};
      if (format !== undefined) {
        if (!(eventFormats as readonly unknown[]).includes(format)) {
          return reply.status(400).send(failure(request.t(eventMessages.formatInvalid)));
        }
        filter.format = format as EventFormat;
      }
      if (training !== undefined) {
        if (training !== 'true' && training !== 'false') {
          return reply.status(400).send(failure(request.t(eventMessages.trainingInvalid)));
        }
        filter.trainingsOnly = training === 'true';
      }
      const now = new Date();
      const regions = await upcomingRegions(orm, now);
      if (region !== undefined) {
        if (typeof region !== 'string' || !regions.includes(region)) {
          return reply.status(400).send(failure(request.t(eventMessages.regionInvalid)));
        }
        filter.region = region;
      }
      const found = await findUpcomingEvents(orm, filter, now);
      return success({ events: found.map(toEventSummary), regions });
    },
  );

  app.get<SlugParams>('/events/:slug', { config: { public: true } }, async (request, reply) => {
    const event = await eventOf(request, reply);
    if (!event) return reply;
    let signedUp = false;
    if (event.onlineUrl) {
      const caller = await optionalCaller(request);
      signedUp =
        caller !== null &&
        (caller.roles.includes(staffRole) ||
          (await findRegistration(orm, event.id, caller.id)) !== null);
    }
    return success(toEventDetail(event, signedUp));
  });

  app.get<SlugParams>(
    '/events/:slug/calendar.ics',
    { config: { public: true } },
    async (request, reply) => {
      const event = await eventOf(request, reply);
      if (!event) return reply;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(event)}"`)
        .send(eventCalendar(event, { now: new Date() }));
    },
  );

  /** The caller's sign-up as the contract answers it. */
  function registrationAnswer(
    outcome: Extract<PlacesOutcome, { status: 'done' }>,
  ): EventRegistration {
    return {
      registered: outcome.registration !== null,
      companions: outcome.registration?.companions ?? 0,
      registeredAt: outcome.registration?.registeredAt.toISOString() ?? null,
      placesLeft: outcome.placesLeft,
    };
  }

  app.get<SlugParams>('/events/:slug/registrations/mine', async (request, reply) => {
    const event = await eventOf(request, reply);
    if (!event) return reply;
    const registration = await findRegistration(orm, event.id, callerOf(request).id);
    return success(
      registrationAnswer({
        status: 'done',
        registration,
        placesLeft: toEventSummary(event).placesLeft,
      }),
    );
  });

  /**
   * The checks before a sign-up or change: the event has not begun (409), the body is valid and
   * brings no more companions than the event allows (400). The companions, or null once answered.
   */
  async function companionsFor(
    request: FastifyRequest<SlugParams>,
    reply: FastifyReply,
    event: EventRow,
  ): Promise<number | null> {
    const input = await validBody(eventRegistrationInputSchema, request, reply);
    if (!input) return null;
    if (event.startsAt <= new Date()) {
      await reply.status(409).send(failure(request.t(eventMessages.started)));
      return null;
    }
    if (input.companions > event.companionsAllowed) {
      const message = request.t(eventMessages.tooManyCompanions, { max: event.companionsAllowed });
      const errors: FieldErrors = { companions: message };
      await reply.status(400).send(failure(message, errors));
      return null;
    }
    return input.companions;
  }

  /** The answer to a refused change of places. */
  function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    status: Exclude<PlacesOutcome['status'], 'done'>,
  ) {
    if (status === 'notRegistered') {
      return reply.status(404).send(failure(request.t(eventMessages.notRegistered)));
    }
    return reply.status(409).send(failure(request.t(eventMessages[status])));
  }

  /** The confirmation mail; the sign-up stands when it fails (logged). */
  async function mail(
    request: FastifyRequest,
    kind: EventMailKind,
    event: EventRow,
    companions: number,
  ) {
    const caller = callerOf(request);
    if (!caller.email) return;
    const calendarUrl = `${options.publicUrl.replace(/\/$/, '')}${apiPath}/events/${event.slug}/calendar.ics`;
    await mailer
      .send(
        eventMail(
          kind,
          event,
          companions,
          {
            to: caller.email,
            userId: caller.id,
            name: displayName(caller),
            locale: request.locale,
          },
          { calendarUrl, now: new Date() },
        ),
      )
      .catch((error: unknown) => request.log.error({ err: error }, 'The event mail failed'));
  }

  app.post<SlugParams>('/events/:slug/registrations', async (request, reply) => {
    if (await throttled(request, reply)) return reply;
    const event = await eventOf(request, reply);
    if (!event) return reply;
    const companions = await companionsFor(request, reply, event);
    if (companions === null) return reply;
    const caller = callerOf(request);
    if (event.training) {
      const missing = missingCondition(await trainingEligibility(orm, caller));
      if (missing) return reply.status(403).send(failure(request.t(eventMessages[missing])));
    }
    const outcome = await register(database, event.id, caller.id, companions);
    if (outcome.status !== 'done') return refused(request, reply, outcome.status);
    registrations.count([`user:${caller.id}`]);
    await mail(request, 'registered', event, companions);
    return success(
      registrationAnswer(outcome),
      request.t(event.training ? eventMessages.trainingRegistered : eventMessages.registered),
    );
  });

  app.put<SlugParams>('/events/:slug/registrations/mine', async (request, reply) => {
    if (await throttled(request, reply)) return reply;
    const event = await eventOf(request, reply);
    if (!event) return reply;
    const companions = await companionsFor(request, reply, event);
    if (companions === null) return reply;
    const caller = callerOf(request);
    const outcome = await changeRegistration(database, event.id, caller.id, companions);
    if (outcome.status !== 'done') return refused(request, reply, outcome.status);
    registrations.count([`user:${caller.id}`]);
    await mail(request, 'changed', event, companions);
    return success(registrationAnswer(outcome), request.t(eventMessages.changed));
  });

  app.delete<SlugParams>('/events/:slug/registrations/mine', async (request, reply) => {
    if (await throttled(request, reply)) return reply;
    const event = await eventOf(request, reply);
    if (!event) return reply;
    if (event.startsAt <= new Date()) {
      return reply.status(409).send(failure(request.t(eventMessages.started)));
    }
    const caller = callerOf(request);
    const outcome = await cancelRegistration(database, event.id, caller.id);
    if (outcome.status !== 'done') return refused(request, reply, outcome.status);
    registrations.count([`user:${caller.id}`]);
    await mail(request, 'cancelled', event, 0);
    return success(registrationAnswer(outcome), request.t(eventMessages.cancelled));
  });

  app.get('/trainings', async (request) => {
    const now = new Date();
    const [eligibility, trainings] = await Promise.all([
      trainingEligibility(orm, callerOf(request), now),
      findUpcomingEvents(orm, { trainingsOnly: true }, now),
    ]);
    const list: TrainingList = { eligibility, trainings: trainings.map(toEventSummary) };
    return success(list);
  });

  /** An event as staff wrote it, checked across fields; null once 400 has been sent. */
  async function eventInput(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<EventInput | null> {
    const input = await validBody(eventInputSchema, request, reply);
    if (!input) return null;
    const errors: FieldErrors = {};
    if (new Date(input.endsAt) <= new Date(input.startsAt)) {
      errors.endsAt = request.t(eventFieldMessages.endsBeforeStart);
    }
    if (input.format === 'onSite' && !input.venue) {
      errors.venue = request.t(eventFieldMessages.venueRequired);
    }
    if (input.format === 'online' && !input.onlineUrl) {
      errors.onlineUrl = request.t(eventFieldMessages.onlineUrlRequired);
    }
    if (Object.keys(errors).length > 0) {
      await reply.status(400).send(failure(request.t(errorMessages.invalidInput), errors));
      return null;
    }
    return input;
  }

  app.post('/events', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const input = await eventInput(request, reply);
    if (!input) return reply;
    const event = await createEvent(orm, input);
    // 200 like every answer of this API: its client counts nothing else as success.
    return success(toEventDetail(event, true), request.t(eventMessages.saved));
  });

  app.put<SlugParams>('/events/:slug', async (request, reply) => {
    if (!(await isStaff(request, reply))) return reply;
    const event = await eventOf(request, reply);
    if (!event) return reply;
    const input = await eventInput(request, reply);
    if (!input) return reply;
    const updated = await updateEvent(orm, event.id, input);
    if (!updated) {
      const current = await findEvent(orm, event.slug);
      if (!current) return reply.status(404).send(failure(request.t(eventMessages.notFound)));
      const message = request.t(eventFieldMessages.capacityBelowTaken, {
        taken: current.placesTaken,
      });
      return reply
        .status(400)
        .send(failure(request.t(errorMessages.invalidInput), { capacity: message }));
    }
    return success(toEventDetail(updated, true), request.t(eventMessages.saved));
  });
}

import { languageOf } from '@lindner/i18n/core';
import {
  eventRegistrationInputSchema,
  eventRegistrationSchema,
  eventSlugParamsSchema,
  trainingListSchema,
  type EventRegistration,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { TooManyRequests, type Limit } from '../../plugins/throttling/throttling';
import { displayName } from '../../plugins/users';
import { eventMail, type EventMailKind } from './eventMail';
import { eventOfPath, findUpcomingEvents, toEventSummary } from './eventList';
import {
  cancelRegistration,
  changeRegistration,
  findRegistration,
  register,
  type PlacesOutcome,
} from './places';
import type { EventRow } from './tables';
import { eventMessages } from './texts';
import { missingCondition, trainingEligibility } from './trainings';

/**
 * Sign-ups, changes and sign-outs (each sends a mail): 20 in 10 minutes per user and per
 * address. Only those done count; one more is refused before anything changes.
 */
export const eventSignUpLimit: Limit = {
  name: 'event-sign-ups',
  max: 20,
  windowMs: 10 * 60_000,
  message: eventMessages.tooMany,
};

const tags = ['events'];

/**
 * The sign-up box of an event (signed in): the caller's sign-up
 * (`GET|PUT|DELETE /events/{slug}/registrations/mine`, `POST /events/{slug}/registrations`),
 * each change confirmed by mail; and `GET /trainings` with what the caller lacks for one.
 *
 * Places are taken and given back by one UPDATE each, never beyond the capacity, in the
 * transaction that writes the registration (places.ts).
 */
export const signUpRoutes: SchemaRoutes<{
  database: Database;
  mailer: Mailer;
  publicUrl: string;
}> = async (app, { database, mailer, publicUrl }) => {
  const { orm } = database;
  const apiPath = app.prefix;
  const signUps = app.limiter(eventSignUpLimit);

  const registrationRoute = (summary: string) => ({
    tags,
    summary,
    params: eventSlugParamsSchema,
    response: answers(eventRegistrationSchema),
  });

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

  /** A sign-up or sign-out is possible until the event begins. */
  function refuseStarted(request: FastifyRequest, event: EventRow) {
    if (event.startsAt <= new Date()) throw new Refusal(409, request.t(eventMessages.started));
  }

  /** No more companions than the event allows (400 on `companions`). */
  function refuseCompanions(request: FastifyRequest, event: EventRow, companions: number) {
    if (companions <= event.companionsAllowed) return;
    const message = request.t(eventMessages.tooManyCompanions, { max: event.companionsAllowed });
    throw new Refusal(400, message, { companions: message });
  }

  /** The answer to a refused change of places. */
  function refusal(request: FastifyRequest, status: Exclude<PlacesOutcome['status'], 'done'>) {
    if (status === 'notRegistered') {
      return new Refusal(404, request.t(eventMessages.notRegistered));
    }
    return new Refusal(409, request.t(eventMessages[status]));
  }

  /**
   * Counts a change done and sends its confirmation; the change stands when the mail fails
   * (logged), or when a change made at the same time reached the limit (no mail then).
   */
  async function confirm(
    request: FastifyRequest,
    kind: EventMailKind,
    event: EventRow,
    companions: number,
  ) {
    try {
      await signUps.count(request);
    } catch (error) {
      if (error instanceof TooManyRequests) return;
      throw error;
    }
    const caller = callerOf(request);
    if (!caller.email) return;
    const calendarUrl = `${publicUrl.replace(/\/$/, '')}${apiPath}/events/${event.slug}/calendar.ics`;
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

  app.get(
    '/events/:slug/registrations/mine',
    { schema: registrationRoute('The caller’s sign-up for an event') },
    async (request) => {
      const event = await eventOfPath(orm, request, request.params.slug);
      const registration = await findRegistration(orm, event.id, callerOf(request).id);
      return success(
        registrationAnswer({
          status: 'done',
          registration,
          placesLeft: toEventSummary(event).placesLeft,
        }),
      );
    },
  );

  app.post(
    '/events/:slug/registrations',
    {
      schema: {
        ...registrationRoute('Sign up for an event with companions'),
        body: eventRegistrationInputSchema,
      },
    },
    async (request) => {
      await signUps.count(request, { peek: true });
      const event = await eventOfPath(orm, request, request.params.slug);
      const { companions } = request.body;
      refuseStarted(request, event);
      refuseCompanions(request, event, companions);
      const caller = callerOf(request);
      if (event.training) {
        const missing = missingCondition(await trainingEligibility(orm, caller));
        if (missing) throw new Refusal(403, request.t(eventMessages[missing]));
      }
      const outcome = await register(database, event.id, caller.id, companions);
      if (outcome.status !== 'done') throw refusal(request, outcome.status);
      await confirm(request, 'registered', event, companions);
      return success(
        registrationAnswer(outcome),
        request.t(event.training ? eventMessages.trainingRegistered : eventMessages.registered),
      );
    },
  );

  app.put(
    '/events/:slug/registrations/mine',
    {
      schema: {
        ...registrationRoute('Change the companions of the caller’s sign-up'),
        body: eventRegistrationInputSchema,
      },
    },
    async (request) => {
      await signUps.count(request, { peek: true });
      const event = await eventOfPath(orm, request, request.params.slug);
      const { companions } = request.body;
      refuseStarted(request, event);
      refuseCompanions(request, event, companions);
      const outcome = await changeRegistration(
        database,
        event.id,
        callerOf(request).id,
        companions,
      );
      if (outcome.status !== 'done') throw refusal(request, outcome.status);
      await confirm(request, 'changed', event, companions);
      return success(registrationAnswer(outcome), request.t(eventMessages.changed));
    },
  );

  app.delete(
    '/events/:slug/registrations/mine',
    { schema: registrationRoute('Sign out of an event') },
    async (request) => {
      await signUps.count(request, { peek: true });
      const event = await eventOfPath(orm, request, request.params.slug);
      refuseStarted(request, event);
      const outcome = await cancelRegistration(database, event.id, callerOf(request).id);
      if (outcome.status !== 'done') throw refusal(request, outcome.status);
      await confirm(request, 'cancelled', event, 0);
      return success(registrationAnswer(outcome), request.t(eventMessages.cancelled));
    },
  );

  app.get(
    '/trainings',
    {
      schema: {
        tags,
        summary: 'The upcoming driver trainings and what the caller lacks for them',
        response: answers(trainingListSchema),
      },
    },
    async (request) => {
      const now = new Date();
      const [eligibility, trainings] = await Promise.all([
        trainingEligibility(orm, callerOf(request), now),
        findUpcomingEvents(orm, { trainingsOnly: true }, languageOf(request.locale), now),
      ]);
      return success({ eligibility, trainings: trainings.map(toEventSummary) });
    },
  );
};

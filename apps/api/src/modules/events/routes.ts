import { languageOf } from '@lindner/i18n/core';
import {
  eventDetailSchema,
  eventListQuerySchema,
  eventListSchema,
  eventSlugParamsSchema,
} from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { isStaff } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { calendarFileName, eventCalendar } from './calendar';
import {
  eventOfPath,
  findUpcomingEvents,
  toEventDetail,
  toEventSummary,
  upcomingRegions,
  type EventFilter,
} from './eventList';
import { findRegistration } from './places';
import { signUpRoutes } from './signUpRoutes';
import { staffEventRoutes } from './staffEventRoutes';
import { eventMessages } from './texts';

export interface EventRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** The server's public address, for the calendar link in the mails. */
  publicUrl: string;
}

const tags = ['events'];

/** The wording of the list filter's field errors. */
const listFieldErrors = {
  eventFormat: eventMessages.formatInvalid,
  eventRegion: eventMessages.regionInvalid,
  eventTraining: eventMessages.trainingInvalid,
};

/**
 * Events and driver trainings (issue 17). Public: `GET /events` (upcoming, soonest first, with
 * the filter's regions), `GET /events/{slug}`, `GET /events/{slug}/calendar.ics`. Signed in:
 * the sign-up box and the trainings (signUpRoutes.ts). Staff: writing events
 * (staffEventRoutes.ts).
 */
export const eventRoutes: SchemaRoutes<EventRoutesOptions> = async (app, options) => {
  const { database } = options;
  const { orm } = database;

  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Upcoming events, soonest first, with the regions to filter by',
        querystring: eventListQuerySchema,
        response: answers(eventListSchema),
      },
      config: { public: true, fieldErrors: listFieldErrors },
    },
    async (request) => {
      const { format, region, training } = request.query;
      const now = new Date();
      const regions = await upcomingRegions(orm, now);
      if (region !== undefined && !regions.includes(region)) {
        throw new Refusal(400, request.t(errorMessages.invalidInput), {
          region: request.t(eventMessages.regionInvalid),
        });
      }
      const filter: EventFilter = { format, region, trainingsOnly: training };
      const found = await findUpcomingEvents(orm, filter, languageOf(request.locale), now);
      return success({ events: found.map(toEventSummary), regions });
    },
  );

  app.get(
    '/events/:slug',
    {
      schema: {
        tags,
        summary:
          'An event; its online link only for a caller signed up for it (or staff), else null',
        params: eventSlugParamsSchema,
        response: answers(eventDetailSchema),
      },
      config: { callerOptional: true },
    },
    async (request) => {
      const event = await eventOfPath(orm, request, request.params.slug);
      const { caller } = request;
      const signedUp =
        event.onlineUrl !== null &&
        caller !== null &&
        (isStaff(caller) || (await findRegistration(orm, event.id, caller.id)) !== null);
      return success(toEventDetail(event, signedUp));
    },
  );

  app.get(
    '/events/:slug/calendar.ics',
    {
      schema: {
        tags,
        summary: 'An event as an iCalendar file (text/calendar)',
        params: eventSlugParamsSchema,
      },
      config: { public: true },
    },
    async (request, reply) => {
      const event = await eventOfPath(orm, request, request.params.slug);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(event)}"`)
        .send(eventCalendar(event, { now: new Date() }));
    },
  );

  await app.register(signUpRoutes, options);
  await app.register(staffEventRoutes, { database });
};

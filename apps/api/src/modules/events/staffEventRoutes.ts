import { languageOf } from '@lindner/i18n/core';
import { eventDetailSchema, eventInputSchema, eventSlugParamsSchema } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import { Refusal, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { eventOfPath, findEvent, toEventDetail } from './eventList';
import { createEvent, updateEvent, writeEventTranslations } from './eventWriting';
import { eventFieldMessages, eventMessages } from './texts';

const tags = ['events'];

/** Realm role staff only (403 for anyone else), with the wording of the events' field rules. */
const config = {
  staffOnly: true,
  fieldErrors: {
    httpsUrl: eventFieldMessages.onlineUrlHttps,
    endsBeforeStart: eventFieldMessages.endsBeforeStart,
    venueRequired: eventFieldMessages.venueRequired,
    onlineUrlRequired: eventFieldMessages.onlineUrlRequired,
  },
};

/** Staff write events: `POST /events` (a slug from the title), `PUT /events/{slug}`. */
export const staffEventRoutes: SchemaRoutes<{ database: Database }> = async (app, { database }) => {
  const { orm } = database;

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Create an event (staff)',
        body: eventInputSchema,
        response: answers(eventDetailSchema),
      },
      config,
    },
    async (request) => {
      const created = await createEvent(orm, request.body);
      await writeEventTranslations(orm, created.id, request.body.translations);
      const event = await findEvent(orm, created.slug, languageOf(request.locale));
      // 200 like every answer of this API: its client counts nothing else as success.
      return success(toEventDetail(event!, true), request.t(eventMessages.saved));
    },
  );

  app.put(
    '/events/:slug',
    {
      schema: {
        tags,
        summary: 'Change an event, keeping its slug (staff)',
        params: eventSlugParamsSchema,
        body: eventInputSchema,
        response: answers(eventDetailSchema),
      },
      config,
    },
    async (request) => {
      const event = await eventOfPath(orm, request, request.params.slug);
      const updated = await updateEvent(orm, event.id, request.body);
      if (updated) {
        await writeEventTranslations(orm, event.id, request.body.translations);
        const saved = await findEvent(orm, event.slug, languageOf(request.locale));
        if (saved) return success(toEventDetail(saved, true), request.t(eventMessages.saved));
      }
      const current = await findEvent(orm, event.slug, 'de');
      if (!current) throw new Refusal(404, request.t(eventMessages.notFound));
      throw new Refusal(400, request.t(errorMessages.invalidInput), {
        capacity: request.t(eventFieldMessages.capacityBelowTaken, { taken: current.placesTaken }),
      });
    },
  );
};

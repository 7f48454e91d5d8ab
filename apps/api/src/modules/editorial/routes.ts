import {
  editorialEntryParamsSchema,
  editorialEntrySchema,
  editorialQueueSchema,
  editorialRejectionSchema,
  myEditorialEntriesSchema,
  type EditorialEntry,
  type EditorialKind,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import type { EditorialDecision, EditorialSources } from '../../plugins/editorialSources';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { rejectionMail } from './rejectionMail';
import { editorialMessages } from './texts';

const tags = ['editorial'];

interface EditorialOptions {
  /** The community domains' entries; filled while they register, so read per request. */
  sources: EditorialSources;
  mailer: Mailer;
  /** The server's public address, for the link in the rejection mail. */
  publicUrl: string;
}

/** Every id a source hands out is a UUID; anything else names no entry (and reaches no SQL). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const byTime = (entry: EditorialEntry) => Date.parse(entry.submittedAt);

/**
 * The one editorial review (issue 30 point 5): staff list every user-made entry of the community
 * domains that waits (oldest first), approve it (the domain publishes it, the drawing contest's
 * on the next working day) or reject it with a reason mailed to the writer in their language.
 * A signed-in writer lists their own entries of every kind with their state.
 */
export const editorialRoutes: SchemaRoutes<EditorialOptions> = async (
  app,
  { sources, mailer, publicUrl },
) => {
  /** Asks the source of the entry's kind to decide; 404 when nothing of that id waits. */
  async function decide(
    request: FastifyRequest,
    { kind, id }: { kind: EditorialKind; id: string },
    decision: EditorialDecision,
  ) {
    const source = sources.of(kind);
    const decided = source && uuidPattern.test(id) ? await source.decide(kind, id, decision) : null;
    if (!decided) throw new Refusal(404, request.t(editorialMessages.entryNotFound));
    return decided;
  }

  app.get(
    '/editorial/entries',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Every user-made entry waiting for review, oldest first (staff)',
        response: answers(editorialQueueSchema),
      },
    },
    async () => {
      const pending = await Promise.all(sources.all().map((source) => source.pending()));
      return success(pending.flat().sort((a, b) => byTime(a) - byTime(b)));
    },
  );

  app.post(
    '/editorial/entries/:kind/:id/approve',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Approve an entry: its domain publishes it (staff)',
        params: editorialEntryParamsSchema,
        response: answers(editorialEntrySchema),
      },
    },
    async (request) => {
      const { entry } = await decide(request, request.params, {
        approve: true,
        staffUserId: callerOf(request).id,
        now: new Date(),
      });
      return success(entry, request.t(editorialMessages.approved));
    },
  );

  app.post(
    '/editorial/entries/:kind/:id/reject',
    {
      config: { staffOnly: true },
      schema: {
        tags,
        summary: 'Reject an entry with a reason, which is mailed to its writer (staff)',
        params: editorialEntryParamsSchema,
        body: editorialRejectionSchema,
        response: answers(editorialEntrySchema),
      },
    },
    async (request) => {
      const { reason } = request.body;
      const { entry, writer } = await decide(request, request.params, {
        approve: false,
        reason,
        staffUserId: callerOf(request).id,
        now: new Date(),
      });
      await mailer.send(rejectionMail(entry, writer, { reason, publicUrl }));
      return success(entry, request.t(editorialMessages.rejected));
    },
  );

  app.get(
    '/editorial/my-entries',
    {
      schema: {
        tags,
        summary: 'The caller’s own entries of every kind with their review state, newest first',
        response: answers(myEditorialEntriesSchema),
      },
    },
    async (request) => {
      const { id } = callerOf(request);
      const written = await Promise.all(sources.all().map((source) => source.writtenBy(id)));
      return success(written.flat().sort((a, b) => byTime(b) - byTime(a)));
    },
  );
};

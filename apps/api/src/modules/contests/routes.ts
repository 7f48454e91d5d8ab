import {
  avatarLimits,
  contestDetailSchema,
  contestEntryReceiptSchema,
  contestEntrySchemas,
  contestListSchema,
  contestParamsSchema,
  contestPictureField,
  contestPictureSchema,
  fieldErrorMessages,
  type ContestKind,
  type ValidContestEntries,
} from '@lindner/api/schema';
import { languageOf } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Database, Orm } from '../../database/connection';
import { isStaff } from '../../plugins/auth';
import type { EditorialSources } from '../../plugins/editorialSources';
import { Refusal, success } from '../../plugins/envelope';
import {
  PictureError,
  pictureProblemStatus,
  renderPicture,
  uploadedPicture,
} from '../../plugins/pictures';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { uploads } from '../../plugins/uploads';
import {
  entryPictureAspect,
  entryPictureWidths,
  toContestEntry,
  toContestSummary,
  type EntryPictureRendition,
} from './answers';
import { contestEditorialSource } from './editorialSource';
import {
  loadContests,
  loadEntryPictureFile,
  loadPublishedEntries,
  saveEntry,
  savePicture,
} from './repository';
import { contestFieldErrors, contestMessages } from './texts';
import { contestVoteRoutes } from './voting';

export interface ContestRoutesOptions {
  database: Database;
  /** The editorial review's sources: the contests add theirs. */
  editorialSources: EditorialSources;
  /** The clock (tests move it); the time of the request otherwise. */
  now?: () => Date;
}

/** Accepted entries per client address: 5 in 10 minutes, as the public forms. */
export const contestEntryLimit: Limit = {
  name: 'contest-entries',
  max: 5,
  windowMs: 10 * 60_000,
  per: 'address',
  message: contestMessages.tooManyEntries,
};

/** Picture uploads per client address: 20 in 10 minutes (each one is decoded and re-encoded). */
export const contestPictureLimit: Limit = {
  name: 'contest-pictures',
  max: 20,
  windowMs: 10 * 60_000,
  per: 'address',
  message: contestMessages.tooManyEntries,
};

const tags = ['contests'];
const renditions = Object.keys(entryPictureWidths) as EntryPictureRendition[];

/**
 * The contests (issue 30 point 4), public: `GET /contests`, `GET /contests/{contest}` (texts in
 * the caller's language where they exist, else German; the published entries with their votes),
 * entries (`POST /contests/{contest}/pictures` takes the picture, checked by content, then
 * `POST /contests/{contest}/entries` the entry naming it), the entries' pictures, and voting
 * (voting.ts). Entries wait for the editorial review, to which the contests offer theirs.
 */
export const contestRoutes: SchemaRoutes<ContestRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const now = options.now ?? (() => new Date());
  const apiPath = app.prefix;
  const entries = app.limiter(contestEntryLimit);
  const pictures = app.limiter(contestPictureLimit);
  options.editorialSources.add(contestEditorialSource(orm));
  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes });

  app.get(
    '/contests',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The photo, drawing and moment contests with their deadlines',
        response: answers(contestListSchema),
      },
    },
    async (request) => {
      const at = now();
      const found = await loadContests(orm, languageOf(request.locale), at);
      return success(found.map((contest) => toContestSummary(contest, at)));
    },
  );

  app.get(
    '/contests/:contest',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A contest with its published entries and their votes',
        params: contestParamsSchema,
        response: answers(contestDetailSchema),
      },
    },
    async (request) => {
      const at = now();
      const { contest } = request.params;
      const [found] = await loadContests(orm, languageOf(request.locale), at, contest);
      if (!found) throw new Refusal(404, request.t(contestMessages.notFound));
      const published = await loadPublishedEntries(orm, contest, at);
      return success({
        ...toContestSummary(found, at),
        entries: published.map((entry) => toContestEntry(entry, apiPath)),
      });
    },
  );

  app.post(
    '/contests/:contest/pictures',
    {
      config: { public: true },
      preValidation: async (request: FastifyRequest) => pictures.count(request, { peek: true }),
      schema: {
        tags,
        summary: `Upload an entry's picture (multipart field "${contestPictureField}", JPEG, PNG or WebP, at most 10 MB)`,
        params: contestParamsSchema,
        response: answers(contestPictureSchema),
      },
    },
    async (request) => {
      await refuseAfterDeadline(orm, request, request.params.contest, now());
      const upload = await uploadedPicture(request, contestPictureField);
      await pictures.count(request);
      let files;
      try {
        files = await renderPicture(upload, {
          widths: entryPictureWidths,
          aspect: entryPictureAspect,
          quality: 80,
        });
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        const message = request.t(fieldErrorMessages[error.problem]);
        throw new Refusal(pictureProblemStatus[error.problem], message, {
          [contestPictureField]: message,
        });
      }
      const pictureId = await savePicture(orm, request.params.contest, files);
      return success({ pictureId }, request.t(contestMessages.pictureReceived));
    },
  );

  const entryRoute = <Kind extends ContestKind>(kind: Kind) =>
    app.post(
      `/contests/${kind}/entries`,
      {
        // Anyone may take part; a signed-in writer sees the entry's state later.
        config: { public: true, callerOptional: true, fieldErrors: contestFieldErrors },
        preValidation: async (request: FastifyRequest) => {
          await entries.count(request, { peek: true });
          // Before the fields are read: after the deadline, no form is worth correcting.
          await refuseAfterDeadline(orm, request, kind, now());
        },
        schema: {
          tags,
          summary: `Send an entry to the ${kind}; it is public after the editorial review`,
          body: contestEntrySchemas[kind] as unknown as z.ZodMiniType<ValidContestEntries[Kind]>,
          response: answers(contestEntryReceiptSchema),
        },
      },
      async (request) => {
        const at = now();
        await entries.count(request);
        const fields = request.body as ValidContestEntries[Kind];
        const row = await saveEntry(orm, { kind, fields } as never, {
          locale: request.locale,
          userId: request.caller?.id ?? null,
          now: at,
        });
        if (!row) {
          const message = request.t(contestMessages.pictureUnknown);
          throw new Refusal(400, message, { pictureId: message });
        }
        const drawing = kind === 'drawing-contest';
        return success(
          {
            id: row.id,
            contest: kind,
            published: drawing ? 'next-working-day-after-review' : 'after-review',
          } as const,
          request.t(drawing ? contestMessages.receivedDrawing : contestMessages.received),
        );
      },
    );
  entryRoute('photo-contest');
  entryRoute('drawing-contest');
  entryRoute('moment-contest');

  app.get(
    '/contest-entries/:id/pictures/:file',
    {
      // Public once published; before, its writer and staff (who send a token) see it.
      config: { public: true, callerOptional: true },
      schema: {
        tags,
        summary: "An entry's picture (xs.webp, md.webp, xs@2x.webp, md@2x.webp)",
        params: z.object({ id: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const rendition = renditions.find((each) => `${each}.webp` === file);
      const found =
        rendition && /^[0-9a-f-]{36}$/.test(id)
          ? await loadEntryPictureFile(orm, id, rendition)
          : undefined;
      const { caller } = request;
      const published =
        found?.entry.state === 'approved' &&
        found.entry.publishedAt !== null &&
        found.entry.publishedAt <= now();
      const allowed =
        found &&
        (published || isStaff(caller ?? null) || (caller && caller.id === found.entry.userId));
      if (!found || !allowed) throw new Refusal(404, request.t(contestMessages.notFound));
      return reply
        .type(found.contentType)
        .header('cache-control', published ? 'public, max-age=600' : 'private, no-store')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(found.bytes);
    },
  );

  await app.register(contestVoteRoutes, { database: options.database, now });
};

/** After the contest's submission deadline: SPEC.md's "submission deadline is over". */
async function refuseAfterDeadline(
  orm: Orm,
  request: FastifyRequest,
  kind: ContestKind,
  at: Date,
): Promise<void> {
  const [found] = await loadContests(orm, 'de', at, kind);
  if (!found) throw new Refusal(404, request.t(contestMessages.notFound));
  if (found.contest.submissionDeadline <= at) {
    throw new Refusal(410, request.t(contestMessages.deadlineOver));
  }
}

import * as z from 'zod/mini';
import {
  contestKinds,
  contestPictureIdPattern,
  contestTextLimits,
  contestZipPattern,
  drawerAgeBands,
  isVideoUrl,
  type ContestKind,
} from './contestRules';
import { imageAssetSchema } from './image';
import { optionalText, requiredText } from './text';
import { emailAddressPattern } from './textRules';

// The community's contests (SPEC.md sections 1, 3 "Competitions", 4, 5 and 9): a photo contest,
// a drawing contest and a moment contest, one of each. Entries wait for the editorial review;
// approved ones are public (the drawing contest's on the next working day) and can be voted on.
// Issue messages are field error keys: the general ones and `contestFieldErrorKeys`.

const email = requiredText(contestTextLimits.email, {
  format: { pattern: emailAddressPattern, error: 'email' },
});
const privacyConsent = z.literal(true, { error: 'privacyRequired' });
const pictureId = z
  .string({ error: 'fileRequired' })
  .check(z.regex(contestPictureIdPattern, { error: 'fileRequired' }));

/** Who writes any entry: the name (the first one is published), the address for the decision. */
const writerFields = {
  firstName: requiredText(contestTextLimits.firstName),
  lastName: requiredText(contestTextLimits.lastName),
  email,
  privacyConsent,
};

/** `POST /contests/photo-contest/entries`: an uploaded picture and its title. */
export const photoEntrySchema = z.object({
  ...writerFields,
  pictureId,
  title: requiredText(contestTextLimits.title),
});
export type PhotoEntryInput = z.input<typeof photoEntrySchema>;

/**
 * `POST /contests/drawing-contest/entries`: a picture or scan of the drawing, the drawer's first
 * name and age band, the parent's address (the prize is sent there), the participation terms.
 */
export const drawingEntrySchema = z.object({
  ...writerFields,
  pictureId,
  drawerFirstName: requiredText(contestTextLimits.firstName),
  ageBand: z.enum(drawerAgeBands, { error: 'option' }),
  street: requiredText(contestTextLimits.street),
  zip: requiredText(contestTextLimits.zip, {
    format: { pattern: contestZipPattern, error: 'zip' },
  }),
  city: requiredText(contestTextLimits.city),
  termsAccepted: z.literal(true, { error: 'termsRequired' }),
});
export type DrawingEntryInput = z.input<typeof drawingEntrySchema>;

/** `POST /contests/moment-contest/entries`: a video link (https) or a picture, and a description. */
export const momentEntrySchema = z
  .object({
    ...writerFields,
    pictureId: z._default(z.nullable(pictureId), null),
    videoUrl: optionalText(contestTextLimits.videoUrl, {
      format: { pattern: { test: isVideoUrl }, error: 'videoUrl' },
    }),
    description: requiredText(contestTextLimits.description, { multiLine: true }),
  })
  .check(
    z.superRefine(
      (entry, context) => {
        if (entry.pictureId === null && entry.videoUrl === null) {
          context.issues.push({
            code: 'custom',
            message: 'videoOrPicture',
            path: ['videoUrl'],
            input: entry.videoUrl,
          });
        }
      },
      {
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'videoUrl' || issue.path?.[0] === 'pictureId',
          ),
      },
    ),
  );
export type MomentEntryInput = z.input<typeof momentEntrySchema>;

export const contestEntrySchemas = {
  'photo-contest': photoEntrySchema,
  'drawing-contest': drawingEntrySchema,
  'moment-contest': momentEntrySchema,
} as const;
export interface ContestEntryInputs {
  'photo-contest': PhotoEntryInput;
  'drawing-contest': DrawingEntryInput;
  'moment-contest': MomentEntryInput;
}
export type ValidContestEntries = {
  [Kind in ContestKind]: z.output<(typeof contestEntrySchemas)[Kind]>;
};

/** The answer of `POST /contests/{contest}/pictures`: the id an entry names the picture by. */
export const contestPictureSchema = z.object({ pictureId: z.string() });
export type ContestPicture = z.infer<typeof contestPictureSchema>;

/** The answer of `POST /contests/{contest}/entries`: when the entry will be public. */
export const contestEntryReceiptSchema = z.object({
  id: z.string(),
  contest: z.enum(contestKinds),
  /** After the review; the drawing contest's on the working day after the approval. */
  published: z.enum(['after-review', 'next-working-day-after-review']),
});
export type ContestEntryReceipt = z.infer<typeof contestEntryReceiptSchema>;

export const contestParamsSchema = z.object({ contest: z.enum(contestKinds) });
export const contestEntryParamsSchema = z.object({
  contest: z.enum(contestKinds),
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
});

/** `POST /contests/{contest}/entries/{id}/votes`: the consent to storing address and browser data. */
export const contestVoteSchema = z.object({
  consent: z.literal(true, { error: 'voteConsentRequired' }),
});
export type ContestVoteInput = z.input<typeof contestVoteSchema>;

/** The answer of a vote: the entry's count with it. */
export const contestVoteReceiptSchema = z.object({ entryId: z.string(), votes: z.int() });
export type ContestVoteReceipt = z.infer<typeof contestVoteReceiptSchema>;

/** A contest as the list shows it; texts in the request's language, else German. */
export const contestSummarySchema = z.object({
  id: z.enum(contestKinds),
  title: z.string(),
  intro: z.string(),
  prize: z.string(),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: z.enum(['de', 'en', 'fr']),
  submissionDeadline: z.iso.datetime({ offset: true }),
  /** Whether entries are still taken (the deadline is ahead). */
  open: z.boolean(),
  /** The drawing contest's main prize draw (`YYYY-MM-DD`); null for the others. */
  prizeDrawOn: z.nullable(z.iso.date()),
  /** How many entries are public. */
  entryCount: z.int(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;
export const contestListSchema = z.array(contestSummarySchema);

/** A published entry with its votes. */
export const contestEntrySchema = z.object({
  id: z.string(),
  /** The photo's title or the moment's description; the drawing's: null. */
  title: z.nullable(z.string()),
  /** The first name it is published under: the writer's, the drawer's for a drawing. */
  name: z.string(),
  ageBand: z.nullable(z.enum(drawerAgeBands)),
  picture: z.nullable(imageAssetSchema),
  /** A moment's video, shown as a link, never embedded. */
  videoUrl: z.nullable(z.string()),
  publishedAt: z.iso.datetime({ offset: true }),
  votes: z.int(),
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

/** `GET /contests/{contest}`: the contest and its published entries (newest first) with their votes. */
export const contestDetailSchema = z.object({
  ...contestSummarySchema.shape,
  entries: z.array(contestEntrySchema),
});
export type ContestDetail = z.infer<typeof contestDetailSchema>;

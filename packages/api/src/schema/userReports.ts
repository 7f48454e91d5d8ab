import * as z from 'zod/mini';
import { emailAddressPattern } from './textRules';
import { modelIdPattern } from './modelId';
import { requiredText } from './text';
import { userReportLimits, userReportUploadIdPattern } from './userReportRules';

// User reports (SPEC.md sections 1 and 4, issue 30 point 3): a customer's report on a model of
// the range, written signed in or not, public after editorial review. Only the writer's first
// name and region are ever public; the e-mail is for staff's decision mail.
//
// Writing one takes two kinds of requests, so that a wrong picture shows at once and nothing
// typed is lost:
// 1. `POST /user-reports/pictures` (public, multipart field `picture`, one JPEG, PNG or WebP
//    per request, checked by content and re-encoded): answers the picture's `uploadId`, a
//    128-bit handle only its uploader knows;
// 2. `POST /user-reports` (public; a token, if sent, links the report to its writer): the fields
//    as JSON with `pictures`, the upload ids in the order to show them (0 to 5). It answers the
//    report in state `pending`. Pictures not sent with a report within a day are removed.

/** `POST /user-reports/pictures`: the handle to send with the report. */
export const userReportUploadSchema = z.object({ uploadId: z.string() });
export type UserReportUpload = z.infer<typeof userReportUploadSchema>;

/** `POST /user-reports`'s body. Field error keys as the public forms' (fieldErrors.ts). */
export const userReportInputSchema = z.object({
  modelId: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.regex(modelIdPattern, { error: 'option' }),
    ),
  title: requiredText(userReportLimits.title),
  text: requiredText(userReportLimits.text, { multiLine: true }),
  firstName: requiredText(userReportLimits.firstName),
  region: requiredText(userReportLimits.region),
  email: requiredText(userReportLimits.email, {
    format: { pattern: emailAddressPattern, error: 'email' },
  }),
  /**
   * Upload ids from `POST /user-reports/pictures`, in order. More than `userReportLimits.pictures`
   * the server refuses with its own message on `pictures` (so does the form).
   */
  pictures: z._default(
    z
      .array(z.string({ error: 'invalid' }).check(z.regex(userReportUploadIdPattern)), {
        error: 'invalid',
      })
      .check(z.maxLength(50, { error: 'tooLarge' })),
    [],
  ),
  /** SPEC.md section 5: the privacy consent is required on the user-report form. */
  privacyConsent: z.literal(true, { error: 'required' }),
});
export type UserReportInput = z.input<typeof userReportInputSchema>;
export type ValidUserReport = z.output<typeof userReportInputSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** A picture of a report: its API path below the client segment and its size. */
export const userReportPictureSchema = z.object({
  /** `/user-reports/{id}/pictures/{n}`, n from 1. */
  path: z.string(),
  width: z.int(),
  height: z.int(),
});
export type UserReportPicture = z.infer<typeof userReportPictureSchema>;

/** The model a report is about. */
export const userReportModelSchema = z.object({ id: z.string(), name: z.string() });
export type UserReportModel = z.infer<typeof userReportModelSchema>;

/** A published report as the list shows it: never the writer's e-mail or surname. */
export const userReportSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  model: userReportModelSchema,
  title: z.string(),
  firstName: z.string(),
  region: z.string(),
  publishedAt: dateTime,
  /** The first picture, if any. */
  picture: z.nullable(userReportPictureSchema),
  /** The language the writer wrote in ('de', 'en', 'fr'). */
  language: z.string(),
});
export type UserReportSummary = z.infer<typeof userReportSummarySchema>;

/**
 * `GET /user-reports?model=&page=` (public): one page of the published reports, newest first,
 * with how many there are (of the model, when one is asked for) and the models that have any.
 */
export const userReportListSchema = z.object({
  reports: z.array(userReportSummarySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  models: z.array(userReportModelSchema),
});
export type UserReportList = z.infer<typeof userReportListSchema>;

/** `GET /user-reports/{slug}` (public): a published report; 404 for any other. */
export const userReportSchema = z.extend(userReportSummarySchema, {
  text: z.string(),
  pictures: z.array(userReportPictureSchema),
});
export type UserReport = z.infer<typeof userReportSchema>;

/** `POST /user-reports`'s answer: the report waits for review. */
export const userReportReceiptSchema = z.object({
  id: z.string(),
  state: z.literal('pending'),
  submittedAt: dateTime,
});
export type UserReportReceipt = z.infer<typeof userReportReceiptSchema>;

/** A query value: trimmed, and no filter at all when empty. */
const queryValue = <Output>(schema: z.ZodMiniType<Output, string>) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((text: string) => text.trim() || undefined),
      ),
      z.optional(schema),
    ),
  );

/** `GET /user-reports`'s query: `model` (a model id), `page` (1 up); anything else: 400. */
export const userReportListQuerySchema = z.object({
  model: queryValue(z.string().check(z.regex(modelIdPattern, { error: 'option' }))),
  page: queryValue(
    z.pipe(
      z.string().check(z.regex(/^\d{1,6}$/, { error: 'invalid' })),
      z.pipe(z.transform(Number), z.number().check(z.gte(1, { error: 'invalid' }))),
    ),
  ),
});
export type UserReportListQuery = z.input<typeof userReportListQuerySchema>;

export const userReportSlugParamsSchema = z.object({ slug: z.string() });

export const userReportPictureParamsSchema = z.object({
  id: z.string(),
  n: z.pipe(z.string().check(z.regex(/^[1-9]$/)), z.transform(Number)),
});

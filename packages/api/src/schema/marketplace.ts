import * as z from 'zod/mini';
import { vehicleModelSchema } from './fleet';
import { imageAssetSchema } from './image';
import { requiredText } from './text';

// The classified-ads marketplace (SPEC.md section 3 "Classified ad", section 4 its statuses,
// section 5 the privacy consent, section 8 "ad created or reply saved"). The list and an ad are
// public; creating, managing and replying need a signed-in user. An ad's texts are plain text,
// shown as text, never as HTML.

/** An offer ("biete") or a search ("suche"). */
export const adKinds = ['offer', 'purchase'] as const;
export type AdKind = (typeof adKinds)[number];

export const adConditions = ['used', 'slightly-used', 'like-new', 'unknown'] as const;
export type AdCondition = (typeof adConditions)[number];

/** Only `active` ads are public; the owner switches between all three. */
export const adStatuses = ['active', 'inactive', 'sold'] as const;
export type AdStatus = (typeof adStatuses)[number];

export const adLimits = {
  title: 120,
  description: 5000,
  /** Pictures per ad, each checked like the avatar (type by content, size, pixels, re-encoded). */
  images: 10,
  /** PDF files per ad, each a real PDF without JavaScript or embedded files. */
  attachments: 3,
  attachmentBytes: 10 * 1024 * 1024,
  reply: 2000,
  hiddenReason: 500,
  /** 10 million euros: beyond it a price is a typo. */
  priceCents: 1_000_000_000,
  pageSize: 12,
} as const;

/** The multipart fields of the uploads. */
export const adImageUploadField = 'image';
export const adAttachmentUploadField = 'attachment';
/** The thumbnail definition of an ad's pictures in `imageAssetSchema.versions` (4:3). */
export const adImageVersion = 'classifiedAd';

const dateTime = z.iso.datetime({ offset: true });

export const adImageSchema = z.object({
  id: z.string(),
  image: imageAssetSchema,
});
export type AdImage = z.infer<typeof adImageSchema>;

/** A PDF of an ad; `url` (under the API's base) answers it with a download disposition. */
export const adAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  bytes: z.int().check(z.gte(0)),
  url: z.string(),
});
export type AdAttachment = z.infer<typeof adAttachmentSchema>;

/** An ad as the list shows it. */
export const classifiedAdSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(adKinds),
  title: z.string(),
  /** Integer cents; null when the ad names no price ("auf Anfrage", a search without budget). */
  priceCents: z.nullable(z.int()),
  condition: z.enum(adConditions),
  yearOfConstruction: z.nullable(z.int()),
  model: z.nullable(vehicleModelSchema),
  /** The first picture, null without one. */
  image: z.nullable(imageAssetSchema),
  publishedAt: dateTime,
});
export type ClassifiedAdSummary = z.infer<typeof classifiedAdSummarySchema>;

/**
 * `GET /classified-ads/{id}` (public; 404 unless active and not hidden): the ad with its
 * description, pictures and PDFs. The owner's name and address are never part of it: replies
 * go through the server.
 */
export const classifiedAdSchema = z.extend(classifiedAdSummarySchema, {
  description: z.string(),
  images: z.array(adImageSchema),
  attachments: z.array(adAttachmentSchema),
  status: z.enum(adStatuses),
});
export type ClassifiedAd = z.infer<typeof classifiedAdSchema>;

/** `GET /classified-ads` (public): active ads, newest first, one page, and the models to filter by. */
export const classifiedAdListSchema = z.object({
  ads: z.array(classifiedAdSummarySchema),
  total: z.int().check(z.gte(0)),
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  /** The models of active ads, by name. */
  models: z.array(vehicleModelSchema),
});
export type ClassifiedAdList = z.infer<typeof classifiedAdListSchema>;

const modelIdPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;
const digits = /^\d{1,9}$/;

/** A filter's text: trimmed, and no filter at all when empty (`?kind=`). */
const filterText = z.pipe(
  z.string(),
  z.transform((text: string) => text.trim() || undefined),
);

/** A filter of the list: absent, empty, or a value `schema` takes. */
const filter = <Output>(schema: z.ZodMiniType<Output, string>) =>
  z.optional(z.pipe(filterText, z.optional(schema)));

/** A whole number in a range, as a query string carries it (digits only). */
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(digits)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  );

const price = () => wholeNumber(0, adLimits.priceCents / 100);
const year = () => wholeNumber(1900, 2100);

/**
 * `GET /classified-ads`'s query string, the list's filters as the URL and the API carry them:
 * `kind`, `model` (a model id), `condition`, `priceMin`/`priceMax` (whole euros),
 * `yearMin`/`yearMax`, `page`. Values are trimmed; an empty one is no filter. A value no form
 * can produce is refused (the API answers 400 naming the filter; the portal leaves it out).
 */
export const classifiedAdQuerySchema = z.object({
  kind: filter(z.enum(adKinds)),
  model: filter(z.string().check(z.regex(modelIdPattern))),
  condition: filter(z.enum(adConditions)),
  priceMin: filter(price()),
  priceMax: filter(price()),
  yearMin: filter(year()),
  yearMax: filter(year()),
  page: filter(wholeNumber(1, 100_000)),
});

type ClassifiedAdQueryOutput = z.output<typeof classifiedAdQuerySchema>;

/** The list's filters, read: each one absent or valid. */
export type ClassifiedAdQuery = {
  [Name in keyof ClassifiedAdQueryOutput]?: Exclude<ClassifiedAdQueryOutput[Name], undefined>;
};

/** A filter the query string holds with a value no form can produce; the API answers 400. */
export type ClassifiedAdQueryProblem = keyof ClassifiedAdQuery;

const classifiedAdFilters = Object.keys(
  classifiedAdQuerySchema.def.shape,
) as ClassifiedAdQueryProblem[];

/**
 * The filters of a query string by `classifiedAdQuerySchema`, and the first parameter whose
 * value is not valid (left out of the filters).
 */
export function readClassifiedAdQuery(params: URLSearchParams): {
  query: ClassifiedAdQuery;
  problem: ClassifiedAdQueryProblem | null;
} {
  const query: ClassifiedAdQuery = {};
  let problem: ClassifiedAdQueryProblem | null = null;
  for (const name of classifiedAdFilters) {
    const value = params.get(name);
    if (value === null) continue;
    const read = z.safeParse(classifiedAdQuerySchema.def.shape[name], value);
    if (!read.success) problem ??= name;
    else if (read.data !== undefined) Object.assign(query, { [name]: read.data });
  }
  return { query, problem };
}

/** The query string of the filters in a fixed order, page 1 left out. */
export function classifiedAdQueryParams(query: ClassifiedAdQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.model) params.set('model', query.model);
  if (query.condition) params.set('condition', query.condition);
  for (const name of ['priceMin', 'priceMax', 'yearMin', 'yearMax'] as const) {
    if (query[name] !== undefined) params.set(name, String(query[name]));
  }
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * `POST /classified-ads` and `PUT /classified-ads/{id}` (signed in, throttled): the ad's fields;
 * pictures and PDFs are uploaded to the ad after it exists. The privacy consent is required
 * (SPEC.md section 5). A year after this one is refused with `yearInFuture` (beyond 2100 by the
 * schema, after this year by the server), a model id the server does not know with `option`. A
 * new ad is `active`.
 */
export const classifiedAdInputSchema = z.object({
  kind: z.enum(adKinds, { error: 'option' }),
  title: requiredText(adLimits.title),
  description: requiredText(adLimits.description, { multiLine: true }),
  priceCents: z.nullable(
    z
      .int({ error: 'invalid' })
      .check(z.gte(0, { error: 'nonNegative' }), z.lte(adLimits.priceCents, { error: 'tooLarge' })),
  ),
  condition: z.enum(adConditions, { error: 'option' }),
  yearOfConstruction: z.nullable(
    z
      .int({ error: 'year' })
      .check(z.gte(1900, { error: 'year' }), z.lte(2100, { error: 'yearInFuture' })),
  ),
  modelId: z.nullable(z.string().check(z.regex(modelIdPattern, { error: 'option' }))),
  privacyConsent: z.literal(true, { error: 'required' }),
});
export type ClassifiedAdInput = z.input<typeof classifiedAdInputSchema>;

/** `PUT /classified-ads/{id}/status` (owner): the new status. */
export const adStatusInputSchema = z.object({ status: z.enum(adStatuses, { error: 'option' }) });
export type AdStatusInput = z.input<typeof adStatusInputSchema>;

/**
 * `POST /classified-ads/{id}/replies` (signed in, not the owner, the ad active; throttled): the
 * reply, mailed to the owner without the owner's address reaching the replier. The envelope's
 * message is "Antwort gespeichert" (SPEC.md section 8).
 */
export const adReplyInputSchema = z.object({
  content: requiredText(adLimits.reply, { multiLine: true }),
  privacyConsent: z.literal(true, { error: 'required' }),
});
export type AdReplyInput = z.input<typeof adReplyInputSchema>;

/** `POST /classified-ads/{id}/replies/{replyId}/answer` (owner): mailed to the replier. */
export const adAnswerInputSchema = z.object({
  content: requiredText(adLimits.reply, { multiLine: true }),
});
export type AdAnswerInput = z.input<typeof adAnswerInputSchema>;

/** A reply as the ad's owner sees it: the replier's name only, never their address. */
export const adReplySchema = z.object({
  id: z.uuid(),
  replierName: z.string(),
  content: z.string(),
  createdAt: dateTime,
  answer: z.nullable(z.object({ content: z.string(), answeredAt: dateTime })),
});
export type AdReply = z.infer<typeof adReplySchema>;

/** What `POST …/replies` answers the replier. */
export const adReplyReceiptSchema = z.object({ id: z.uuid(), createdAt: dateTime });
export type AdReplyReceipt = z.infer<typeof adReplyReceiptSchema>;

/**
 * One of the user's ads as `GET /classified-ads/mine` lists it (any status), with the replies it
 * received, newest first, and staff's reason when staff hid it from the public list.
 */
export const myClassifiedAdSchema = z.extend(classifiedAdSchema, {
  hiddenReason: z.nullable(z.string()),
  replies: z.array(adReplySchema),
});
export type MyClassifiedAd = z.infer<typeof myClassifiedAdSchema>;

/** `GET /classified-ads/mine`, and what `DELETE /classified-ads/{id}` answers: newest first. */
export const myClassifiedAdsSchema = z.array(myClassifiedAdSchema);

/** `PUT /classified-ads/{id}/hidden` (realm role staff, else 403): hide with a reason, or show (null). */
export const adHiddenInputSchema = z.object({
  reason: z.nullable(requiredText(adLimits.hiddenReason)),
});
export type AdHiddenInput = z.input<typeof adHiddenInputSchema>;

/** An id in a path: of an ad, a picture, a PDF or a reply; anything else is refused (400). */
const pathId = z.guid({ error: 'invalid' });

/** `/classified-ads/{id}` and the calls below it. */
export const adParamsSchema = z.object({ id: pathId });
/** `DELETE /classified-ads/{id}/images/{imageId}`. */
export const adImageParamsSchema = z.object({ id: pathId, imageId: pathId });
/** `GET` and `DELETE /classified-ads/{id}/attachments/{attachmentId}`. */
export const adAttachmentParamsSchema = z.object({ id: pathId, attachmentId: pathId });
/** `POST /classified-ads/{id}/replies/{replyId}/answer`. */
export const adReplyParamsSchema = z.object({ id: pathId, replyId: pathId });

/**
 * `GET /classified-ads/{id}/images/{imageId}/{file}` (`xs.webp`, `md@2x.webp`): a picture's file
 * as the public list and the ad show it, while the ad is public.
 */
export const adPictureFileParamsSchema = z.object({
  id: pathId,
  imageId: pathId,
  file: z.string(),
});

/**
 * `GET /classified-ad-images/{uploadId}/{file}`: a picture's file at the address only its
 * owner's answers (and staff's) hold, whatever the ad's status.
 */
export const adUploadFileParamsSchema = z.object({
  uploadId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'invalid' })),
  file: z.string(),
});

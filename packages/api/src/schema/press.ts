import * as z from 'zod/mini';
import { newsBlockSchema } from './news';
import { optionalText, requiredText } from './text';

// The press area (SPEC.md sections 1 and 3, "Press and news item"): press releases with their
// release date, body, contact person and downloads (press kits), and press photos with their
// caption and credit, searchable by word and category, each downloadable in its sizes. Staff
// upload and delete photos. Texts come in the request's language where they exist, else in
// German (`textLanguage`), as the models' and old-timers' do.

/** The languages a release's or photo's texts are written in. */
export const pressTextLanguages = ['de', 'en', 'fr'] as const;
const textLanguageSchema = z.enum(pressTextLanguages);

/** Releases per page of `GET /press`. */
export const pressReleasePageSize = 6;
/** Photos per page of `GET /press/photos`. */
export const pressPhotoPageSize = 12;

const digits = /^\d{1,6}$/;

/** A page number as a query string carries it: absent or empty is page 1. */
const pageParam = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^(\d{1,6})?$/, { error: 'invalid' })),
    z.transform((text: string) => (digits.test(text) ? Math.max(1, Number(text)) : 1)),
  ),
);

/** Where a paged list stands: the page shown (from 1), how many there are, how many in all. */
const pagingShape = {
  page: z.int().check(z.gte(1)),
  pageCount: z.int().check(z.gte(0)),
  total: z.int().check(z.gte(0)),
};

// ——— Releases ———

/** A file of a release (a press kit): what the link shows and where it goes. */
export const pressDownloadSchema = z.object({
  /** The file's name, also the last segment of its address and the name it downloads under. */
  file: z.string(),
  /** What the file is, in the release's text language, e.g. "Pressemappe Lintrac 130". */
  title: z.string(),
  /** Its media type, e.g. `application/pdf`. */
  contentType: z.string(),
  sizeBytes: z.int().check(z.positive()),
});
export type PressDownload = z.infer<typeof pressDownloadSchema>;

/** Who answers journalists' questions about a release. */
export const pressContactSchema = z.object({
  name: z.string(),
  /** The person's role, in the release's text language. */
  role: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type PressContact = z.infer<typeof pressContactSchema>;

/** A release as the list shows it. */
export const pressReleaseSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  releasedAt: z.iso.datetime({ offset: true }),
  /** The language the texts are in: the request's, or German where no translation exists. */
  textLanguage: textLanguageSchema,
});
export type PressReleaseSummary = z.infer<typeof pressReleaseSummarySchema>;

/** `GET /press?page=`: a page of releases, newest first. */
export const pressReleaseListSchema = z.object({
  releases: z.array(pressReleaseSummarySchema),
  ...pagingShape,
});
export type PressReleaseList = z.infer<typeof pressReleaseListSchema>;

/** `GET /press/{slug}`: a release with its body (blocks, never HTML), contact and downloads. */
export const pressReleaseSchema = z.object({
  ...pressReleaseSummarySchema.shape,
  body: z.array(newsBlockSchema),
  contact: pressContactSchema,
  downloads: z.array(pressDownloadSchema),
});
export type PressRelease = z.infer<typeof pressReleaseSchema>;

export const pressReleaseQuerySchema = z.object({ page: pageParam });
export const pressReleaseParamsSchema = z.object({ slug: z.string().check(z.maxLength(120)) });
export const pressDownloadParamsSchema = z.object({
  slug: z.string().check(z.maxLength(120)),
  file: z.string().check(z.maxLength(120)),
});

// ——— Photos ———

/** What a press photo shows; the portal names each in its messages. */
export const pressPhotoCategories = ['tractors', 'transporters', 'company', 'events'] as const;
export type PressPhotoCategory = (typeof pressPhotoCategories)[number];

/**
 * The sizes a photo downloads in: `web` (at most 1280 px on its longer side) and `print` (the
 * full size); `original` is a file kept as it came, where no other size was made.
 */
export const pressPhotoSizes = ['web', 'print', 'original'] as const;
export type PressPhotoSize = (typeof pressPhotoSizes)[number];

/** One size of a photo: its file's address, pixels and bytes. */
export const pressPhotoFileSchema = z.object({
  size: z.enum(pressPhotoSizes),
  /** The file's address, `{API path}/press/photos/{id}/{size}`, e.g. `/api/portal/press/…`. */
  url: z.string(),
  contentType: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  sizeBytes: z.int().check(z.positive()),
});
export type PressPhotoFile = z.infer<typeof pressPhotoFileSchema>;

export const pressPhotoSchema = z.object({
  id: z.string(),
  category: z.enum(pressPhotoCategories),
  /** In the request's language, or German (see `textLanguage`). */
  caption: z.string(),
  /** Whom the photo is credited to, e.g. "Foto: Lindner Traktorenwerk". */
  credit: z.string(),
  textLanguage: textLanguageSchema,
  uploadedAt: z.iso.datetime({ offset: true }),
  /** Smallest first. */
  files: z.array(pressPhotoFileSchema),
});
export type PressPhoto = z.infer<typeof pressPhotoSchema>;

/** `GET /press/photos?q=&category=&page=`: a page of photos, newest first. */
export const pressPhotoListSchema = z.object({
  photos: z.array(pressPhotoSchema),
  ...pagingShape,
});
export type PressPhotoList = z.infer<typeof pressPhotoListSchema>;

/** The longest search text. */
export const pressPhotoSearchMaxLength = 100;

/**
 * `GET /press/photos`'s query string: `q` (words of the caption or credit, in the request's
 * language), `category`, `page`. Empty values are no filter; a category no form offers is 400.
 */
export const pressPhotoQuerySchema = z.object({
  q: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(pressPhotoSearchMaxLength, { error: 'tooLong' })),
      z.transform((text: string) => text || undefined),
    ),
  ),
  category: z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.pipe(
        z.transform((text: string) => text || undefined),
        z.optional(z.enum(pressPhotoCategories, { error: 'option' })),
      ),
    ),
  ),
  page: pageParam,
});
export type PressPhotoQuery = {
  q?: string;
  category?: PressPhotoCategory;
  page?: number;
};

export const pressPhotoParamsSchema = z.object({ id: z.string().check(z.maxLength(80)) });
export const pressPhotoFileParamsSchema = z.object({
  id: z.string().check(z.maxLength(80)),
  size: z.string().check(z.maxLength(20)),
});

/** The form field of the photo's file in `POST /press/photos`. */
export const pressPhotoUploadField = 'photo';

export const pressPhotoTextLimits = { caption: 300, credit: 120 } as const;

/**
 * `POST /press/photos` (staff): the photo's texts, sent as the query string beside the
 * multipart body that carries the file (field `photo`), so that they are checked before the file
 * is read. German caption and credit required; English and French captions optional.
 */
export const pressPhotoInputSchema = z.object({
  category: z.enum(pressPhotoCategories, { error: 'option' }),
  captionDe: requiredText(pressPhotoTextLimits.caption),
  captionEn: optionalText(pressPhotoTextLimits.caption),
  captionFr: optionalText(pressPhotoTextLimits.caption),
  credit: requiredText(pressPhotoTextLimits.credit),
});
export type PressPhotoInput = z.input<typeof pressPhotoInputSchema>;

/** `DELETE /press/photos/{id}` (staff): the id of the photo that is gone. */
export const pressPhotoDeletedSchema = z.object({ id: z.string() });

import { randomBytes } from 'node:crypto';
import {
  adImageVersion,
  adLimits,
  avatarRenditions,
  type AdAttachment,
  type AdImage,
  type AdReply,
  type ClassifiedAd,
  type ClassifiedAdInput,
  type ClassifiedAdQuery,
  type ClassifiedAdSummary,
  type ImageAssetPayload,
  type MyClassifiedAd,
  type VehicleModel,
} from '@lindner/api/schema';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { photoRenditions } from '../machines/photoCatalogue';
import { vehicleModels } from '../models/tables';
import { users } from '../user/tables';
import { displayName } from '../user/userData';
import type { PictureFile } from '../../plugins/pictures';
import {
  classifiedAdAttachments,
  classifiedAdImageFiles,
  classifiedAdImages,
  classifiedAdReplies,
  classifiedAds,
  type ClassifiedAdImageRow,
  type ClassifiedAdRow,
} from './tables';

/** The renditions of an ad's uploaded picture: the avatar's names, 4:3 landscape. */
export const adImageRenditions = avatarRenditions;
export type AdImageRendition = (typeof adImageRenditions)[number];

/** Pixel widths of an ad picture's files; each is 4:3 (`xs` 320 × 240). */
export const adImagePixelWidths: Record<AdImageRendition, number> = {
  xs: 320,
  md: 640,
  'xs@2x': 640,
  'md@2x': 1280,
};
export const adImageAspect = 3 / 4;

/** Where the files of uploaded pictures are served, below the API's path. */
export const adImagePath = '/classified-ad-images';

/** A valid input after the schema: what the table takes. */
export type ValidAdInput = Omit<ClassifiedAdInput, 'privacyConsent'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's id can be an id of these tables (PostgreSQL refuses anything else). */
export const isUuid = (id: string) => uuidPattern.test(id);

/** Public: active and not hidden by staff. */
const isPublic = () => and(eq(classifiedAds.status, 'active'), isNull(classifiedAds.hiddenReason));

export async function findPublicAd(orm: Orm, id: string): Promise<ClassifiedAdRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(classifiedAds)
    .where(and(eq(classifiedAds.id, id), isPublic()));
  return row;
}

/** The caller's ad of that id; another user's ad is not found. */
export async function findOwnAd(
  orm: Orm,
  id: string,
  userId: string,
): Promise<ClassifiedAdRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm
    .select()
    .from(classifiedAds)
    .where(and(eq(classifiedAds.id, id), eq(classifiedAds.userId, userId)));
  return row;
}

export async function findAd(orm: Orm, id: string): Promise<ClassifiedAdRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await orm.select().from(classifiedAds).where(eq(classifiedAds.id, id));
  return row;
}

/** Whether a vehicle model of that id exists. */
export async function modelExists(orm: Orm, modelId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, modelId));
  return row !== undefined;
}

/** One page of public ads matching the filters, newest first, and how many match in all. */
export async function findPublicAds(
  orm: Orm,
  query: ClassifiedAdQuery,
): Promise<{ rows: ClassifiedAdRow[]; total: number; page: number }> {
  const conditions: (SQL | undefined)[] = [isPublic()];
  if (query.kind) conditions.push(eq(classifiedAds.kind, query.kind));
  if (query.model) conditions.push(eq(classifiedAds.modelId, query.model));
  if (query.condition) conditions.push(eq(classifiedAds.condition, query.condition));
  // Whole euros against cents; an ad without a price matches no price filter.
  if (query.priceMin !== undefined) {
    conditions.push(gte(classifiedAds.priceCents, query.priceMin * 100));
  }
  if (query.priceMax !== undefined) {
    conditions.push(lte(classifiedAds.priceCents, query.priceMax * 100));
  }
  if (query.yearMin !== undefined) {
    conditions.push(gte(classifiedAds.yearOfConstruction, query.yearMin));
  }
  if (query.yearMax !== undefined) {
    conditions.push(lte(classifiedAds.yearOfConstruction, query.yearMax));
  }
  const where = and(...conditions);
  const page = query.page ?? 1;
  const [counted] = await orm.select({ total: count() }).from(classifiedAds).where(where);
  const rows = await orm
    .select()
    .from(classifiedAds)
    .where(where)
    .orderBy(desc(classifiedAds.publishedAt), desc(classifiedAds.createdAt), asc(classifiedAds.id))
    .limit(adLimits.pageSize)
    .offset((page - 1) * adLimits.pageSize);
  return { rows, total: counted?.total ?? 0, page };
}

/** The models of public ads, by name. */
export async function publicAdModels(orm: Orm): Promise<VehicleModel[]> {
  return orm
    .selectDistinct({
      id: vehicleModels.id,
      name: vehicleModels.name,
      series: vehicleModels.series,
    })
    .from(classifiedAds)
    .innerJoin(vehicleModels, eq(vehicleModels.id, classifiedAds.modelId))
    .where(isPublic())
    .orderBy(asc(vehicleModels.name), asc(vehicleModels.id));
}

/** The user's ads in every status, newest first. */
export async function findOwnAds(orm: Orm, userId: string): Promise<ClassifiedAdRow[]> {
  return orm
    .select()
    .from(classifiedAds)
    .where(eq(classifiedAds.userId, userId))
    .orderBy(desc(classifiedAds.createdAt), asc(classifiedAds.id));
}

export async function createAd(
  orm: Orm,
  userId: string,
  input: ValidAdInput,
  locale: string,
): Promise<ClassifiedAdRow> {
  const [row] = await orm
    .insert(classifiedAds)
    .values({ ...adValues(input), userId, locale })
    .returning();
  return row!;
}

export async function updateAd(
  orm: Orm,
  id: string,
  input: ValidAdInput,
  locale: string,
): Promise<ClassifiedAdRow> {
  const [row] = await orm
    .update(classifiedAds)
    .set({ ...adValues(input), locale, updatedAt: new Date() })
    .where(eq(classifiedAds.id, id))
    .returning();
  return row!;
}

function adValues(input: ValidAdInput) {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    priceCents: input.priceCents,
    condition: input.condition,
    yearOfConstruction: input.yearOfConstruction,
    modelId: input.modelId,
  };
}

/**
 * Sets the status; an ad made active again is published anew (it moves to the top of the
 * list) unless it was active already.
 */
export async function setAdStatus(
  orm: Orm,
  ad: ClassifiedAdRow,
  status: ClassifiedAdRow['status'],
): Promise<ClassifiedAdRow> {
  const now = new Date();
  const [row] = await orm
    .update(classifiedAds)
    .set({
      status,
      updatedAt: now,
      ...(status === 'active' && ad.status !== 'active' ? { publishedAt: now } : {}),
    })
    .where(eq(classifiedAds.id, ad.id))
    .returning();
  return row!;
}

export async function setAdHidden(
  orm: Orm,
  id: string,
  staffId: string,
  reason: string | null,
): Promise<ClassifiedAdRow> {
  const [row] = await orm
    .update(classifiedAds)
    .set(
      reason === null
        ? { hiddenReason: null, hiddenAt: null, hiddenBy: null }
        : { hiddenReason: reason, hiddenAt: new Date(), hiddenBy: staffId },
    )
    .where(eq(classifiedAds.id, id))
    .returning();
  return row!;
}

export async function deleteAd(orm: Orm, id: string): Promise<void> {
  await orm.delete(classifiedAds).where(eq(classifiedAds.id, id));
}

// --- Pictures --------------------------------------------------------------------------------

export async function countImages(orm: Orm, adId: string): Promise<number> {
  const [row] = await orm
    .select({ images: count() })
    .from(classifiedAdImages)
    .where(eq(classifiedAdImages.adId, adId));
  return row?.images ?? 0;
}

/** Stores an upload's files as a new picture of the ad, unless the ad has its maximum. */
export async function addImage(
  orm: Orm,
  adId: string,
  files: PictureFile<AdImageRendition>[],
): Promise<boolean> {
  const uploadId = randomBytes(16).toString('base64url');
  return orm.transaction(async (tx) => {
    // One picture at a time per ad: the count below cannot be overtaken.
    await tx.execute(sql`SELECT id FROM classified_ads WHERE id = ${adId} FOR UPDATE`);
    const [row] = await tx
      .select({ images: count() })
      .from(classifiedAdImages)
      .where(eq(classifiedAdImages.adId, adId));
    if ((row?.images ?? 0) >= adLimits.images) return false;
    await tx.insert(classifiedAdImages).values({ adId, uploadId });
    await tx.insert(classifiedAdImageFiles).values(
      files.map(({ rendition, contentType, width, height, bytes }) => ({
        uploadId,
        rendition,
        contentType,
        width,
        height,
        bytes,
      })),
    );
    return true;
  });
}

export async function deleteImage(orm: Orm, adId: string, imageId: string): Promise<boolean> {
  if (!isUuid(imageId)) return false;
  const deleted = await orm
    .delete(classifiedAdImages)
    .where(and(eq(classifiedAdImages.id, imageId), eq(classifiedAdImages.adId, adId)))
    .returning({ id: classifiedAdImages.id });
  return deleted.length > 0;
}

export async function loadImageFile(orm: Orm, uploadId: string, rendition: AdImageRendition) {
  const [file] = await orm
    .select({
      contentType: classifiedAdImageFiles.contentType,
      bytes: classifiedAdImageFiles.bytes,
    })
    .from(classifiedAdImageFiles)
    .where(
      and(
        eq(classifiedAdImageFiles.uploadId, uploadId),
        eq(classifiedAdImageFiles.rendition, rendition),
      ),
    );
  return file;
}

// --- PDF files -------------------------------------------------------------------------------

/** Stores a checked PDF, unless the ad has its maximum. */
export async function addAttachment(
  orm: Orm,
  adId: string,
  fileName: string,
  content: Buffer,
): Promise<boolean> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM classified_ads WHERE id = ${adId} FOR UPDATE`);
    const [row] = await tx
      .select({ attachments: count() })
      .from(classifiedAdAttachments)
      .where(eq(classifiedAdAttachments.adId, adId));
    if ((row?.attachments ?? 0) >= adLimits.attachments) return false;
    await tx
      .insert(classifiedAdAttachments)
      .values({ adId, fileName, sizeBytes: content.length, content });
    return true;
  });
}

export async function countAttachments(orm: Orm, adId: string): Promise<number> {
  const [row] = await orm
    .select({ attachments: count() })
    .from(classifiedAdAttachments)
    .where(eq(classifiedAdAttachments.adId, adId));
  return row?.attachments ?? 0;
}

export async function deleteAttachment(
  orm: Orm,
  adId: string,
  attachmentId: string,
): Promise<boolean> {
  if (!isUuid(attachmentId)) return false;
  const deleted = await orm
    .delete(classifiedAdAttachments)
    .where(
      and(eq(classifiedAdAttachments.id, attachmentId), eq(classifiedAdAttachments.adId, adId)),
    )
    .returning({ id: classifiedAdAttachments.id });
  return deleted.length > 0;
}

export async function loadAttachment(orm: Orm, adId: string, attachmentId: string) {
  if (!isUuid(attachmentId)) return undefined;
  const [row] = await orm
    .select({
      fileName: classifiedAdAttachments.fileName,
      content: classifiedAdAttachments.content,
    })
    .from(classifiedAdAttachments)
    .where(
      and(eq(classifiedAdAttachments.id, attachmentId), eq(classifiedAdAttachments.adId, adId)),
    );
  return row;
}

// --- Replies ---------------------------------------------------------------------------------

export async function addReply(
  orm: Orm,
  adId: string,
  userId: string,
  content: string,
  locale: string,
) {
  const [row] = await orm
    .insert(classifiedAdReplies)
    .values({ adId, userId, content, locale })
    .returning();
  return row!;
}

export async function findReply(orm: Orm, adId: string, replyId: string) {
  if (!isUuid(replyId)) return undefined;
  const [row] = await orm
    .select({ reply: classifiedAdReplies, replier: users })
    .from(classifiedAdReplies)
    .innerJoin(users, eq(users.id, classifiedAdReplies.userId))
    .where(and(eq(classifiedAdReplies.id, replyId), eq(classifiedAdReplies.adId, adId)));
  return row;
}

/** Saves the owner's answer unless the reply has one; the reply as the owner sees it, or null. */
export async function answerReply(
  orm: Orm,
  replyId: string,
  answer: string,
  replierName: string,
): Promise<AdReply | null> {
  const [row] = await orm
    .update(classifiedAdReplies)
    .set({ answer, answeredAt: new Date() })
    .where(and(eq(classifiedAdReplies.id, replyId), isNull(classifiedAdReplies.answer)))
    .returning();
  return row ? toReply(row, replierName) : null;
}

function toReply(row: typeof classifiedAdReplies.$inferSelect, replierName: string): AdReply {
  return {
    id: row.id,
    replierName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    answer:
      row.answer !== null && row.answeredAt !== null
        ? { content: row.answer, answeredAt: row.answeredAt.toISOString() }
        : null,
  };
}

// --- Answers ---------------------------------------------------------------------------------

/** The image asset of a picture: an upload's files or a shipped machine picture's. */
export function adImageAsset(
  apiPath: string,
  image: Pick<ClassifiedAdImageRow, 'uploadId' | 'photo' | 'alt'>,
  title: string,
): ImageAssetPayload {
  const alt = image.alt ?? title;
  if (image.photo !== null) {
    const url = (rendition: 'xs' | 'md') =>
      `${apiPath}/machine-photos/${image.photo}-${rendition}.webp`;
    return {
      versions: { [adImageVersion]: { xs: url('xs'), md: url('md') } },
      alt,
      width: photoRenditions.xs[0],
      height: photoRenditions.xs[1],
    };
  }
  const url = (rendition: AdImageRendition) =>
    `${apiPath}${adImagePath}/${image.uploadId}/${rendition}.webp`;
  return {
    versions: {
      [adImageVersion]: {
        xs: url('xs'),
        md: url('md'),
        'xs@2x': url('xs@2x'),
        'md@2x': url('md@2x'),
      },
    },
    alt,
    width: adImagePixelWidths.xs,
    height: Math.round(adImagePixelWidths.xs * adImageAspect),
  };
}

/** The path of a PDF below the API's base (what `AdAttachment.url` holds). */
export const attachmentPath = (adId: string, attachmentId: string) =>
  `/classified-ads/${adId}/attachments/${attachmentId}`;

interface Related {
  models: Map<string, VehicleModel>;
  images: Map<string, ClassifiedAdImageRow[]>;
}

async function loadRelated(orm: Orm, ads: ClassifiedAdRow[]): Promise<Related> {
  const ids = ads.map((ad) => ad.id);
  const modelIds = [...new Set(ads.flatMap((ad) => (ad.modelId ? [ad.modelId] : [])))];
  const [modelRows, imageRows] = await Promise.all([
    modelIds.length === 0
      ? []
      : orm
          .select({ id: vehicleModels.id, name: vehicleModels.name, series: vehicleModels.series })
          .from(vehicleModels)
          .where(inArray(vehicleModels.id, modelIds)),
    ids.length === 0
      ? []
      : orm
          .select()
          .from(classifiedAdImages)
          .where(inArray(classifiedAdImages.adId, ids))
          .orderBy(asc(classifiedAdImages.createdAt), asc(classifiedAdImages.id)),
  ]);
  return {
    models: new Map(modelRows.map((model) => [model.id, model])),
    images: groupBy(imageRows, (row) => row.adId),
  };
}

function groupBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? [];
    group.push(row);
    groups.set(key(row), group);
  }
  return groups;
}

function toSummary(ad: ClassifiedAdRow, related: Related, apiPath: string): ClassifiedAdSummary {
  const first = related.images.get(ad.id)?.[0];
  return {
    id: ad.id,
    kind: ad.kind,
    title: ad.title,
    priceCents: ad.priceCents,
    condition: ad.condition,
    yearOfConstruction: ad.yearOfConstruction,
    model: (ad.modelId && related.models.get(ad.modelId)) || null,
    image: first ? adImageAsset(apiPath, first, ad.title) : null,
    publishedAt: ad.publishedAt.toISOString(),
  };
}

/** Ads as the list shows them, in the order given. */
export async function toSummaries(
  orm: Orm,
  ads: ClassifiedAdRow[],
  apiPath: string,
): Promise<ClassifiedAdSummary[]> {
  const related = await loadRelated(orm, ads);
  return ads.map((ad) => toSummary(ad, related, apiPath));
}

/**
 * Ads with their pictures and PDFs, and for their owner (`withReplies`) staff's reason and the
 * replies, newest first. Without `withReplies` the replies are left empty.
 */
export async function toMyAds(
  orm: Orm,
  ads: ClassifiedAdRow[],
  apiPath: string,
  { withReplies }: { withReplies: boolean },
): Promise<MyClassifiedAd[]> {
  const ids = ads.map((ad) => ad.id);
  const [related, attachmentRows, replyRows] = await Promise.all([
    loadRelated(orm, ads),
    ids.length === 0
      ? []
      : orm
          .select({
            id: classifiedAdAttachments.id,
            adId: classifiedAdAttachments.adId,
            fileName: classifiedAdAttachments.fileName,
            sizeBytes: classifiedAdAttachments.sizeBytes,
          })
          .from(classifiedAdAttachments)
          .where(inArray(classifiedAdAttachments.adId, ids))
          .orderBy(asc(classifiedAdAttachments.createdAt), asc(classifiedAdAttachments.id)),
    ids.length === 0 || !withReplies
      ? []
      : orm
          .select({ reply: classifiedAdReplies, replier: users })
          .from(classifiedAdReplies)
          .innerJoin(users, eq(users.id, classifiedAdReplies.userId))
          .where(inArray(classifiedAdReplies.adId, ids))
          .orderBy(desc(classifiedAdReplies.createdAt), asc(classifiedAdReplies.id)),
  ]);
  const attachments = groupBy(attachmentRows, (row) => row.adId);
  const replies = groupBy(replyRows, (row) => row.reply.adId);
  return ads.map((ad) => ({
    ...toSummary(ad, related, apiPath),
    description: ad.description,
    status: ad.status,
    images: (related.images.get(ad.id) ?? []).map((image): AdImage => ({
      id: image.id,
      image: adImageAsset(apiPath, image, ad.title),
    })),
    attachments: (attachments.get(ad.id) ?? []).map((attachment): AdAttachment => ({
      id: attachment.id,
      fileName: attachment.fileName,
      bytes: attachment.sizeBytes,
      url: attachmentPath(ad.id, attachment.id),
    })),
    hiddenReason: ad.hiddenReason,
    replies: (replies.get(ad.id) ?? []).map(({ reply, replier }) =>
      toReply(reply, displayName(replier)),
    ),
  }));
}

/** One ad for its owner. */
export async function toMyAd(orm: Orm, ad: ClassifiedAdRow, apiPath: string) {
  const [mine] = await toMyAds(orm, [ad], apiPath, { withReplies: true });
  return mine!;
}

/** A public ad: without staff's reason and the replies. */
export async function toPublicAd(
  orm: Orm,
  ad: ClassifiedAdRow,
  apiPath: string,
): Promise<ClassifiedAd> {
  const [mine] = await toMyAds(orm, [ad], apiPath, { withReplies: false });
  const { id, kind, title, priceCents, condition, yearOfConstruction, model, image } = mine!;
  const { publishedAt, description, images, attachments, status } = mine!;
  return {
    ...{ id, kind, title, priceCents, condition, yearOfConstruction, model, image },
    ...{ publishedAt, description, images, attachments, status },
  };
}

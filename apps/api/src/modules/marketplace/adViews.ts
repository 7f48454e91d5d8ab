import {
  adImageVersion,
  type AdAttachment,
  type AdImage,
  type ClassifiedAd,
  type ClassifiedAdSummary,
  type ImageAssetPayload,
  type MyClassifiedAd,
  type VehicleModel,
} from '@lindner/api/schema';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { photoRenditions } from '../../plugins/photoCatalogue';
import { displayName, users } from '../../plugins/users';
import { vehicleModels } from '../../plugins/vehicleModels';
import { attachmentPath } from './attachmentStore';
import {
  adImageAspect,
  adImagePath,
  adImagePixelWidths,
  type AdImageRendition,
} from './pictureStore';
import { toReply } from './replyStore';
import {
  classifiedAdAttachments,
  classifiedAdImages,
  classifiedAdReplies,
  type ClassifiedAdImageRow,
  type ClassifiedAdRow,
} from './tables';

// How ads are shown: an entry of the list, the public ad, the owner's ad with its replies.

/**
 * Whose answer the picture addresses go into. `public`: the list and a public ad, addresses
 * served only while the ad is public. `owner`: the owner's (and staff's) answers, addresses an
 * `<img>` loads without a token whatever the ad's status (the upload's unguessable id).
 */
export type PictureAddresses = 'public' | 'owner';

/** How the answers are addressed: the API's path and whose answer it is. */
export interface ViewContext {
  /** The API's path (`/api/{client segment}`): picture addresses start with it. */
  apiPath: string;
  addresses: PictureAddresses;
}

/** The image asset of a picture: an upload's files or a shipped machine picture's. */
export function adImageAsset(
  { apiPath, addresses }: ViewContext,
  image: Pick<ClassifiedAdImageRow, 'id' | 'adId' | 'uploadId' | 'photo' | 'alt'>,
  title: string,
): ImageAssetPayload {
  const alt = image.alt ?? title;
  if (image.photo !== null) {
    // Drawn catalogue pictures shared with the used machines, not anyone's upload.
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
    addresses === 'owner'
      ? `${apiPath}${adImagePath}/${image.uploadId}/${rendition}.webp`
      : `${apiPath}/classified-ads/${image.adId}/images/${image.id}/${rendition}.webp`;
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

function toSummary(
  ad: ClassifiedAdRow,
  related: Related,
  context: ViewContext,
): ClassifiedAdSummary {
  const first = related.images.get(ad.id)?.[0];
  return {
    id: ad.id,
    kind: ad.kind,
    title: ad.title,
    priceCents: ad.priceCents,
    condition: ad.condition,
    yearOfConstruction: ad.yearOfConstruction,
    model: (ad.modelId && related.models.get(ad.modelId)) || null,
    image: first ? adImageAsset(context, first, ad.title) : null,
    publishedAt: ad.publishedAt.toISOString(),
  };
}

/** Public ads as the list shows them, in the order given. */
export async function toSummaries(
  orm: Orm,
  ads: ClassifiedAdRow[],
  apiPath: string,
): Promise<ClassifiedAdSummary[]> {
  const related = await loadRelated(orm, ads);
  return ads.map((ad) => toSummary(ad, related, { apiPath, addresses: 'public' }));
}

/**
 * Ads with their pictures and PDFs, staff's reason, and for their owner (`withReplies`) the
 * replies, newest first; without `withReplies` the replies are left empty.
 */
export async function toMyAds(
  orm: Orm,
  ads: ClassifiedAdRow[],
  context: ViewContext,
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
    ...toSummary(ad, related, context),
    description: ad.description,
    status: ad.status,
    images: (related.images.get(ad.id) ?? []).map((image): AdImage => ({
      id: image.id,
      image: adImageAsset(context, image, ad.title),
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

/** One ad for its owner, with the replies. */
export async function toMyAd(orm: Orm, ad: ClassifiedAdRow, apiPath: string) {
  const [mine] = await toMyAds(orm, [ad], { apiPath, addresses: 'owner' }, { withReplies: true });
  return mine!;
}

/** An ad as its page shows it: without staff's reason and the replies. */
export async function toPublicAd(
  orm: Orm,
  ad: ClassifiedAdRow,
  context: ViewContext,
): Promise<ClassifiedAd> {
  const [mine] = await toMyAds(orm, [ad], context, { withReplies: false });
  const { id, kind, title, priceCents, condition, yearOfConstruction, model, image } = mine!;
  const { publishedAt, description, images, attachments, status } = mine!;
  return {
    ...{ id, kind, title, priceCents, condition, yearOfConstruction, model, image },
    ...{ publishedAt, description, images, attachments, status },
  };
}

import {
  adLimits,
  type ClassifiedAdInput,
  type ClassifiedAdQuery,
  type VehicleModel,
} from '@lindner/api/schema';
import { and, asc, count, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels } from '../../plugins/vehicleModels';
import { classifiedAds, type ClassifiedAdRow } from './tables';

// The ads themselves: the public list and one ad, the owner's ads, their status and staff's
// hiding. Pictures, PDFs and replies are in pictureStore.ts, attachmentStore.ts, replyStore.ts.

/** A valid input after the schema: what the table takes. */
export type ValidAdInput = Omit<ClassifiedAdInput, 'privacyConsent'>;

/** Public: active and not hidden by staff. */
const publicAds = () => and(eq(classifiedAds.status, 'active'), isNull(classifiedAds.hiddenReason));

/** Whether everyone may see the ad: active and not hidden by staff. */
export function isPublicAd(ad: Pick<ClassifiedAdRow, 'status' | 'hiddenReason'>): boolean {
  return ad.status === 'active' && ad.hiddenReason === null;
}

export async function findPublicAd(orm: Orm, id: string): Promise<ClassifiedAdRow | undefined> {
  const [row] = await orm
    .select()
    .from(classifiedAds)
    .where(and(eq(classifiedAds.id, id), publicAds()));
  return row;
}

export async function findAd(orm: Orm, id: string): Promise<ClassifiedAdRow | undefined> {
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
  const conditions: (SQL | undefined)[] = [publicAds()];
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
    .where(publicAds())
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

/** Staff hide the ad with a reason its owner reads, or show it again (null). */
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

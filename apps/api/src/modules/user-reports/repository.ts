import { randomBytes } from 'node:crypto';
import type { ValidUserReport } from '@lindner/api/schema';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { vehicleModels } from '../../plugins/vehicleModels';
import { userReportPictures, userReports, type UserReportRow } from './tables';

/** How long an uploaded picture waits for its report before it is removed. */
const uploadLifetimeMs = 24 * 60 * 60_000;

/** A model of the range that a report names, or null for an id that is none. */
export async function findModel(
  orm: Orm,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await orm
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, id));
  return row ?? null;
}

/** A report's row with its model's name and its pictures' sizes, in order. */
export interface LoadedReport extends UserReportRow {
  modelName: string;
  pictures: { position: number; width: number; height: number }[];
}

export interface PictureUpload {
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Keeps an uploaded picture until a report names it; answers its handle. Uploads older than a
 * day that no report took are removed on the way (nobody can send them any more).
 */
export async function storeUpload(orm: Orm, upload: PictureUpload, now = new Date()) {
  await orm
    .delete(userReportPictures)
    .where(
      and(
        isNull(userReportPictures.reportId),
        lt(userReportPictures.createdAt, new Date(now.getTime() - uploadLifetimeMs)),
      ),
    );
  const uploadId = randomBytes(16).toString('base64url');
  await orm.insert(userReportPictures).values({ uploadId, ...upload, createdAt: now });
  return uploadId;
}

/** A slug from a title: lower case ASCII words joined by "-" (umlauts spelt out). */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'bericht';
}

/** Leaves the transaction (nothing stored): a picture the report names is not there. */
class PictureGone extends Error {}

export interface NewReport {
  fields: ValidUserReport;
  locale: string;
  userId: string | null;
  /** Fixed by the seed; else the title's words and a random ending. */
  slug?: string;
  state?: 'pending' | 'approved';
  publishedAt?: Date | null;
  createdAt?: Date;
}

/**
 * Stores a pending report and attaches its uploaded pictures in the order given; null (nothing
 * stored) when one of them is unknown, taken by another report or older than a day.
 */
export async function createReport(orm: Orm, report: NewReport): Promise<UserReportRow | null> {
  const { fields } = report;
  const createdAt = report.createdAt ?? new Date();
  const slug = report.slug ?? `${slugOf(fields.title)}-${randomBytes(4).toString('hex')}`;
  return orm
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(userReports)
        .values({
          slug,
          modelId: fields.modelId,
          title: fields.title,
          text: fields.text,
          firstName: fields.firstName,
          region: fields.region,
          email: fields.email,
          locale: report.locale,
          userId: report.userId,
          state: report.state ?? 'pending',
          publishedAt: report.publishedAt ?? null,
          createdAt,
        })
        .returning();
      const since = new Date(createdAt.getTime() - uploadLifetimeMs);
      for (const [index, uploadId] of fields.pictures.entries()) {
        const attached = await tx
          .update(userReportPictures)
          .set({ reportId: row!.id, position: index + 1 })
          .where(
            and(
              eq(userReportPictures.uploadId, uploadId),
              isNull(userReportPictures.reportId),
              sql`${userReportPictures.createdAt} > ${since}`,
            ),
          )
          .returning({ id: userReportPictures.id });
        if (attached.length === 0) throw new PictureGone();
      }
      return row!;
    })
    .catch((error: unknown) => {
      if (error instanceof PictureGone) return null;
      throw error;
    });
}

const reportColumns = {
  report: userReports,
  modelName: vehicleModels.name,
};

/** The pictures of some reports, by report id, in order. */
async function picturesOf(orm: Orm, reportIds: string[]) {
  const byReport = new Map<string, LoadedReport['pictures']>();
  if (reportIds.length === 0) return byReport;
  const rows = await orm
    .select({
      reportId: userReportPictures.reportId,
      position: userReportPictures.position,
      width: userReportPictures.width,
      height: userReportPictures.height,
    })
    .from(userReportPictures)
    .where(inArray(userReportPictures.reportId, reportIds))
    .orderBy(asc(userReportPictures.position));
  for (const row of rows) {
    const list = byReport.get(row.reportId!) ?? [];
    list.push({ position: row.position!, width: row.width, height: row.height });
    byReport.set(row.reportId!, list);
  }
  return byReport;
}

async function withPictures(
  orm: Orm,
  rows: { report: UserReportRow; modelName: string }[],
): Promise<LoadedReport[]> {
  const pictures = await picturesOf(
    orm,
    rows.map((row) => row.report.id),
  );
  return rows.map(({ report, modelName }) => ({
    ...report,
    modelName,
    pictures: pictures.get(report.id) ?? [],
  }));
}

const published = eq(userReports.state, 'approved');

/** One page of the approved reports (of one model), newest first, and how many there are. */
export async function loadPublishedPage(
  orm: Orm,
  { model, page, pageSize }: { model: string | undefined; page: number; pageSize: number },
) {
  const where = model ? and(published, eq(userReports.modelId, model)) : published;
  const [rows, [total], models] = await Promise.all([
    orm
      .select(reportColumns)
      .from(userReports)
      .innerJoin(vehicleModels, eq(vehicleModels.id, userReports.modelId))
      .where(where)
      .orderBy(desc(userReports.publishedAt), desc(userReports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    orm.select({ reports: count() }).from(userReports).where(where),
    orm
      .selectDistinct({ id: vehicleModels.id, name: vehicleModels.name })
      .from(userReports)
      .innerJoin(vehicleModels, eq(vehicleModels.id, userReports.modelId))
      .where(published)
      .orderBy(asc(vehicleModels.name)),
  ]);
  return { reports: await withPictures(orm, rows), total: total?.reports ?? 0, models };
}

/** An approved report by its slug, or undefined. */
export async function loadPublished(orm: Orm, slug: string): Promise<LoadedReport | undefined> {
  const rows = await orm
    .select(reportColumns)
    .from(userReports)
    .innerJoin(vehicleModels, eq(vehicleModels.id, userReports.modelId))
    .where(and(published, eq(userReports.slug, slug)));
  return (await withPictures(orm, rows))[0];
}

/** Every approved report's slug, newest first, for the sitemap. */
export async function loadListedUserReports(orm: Orm): Promise<{ slug: string }[]> {
  return orm
    .select({ slug: userReports.slug })
    .from(userReports)
    .innerJoin(vehicleModels, eq(vehicleModels.id, userReports.modelId))
    .where(published)
    .orderBy(desc(userReports.publishedAt), desc(userReports.id));
}

/** Reports by a condition, with model names and pictures, in the given order. */
export async function loadReports(
  orm: Orm,
  where: ReturnType<typeof eq>,
  order: 'oldest' | 'newest',
): Promise<LoadedReport[]> {
  const rows = await orm
    .select(reportColumns)
    .from(userReports)
    .innerJoin(vehicleModels, eq(vehicleModels.id, userReports.modelId))
    .where(where)
    .orderBy(order === 'oldest' ? asc(userReports.createdAt) : desc(userReports.createdAt));
  return withPictures(orm, rows);
}

/** A report's picture n (from 1) with what decides who may see it. */
export async function loadPictureFile(orm: Orm, reportId: string, position: number) {
  const [found] = await orm
    .select({
      contentType: userReportPictures.contentType,
      bytes: userReportPictures.bytes,
      state: userReports.state,
      userId: userReports.userId,
    })
    .from(userReportPictures)
    .innerJoin(userReports, eq(userReports.id, userReportPictures.reportId))
    .where(
      and(eq(userReportPictures.reportId, reportId), eq(userReportPictures.position, position)),
    );
  return found;
}

/**
 * Approves (published now) or rejects (with the reason) a pending report; the row as it now
 * stands, or null when no pending report has that id.
 */
export async function decideReport(
  orm: Orm,
  id: string,
  decision: { approve: boolean; reason: string | null; staffUserId: string; now: Date },
): Promise<UserReportRow | null> {
  const [row] = await orm
    .update(userReports)
    .set({
      state: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : decision.reason,
      reviewedAt: decision.now,
      reviewedBy: decision.staffUserId,
      publishedAt: decision.approve ? decision.now : null,
    })
    .where(and(eq(userReports.id, id), eq(userReports.state, 'pending')))
    .returning();
  return row ?? null;
}

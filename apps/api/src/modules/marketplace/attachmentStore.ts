import { adLimits } from '@lindner/api/schema';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { classifiedAdAttachments } from './tables';

// An ad's PDF files, checked by content (pdf.ts) before they are stored here.

/** The path of a PDF below the API's base (what `AdAttachment.url` holds). */
export const attachmentPath = (adId: string, attachmentId: string) =>
  `/classified-ads/${adId}/attachments/${attachmentId}`;

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
  const deleted = await orm
    .delete(classifiedAdAttachments)
    .where(
      and(eq(classifiedAdAttachments.id, attachmentId), eq(classifiedAdAttachments.adId, adId)),
    )
    .returning({ id: classifiedAdAttachments.id });
  return deleted.length > 0;
}

export async function loadAttachment(orm: Orm, adId: string, attachmentId: string) {
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

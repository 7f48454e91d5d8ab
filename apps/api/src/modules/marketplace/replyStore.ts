import type { AdReply } from '@lindner/api/schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { users } from '../../plugins/users';
import { classifiedAdReplies, type ClassifiedAdReplyRow } from './tables';

// Replies to an ad, relayed to its owner by mail, and the owner's one answer to each.

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

/** A reply to the ad with the user who wrote it. */
export async function findReply(orm: Orm, adId: string, replyId: string) {
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

/** A reply as the ad's owner sees it: the replier's name, never their address. */
export function toReply(row: ClassifiedAdReplyRow, replierName: string): AdReply {
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

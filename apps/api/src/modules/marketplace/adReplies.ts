import {
  adAnswerInputSchema,
  adParamsSchema,
  adReplyInputSchema,
  adReplyParamsSchema,
  adReplyReceiptSchema,
  adReplySchema,
  type AdReplyReceipt,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import type { Mail, Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { displayName, findUserById } from '../../plugins/users';
import { ownAdOf } from './adAccess';
import { answerMail, replyMail } from './adMail';
import { findPublicAd } from './ads';
import { adMessagesPerAddress, adMessagesPerUser, countTogether } from './limits';
import { addReply, answerReply, findReply } from './replyStore';
import { adMessages } from './texts';

const tags = ['marketplace'];

/**
 * Replying to a public ad and the owner's answer to a reply. Both are relayed by mail from the
 * system address, so that neither side learns the other's address; both count against one
 * limit per user and one per client address (each sends a mail).
 */
export const adReplyRoutes: SchemaRoutes<{ database: Database; mailer: Mailer }> = async (
  app,
  { database, mailer },
) => {
  const { orm } = database;
  const messages = countTogether(app, adMessagesPerUser, adMessagesPerAddress);

  /** A relayed message goes out; when the mail server fails, the saved reply stands. */
  async function relay(request: FastifyRequest, mail: Mail) {
    await mailer
      .send(mail)
      .catch((error: unknown) => request.log.error({ err: error }, 'A marketplace mail failed'));
  }

  app.post(
    '/classified-ads/:id/replies',
    {
      schema: {
        tags,
        summary: "Reply to an ad (mailed to its owner without the replier's address)",
        params: adParamsSchema,
        body: adReplyInputSchema,
        response: answers(adReplyReceiptSchema),
      },
    },
    async (request) => {
      const ad = await findPublicAd(orm, request.params.id);
      if (!ad) throw new Refusal(404, request.t(adMessages.notFound));
      const caller = callerOf(request);
      if (ad.userId === caller.id) throw new Refusal(409, request.t(adMessages.ownAd));
      const { content } = request.body;
      await messages.count(request);
      const saved = await addReply(orm, ad.id, caller.id, content, request.locale);
      const owner = await findUserById(orm, ad.userId);
      if (owner?.email) {
        const recipient = {
          to: owner.email,
          userId: owner.id,
          name: displayName(owner),
          locale: ad.locale,
        };
        await relay(
          request,
          replyMail(recipient, { title: ad.title, replierName: displayName(caller), content }),
        );
      }
      const receipt: AdReplyReceipt = { id: saved.id, createdAt: saved.createdAt.toISOString() };
      return success(receipt, request.t(adMessages.replySaved));
    },
  );

  app.post(
    '/classified-ads/:id/replies/:replyId/answer',
    {
      schema: {
        tags,
        summary: "The owner's answer to a reply (mailed to the replier)",
        params: adReplyParamsSchema,
        body: adAnswerInputSchema,
        response: answers(adReplySchema),
      },
    },
    async (request) => {
      const ad = await ownAdOf(orm, request, request.params.id);
      const found = await findReply(orm, ad.id, request.params.replyId);
      if (!found) throw new Refusal(404, request.t(adMessages.replyNotFound));
      if (found.reply.answer !== null)
        throw new Refusal(409, request.t(adMessages.alreadyAnswered));
      const { content } = request.body;
      const { replier } = found;
      await messages.count(request);
      const answered = await answerReply(orm, found.reply.id, content, displayName(replier));
      if (!answered) throw new Refusal(409, request.t(adMessages.alreadyAnswered));
      if (replier.email) {
        const recipient = {
          to: replier.email,
          userId: replier.id,
          name: displayName(replier),
          locale: found.reply.locale,
        };
        await relay(request, answerMail(recipient, { title: ad.title, content }));
      }
      return success(answered, request.t(adMessages.answered));
    },
  );
};

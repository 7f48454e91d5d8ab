import { createHash } from 'node:crypto';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm } from '../database/connection';
import { textsFor } from '../plugins/texts';
import { TooManyRequests, type Limit, type Limiter } from '../plugins/throttling/throttling';
import { framedMail } from './mailFrame';
import type { Mailer } from './mailer';
import { confirmationMailSends, type ConfirmationMailKind } from './tables';

// The mails that ask a user to confirm something by a link: a changed profile address, a
// newsletter subscription. Two rules limit them: one mail of a kind per recipient address in 10
// minutes, whoever asks (kept in the database); and per caller, counted where a mail is about to
// go, 5 per user and 20 per client address in an hour, both kinds together (plugins/throttling).

/** The path of the confirmation pages' stylesheet, below the API's path. */
export const confirmationPageStylesheetPath = '/newsletter/page.css';

/** Only a token's hash is stored, so a copy of the database confirms nothing. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** At most one confirmation mail of a kind (newsletter or address) per address in this time. */
export const confirmationMailIntervalMs = 10 * 60 * 1000;

export const confirmationMailLimitMessages = defineMessages({
  tooSoon: {
    id: 'server.confirmationMail.tooSoon',
    description: 'minutes: whole minutes until the next confirmation mail can be sent (at least 1)',
    defaultMessage:
      'An diese Adresse haben wir gerade erst eine Bestätigungs-E-Mail geschickt. Die nächste kannst Du in {minutes, plural, one {# Minute} other {# Minuten}} anfordern.',
  },
  tooManyForUser: {
    id: 'server.confirmationMail.tooManyForUser',
    description:
      'A user asked for 5 confirmation mails (profile address, newsletter) within an hour. minutes: whole minutes until the next one can be sent (at least 1)',
    defaultMessage:
      'Du hast in der letzten Stunde schon mehrere Bestätigungs-E-Mails angefordert. Die nächste kannst Du in {minutes, plural, one {# Minute} other {# Minuten}} anfordern.',
  },
  tooManyFromAddress: {
    id: 'server.confirmationMail.tooManyFromAddress',
    description:
      'Many confirmation mails were asked for from one client address within an hour, by any users. minutes: whole minutes until the next one can be sent (at least 1)',
    defaultMessage:
      'Von Deiner Verbindung aus wurden in der letzten Stunde schon viele Bestätigungs-E-Mails angefordert. Die nächste kannst Du in {minutes, plural, one {# Minute} other {# Minuten}} anfordern.',
  },
});

const hourMs = 60 * 60_000;

/**
 * The caller's confirmation mails, both kinds together: 5 per user and 20 per client address in
 * an hour. Without them one account mailed 100 different addresses in 6 seconds by changing its
 * profile address, as the per-recipient rule never saw the same address twice.
 */
export const confirmationMailLimits = {
  perUser: {
    name: 'confirmation-mails',
    max: 5,
    windowMs: hourMs,
    per: 'user',
    message: confirmationMailLimitMessages.tooManyForUser,
  },
  perAddress: {
    name: 'confirmation-mails-by-address',
    max: 20,
    windowMs: hourMs,
    per: 'address',
    message: confirmationMailLimitMessages.tooManyFromAddress,
  },
} as const satisfies Record<string, Limit>;

/** Whether a confirmation mail may go now, or when the next to that address may. */
export type ConfirmationMailClaim = { allowed: true } | { allowed: false; nextAt: Date };

/** The texts of one kind of confirmation mail; the frame adds greeting and signature. */
export type ConfirmationMailTexts = Record<
  'subject' | 'request' | 'validity' | 'notYou',
  MessageDescriptor
>;

export interface ConfirmationMail {
  to: string;
  /** The user the mail is for; none for a visitor. */
  userId?: string;
  /** Whom the greeting names; null greets without a name. */
  name: string | null;
  link: string;
  texts: ConfirmationMailTexts;
}

/** The confirmation mails of a scope whose app has the throttling plugin. */
export interface ConfirmationMails {
  /**
   * Claims a mail of a kind to an address for the request's caller, before anything is saved:
   * `{ allowed: false }` when one of that kind went there in the last 10 minutes (nothing is
   * counted then: no mail goes); a thrown 429 when the caller reached a limit (nothing is
   * claimed); otherwise the mail is claimed and counted, and the caller sends it.
   */
  claim(
    request: FastifyRequest,
    kind: ConfirmationMailKind,
    email: string,
  ): Promise<ConfirmationMailClaim>;
  /** Sends a claimed mail in the caller's language, in the frame of every mail. */
  send(request: FastifyRequest, mail: ConfirmationMail): Promise<void>;
}

export function confirmationMails(
  app: Pick<FastifyInstance, 'limiter'>,
  { orm, mailer }: { orm: Orm; mailer: Mailer },
): ConfirmationMails {
  const limiters = confirmationMailLimiters(app);
  return {
    async claim(request, kind, email) {
      const now = new Date();
      const claim = await claimConfirmationMail(orm, kind, email, now);
      // No mail goes: nothing to count.
      if (!claim.allowed) return claim;
      try {
        // Both checked before either counts, so that a refusal by one costs nothing in the other.
        for (const limiter of limiters) await limiter.count(request, { peek: true });
        for (const limiter of limiters) await limiter.count(request);
      } catch (error) {
        // Refused: the address gets nothing after all, so the claim goes back.
        await releaseConfirmationMail(orm, kind, email, now);
        throw error;
      }
      return claim;
    },

    async send(request, { to, userId, name, link, texts: messages }) {
      const texts = textsFor(request.locale);
      await mailer.send(
        framedMail(texts, {
          to,
          userId,
          subject: texts.t(messages.subject),
          greet: name,
          paragraphs: [
            [texts.t(messages.request), link],
            [texts.t(messages.validity), texts.t(messages.notYou)],
          ],
        }),
      );
    },
  };
}

/**
 * The limiters of one server, shared by every scope that sends confirmation mails (the profile,
 * the newsletter): in memory, each `app.limiter` call counts on its own, so both kinds count
 * together only through one pair. Keyed by the server's `limiter`, which every scope inherits.
 */
const limitersOf = new WeakMap<object, Limiter[]>();

function confirmationMailLimiters(app: Pick<FastifyInstance, 'limiter'>): Limiter[] {
  let limiters = limitersOf.get(app.limiter);
  if (!limiters) {
    limiters = [
      app.limiter(confirmationMailLimits.perUser),
      app.limiter(confirmationMailLimits.perAddress),
    ];
    limitersOf.set(app.limiter, limiters);
  }
  return limiters;
}

/**
 * The 429 of a confirmation mail to an address that got one in the last 10 minutes: a message
 * saying in how many minutes the next is possible, and `Retry-After` in seconds.
 */
export function confirmationMailTooSoon(
  request: FastifyRequest,
  nextAt: Date,
  now = new Date(),
): TooManyRequests {
  return new TooManyRequests(
    request,
    nextAt.getTime() - now.getTime(),
    confirmationMailLimitMessages.tooSoon,
  );
}

/**
 * Claims the sending of a confirmation mail of a kind to an address: `{ allowed: true }` when
 * none of that kind went there in the last 10 minutes (and records this one), otherwise when the
 * next is possible. One statement, so that parallel requests for one address send one mail; kept
 * in the database, so that it holds across the API's instances. It limits what one address
 * receives, whoever asks; the limits of the callers are `confirmationMailLimits`.
 */
export async function claimConfirmationMail(
  orm: Orm,
  kind: ConfirmationMailKind,
  email: string,
  now = new Date(),
): Promise<ConfirmationMailClaim> {
  const address = email.toLowerCase();
  const cutoff = new Date(now.getTime() - confirmationMailIntervalMs);
  const claimed = await orm
    .insert(confirmationMailSends)
    .values({ kind, email: address, sentAt: now })
    .onConflictDoUpdate({
      target: [confirmationMailSends.kind, confirmationMailSends.email],
      set: { sentAt: now },
      setWhere: sql`${confirmationMailSends.sentAt} <= ${cutoff.toISOString()}`,
    })
    .returning({ email: confirmationMailSends.email });
  if (claimed.length > 0) return { allowed: true };
  const [last] = await orm
    .select({ sentAt: confirmationMailSends.sentAt })
    .from(confirmationMailSends)
    .where(and(eq(confirmationMailSends.kind, kind), eq(confirmationMailSends.email, address)));
  const sentAt = last?.sentAt ?? now;
  return { allowed: false, nextAt: new Date(sentAt.getTime() + confirmationMailIntervalMs) };
}

/** Gives back a claim made at `claimedAt` whose mail is not sent after all. */
async function releaseConfirmationMail(
  orm: Orm,
  kind: ConfirmationMailKind,
  email: string,
  claimedAt: Date,
) {
  await orm
    .delete(confirmationMailSends)
    .where(
      and(
        eq(confirmationMailSends.kind, kind),
        eq(confirmationMailSends.email, email.toLowerCase()),
        eq(confirmationMailSends.sentAt, claimedAt),
      ),
    );
}

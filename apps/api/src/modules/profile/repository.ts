import { randomBytes } from 'node:crypto';
import {
  avatarImageVersion,
  avatarPixelWidths,
  avatarRenditions,
  type AvatarRendition,
  type ImageAssetPayload,
} from '@lindner/api/schema';
import type { ValidCustomerNumberInput, ValidProfileInput } from '@lindner/api/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { claimCustomerNumber } from '../../plugins/customerRegister';
import { users, type UserRow } from '../../plugins/users';
import type { AvatarFile } from './avatarImages';
import { tokenHash } from '../../mail/confirmationMails';
import { avatarFiles, emailConfirmations } from './tables';

/** Saves the caller's personal data; returns the user as now stored. */
export async function saveProfile(
  orm: Orm,
  userId: string,
  input: ValidProfileInput,
): Promise<UserRow> {
  // A new address is not confirmed (an unchanged one keeps its state); a pending confirmation
  // of a former address stops working.
  return orm.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        ...input,
        emailVerifiedAt: sql`CASE WHEN ${users.email} = ${input.email} THEN ${users.emailVerifiedAt} END`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    await tx
      .delete(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, userId), ne(emailConfirmations.email, input.email)));
    return row!;
  });
}

// --- Customer number ---------------------------------------------------------------------------

/**
 * Gives the user the customer number when the register holds it with this postal code (see
 * plugins/customerRegister for the rest of the rule).
 */
export function claimCustomerNumberWithZip(
  orm: Orm,
  userId: string,
  { customerNr, zip }: ValidCustomerNumberInput,
) {
  return claimCustomerNumber(
    orm,
    userId,
    customerNr,
    (customer) => comparableZip(customer.zip) === comparableZip(zip),
  );
}

/** A postal code as two spellings of it compare: upper case, without spaces ("1011 ab"). */
function comparableZip(zip: string): string {
  return zip.replace(/\s+/g, '').toUpperCase();
}

// --- E-mail confirmation -----------------------------------------------------------------------

/** How long the link of an address confirmation works. */
export const emailConfirmationValidityMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Starts (or restarts) the confirmation of the user's address and returns the token of the
 * link: 256 random bits, of which only the hash is stored. A former link stops working.
 */
export async function startEmailConfirmation(
  orm: Orm,
  {
    userId,
    email,
    locale,
    now = new Date(),
  }: { userId: string; email: string; locale: string; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const values = {
    email,
    locale,
    tokenHash: tokenHash(token),
    tokenExpiresAt: new Date(now.getTime() + emailConfirmationValidityMs),
    requestedAt: now,
  };
  await orm
    .insert(emailConfirmations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emailConfirmations.userId, set: values });
  return token;
}

/** A link followed twice, or sent to a former address, is `invalid`. */
export type EmailConfirmationOutcome = 'confirmed' | 'expired' | 'invalid';

/**
 * Follows the link of an address confirmation: confirms the address it was sent to while that
 * is still the user's address. The token works once.
 */
export async function confirmEmail(
  orm: Orm,
  token: string,
  now = new Date(),
): Promise<{ outcome: EmailConfirmationOutcome; locale: string | null }> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { outcome: 'invalid', locale: null };
  return orm.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.tokenHash, tokenHash(token)));
    if (!pending) return { outcome: 'invalid' as const, locale: null };
    const { locale } = pending;
    if (pending.tokenExpiresAt <= now) return { outcome: 'expired' as const, locale };
    const confirmed = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, pending.userId), eq(users.email, pending.email)))
      .returning({ id: users.id });
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, pending.userId));
    return {
      outcome: confirmed.length > 0 ? ('confirmed' as const) : ('invalid' as const),
      locale,
    };
  });
}

/** `{apiPath}/avatars/{uploadId}/{rendition}.webp`, e.g. `/api/portal/avatars/Xy…/md@2x.webp`. */
export function avatarFileUrl(apiPath: string, uploadId: string, rendition: AvatarRendition) {
  return `${apiPath}/avatars/${uploadId}/${rendition}.webp`;
}

/**
 * Stores the files of a new avatar under a fresh random id (128 bits), points the user at it
 * and drops the user's former files, whose addresses then answer 404.
 */
export async function saveAvatar(
  orm: Orm,
  userId: string,
  files: AvatarFile[],
  apiPath: string,
): Promise<UserRow> {
  const uploadId = randomBytes(16).toString('base64url');
  const renditions = Object.fromEntries(
    avatarRenditions.map((rendition) => [rendition, avatarFileUrl(apiPath, uploadId, rendition)]),
  ) as Record<AvatarRendition, string>;
  const image: ImageAssetPayload = {
    versions: { [avatarImageVersion]: renditions },
    width: avatarPixelWidths.xs,
    height: avatarPixelWidths.xs,
  };
  return orm.transaction(async (tx) => {
    await tx.delete(avatarFiles).where(eq(avatarFiles.userId, userId));
    await tx.insert(avatarFiles).values(files.map((file) => ({ ...file, uploadId, userId })));
    const [row] = await tx
      .update(users)
      .set({ avatarUrl: renditions.md, avatarImage: image, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  });
}

export async function deleteAvatar(orm: Orm, userId: string): Promise<UserRow> {
  return orm.transaction(async (tx) => {
    await tx.delete(avatarFiles).where(eq(avatarFiles.userId, userId));
    const [row] = await tx
      .update(users)
      .set({ avatarUrl: null, avatarImage: null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row!;
  });
}

export async function loadAvatarFile(orm: Orm, uploadId: string, rendition: AvatarRendition) {
  const [file] = await orm
    .select({ contentType: avatarFiles.contentType, bytes: avatarFiles.bytes })
    .from(avatarFiles)
    .where(and(eq(avatarFiles.uploadId, uploadId), eq(avatarFiles.rendition, rendition)));
  return file;
}

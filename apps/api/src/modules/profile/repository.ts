import { randomBytes } from 'node:crypto';
import {
  avatarImageVersion,
  avatarPixelWidths,
  avatarRenditions,
  type AvatarRendition,
  type ImageAssetPayload,
} from '@lindner/api/schema';
import type { ValidProfileInput } from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { users, type UserRow } from '../user/tables';
import type { AvatarFile } from './avatarImages';
import { avatarFiles } from './tables';

/** Saves the caller's personal data; returns the user as now stored. */
export async function saveProfile(
  orm: Orm,
  userId: string,
  input: ValidProfileInput,
): Promise<UserRow> {
  const [row] = await orm
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
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

import {
  avatarLimits,
  avatarRenditions,
  avatarUploadField,
  fieldErrorMessages,
  userProfileSchema,
} from '@lindner/api/schema';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { Refusal, success } from '../../plugins/envelope';
import {
  PictureError,
  pictureProblemStatus,
  servePictureFiles,
  uploadedPicture,
} from '../../plugins/pictures';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import type { Limit } from '../../plugins/throttling/throttling';
import { uploadMessages, uploads } from '../../plugins/uploads';
import { renderAvatar, type AvatarFile } from './avatarImages';
import { deleteAvatar, loadAvatarFile, saveAvatar } from './repository';
import { toUserProfile } from './userProfile';

/** How many avatar uploads a user may make in a time (each is decoded and re-encoded). */
export type PictureUploadLimits = Pick<Limit, 'max' | 'windowMs'>;

/** The caller's avatar: its upload and deletion, and the avatar files themselves. */
export const avatarRoutes: SchemaRoutes<{
  orm: Orm;
  pictureUploadLimits: PictureUploadLimits;
}> = async (app, { orm, pictureUploadLimits }) => {
  // The routes' prefix is the API's path (`/api/{client segment}`); avatar addresses start with it.
  const apiPath = app.prefix;
  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes });
  const avatarUploads = app.limiter({
    name: 'avatar-uploads',
    ...pictureUploadLimits,
    per: 'user',
    message: uploadMessages.tooMany,
  });

  app.post(
    '/user/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Upload the caller’s avatar (multipart, field `avatar`)',
        consumes: ['multipart/form-data'],
        response: answers(userProfileSchema),
      },
    },
    async (request) => {
      await avatarUploads.count(request, { peek: true });
      const upload = await uploadedPicture(request, avatarUploadField);
      // Only a picture read whole counts: a refused body costs nothing.
      await avatarUploads.count(request);
      const files = await avatarFiles(request, upload);
      const row = await saveAvatar(orm, callerOf(request).id, files, apiPath);
      return success(toUserProfile(row));
    },
  );

  app.delete(
    '/user/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete the caller’s avatar',
        response: answers(userProfileSchema),
      },
    },
    async (request) => success(toUserProfile(await deleteAvatar(orm, callerOf(request).id))),
  );

  servePictureFiles(app, '/avatars', avatarRenditions, (uploadId, rendition) =>
    loadAvatarFile(orm, uploadId, rendition),
  );
};

/** The files of an uploaded avatar, or the refusal of what is no picture we take. */
async function avatarFiles(request: FastifyRequest, upload: Buffer): Promise<AvatarFile[]> {
  try {
    return await renderAvatar(upload);
  } catch (error) {
    if (!(error instanceof PictureError)) throw error;
    const message = request.t(fieldErrorMessages[error.problem]);
    throw new Refusal(pictureProblemStatus[error.problem], message, {
      [avatarUploadField]: message,
    });
  }
}

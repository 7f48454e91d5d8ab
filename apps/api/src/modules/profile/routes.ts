import {
  avatarLimits,
  avatarRenditions,
  fieldErrorMessages,
  profileInputSchema,
  type AvatarRendition,
  type FieldErrorKey,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../database/connection';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { uploads } from '../../plugins/uploads';
import { validBody } from '../../plugins/validBody';
import { AvatarImageError, renderAvatar } from './avatarImages';
import { deleteAvatar, loadAvatarFile, saveAvatar, saveProfile } from './repository';
import { toUserProfile } from './userProfile';

const problemStatus: Record<AvatarImageError['problem'], number> = {
  fileType: 415,
  fileTooLarge: 413,
  imageTooLarge: 413,
};

const uploadIdPattern = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The caller's personal data: `GET` and `PUT /user/profile`, the avatar upload and deletion, and
 * the avatar files themselves.
 */
export async function profileRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;
  // The routes' prefix is the API's path (`/api/{client segment}`); avatar addresses start with it.
  const apiPath = app.prefix;

  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes, maxFiles: 1 });

  app.get('/user/profile', async (request) => success(toUserProfile(callerOf(request))));

  app.put('/user/profile', async (request, reply) => {
    const input = await validBody(profileInputSchema, request, reply);
    if (!input) return reply;
    return success(toUserProfile(await saveProfile(orm, callerOf(request).id, input)));
  });

  app.post('/user/profile/avatar', async (request, reply) => {
    const upload = await uploadedPicture(request, reply);
    if (!upload) return reply;
    let files;
    try {
      files = await renderAvatar(upload);
    } catch (error) {
      if (!(error instanceof AvatarImageError)) throw error;
      return refuse(request, reply, problemStatus[error.problem], error.problem);
    }
    const row = await saveAvatar(orm, callerOf(request).id, files, apiPath);
    return success(toUserProfile(row));
  });

  app.delete('/user/profile/avatar', async (request) =>
    success(toUserProfile(await deleteAvatar(orm, callerOf(request).id))),
  );

  /**
   * `GET /avatars/{uploadId}/{rendition}.webp`: public, because an `<img>` cannot send a token.
   * The upload id is 128 random bits, found only in the owner's own profile, and a new upload or
   * a deletion retires it. Cached privately (never by shared caches) and only readable by pages
   * of this origin.
   */
  app.get<{ Params: { uploadId: string; file: string } }>(
    '/avatars/:uploadId/:file',
    { config: { public: true } },
    async (request, reply) => {
      const { uploadId, file } = request.params;
      const rendition = /^(.+)\.webp$/.exec(file)?.[1];
      const known =
        uploadIdPattern.test(uploadId) &&
        avatarRenditions.includes(rendition as AvatarRendition) &&
        (await loadAvatarFile(orm, uploadId, rendition as AvatarRendition));
      if (!known) return reply.status(404).send(failure(request.t(errorMessages.notFound)));
      return reply
        .type(known.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(known.bytes);
    },
  );
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: FieldErrorKey) {
  const message = request.t(fieldErrorMessages[key]);
  return reply.status(status).send(failure(message, { avatar: message }));
}

/** The bytes of the request's one file, or null once a 4xx with a message has been sent. */
async function uploadedPicture(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) {
    await refuse(request, reply, 415, 'fileRequired');
    return null;
  }
  try {
    const file = await request.file();
    if (!file) {
      await refuse(request, reply, 400, 'fileRequired');
      return null;
    }
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      await refuse(request, reply, 413, 'fileTooLarge');
    } else if (typeof code === 'string' && code.startsWith('FST_')) {
      // Too many files or fields, a broken multipart body.
      await reply.status(400).send(failure(request.t(errorMessages.invalidBody)));
    } else {
      throw error;
    }
    return null;
  }
}

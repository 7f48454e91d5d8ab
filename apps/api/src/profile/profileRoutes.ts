import multipart from '@fastify/multipart';
import { avatarLimits, profileInputSchema, type FieldErrorKey } from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, success } from '../api/envelope';
import { textsOf, validBody } from '../api/requestBody';
import type { Database } from '../database/connection';
import { users } from '../database/tables';
import { toUserProfile } from '../users/users';
import { AvatarImageError, renderAvatar } from './avatarImages';
import { deleteAvatar, saveAvatar } from './avatars';

const problemStatus: Record<AvatarImageError['problem'], number> = {
  fileType: 415,
  fileTooLarge: 413,
  imageTooLarge: 413,
};

/**
 * The caller's personal data: `PUT /user/profile` and the avatar upload. Registered inside
 * apiRoutes, so the caller comes from the access token and nowhere else.
 */
export async function profileRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { orm } = database;
  // The routes' prefix is the API's path (`/api/{client segment}`); avatar addresses start with it.
  const apiPath = app.prefix;

  await app.register(multipart, {
    limits: {
      fileSize: avatarLimits.maxBytes,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 100,
    },
  });

  app.put('/user/profile', async (request, reply) => {
    const input = await validBody(profileInputSchema, request, reply);
    if (!input) return reply;
    const [row] = await orm
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, request.caller!.id))
      .returning();
    return success(toUserProfile(row!));
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
    const row = await saveAvatar(orm, request.caller!.id, files, apiPath);
    return success(toUserProfile(row));
  });

  app.delete('/user/profile/avatar', async (request) =>
    success(toUserProfile(await deleteAvatar(orm, request.caller!.id))),
  );
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: FieldErrorKey) {
  const message = textsOf(request).fields[key];
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
      await reply.status(400).send(failure(textsOf(request).invalidBody));
    } else {
      throw error;
    }
    return null;
  }
}

import { avatarRenditions, type AvatarRendition } from '@lindner/api/schema';
import type { FastifyInstance } from 'fastify';
import { failure } from '../api/envelope';
import { textsOf } from '../api/requestBody';
import type { Database } from '../database/connection';
import { loadAvatarFile } from './avatars';

const uploadIdPattern = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `GET /avatars/{uploadId}/{rendition}.webp`: the avatar files, without a token, because an
 * `<img>` cannot send one. The upload id is 128 random bits, found only in the owner's own
 * profile, and a new upload or a deletion retires it. Cached privately (never by shared caches)
 * and only readable by pages of this origin.
 */
export async function avatarFileRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get<{ Params: { uploadId: string; file: string } }>(
    '/avatars/:uploadId/:file',
    async (request, reply) => {
      const { uploadId, file } = request.params;
      const rendition = /^(.+)\.webp$/.exec(file)?.[1];
      const known =
        uploadIdPattern.test(uploadId) &&
        avatarRenditions.includes(rendition as AvatarRendition) &&
        (await loadAvatarFile(database.orm, uploadId, rendition as AvatarRendition));
      if (!known) return reply.status(404).send(failure(textsOf(request).notFound));
      return reply
        .type(known.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(known.bytes);
    },
  );
}

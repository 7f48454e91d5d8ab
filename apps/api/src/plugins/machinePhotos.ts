import { readFile } from 'node:fs/promises';
import type { ImageAssetPayload } from '@lindner/api/schema';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { errorMessages } from './errorMessages';
import {
  machinePhotoDir,
  photoNames,
  photoRenditions,
  type PhotoRendition,
} from './photoCatalogue';

/** The version name of a machine photo in `imageAssetSchema`'s `versions`. */
export const machinePhotoVersion = 'lindnerMachine';

const photoPath = '/machine-photos';

/** The image asset of a picture, at `{apiPath}/machine-photos/{name}-{rendition}.webp`. */
export function machinePhotoAsset(apiPath: string, photo: string, alt: string): ImageAssetPayload {
  const url = (rendition: PhotoRendition) => `${apiPath}${photoPath}/${photo}-${rendition}.webp`;
  return {
    versions: { [machinePhotoVersion]: { xs: url('xs'), md: url('md') } },
    alt,
    width: photoRenditions.xs[0],
    height: photoRenditions.xs[1],
  };
}

const photoFile = /^([a-z0-9-]+)-(xs|md)\.webp$/;

/**
 * `GET /machine-photos/{name}-{rendition}.webp`: the shipped pictures, public; read once and
 * kept (about 1 MB together).
 */
export function machinePhotoRoutes(app: FastifyInstance) {
  const known = new Set(photoNames);
  const files = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string } }>(
    `${photoPath}/:file`,
    {
      config: { public: true },
      schema: {
        tags: ['used-machines'],
        summary: 'A shipped machine photo (WebP): `{name}-{rendition}.webp`',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const match = photoFile.exec(file);
      if (!match || !known.has(match[1]!)) {
        return reply.status(404).send(failure(request.t(errorMessages.notFound)));
      }
      let bytes = files.get(file);
      if (!bytes) {
        bytes = readFile(new URL(file, machinePhotoDir));
        files.set(file, bytes);
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=604800')
        .send(await bytes);
    },
  );
}

import multipart from '@fastify/multipart';
import { unencapsulated } from './unencapsulated';

export interface UploadLimits {
  /** The largest file, in bytes. */
  maxFileBytes: number;
  /** How many files one request may carry. */
  maxFiles: number;
}

/**
 * Multipart bodies (`request.file()`) for the routes of the scope that registers it, with strict
 * limits: a few small fields besides the files. Routes elsewhere keep refusing multipart (415).
 */
export const uploads = unencapsulated<UploadLimits>('uploads', async (app, limits) => {
  const { maxFileBytes, maxFiles } = limits;
  await app.register(multipart, {
    limits: {
      fileSize: maxFileBytes,
      files: maxFiles,
      fields: 10,
      fieldSize: 1024,
      parts: maxFiles + 10,
      headerPairs: 100,
    },
  });
});

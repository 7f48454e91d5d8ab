import multipart from '@fastify/multipart';
import { defineMessages } from '@lindner/i18n/core';
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

export const uploadMessages = defineMessages({
  unreadable: {
    id: 'server.upload.unreadable',
    description: 'A multipart body the server cannot read: no boundary, cut off, broken.',
    defaultMessage:
      'Die hochgeladene Datei konnte nicht gelesen werden. Bitte wähle das Bild erneut aus.',
  },
  tooMany: {
    id: 'server.upload.tooMany',
    description: 'Too many pictures uploaded by one user in a short time.',
    defaultMessage:
      'Du hast in kurzer Zeit viele Bilder hochgeladen. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});

/** What went wrong while reading a multipart body, as the caller is told about it. */
export type UploadProblem = 'fileTooLarge' | 'tooManyParts' | 'unreadable';

/**
 * The problem behind an error of `request.file()` or of reading its stream. Besides the limits
 * (`FST_…` codes), the multipart parser throws plain errors without a code for a body it cannot
 * read ("Boundary not found", "Unexpected end of multipart data", a malformed part header):
 * the caller's fault, never the server's, so every other error counts as an unreadable body.
 */
export function uploadProblem(error: unknown): UploadProblem {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'fileTooLarge';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return 'tooManyParts';
  }
  return 'unreadable';
}

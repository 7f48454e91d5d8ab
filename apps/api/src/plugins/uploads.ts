import multipart from '@fastify/multipart';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import { Refusal } from './envelope';
import { unencapsulated } from './unencapsulated';

export interface UploadLimits {
  /** The largest file any route of the scope takes, in bytes. */
  maxFileBytes: number;
}

/** What a route takes: one file in one form field. */
export interface UploadRule {
  /** The form field the file must come in (`picture`, `file`). */
  field: string;
  /** The largest file, in bytes: one byte more is refused whole with 413. */
  maxBytes: number;
  /** The route's own wording of a file too large and of a missing file, if any. */
  messages?: { tooLarge?: MessageDescriptor; required?: MessageDescriptor };
}

export interface UploadedFile {
  bytes: Buffer;
  /** The name the sender gave it: text to show, never a path. */
  fileName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's one file, read whole; or a Refusal thrown (sent in the envelope by the
     * error handler): 415 without a multipart body, 400 without the file, with a file in
     * another field or with a second file, 413 when the file is over its limit (nothing read
     * is kept, so nothing is stored).
     */
    uploadedFile(rule: UploadRule): Promise<UploadedFile>;
  }
}

/**
 * Multipart bodies for the routes of the scope that registers it, through `request.uploadedFile`
 * only. The parser's own limit sits one byte over the largest file, so that a file over its
 * limit is seen as such (the parser would otherwise cut it to the limit and say so only in a
 * flag) and refused whole.
 */
export const uploads = unencapsulated<UploadLimits>('uploads', async (app, { maxFileBytes }) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxFileBytes + 1,
      files: 2,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });

  app.decorateRequest('uploadedFile', function (this: FastifyRequest, rule: UploadRule) {
    return readUpload(this, rule);
  });
});

/** The request's one file by the rule, or a Refusal thrown. */
async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<UploadedFile> {
  const refuse = (status: number, message: MessageDescriptor) => {
    const text = request.t(message);
    return new Refusal(status, text, { [rule.field]: text });
  };
  if (!request.isMultipart())
    throw refuse(415, rule.messages?.required ?? uploadMessages.fileRequired);
  let found: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (found) throw refuse(400, uploadMessages.oneFile);
      if (part.fieldname !== rule.field) {
        part.file.resume();
        throw refuse(400, uploadMessages.wrongField);
      }
      const bytes = await readWhole(part.file, rule.maxBytes);
      if (!bytes) throw refuse(413, rule.messages?.tooLarge ?? uploadMessages.fileTooLarge);
      found = { bytes, fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // Reading the body is all the loop does: what fails there is the caller's body.
    throw new Refusal(
      400,
      request.t(isPartsLimit(error) ? uploadMessages.oneFile : uploadMessages.unreadable),
    );
  }
  if (!found) throw refuse(400, rule.messages?.required ?? uploadMessages.fileRequired);
  return found;
}

/** The stream's bytes, or null as soon as there are more than `maxBytes` (the rest discarded). */
async function readWhole(
  stream: AsyncIterable<Buffer> & { resume(): void; truncated?: boolean },
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += chunk.length;
    if (length > maxBytes) {
      stream.resume();
      return null;
    }
    chunks.push(chunk);
  }
  if (stream.truncated) return null;
  return Buffer.concat(chunks);
}

function isPartsLimit(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT';
}

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
  fileRequired: {
    id: 'server.upload.fileRequired',
    description: 'An upload request without its file.',
    defaultMessage: 'Bitte wähle eine Datei aus.',
  },
  fileTooLarge: {
    id: 'server.upload.fileTooLarge',
    description: 'A file over the limit of its upload; nothing of it was stored.',
    defaultMessage: 'Die Datei ist zu groß: höchstens 10 MB.',
  },
  oneFile: {
    id: 'server.upload.oneFile',
    description: 'An upload request carrying more than one file.',
    defaultMessage: 'Bitte lade eine Datei nach der anderen hoch.',
  },
  wrongField: {
    id: 'server.upload.wrongField',
    description: 'A file sent in another form field than the one the upload takes.',
    defaultMessage: 'Die Datei wurde im falschen Feld gesendet.',
  },
});

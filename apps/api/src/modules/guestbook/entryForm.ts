import multipart from '@fastify/multipart';
import {
  guestbookAttachmentField,
  guestbookFieldErrorMessages,
  guestbookLimits,
} from '@lindner/api/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from '../../plugins/envelope';
import { uploadMessages, type UploadedFile } from '../../plugins/uploads';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file a guestbook entry came with, read whole (multipart only). */
    guestbookFile?: UploadedFile | null;
  }
}

/** The entry's text fields in a multipart body: its text may be 2000 characters of UTF-8. */
const fieldBytes = 4 * guestbookLimits.text + 1024;

/**
 * Multipart bodies for the guestbook's entry form: text fields beside one optional file. Not
 * plugins/uploads.ts's reader, which takes one file and no text fields longer than 1 kB; the
 * same limits otherwise (a file over its limit refused whole, a second file refused).
 */
export async function entryFormParser(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: guestbookLimits.attachmentBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: fieldBytes,
      parts: 11,
      headerPairs: 100,
    },
  });
}

/**
 * A multipart entry read into `request.body` (its fields, the consent `true`/`on` as true) and
 * `request.guestbookFile` (the file, or null when none was chosen), so that the route's schema
 * checks the fields as it checks JSON. A JSON body is left as it is.
 */
export async function readEntryForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  const tooLarge = () => {
    const text = request.t(guestbookFieldErrorMessages.attachmentTooLarge);
    return new Refusal(413, text, { [guestbookAttachmentField]: text });
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new Refusal(413, request.t(uploadMessages.unreadable));
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== guestbookAttachmentField) {
        part.file.resume();
        throw new Refusal(400, request.t(uploadMessages.wrongField));
      }
      const chunks: Buffer[] = [];
      let length = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        length += chunk.length;
        if (length > guestbookLimits.attachmentBytes) {
          part.file.resume();
          throw tooLarge();
        }
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      // A form whose file input was left empty sends a part without name or content.
      if (length > 0 || part.filename) {
        file = { bytes: Buffer.concat(chunks), fileName: part.filename };
      }
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    const limit = typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code);
    throw new Refusal(400, request.t(limit ? uploadMessages.oneFile : uploadMessages.unreadable));
  }
  if (fields.privacyConsent === 'true' || fields.privacyConsent === 'on') {
    fields.privacyConsent = true;
  }
  request.body = fields;
  request.guestbookFile = file;
}

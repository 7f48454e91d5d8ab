import { guestbookLimits } from '@lindner/api/schema';
import { pdfContentProblem } from '../../plugins/pdfUploads';
import { PictureError, renderPicture, sniffPictureType } from '../../plugins/pictures';
import type { GuestbookFileType } from './tables';

/** A checked attachment, as it is stored. */
export interface CheckedAttachment {
  name: string;
  type: GuestbookFileType;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** Why an upload is not taken: a field error key of the guestbook. */
export type AttachmentProblemKey = 'attachmentType' | 'attachmentTooLarge' | 'attachmentActive';

export class AttachmentProblem extends Error {
  constructor(readonly key: AttachmentProblemKey) {
    super(`attachment refused: ${key}`);
  }
}

/** A picture's one file: 960 px wide, 4:3, as the marketplace's pictures are. */
const pictureShape = { widths: { md: 960 }, aspect: 3 / 4, quality: 80 };

/**
 * An upload checked by its content alone (names and declared types are not trusted): a JPEG, PNG
 * or WebP picture is decoded and re-encoded as WebP without metadata (plugins/pictures.ts), so
 * that a script behind a picture's first bytes is refused or loses everything but its pixels; a
 * PDF must be one (`%PDF-` … `%%EOF`) without JavaScript, automatic actions or embedded files.
 */
export async function checkAttachment(
  bytes: Buffer,
  uploadedName: string,
): Promise<CheckedAttachment> {
  if (bytes.length > guestbookLimits.attachmentBytes) {
    throw new AttachmentProblem('attachmentTooLarge');
  }
  if (sniffPictureType(bytes)) {
    let files;
    try {
      files = await renderPicture(bytes, pictureShape);
    } catch (error) {
      if (!(error instanceof PictureError)) throw error;
      throw new AttachmentProblem(
        error.problem === 'fileType' ? 'attachmentType' : 'attachmentTooLarge',
      );
    }
    const [file] = files;
    return {
      name: fileNameOf(uploadedName, 'webp'),
      type: 'image/webp',
      bytes: file!.bytes,
      width: file!.width,
      height: file!.height,
    };
  }
  const problem = pdfContentProblem(bytes);
  if (problem)
    throw new AttachmentProblem(problem === 'active' ? 'attachmentActive' : 'attachmentType');
  return {
    name: fileNameOf(uploadedName, 'pdf'),
    type: 'application/pdf',
    bytes,
    width: null,
    height: null,
  };
}

/**
 * The name a file is offered under: the upload's base name without control characters, quotes
 * or path separators, at most 200 characters, with the extension of what it now is.
 */
export function fileNameOf(uploaded: string | undefined, extension: 'webp' | 'pdf'): string {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '').trim();
  const stem = cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 190) || 'anhang';
  return `${stem}.${extension}`;
}

/** The `content-disposition` of a file: ASCII fallback and the UTF-8 name (RFC 6266). */
export function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
